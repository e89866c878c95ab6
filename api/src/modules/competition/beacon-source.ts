import { config } from '../../config/config';
import { serviceUnavailable } from '../../common/errors';
import { logger } from '../../common/logger';
import { EsploraBeacon, localFallback, type BeaconValue } from './beacon';

/** The configured Esplora beacon (BEACON_URL), or null when none is set. */
export function configuredBeacon(): EsploraBeacon | null {
  const url = config().beaconUrl;
  return url ? new EsploraBeacon(url) : null;
}

/** How draws get their randomness on this server, as shown on the public pages. */
export type BeaconMode = 'bitcoin' | 'local-fallback' | 'none';

/**
 * bitcoin         a Bitcoin beacon is configured (the fallback, if allowed, is used only when it fails)
 * local-fallback  no beacon; draws use server randomness, explicitly allowed and labelled on every draw
 * none            no beacon and no fallback allowed: draws are committed but cannot complete
 */
export function beaconMode(): BeaconMode {
  if (config().beaconUrl) return 'bitcoin';
  return config().allowLocalBeacon ? 'local-fallback' : 'none';
}

/** Fresh server randomness, only where the configuration allows it. */
export function fallbackOrRefuse(reason: string): BeaconValue {
  if (!config().allowLocalBeacon) {
    throw serviceUnavailable(60, `${reason}. Draws need a randomness beacon: configure BEACON_URL (or allow the labelled local fallback with BEACON_FALLBACK=local).`);
  }
  return localFallback();
}

let cachedLatest: { value: BeaconValue; at: number } | null = null;
const LATEST_CACHE_MS = 30_000;

/**
 * The latest Bitcoin block, for SIMULATIONS only (a dry run stores nothing, so it may use a block
 * that is already public). Falls back to labelled random bytes when no beacon answers.
 */
export async function latestBlockForSimulation(): Promise<BeaconValue> {
  const beacon = configuredBeacon();
  if (!beacon) return localFallback();
  if (cachedLatest && Date.now() - cachedLatest.at < LATEST_CACHE_MS) return cachedLatest.value;
  try {
    const value = await beacon.latest();
    cachedLatest = { value, at: Date.now() };
    return value;
  } catch (e) {
    logger.warn({ error: (e as Error).message }, 'beacon unavailable for a simulation: using the labelled local fallback');
    return localFallback();
  }
}

/** Minutes after a scheduled draw time to keep waiting for the beacon before the (allowed) fallback. */
export const SCHEDULED_BEACON_GRACE_MINUTES = 120;
