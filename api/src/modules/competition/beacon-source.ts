import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { EsploraBeacon, localFallback, type BeaconValue } from './beacon';

/** The configured Esplora beacon (BEACON_URL), or null when none is set. */
export function configuredBeacon(): EsploraBeacon | null {
  const url = config().beaconUrl;
  return url ? new EsploraBeacon(url) : null;
}

let cachedLatest: { value: BeaconValue; at: number } | null = null;
const LATEST_CACHE_MS = 30_000;

/**
 * The latest Bitcoin block (manual draws and simulations), or the labelled local fallback when no
 * beacon is configured or it does not answer within the timeout. `fresh` skips the 30 s cache.
 */
export async function latestBlockOrFallback(fresh = false): Promise<BeaconValue> {
  const beacon = configuredBeacon();
  if (!beacon) return localFallback();
  if (!fresh && cachedLatest && Date.now() - cachedLatest.at < LATEST_CACHE_MS) return cachedLatest.value;
  try {
    const value = await beacon.latest();
    cachedLatest = { value, at: Date.now() };
    return value;
  } catch (e) {
    logger.warn({ error: (e as Error).message }, 'beacon unavailable: using the labelled local fallback');
    return localFallback();
  }
}

/** Minutes after a scheduled draw time to keep waiting for the beacon before using the fallback. */
export const SCHEDULED_BEACON_GRACE_MINUTES = 120;

/**
 * The beacon for a scheduled draw: the first block at or after the scheduled time. 'wait' while
 * the chain has no such block yet (or the beacon is briefly unreachable) within the grace period.
 */
export async function scheduledBlockOrFallback(drawAt: Date, now: Date): Promise<BeaconValue | 'wait'> {
  const beacon = configuredBeacon();
  if (!beacon) return localFallback();
  const overdue = now.getTime() - drawAt.getTime() > SCHEDULED_BEACON_GRACE_MINUTES * 60_000;
  try {
    const block = await beacon.firstAtOrAfter(drawAt);
    if (block) return block;
  } catch (e) {
    logger.warn({ error: (e as Error).message }, 'beacon unavailable for a scheduled draw');
  }
  return overdue ? localFallback() : 'wait';
}
