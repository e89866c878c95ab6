import crypto from 'node:crypto';
import { IsNull, MoreThan } from 'typeorm';
import { AppError, conflict, forbidden, notFound, unauthenticated } from '../../common/errors';
import { parseRowId } from '../../common/ids';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import {
  ACCESS_TOKEN_PATTERN,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_REQUESTS_PER_MINUTE,
  ACCESS_TOKEN_SHOWN_CHARS,
  createAccessTokenSchema,
  MAX_ACCESS_TOKENS,
} from '../../contracts/access-tokens';
import { checkLoginIp } from '../account';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { requireLiveSession, requireSessionUser, requireUser, UserEntity, withUserLock } from '../auth';
import { revokeConsoleLinks } from '../storage';
import { AccessTokenEntity } from './access-token.entity';

export type AccessTokenStatus = 'active' | 'expired' | 'revoked';

/** A new token: the prefix and 32 bytes from the CSPRNG in base64url. */
export const newAccessToken = () => ACCESS_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
export const hashAccessToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

export function statusOfToken(t: AccessTokenEntity, now = new Date()): AccessTokenStatus {
  if (t.revokedAt) return 'revoked';
  return t.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** How long a revoked or expired token stays in the owner's list (greyed), for reference. */
const LISTED_AFTER_END_MS = 30 * 86_400_000;

/** The user's tokens, newest first: the live ones, and those that ended in the last 30 days. */
export async function listAccessTokens(ctx: Caller, now = new Date()): Promise<AccessTokenEntity[]> {
  const user = requireUser(ctx);
  const rows = await ctx.db.getRepository(AccessTokenEntity).find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  const cutoff = now.getTime() - LISTED_AFTER_END_MS;
  return rows.filter((t) => (t.revokedAt ?? t.expiresAt).getTime() > cutoff);
}

/** Create a token for the signed-in user (a session, not another token); the token is returned here once. */
export async function createAccessToken(ctx: Caller, raw: unknown): Promise<{ token: AccessTokenEntity; secret: string }> {
  const user = requireSessionUser(ctx);
  const input = parseInput(createAccessTokenSchema, raw);
  const secret = newAccessToken();
  // Count then insert under the user's lock: parallel creations cannot pass the cap together.
  return withUserLock(ctx.db, user.id, async (m) => {
    await requireLiveSession(m, ctx);
    const repo = m.getRepository(AccessTokenEntity);
    const now = new Date();
    const live = await repo.countBy({ userId: user.id, revokedAt: IsNull(), expiresAt: MoreThan(now) });
    if (live >= MAX_ACCESS_TOKENS) throw conflict(`You can have at most ${MAX_ACCESS_TOKENS} active access tokens. Revoke one first.`);
    const token = await repo.save(
      repo.create({
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: hashAccessToken(secret),
        tokenStart: secret.slice(0, ACCESS_TOKEN_SHOWN_CHARS),
        createdAt: now,
        expiresAt: input.expiresAt,
        revokedAt: null,
        lastUsedAt: null,
        lastUsedIp: null,
      }),
    );
    const scope = input.scope === 'read' ? 'read only' : 'read and write';
    await recordSecurityEvent(m, actorOf(ctx), {
      type: 'access_token',
      action: `Personal access token "${token.name}" created (${scope}, expires ${input.expiresAt.toISOString().slice(0, 10)})`,
      severity: 'medium',
    });
    return { token, secret };
  });
}

/**
 * Revoke one of the user's tokens: it stops working at once; the row stays for the list and the
 * audit. The console's links end too: whoever held a leaked token may have held a session as well
 * (and before presigning needed a session, a read-write token could make links itself); which
 * credential made which link is not recorded, so they all end.
 */
export async function revokeAccessToken(ctx: Caller, input: { id: string }): Promise<AccessTokenEntity> {
  const user = requireSessionUser(ctx);
  return ctx.db.transaction(async (m) => {
    const id = parseRowId(input.id);
    const token = id ? await m.getRepository(AccessTokenEntity).findOneBy({ id, userId: user.id }) : null;
    if (!token) throw notFound('Access token');
    if (token.revokedAt) return token;
    token.revokedAt = new Date();
    await m.getRepository(AccessTokenEntity).update(token.id, { revokedAt: token.revokedAt });
    await recordSecurityEvent(m, actorOf(ctx), { type: 'access_token', action: `Personal access token "${token.name}" revoked`, severity: 'medium' });
    await revokeConsoleLinks(m, actorOf(ctx), user.id, token.revokedAt);
    return token;
  });
}

export const READ_ONLY_TOKEN = 'This access token is read-only: it may run queries and GET requests only';

/** FORBIDDEN for a write with a read-only token; HTTP 403 in GraphQL too (the operation never starts). */
export function readOnlyTokenError(): AppError {
  const e = forbidden(READ_ONLY_TOKEN);
  (e.extensions as Record<string, unknown>).http = { status: 403, headers: new Map() };
  return e;
}

export const INVALID_TOKEN = 'Invalid, expired or revoked access token';

/** Requests per token (a script gone wild), and refused tokens per network (guessing, or a stale token in a loop). */
const tokenUse = new Throttle('pat-use', {
  points: ACCESS_TOKEN_REQUESTS_PER_MINUTE,
  durationSeconds: 60,
  blockSeconds: 60,
  message: `Too many requests with this access token (limit ${ACCESS_TOKEN_REQUESTS_PER_MINUTE} per minute). Please slow down.`,
});
const refusedTokens = new Throttle('pat-refused', {
  points: 20,
  durationSeconds: 600,
  blockSeconds: 900,
  message: 'Too many requests with an invalid access token. Please try again later.',
});

/** lastUsedAt is written at most once a minute per token; a use after an hour's quiet, or from a new address, is a security event. */
const LAST_USED_WRITE_MS = 60_000;
const QUIET_BEFORE_EVENT_MS = 3_600_000;

/**
 * Authenticate `Authorization: Bearer mwk_pat_…` into the request context: the owner becomes
 * ctx.user and the token ctx.token (no session). Refuses (401) a malformed, unknown, expired or
 * revoked token, a token of a deleted account, and a request from outside the owner's IP
 * allow-list; 429 with Retry-After past the per-token or per-network limits.
 */
export async function authenticateAccessToken(ctx: Caller, token: string): Promise<void> {
  const network = `ip:${ctx.ip}`;
  await refusedTokens.check(network);
  const row = ACCESS_TOKEN_PATTERN.test(token) ? await ctx.db.getRepository(AccessTokenEntity).findOneBy({ tokenHash: hashAccessToken(token) }) : null;
  const now = new Date();
  const owner = row ? await ctx.db.getRepository(UserEntity).findOneBy({ id: row.userId }) : null;
  if (!row || !owner || owner.deletedAt || statusOfToken(row, now) !== 'active') {
    await refusedTokens.consume(network);
    if (row && owner && !owner.deletedAt) {
      await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: owner.id }, {
        type: 'access_token',
        action: `Refused a ${statusOfToken(row, now)} personal access token "${row.name}"`,
        severity: 'medium',
      });
    }
    throw unauthenticated(INVALID_TOKEN);
  }
  if (!(await checkLoginIp(ctx, owner))) {
    await refusedTokens.consume(network);
    throw unauthenticated('This access token cannot be used from your IP address (see the IP allow-list in your security settings)');
  }
  await tokenUse.consume(`token:${row.id}`);
  ctx.user = owner;
  ctx.token = { id: row.id, name: row.name, scope: row.scope };
  await recordUse(ctx, row, now);
}

async function recordUse(ctx: Caller, row: AccessTokenEntity, now: Date): Promise<void> {
  const ip = ctx.ip.slice(0, 64);
  const quiet = !row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= QUIET_BEFORE_EVENT_MS;
  const newAddress = row.lastUsedIp !== ip;
  if (!quiet && !newAddress && now.getTime() - row.lastUsedAt!.getTime() < LAST_USED_WRITE_MS) return;
  await ctx.db.transaction(async (m) => {
    await m.getRepository(AccessTokenEntity).update(row.id, { lastUsedAt: now, lastUsedIp: ip });
    if (quiet || newAddress) {
      await recordSecurityEvent(m, actorOf(ctx), { type: 'access_token', action: `Personal access token "${row.name}" used`, severity: 'low' });
    }
  });
}

/** The token of `Authorization: Bearer mwk_pat_…`, or undefined when the request carries none (other bearer tokens are not ours). */
export function bearerAccessToken(authorization: string | undefined): string | undefined {
  const m = /^Bearer\s+(mwk_pat_\S*)\s*$/i.exec(authorization ?? '');
  return m?.[1];
}
