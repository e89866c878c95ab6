/**
 * `fn` over every item with at most `limit` calls in flight, the results in the items' order: for
 * the portal's fan-outs to RGW (a page's tags, a bucket's version locks, the bucket guard), which
 * must not open a request per item at once. The first rejection rejects the whole, as Promise.all.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
