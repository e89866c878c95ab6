import { notFound } from '../../common/errors';
import type { Caller } from '../caller';
import { SecurityEventEntity } from '../audit';
import { requireAdmin, UserEntity } from '../auth';
import { competitionStats } from '../competition';
import { CloudStorageServiceEntity } from '../services';
import {
  containsPattern,
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  parsePageArgs,
  toPage,
  type Page,
} from './keyset';
import { parseRowId } from '../../common/ids';

export interface AdminStats {
  totalUsers: number;
  activeServices: number;
  competitionEntries: number;
  activePromotions: number;
}

/** Headline counts of the admin overview, all from the database. */
export async function adminStats(ctx: Caller): Promise<AdminStats> {
  requireAdmin(ctx);
  const [totalUsers, activeServices, competition] = await Promise.all([
    ctx.db.getRepository(UserEntity).createQueryBuilder('u').where('u.deletedAt IS NULL').getCount(),
    ctx.db.getRepository(CloudStorageServiceEntity).countBy({ status: 'active' }),
    competitionStats(ctx.db),
  ]);
  return { totalUsers, activeServices, competitionEntries: competition.competitionEntries, activePromotions: competition.activePromotions };
}

/**
 * Accounts newest first, keyset-paginated on (createdAt, id) so every page costs the same however
 * deep it is (index idx_users_created). Search matches name, full name, e-mail or username,
 * case-insensitively, with LIKE wildcards in the text matched literally.
 */
export async function listUsers(ctx: Caller, raw: unknown): Promise<Page<UserEntity>> {
  requireAdmin(ctx);
  const { first, after, search } = parsePageArgs(raw);
  const qb = ctx.db
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .where('u.deletedAt IS NULL')
    .orderBy('u.createdAt', 'DESC')
    .addOrderBy('u.id', 'DESC')
    .limit(first + 1);
  if (after) {
    const key = decodeTimeCursor(after);
    qb.andWhere('u.createdAt <= :at AND (u.createdAt < :at OR u.id < :id)', { at: key.at, id: key.id });
  }
  if (search) {
    qb.andWhere(
      "(lower(u.firstName) LIKE :p ESCAPE '\\' OR lower(u.lastName) LIKE :p ESCAPE '\\' OR lower(u.firstName || ' ' || u.lastName) LIKE :p ESCAPE '\\' OR lower(u.email) LIKE :p ESCAPE '\\' OR lower(u.username) LIKE :p ESCAPE '\\')",
      { p: containsPattern(search) },
    );
  }
  return toPage(await qb.getMany(), first, (u) => encodeTimeCursor({ at: u.createdAt, id: u.id }));
}

/** One account (its services come through the User.services loader). */
export async function getUser(ctx: Caller, rawId: string | number): Promise<UserEntity> {
  requireAdmin(ctx);
  const id = parseRowId(rawId);
  const user = id ? await ctx.loaders.userById.load(id) : null;
  if (!user || user.deletedAt) throw notFound('User');
  return user;
}

/**
 * Every customer's services, newest first, keyset-paginated on the id. Search matches the service
 * type or name, or the owner's name or e-mail.
 */
export async function listServices(ctx: Caller, raw: unknown): Promise<Page<CloudStorageServiceEntity>> {
  requireAdmin(ctx);
  const { first, after, search } = parsePageArgs(raw);
  const qb = ctx.db
    .getRepository(CloudStorageServiceEntity)
    .createQueryBuilder('s')
    .orderBy('s.id', 'DESC')
    .limit(first + 1);
  if (after) qb.andWhere('s.id < :after', { after: decodeIdCursor(after) });
  if (search) {
    qb.innerJoin('s.user', 'o').andWhere(
      "(lower(s.serviceType) LIKE :p ESCAPE '\\' OR lower(s.name) LIKE :p ESCAPE '\\' OR lower(o.firstName || ' ' || o.lastName) LIKE :p ESCAPE '\\' OR lower(o.email) LIKE :p ESCAPE '\\')",
      { p: containsPattern(search) },
    );
  }
  return toPage(await qb.getMany(), first, (s) => encodeIdCursor(s.id));
}

/** Security event types that are administrators' acts: the admin audit log shows those (audit-log.service.ts). */
export const ADMIN_EVENT_TYPES = ['admin', 'competition_draw'];

/**
 * Account security events of every account (not the admin acts: see ADMIN_EVENT_TYPES), newest first, keyset-paginated on the id (rows are appended
 * with their timestamp, so id order is time order and the primary key serves every depth). The
 * account each event concerns is attached through the request's user loader (one statement per page).
 */
export async function listSecurityEvents(ctx: Caller, raw: unknown): Promise<Page<SecurityEventEntity>> {
  requireAdmin(ctx);
  const { first, after } = parsePageArgs(raw);
  const qb = ctx.db
    .getRepository(SecurityEventEntity)
    .createQueryBuilder('e')
    .where('e.type NOT IN (:...adminTypes)', { adminTypes: ADMIN_EVENT_TYPES })
    .orderBy('e.id', 'DESC')
    .limit(first + 1);
  if (after) qb.andWhere('e.id < :after', { after: decodeIdCursor(after) });
  const page = toPage(await qb.getMany(), first, (e) => encodeIdCursor(e.id));
  const users = await Promise.all(page.nodes.map((e) => (e.userId === null ? null : ctx.loaders.userById.load(e.userId))));
  page.nodes.forEach((e, i) => (e.user = users[i] ?? null));
  return page;
}
