import net from 'node:net';

/**
 * Client addresses as throttles and "usual network" checks see them.
 *
 * One IPv6 customer is routinely given a whole /64 (18 quintillion addresses): keying a limit by the
 * full IPv6 address would give an attacker unlimited keys, so IPv6 is keyed by its /64. IPv4 (and
 * IPv4-mapped IPv6, `::ffff:a.b.c.d`, which express reports on dual-stack sockets) keeps its address.
 */

/** The 8 hextets of an IPv6 address (already checked with net.isIPv6), expanded. */
function hextets(ip: string): number[] {
  let text = ip.split('%')[0]!;
  // A trailing embedded IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two hextets.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(zeros).fill(0), ...right];
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything else unchanged. */
export function unmapIPv4(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : ip;
}

/**
 * The key a per-source limit uses: the IPv4 address, or the IPv6 /64 prefix (`2001:db8:1:2::/64`).
 * Something that is not an address (no socket address at all) is its own key.
 */
export function sourceKey(rawIp: string): string {
  const ip = unmapIPv4(rawIp.trim());
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip.slice(0, 64);
  return `${hextets(ip).slice(0, 4).map((h) => h.toString(16)).join(':')}::/64`;
}

/**
 * The wider network a person usually signs in from: IPv4 /24 (home and office lines, and mobile
 * carriers that move a customer around a pool), IPv6 /64. Used to let an account's owner in while
 * strangers are held back, never to grant anything by itself.
 */
export function networkOf(rawIp: string): string {
  const ip = unmapIPv4(rawIp.trim());
  if (net.isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  return sourceKey(ip);
}
