import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local Esplora-style HTTP server over a fake chain, for tests (listens on 127.0.0.1). */
export interface FakeBlock {
  height: number;
  hash: string;
  timestamp: number;
}

export function fakeChain(startHeight: number, timestamps: number[]): FakeBlock[] {
  return timestamps.map((timestamp, i) => ({
    height: startHeight + i,
    hash: crypto.createHash('sha256').update(`block-${startHeight + i}`).digest('hex'),
    timestamp,
  }));
}

/** Append `count` blocks to the chain, one second apart, the last one now. */
export function mineBlocks(chain: FakeBlock[], count = 1, now = Math.floor(Date.now() / 1000)): FakeBlock[] {
  const tip = chain[chain.length - 1]!;
  const mined = fakeChain(tip.height + 1, Array.from({ length: count }, (_, i) => Math.max(tip.timestamp + 1 + i, now - (count - 1 - i))));
  chain.push(...mined);
  return mined;
}

/**
 * `opts.mineRoute` adds `POST /mine?count=N` (the e2e suite mines from the browser tests' process);
 * it answers the new tip as JSON. Never part of a real Esplora.
 */
export async function startEsplora(chain: FakeBlock[], opts: { hang?: boolean; mineRoute?: boolean } = {}) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (opts.hang) return; // never answers: the client must time out
    const send = (status: number, body: string, type = 'text/plain') => res.writeHead(status, { 'content-type': type }).end(body);
    const url = req.url ?? '';
    let m: RegExpExecArray | null;
    if (opts.mineRoute && req.method === 'POST' && (m = /^\/mine(?:\?count=(\d+))?$/.exec(url))) {
      const mined = mineBlocks(chain, Math.min(Number(m[1] ?? 1), 100));
      return send(200, JSON.stringify(mined[mined.length - 1]), 'application/json');
    }
    const tip = chain[chain.length - 1]!;
    if (url === '/blocks/tip/hash') return send(200, tip.hash);
    if (url === '/blocks/tip/height') return send(200, String(tip.height));
    if ((m = /^\/block-height\/(\d+)$/.exec(url))) {
      const b = chain.find((x) => x.height === Number(m![1]));
      return b ? send(200, b.hash) : send(404, 'Block not found');
    }
    if ((m = /^\/block\/([0-9a-f]{64})$/.exec(url))) {
      const b = chain.find((x) => x.hash === m![1]);
      return b ? send(200, JSON.stringify({ id: b.hash, height: b.height, timestamp: b.timestamp, tx_count: 1 }), 'application/json') : send(404, 'Block not found');
    }
    send(404, 'Not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
