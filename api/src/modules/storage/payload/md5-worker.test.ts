import crypto from 'node:crypto';
import { md5For, OffThreadMd5, OFF_THREAD_MIN_BYTES } from './md5-worker';

/** The ETag's MD5 on a worker thread: the same digest as inline, with the body held back while the worker is behind. */
const pieces = (total: number) => {
  const out: Buffer[] = [];
  for (let left = total, i = 0; left > 0; i++) {
    const n = Math.min(left, [65_536, 1_000, 300_000, 7][i % 4]!);
    out.push(crypto.randomBytes(n));
    left -= n;
  }
  return out;
};

describe('OffThreadMd5', () => {
  it('gives the MD5 of the pieces in order, whatever their sizes', async () => {
    const body = pieces(20 * 1024 * 1024 + 5);
    const hash = new OffThreadMd5();
    for (const p of body) hash.update(p);
    expect((await hash.digest()).toString('hex')).toBe(crypto.createHash('md5').update(Buffer.concat(body)).digest('hex'));
  });

  it('holds the body back once 8 MiB wait for the worker, and lets it go when they are hashed', async () => {
    const hash = new OffThreadMd5();
    expect(hash.room()).toBeNull();
    const body = pieces(12 * 1024 * 1024);
    for (const p of body) hash.update(p); // faster than any worker: the batches queue up
    const room = hash.room();
    expect(room).not.toBeNull();
    await room;
    expect(hash.room()).toBeNull();
    expect((await hash.digest()).toString('hex')).toBe(crypto.createHash('md5').update(Buffer.concat(body)).digest('hex'));
  });

  it('keeps many bodies apart on the same worker', async () => {
    const bodies = Array.from({ length: 6 }, (_, i) => pieces(2 * 1024 * 1024 + i));
    const hashes = bodies.map(() => new OffThreadMd5());
    for (let i = 0; i < 40; i++) bodies.forEach((b, j) => b[i] && hashes[j]!.update(b[i]!));
    const digests = await Promise.all(hashes.map((h) => h.digest()));
    digests.forEach((d, j) => expect(d.toString('hex')).toBe(crypto.createHash('md5').update(Buffer.concat(bodies[j]!)).digest('hex')));
  });

  it('hashes small or unknown-length bodies inline', async () => {
    for (const length of [null, 0, OFF_THREAD_MIN_BYTES - 1]) expect(md5For(length)).not.toBeInstanceOf(OffThreadMd5);
    const large = md5For(OFF_THREAD_MIN_BYTES);
    expect(large).toBeInstanceOf(OffThreadMd5);
    large.dispose();
    const inline = md5For(3);
    inline.update(Buffer.from('abc'));
    expect((await inline.digest()).toString('hex')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
});
