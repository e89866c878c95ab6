import crypto from 'node:crypto';
import type { BeaconSource } from './draw.entity';

/**
 * The public randomness beacon: Bitcoin block hashes read from an Esplora-compatible HTTP API
 * (GET {base}/blocks/tip/hash, /blocks/tip/height, /block-height/{h}, /block/{hash}).
 * When no beacon is configured or reachable the caller uses `localFallback()`, which is labelled
 * 'local-fallback' in every stored draw — never passed off as a block.
 */
export interface BeaconValue {
  btcBlockHash: string;
  source: BeaconSource;
  height: number | null;
  time: Date | null;
}

export const BEACON_TIMEOUT_MS = 3000;
/** How far back (blocks) to look for the first block at or after a scheduled time. */
const MAX_WALK_BACK = 200;
const HASH = /^[0-9a-f]{64}$/;

export class BeaconError extends Error {}

export class EsploraBeacon {
  private readonly base: string;
  constructor(baseUrl: string, private readonly timeoutMs = BEACON_TIMEOUT_MS) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  private async get(path: string): Promise<string> {
    let res: Response;
    try {
      res = await fetch(this.base + path, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'text/plain, application/json' } });
    } catch (e) {
      throw new BeaconError(`Beacon unreachable: ${(e as Error).name}`);
    }
    if (!res.ok) throw new BeaconError(`Beacon answered ${res.status} for ${path}`);
    return (await res.text()).trim();
  }

  async block(hash: string): Promise<BeaconValue> {
    if (!HASH.test(hash)) throw new BeaconError('Beacon returned a malformed block hash');
    let body: { id?: string; height?: number; timestamp?: number };
    try {
      body = JSON.parse(await this.get(`/block/${hash}`));
    } catch (e) {
      if (e instanceof BeaconError) throw e;
      throw new BeaconError('Beacon returned malformed block JSON');
    }
    if (!Number.isInteger(body.height) || !Number.isInteger(body.timestamp)) throw new BeaconError('Beacon block lacks height or timestamp');
    if (body.id !== undefined && body.id !== hash) throw new BeaconError('Beacon block id does not match the requested hash');
    return { btcBlockHash: hash, source: 'bitcoin-esplora', height: body.height!, time: new Date(body.timestamp! * 1000) };
  }

  async tipHeight(): Promise<number> {
    const h = Number(await this.get('/blocks/tip/height'));
    if (!Number.isInteger(h) || h < 0) throw new BeaconError('Beacon returned a malformed tip height');
    return h;
  }

  async blockAtHeight(height: number): Promise<BeaconValue> {
    return this.block(await this.get(`/block-height/${height}`));
  }

  /** The latest block (for a manual draw run now). */
  async latest(): Promise<BeaconValue> {
    return this.block(await this.get('/blocks/tip/hash'));
  }

  /**
   * The first block (lowest height) whose timestamp is at or after `t`, or null when the chain
   * has no such block yet. Walks back from the tip; a scheduled draw runs soon after its time.
   */
  async firstAtOrAfter(t: Date): Promise<BeaconValue | null> {
    let current = await this.blockAtHeight(await this.tipHeight());
    if (current.time! < t) return null;
    for (let steps = 0; steps < MAX_WALK_BACK && current.height! > 0; steps++) {
      const prev = await this.blockAtHeight(current.height! - 1);
      if (prev.time! < t) break;
      current = prev;
    }
    return current;
  }
}

/** Random bytes standing in for a block hash when no beacon is available; labelled as such. */
export function localFallback(): BeaconValue {
  return { btcBlockHash: crypto.randomBytes(32).toString('hex'), source: 'local-fallback', height: null, time: null };
}
