/**
 * How a draw's randomness source is named, the same in the verify panel and the simulation:
 * a real Bitcoin block (bitcoin-esplora), or the labelled local fallback (random bytes drawn when
 * no beacon was reachable), never passed off as a block hash.
 */
export const isBitcoinBeacon = (source: string | null | undefined) => source === 'bitcoin-esplora';

/** The badge: 'Bitcoin block #870123' or 'Local fallback beacon'. */
export const beaconBadgeText = (source: string | null | undefined, height?: number | null) =>
  isBitcoinBeacon(source) ? `Bitcoin block${height ? ` #${height}` : ''}` : 'Local fallback beacon';

/** The label of the beacon value in a list of draw inputs. */
export const beaconValueLabel = (source: string | null | undefined) => (isBitcoinBeacon(source) ? 'BTC block hash' : 'Local fallback beacon');

/** The line beside a fallback badge. */
export const FALLBACK_BEACON_NOTE = 'No Bitcoin beacon was reachable: random bytes were used in place of a block hash, and are recorded as such.';
