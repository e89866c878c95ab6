import { competitionT, type CompetitionT } from './competitionText';
import { competitionEn } from '@/i18n/locales/competition/en';

/**
 * How a draw's randomness source is named, the same in the verify panel and the simulation:
 * a real Bitcoin block (bitcoin-esplora), or the labelled local fallback (random bytes drawn when
 * no beacon was reachable), never passed off as a block hash. `ct`: the page's language (English by default).
 */
export const isBitcoinBeacon = (source: string | null | undefined) => source === 'bitcoin-esplora';

const english = competitionT(competitionEn);

/** The badge: 'Bitcoin block #870123' or 'Local fallback beacon'. */
export const beaconBadgeText = (source: string | null | undefined, height?: number | null, ct: CompetitionT = english) =>
  isBitcoinBeacon(source) ? (height ? ct('beaconBlockAt', { height }) : ct('beaconBlock')) : ct('beaconFallback');

/** The label of the beacon value in a list of draw inputs. */
export const beaconValueLabel = (source: string | null | undefined, ct: CompetitionT = english) => (isBitcoinBeacon(source) ? ct('beaconHashLabel') : ct('beaconFallback'));
