import crypto from 'node:crypto';
import { MoreThan, type DataSource } from 'typeorm';
import { logger } from '../../../../common/logger';
import { UserEntity } from '../../../auth';
import { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from '../../../platform';
import { desiredUser } from './desired';
import { customerFactsOf, reconcileCustomer } from './reconcile';
import { RgwUnreachableError, type RgwAdmin } from './rgw-admin';

/**
 * The Ceph plane's provisioning job: once across processes (a lease), every tick, each customer
 * whose wanted RGW state changed since it was last applied is reconciled (reconcile.ts). A key
 * switched off, revoked or expired, a service disabled or an account deleted reaches RGW on the
 * next tick (every 15 s by default: well within the minute the issue asks). While RGW is down the
 * tick stops at the first unreachable call and the rest stays pending; nothing is half-created,
 * since every applied call is a whole change and the next run plans from what RGW holds.
 *
 * What was applied is remembered per process as a fingerprint of the wanted state; the leader
 * keeps the lease from tick to tick (releaseReconcileLease on stop), and a process that takes it
 * over (or starts) checks everyone once, and everyone is re-checked against RGW
 * every `driftMs` (an operator's change made with radosgw-admin is undone).
 */

const LEASE = 'ceph-reconcile';
const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;
export const RECONCILE_TICK_MS = 15_000;
const DRIFT_MS = 3_600_000;
/** Customers read per statement by a tick. */
const PAGE_SIZE = 500;

export interface ReconcileState {
  applied: Map<number, string>;
  checkedAllAt: number;
}
export const newReconcileState = (): ReconcileState => ({
  applied: new Map(),
  checkedAllAt: 0,
});

export interface ReconcileReport {
  leased: boolean;
  reconciled: number;
  unchanged: number;
  /** RGW did not answer: the tick stopped there, the rest waits for the next one. */
  rgwUnreachable: boolean;
  /** RGW refused a change (logged with the customer); tried again next tick. */
  failed: number;
}

/** A digest of what RGW should hold for a customer (secrets included, hashed: it never leaves memory). */
const fingerprint = (desired: unknown) => crypto.createHash('sha256').update(JSON.stringify(desired)).digest('base64url');

export async function cephReconcileTick(db: DataSource, admin: RgwAdmin, state: ReconcileState, opts: { now?: Date; holder?: string; driftMs?: number; pageSize?: number } = {}): Promise<ReconcileReport> {
  const { now = new Date(), holder = PROCESS_HOLDER, driftMs = DRIFT_MS, pageSize = PAGE_SIZE } = opts;
  const report: ReconcileReport = {
    leased: false,
    reconciled: 0,
    unchanged: 0,
    rgwUnreachable: false,
    failed: 0,
  };
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) {
    // Another process applies the changes: what this one remembers may be stale by the time it leads.
    state.applied.clear();
    return report;
  }
  report.leased = true;
  const stillLeased = leaseKeeper(db, LEASE, holder, LEASE_TTL_MS, LEASE_RENEW_MS);
  if (now.getTime() - state.checkedAllAt >= driftMs) {
    state.applied.clear();
    state.checkedAllAt = now.getTime();
  }
  try {
    // A page of customers at a time, each page's facts in one statement per table: a tick that
    // changes nothing costs a few statements per PAGE customers, not per customer (100,000
    // customers: 200 pages, bench/scale-jobs.ts).
    let after = 0;
    pages: for (;;) {
      if (!(await stillLeased())) break;
      const page = await db.getRepository(UserEntity).find({
        select: { id: true, username: true, deletedAt: true },
        where: { userType: 'user', id: MoreThan(after) },
        order: { id: 'ASC' },
        take: pageSize,
      });
      if (!page.length) break;
      after = page[page.length - 1].id;
      const factsOf = await customerFactsOf(
        db,
        page.map((u) => u.id),
        now,
        page,
      );
      for (const { id } of page) {
        const facts = factsOf.get(id) ?? null;
        const print = fingerprint(facts ? desiredUser(facts, now) : null);
        if (state.applied.get(id) === print) {
          report.unchanged++;
          continue;
        }
        // RGW calls take time: a leader that lost the lease meanwhile stops before the next change.
        if (!(await stillLeased())) break pages;
        try {
          const { applied, unexpressible } = await reconcileCustomer(db, admin, id, now, facts);
          if (applied.length) logger.info({ userId: id, applied, unexpressible }, 'ceph: customer reconciled');
          state.applied.set(id, print);
          report.reconciled++;
        } catch (e) {
          if (e instanceof RgwUnreachableError) {
            report.rgwUnreachable = true;
            logger.warn({ err: { message: e.message } }, 'ceph: RGW unreachable, provisioning waits for it');
            break pages;
          }
          report.failed++;
          logger.error(
            {
              userId: id,
              err: { message: e instanceof Error ? e.message : String(e) },
            },
            'ceph: reconcile refused by RGW',
          );
        }
      }
      if (page.length < pageSize) break;
    }
    return report;
  } catch (e) {
    // A failed run gives the job up at once: another process may do better.
    await releaseLease(db, LEASE, holder);
    throw e;
  }
}

/**
 * The lease is kept between ticks (each tick renews it), so one process stays the job's leader and
 * its memory of what RGW holds stays good: a lease that moved every tick made every tick check
 * every customer against RGW. A stopping process hands it over.
 */
export const releaseReconcileLease = (db: DataSource, holder = PROCESS_HOLDER) => releaseLease(db, LEASE, holder);
