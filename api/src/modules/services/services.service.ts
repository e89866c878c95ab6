import crypto from 'node:crypto';
import { In, Not } from 'typeorm';
import { config } from '../../config/config';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { formatKsh } from '../../contracts/money';
import { servicePrice } from '../../contracts/pricing-engine';
import { parseInput } from '../../common/validation';
import { createServiceSchema, PLANS, updateServiceSchema } from '../../contracts/services';
import { DEFAULT_BACKUP_RETENTION } from '../../contracts/storage';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { requireAdmin, requireUser } from '../auth';
import { ServiceActivityEntity } from './service-activity.entity';
import { CloudStorageServiceEntity } from './service.entity';
import { parseRowId } from '../../common/ids';

const repo = (db: Db) => db.getRepository(CloudStorageServiceEntity);

/** The signed-in customer's services, newest first; cancelled ones only when asked for. */
export async function listMyServices(ctx: Caller, opts: { includeCancelled?: boolean | null } = {}): Promise<CloudStorageServiceEntity[]> {
  const user = requireUser(ctx);
  const where = opts.includeCancelled ? { userId: user.id } : { userId: user.id, status: Not('cancelled' as const) };
  return repo(ctx.db).find({ where, order: { startDate: 'DESC', id: 'DESC' } });
}

export const SERVICE_CANCELLED = 'This service was cancelled: it cannot be changed or switched back on.';

/** A cancelled service is final: nothing changes it any more. */
function refuseCancelled(service: CloudStorageServiceEntity): void {
  if (service.status === 'cancelled') throw conflict(SERVICE_CANCELLED);
}

/** One of the customer's services; anyone else's id is NOT_FOUND (no IDOR, no existence leak). */
export async function getMyService(ctx: Caller, rawId: string | number): Promise<CloudStorageServiceEntity> {
  const user = requireUser(ctx);
  const id = parseRowId(rawId);
  const service = id ? await repo(ctx.db).findOneBy({ id, userId: user.id }) : null;
  if (!service) throw notFound('Service');
  return service;
}

function bucketFor(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'bucket';
  return `${slug}-${crypto.randomBytes(4).toString('hex')}`;
}

/** Services one customer may hold (active or not, cancelled ones aside); more is a conversation with sales. */
export const MAX_SERVICES_PER_CUSTOMER = 20;
/** New services per customer per hour. */
export const serviceCreationThrottle = new Throttle('service-create', {
  points: 10,
  durationSeconds: 60 * 60,
  blockSeconds: 60 * 60,
  message: 'You have created too many services in the last hour. Please try again later.',
});

/**
 * The price of a service, computed by the server from the pricing engine: a plan's catalogue
 * price, or the product's published per-GB price for its size. Whatever price a client sends
 * (the spec's payload carries one as text) is ignored.
 */
export function priceOf(s: { serviceType: string; storageAmount: number; planType?: 'monthly' | 'biannual' | 'annual' | null }): string {
  const price = servicePrice(s, formatKsh);
  if (!price) throw badInput(`${s.serviceType} cannot be priced; choose Object Storage, Block Storage or Backup Storage`, 'serviceType');
  return price.text;
}

/** Create a service for the signed-in customer; it is active at once, at the server's price. */
export async function createService(ctx: Caller, raw: unknown): Promise<CloudStorageServiceEntity> {
  const user = requireUser(ctx);
  const input = parseInput(createServiceSchema, raw);
  const planType = input.planType ?? null;
  // A plan fixes its own size and product: 100 / 500 / 1000 GB of object storage.
  const storageAmount = planType ? PLANS.find((p) => p.type === planType)!.storageGB : input.storageAmount;
  const serviceType = planType ? 'Object Storage' : input.serviceType;
  const cost = priceOf({ serviceType, storageAmount, planType });
  const name = input.name ?? `${serviceType} ${storageAmount} GB`;
  // Backup Storage: the object lock retention its buckets get (domain/object-lock.ts); other types have none.
  const backup = serviceType === 'Backup Storage';
  if (!backup && (input.retentionDays || input.retentionMode)) throw badInput('Retention applies to Backup Storage services only', 'retentionDays');
  const retention = backup ? { retentionMode: input.retentionMode ?? DEFAULT_BACKUP_RETENTION.mode, retentionDays: input.retentionDays ?? DEFAULT_BACKUP_RETENTION.days } : { retentionMode: null, retentionDays: null };
  const now = new Date();
  await serviceCreationThrottle.take(String(user.id));
  return ctx.db.transaction(async (m) => {
    if ((await repo(m).countBy({ userId: user.id, status: Not('cancelled' as const) })) >= MAX_SERVICES_PER_CUSTOMER) {
      throw conflict(`You can have at most ${MAX_SERVICES_PER_CUSTOMER} services. Delete one you no longer need, or contact sales for more.`);
    }
    const service = await repo(m).save(
      repo(m).create({
        userId: user.id,
        name,
        serviceType,
        storageAmount,
        cost,
        status: 'active',
        region: input.region ?? 'kenya',
        planType,
        bucket: bucketFor(name),
        startDate: now,
        updatedAt: now,
        suspendedAt: null,
        suspendedBy: null,
        suspensionReason: null,
        cancelledAt: null,
        ...retention,
      }),
    );
    await logActivity(m, service.id, user.id, 'created', `${storageAmount} GB ${serviceType} in ${service.region === 'kenya' ? 'Kenya (Nairobi)' : 'Nairobi + Dar es Salaam'} at ${cost}`);
    return service;
  });
}

/** Rename or resize one of the customer's services. */
export async function updateMyService(ctx: Caller, raw: { id: string; name?: string | null; storageAmount?: number | null }) {
  const input = parseInput(updateServiceSchema, { name: raw.name, storageAmount: raw.storageAmount });
  const service = await getMyService(ctx, raw.id);
  refuseCancelled(service);
  return ctx.db.transaction(async (m) => {
    if (input.name && input.name !== service.name) {
      await logActivity(m, service.id, ctx.user!.id, 'renamed', `${service.name} → ${input.name}`);
      service.name = input.name;
    }
    if (input.storageAmount && input.storageAmount !== service.storageAmount) {
      if (service.planType) throw badInput('A plan has a fixed size: create a custom service for another size', 'storageAmount');
      // A new size is a new price, from the same engine (never the old text).
      const cost = priceOf({ serviceType: service.serviceType, storageAmount: input.storageAmount, planType: null });
      await logActivity(m, service.id, ctx.user!.id, 'resized', `${service.storageAmount} GB → ${input.storageAmount} GB (${service.cost} → ${cost})`);
      service.storageAmount = input.storageAmount;
      service.cost = cost;
    }
    service.updatedAt = new Date();
    return repo(m).save(service);
  });
}

/**
 * Disable or re-enable one of the customer's services. A service an administrator suspended stays
 * suspended: only an administrator lifts it (the customer is told why).
 */
export async function setMyServiceActive(ctx: Caller, id: string, isActive: boolean) {
  const service = await getMyService(ctx, id);
  refuseCancelled(service);
  if (isActive && service.suspendedAt) {
    throw forbidden(`This service was suspended by Mawingu${service.suspensionReason ? `: ${service.suspensionReason}` : ''}. Contact support to lift the suspension.`);
  }
  return setStatus(ctx, service, isActive, null);
}

const DEFAULT_SUSPENSION_REASON = 'Suspended by an administrator';

/** Admin: suspend (with a reason the customer sees) or reinstate any service; audited, naming the admin. */
export async function adminSetServiceActive(ctx: Caller, rawId: string, isActive: boolean, reason?: string | null) {
  const admin = requireAdmin(ctx);
  const id = parseRowId(rawId);
  const service = id ? await repo(ctx.db).findOneBy({ id }) : null;
  if (!service) throw notFound('Service');
  refuseCancelled(service);
  const why = reason?.trim().slice(0, 255) || DEFAULT_SUSPENSION_REASON;
  return setStatus(ctx, service, isActive, { adminId: admin.id, reason: why });
}

async function setStatus(ctx: Caller, service: CloudStorageServiceEntity, isActive: boolean, admin: { adminId: number; reason: string } | null) {
  const status = isActive ? 'active' : 'disabled';
  const byAdmin = admin !== null;
  const suspension = byAdmin
    ? isActive
      ? { suspendedAt: null, suspendedBy: null, suspensionReason: null }
      : { suspendedAt: new Date(), suspendedBy: admin.adminId, suspensionReason: admin.reason }
    : {};
  if (service.status === status && (!byAdmin || Boolean(service.suspendedAt) === !isActive)) return service;
  return ctx.db.transaction(async (m) => {
    service.status = status;
    service.updatedAt = new Date();
    Object.assign(service, suspension);
    await repo(m).update(service.id, { status, updatedAt: service.updatedAt, ...suspension });
    const action = isActive ? 'enabled' : 'disabled';
    await logActivity(m, service.id, ctx.user!.id, byAdmin ? (isActive ? 'reinstated' : 'suspended') : action, byAdmin ? (isActive ? 'by an administrator' : `by an administrator: ${admin.reason}`) : null);
    if (byAdmin) {
      await recordSecurityEvent(m, actorOf(ctx), {
        type: 'admin',
        action: `Admin ${ctx.user!.username} ${isActive ? 'reinstated' : 'suspended'} service #${service.id} (${service.name})${isActive ? '' : `: ${admin.reason}`}`,
        severity: 'medium',
        userId: service.userId,
      });
      await recordAdminAction(m, actorOf(ctx), {
        action: isActive ? 'service_reinstated' : 'service_suspended',
        summary: `${isActive ? 'Reinstated' : 'Suspended'} service "${service.name}" (#${service.id}) of customer #${service.userId}${isActive ? '' : `: ${admin.reason}`}`,
        target: { type: 'service', id: service.id },
      });
    }
    return service;
  });
}

export async function serviceActivity(ctx: Caller, serviceId: string) {
  const service = await getMyService(ctx, serviceId);
  return ctx.db.getRepository(ServiceActivityEntity).find({ where: { serviceId: service.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 100 });
}

export async function logActivity(db: Db, serviceId: number, userId: number | null, action: string, detail: string | null) {
  await db.getRepository(ServiceActivityEntity).insert({ serviceId, userId, action, detail: detail?.slice(0, 255) ?? null, createdAt: new Date() });
}

/**
 * The S3 endpoint a service's buckets are reached at (S3_PUBLIC_URL), bare: a service holds the
 * buckets its owner creates in it, and no bucket exists until one is created, so the endpoint must
 * not name one (it once showed the service's reserved bucket name, which `aws s3 ls` did not list).
 */
export const endpointOf = (_s: CloudStorageServiceEntity) => config().s3.publicUrl;

/**
 * Active storage per customer: total GB and count of active services. The competition's entries
 * and the admin stats read it; one grouped query whatever the number of customers.
 */
export async function activeStorageByUser(db: Db, userIds?: number[]): Promise<Map<number, { gb: number; count: number }>> {
  const qb = db
    .getRepository(CloudStorageServiceEntity)
    .createQueryBuilder('s')
    .select('s.user_id', 'userId')
    .addSelect('SUM(s.storage_amount)', 'gb')
    .addSelect('COUNT(*)', 'count')
    .where("s.status = 'active'")
    .groupBy('s.user_id');
  if (userIds) {
    if (userIds.length === 0) return new Map();
    qb.andWhere({ userId: In(userIds) });
  }
  const rows = await qb.getRawMany<{ userId: number | string; gb: number | string; count: number | string }>();
  return new Map(rows.map((r) => [Number(r.userId), { gb: Number(r.gb), count: Number(r.count) }]));
}
