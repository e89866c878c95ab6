import type { DataSource } from 'typeorm';
import { logger } from '../../../../common/logger';
import { cephMeteringTick, METERING_TICK_MS, newCephMeteringState, releaseMeteringLease } from './metering';
import { CEPH_RESTORE_TICK_MS, cephRestoreTick } from './restore-run';
import { cephReconcileTick, newReconcileState, RECONCILE_TICK_MS, releaseReconcileLease } from './reconcile-run';
import { RGW_ADMIN_CAPS, RgwAdminError, RgwUnreachableError, rgwAdminOf, type CephConfig } from './rgw-admin';
import { cephSnapshotTick } from './snapshots';
import { lifecycleTickMs } from '../../domain/lifecycle-run';

export { rgwAdminOf };


/**
 * Check the portal's RGW credentials before the portal opens its port. Refused credentials (or an
 * RGW user without the caps) stop the start with the reason; an RGW that does not answer does not:
 * the portal starts, /readyz says why it is not ready, and provisioning waits for RGW.
 */
export async function checkCephPlane(c: CephConfig): Promise<void> {
  try {
    // Any user will do: the answer (found or NoSuchUser) proves the signature and the users cap.
    const admin = rgwAdminOf(c);
    await admin.getUser('mw0$owner');
    if (!(await admin.canWriteMetadata()))
      throw new Error(`Ceph RGW at ${c.rgwUrl}: the portal's admin user lacks the metadata write cap, which suspends the buckets of a suspended service; give it the caps ${RGW_ADMIN_CAPS}`);
  } catch (e) {
    if (e instanceof RgwUnreachableError) {
      logger.warn({ rgw: c.rgwUrl }, `Ceph RGW does not answer at ${c.rgwUrl} yet: the portal starts, /readyz reports it, and provisioning waits for it`);
      return;
    }
    if (e instanceof RgwAdminError) {
      throw new Error(
        `Ceph RGW at ${c.rgwUrl} refused the portal's admin credentials (${e.status} ${e.code}): check CEPH_RGW_ADMIN_ACCESS_KEY and CEPH_RGW_ADMIN_SECRET_KEY, and that the user has the caps ${RGW_ADMIN_CAPS}`,
      );
    }
    throw e;
  }
}

/** /readyz's probe: null while RGW answers S3 (an anonymous GET / within 2 s), else the reason. */
export function rgwReadiness(c: CephConfig): () => Promise<string | null> {
  return async () => {
    try {
      await fetch(`${c.rgwUrl}/`, { signal: AbortSignal.timeout(2_000) });
      return null;
    } catch {
      return 'storage plane unreachable (Ceph RGW)';
    }
  };
}

/** Run `tick` now and every `tickMs`, never two at once; the stop function waits for a running tick. */
function every(tickMs: number, what: string, tick: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .catch((e: unknown) => logger.error({ err: { message: e instanceof Error ? e.message : String(e) } }, `ceph: ${what} tick failed`))
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, tickMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** The provisioning job, every RECONCILE_TICK_MS (overridable for tests). */
export function startCephProvisioning(db: DataSource, c: CephConfig, tickMs = RECONCILE_TICK_MS): () => Promise<void> {
  const admin = rgwAdminOf(c);
  const state = newReconcileState();
  const stop = every(tickMs, 'provisioning', () => cephReconcileTick(db, admin, state));
  return async () => {
    await stop();
    await releaseReconcileLease(db);
  };
}

/** The metering job (metering.ts), every METERING_TICK_MS (overridable for tests). */
export function startCephMetering(db: DataSource, c: CephConfig, tickMs = METERING_TICK_MS): () => Promise<void> {
  const admin = rgwAdminOf(c);
  const state = newCephMeteringState();
  const stop = every(tickMs, 'metering', () => cephMeteringTick(db, admin, state));
  return async () => {
    await stop();
    await releaseMeteringLease(db);
  };
}

/** The point-in-time restore job (restore-run.ts), every CEPH_RESTORE_TICK_MS (overridable for tests). */
export function startCephRestores(db: DataSource, c: CephConfig, tickMs = CEPH_RESTORE_TICK_MS): () => Promise<void> {
  const admin = rgwAdminOf(c);
  return every(tickMs, 'point-in-time restore', () => cephRestoreTick(db, admin));
}

/** The daily snapshots job (snapshots.ts), as often as the embedded plane's (every 10 minutes; a debug day's length in tests). */
export function startCephSnapshots(db: DataSource, c: CephConfig, dayMs: number, tickMs = lifecycleTickMs(dayMs)): () => Promise<void> {
  const admin = rgwAdminOf(c);
  return every(tickMs, 'daily snapshots', () => cephSnapshotTick(db, admin, { dayMs }));
}
