import type { DataSource } from 'typeorm';
import { networkOf } from '../../../common/client-ip';
import { AppError } from '../../../common/errors';
import { Throttle } from '../../../common/throttle';
import { recordSecurityEvent, type SecurityEventInput } from '../../audit';
import type { Actor } from '../../caller';
import { CredentialRefusal } from '../auth/verify';
import { isUniqueViolation } from '../domain/tx';
import { KeyNetworkEntity } from '../entities/key-network.entity';
import type { S3Context } from './context';
import { ForeignBucketError, ObjectLockedError } from '../domain/errors';
import { S3Error } from './errors';

/**
 * The S3 endpoint's security events, on the customers' security page: a wrong signature made
 * for one of their real keys, a key of theirs refused on another account's bucket (and, for the
 * bucket's owner, that someone was), a bucket deleted, a key's first use from a network.
 *
 * Recorded after the answer is sent, so they never delay or fail a request. Repeats are not
 * flooded into the log: one event per kind, key (or bucket) and network per hour, shared by every
 * process on PostgreSQL (the throttles' table); at most a few "new network" events per key per
 * hour (a leaked key used from a botnet still shows, without drowning the page).
 */
const oncePerHour = new Throttle('s3-event-once', { points: 1, durationSeconds: 3600, blockSeconds: 0 });
const newNetworksPerKey = new Throttle('s3-event-new-network', { points: 5, durationSeconds: 3600, blockSeconds: 0 });

/** Is this the first time this hour (for this throttle's key)? A refusal means it was counted already. */
async function firstThisHour(t: Throttle, key: string): Promise<boolean> {
  try {
    await t.consume(key);
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'TOO_MANY_REQUESTS') return false;
    throw e;
  }
}

/** Networks known to be recorded for a key, per process: spares the database a lookup per request. */
const KNOWN_TTL_MS = 3_600_000;
const KNOWN_MAX = 10_000;

/** Operations that change what anonymous callers may read. */
const PUBLIC_ACCESS_CHANGES = new Set(['PutBucketPolicy', 'DeleteBucketPolicy', 'PutPublicAccessBlock', 'DeletePublicAccessBlock', 'PutBucketAcl']);
/** Operations that may lift a GOVERNANCE retention with x-amz-bypass-governance-retention. */
const LOCK_BYPASSES = new Set(['DeleteObject', 'DeleteObjects', 'PutObjectRetention']);
export class S3Trail {
  private readonly knownNetworks = new Map<string, number>();

  constructor(private readonly db: DataSource) {}

  /** Record what an answered request means for the security page (called once the answer is sent). */
  async record(ctx: S3Context): Promise<void> {
    if (ctx.outage) return; // the database may be what is down; and nothing happened that the customer did
    const network = networkOf(ctx.clientIp);
    const actor = (userId: number | null, userAgent = true): Actor => ({ userId, ip: ctx.clientIp, userAgent: userAgent ? (ctx.h('user-agent') ?? null) : null, requestId: ctx.requestId });
    const record = (a: Actor, event: SecurityEventInput) => recordSecurityEvent(this.db, a, event);
    const e = ctx.error;

    if (e instanceof CredentialRefusal && e.key && e.code === 'SignatureDoesNotMatch') {
      if (await firstThisHour(oncePerHour, `signature:${e.accessKeyId}:${network}`)) {
        await record(actor(e.key.userId), { type: 's3_signature', severity: 'medium', action: `Request with access key ${e.accessKeyId} refused: wrong signature (repeats from this network within the hour are not listed)` });
      }
    }
    const principal = ctx.principal;
    if (!principal) return;
    // The S3 answer was a plain AccessDenied; the domain's refusal under it knows whose bucket it was.
    const foreign = e instanceof S3Error && e.cause instanceof ForeignBucketError ? e.cause : null;
    if (foreign) {
      const bucket = foreign.bucketName;
      if (await firstThisHour(oncePerHour, `foreign:${principal.accessKeyId}:${network}`)) {
        await record(actor(principal.userId), {
          type: 's3_access_denied',
          severity: 'medium',
          action: `Access key ${principal.accessKeyId} was refused access to bucket "${bucket}" of another account (repeats from this network within the hour are not listed)`,
        });
      }
      // The owner learns that someone tried, and from where, but not who (no key, account or client).
      if (await firstThisHour(oncePerHour, `probed:${foreign.ownerId}:${bucket}:${network}`)) {
        await record(actor(null, false), { userId: foreign.ownerId, type: 's3_access_denied', severity: 'low', action: `Another account was refused access to your bucket "${bucket}" (repeats from this network within the hour are not listed)` });
      }
    }
    if (!e && ctx.operation === 'DeleteBucket' && ctx.res.statusCode === 204 && ctx.bucket) {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'medium', action: `Bucket "${ctx.bucket}" deleted with access key ${principal.accessKeyId}` });
    }
    // A bucket's CORS rules decide which other sites' pages may call it: their owner sees each change.
    if (!e && (ctx.operation === 'PutBucketCors' || ctx.operation === 'DeleteBucketCors') && ctx.res.statusCode < 300 && ctx.bucket) {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'low', action: `CORS rules of bucket "${ctx.bucket}" changed with access key ${principal.accessKeyId}` });
    }
    // Lifecycle rules delete data on a schedule, and suspending versioning lets overwrites destroy
    // old versions: a stolen key's quiet way to erase backups, so the owner sees each change.
    if (!e && (ctx.operation === 'PutBucketLifecycleConfiguration' || ctx.operation === 'DeleteBucketLifecycle') && ctx.res.statusCode < 300 && ctx.bucket) {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'medium', action: `Lifecycle rules of bucket "${ctx.bucket}" changed with access key ${principal.accessKeyId}` });
    }
    if (!e && ctx.operation === 'PutBucketVersioning' && ctx.res.statusCode < 300 && ctx.bucket) {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'medium', action: `Versioning of bucket "${ctx.bucket}" changed with access key ${principal.accessKeyId}` });
    }
    // Object lock is what protects backups from a stolen key: its owner sees every change, every
    // bypass of a GOVERNANCE retention, and attempts to delete locked versions (a ransomware sign).
    if (!e && ctx.operation === 'PutObjectLockConfiguration' && ctx.res.statusCode < 300 && ctx.bucket) {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'medium', action: `Object lock of bucket "${ctx.bucket}" changed with access key ${principal.accessKeyId}` });
    }
    if (!e && LOCK_BYPASSES.has(ctx.operation) && ctx.res.statusCode < 300 && ctx.bucket && ctx.h('x-amz-bypass-governance-retention')?.trim().toLowerCase() === 'true') {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'high', action: `Object lock retention bypassed in bucket "${ctx.bucket}" with access key ${principal.accessKeyId}` });
    }
    const lockRefused = ctx.lockRefusals > 0 || (e instanceof S3Error && e.cause instanceof ObjectLockedError);
    if (lockRefused && ctx.bucket && (await firstThisHour(oncePerHour, `locked:${principal.accessKeyId}:${ctx.bucket}:${network}`))) {
      await record(actor(principal.userId), {
        type: 's3_bucket',
        severity: 'high',
        action: `Access key ${principal.accessKeyId} tried to delete, or shorten the retention of, versions protected by object lock in bucket "${ctx.bucket}" (refused; repeats from this network within the hour are not listed)`,
      });
    }
    // What anyone on the internet may read: the owner sees each change of a bucket's policy, ACL or Block Public Access.
    if (!e && PUBLIC_ACCESS_CHANGES.has(ctx.operation) && ctx.res.statusCode < 300 && ctx.bucket) {
      await record(actor(principal.userId), { type: 's3_bucket', severity: 'medium', action: `Public access of bucket "${ctx.bucket}" changed (${ctx.operation}) with access key ${principal.accessKeyId}` });
    }
    if (principal.keyRowId !== null) await this.noteNetwork(principal.userId, principal.keyRowId, principal.accessKeyId, network, () => actor(principal.userId));
  }

  /** A verified request: is this the key's first from this network? */
  private async noteNetwork(userId: number, keyRowId: number, accessKeyId: string, network: string, actor: () => Actor): Promise<void> {
    const known = `${keyRowId}|${network}`;
    const now = Date.now();
    if ((this.knownNetworks.get(known) ?? 0) > now) return;
    const repo = this.db.getRepository(KeyNetworkEntity);
    let isNew = false;
    if (!(await repo.existsBy({ apiKeyId: keyRowId, network }))) {
      const first = !(await repo.existsBy({ apiKeyId: keyRowId }));
      try {
        await repo.insert({ userId, apiKeyId: keyRowId, network, firstSeenAt: new Date() });
        isNew = true;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // another request (or process) recorded it first
      }
      if (isNew && (await firstThisHour(newNetworksPerKey, `key:${keyRowId}`))) {
        await recordSecurityEvent(
          this.db,
          actor(),
          first
            ? { type: 's3_key', severity: 'low', action: `Access key ${accessKeyId} used for the first time, from network ${network}` }
            : { type: 's3_key', severity: 'medium', action: `Access key ${accessKeyId} used from a new network: ${network}` },
        );
      }
    }
    if (this.knownNetworks.size >= KNOWN_MAX) this.knownNetworks.delete(this.knownNetworks.keys().next().value!);
    this.knownNetworks.set(known, now + KNOWN_TTL_MS);
  }
}
