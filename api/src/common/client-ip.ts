import net from 'node:net';
import proxyaddr from 'proxy-addr';

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

/**
 * Which peers may tell us a client's address in X-Forwarded-For (TRUST_PROXY for the portal,
 * S3_TRUST_PROXY for the S3 listener). The address decides throttles, audit IPs and which egress
 * is free, so it is believed only from proxies the operator named: a number of hops in front, or
 * their addresses. `all` (trust whatever any client sends) exists only outside production.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: string[] } | { kind: 'all' };

/** Names proxy-addr (and express) understand for ranges of addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parse a TRUST_PROXY-style value: unset, `false` or `0` (nobody), a hop count (`1`), or a comma
 * list of addresses, CIDRs and the names loopback / linklocal / uniquelocal. `true` is refused in
 * production: it lets every client choose its own address.
 */
export function parseTrustProxy(name: string, raw: string | undefined, isProduction: boolean): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`Invalid configuration: ${name}=${value}: a hop count is the number of proxies in front of the server (1 to 32)`);
    return { kind: 'hops', hops };
  }
  if (value === 'true') {
    if (isProduction) {
      throw new Error(
        `Invalid configuration: ${name}=true believes the X-Forwarded-For of every client, so anyone can choose their address ` +
          '(free "local" egress, sign-in throttles bypassed, forged audit IPs). Set the number of proxies in front (e.g. 1) ' +
          'or their addresses (e.g. 10.0.0.5,10.0.0.6 or loopback); see docs/deployment.md',
      );
    }
    return { kind: 'all' };
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(`Invalid configuration: ${name}: "${entry}" is not a hop count, an address, a CIDR or one of loopback, linklocal, uniquelocal`);
    }
  }
  return { kind: 'addresses', entries };
}

/** The trust test proxy-addr and express apply to each hop (`hop` 0 is the socket's peer). */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'all':
      return () => true;
    case 'hops':
      return (_address, hop) => hop < trust.hops;
    case 'addresses':
      return proxyaddr.compile(trust.entries);
  }
}

const PRIVATE = new net.BlockList();
for (const [addr, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['100.64.0.0', 10]] as const) PRIVATE.addSubnet(addr, bits, 'ipv4');
for (const [addr, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(addr, bits, 'ipv6');

/** Loopback, RFC 1918, link-local, carrier-grade NAT (RFC 6598), IPv6 unique-local and link-local. */
export function isPrivateAddress(rawIp: string): boolean {
  const ip = unmapIPv4(rawIp.split('%')[0]!.trim());
  if (net.isIPv4(ip)) return PRIVATE.check(ip, 'ipv4');
  if (net.isIPv6(ip)) return PRIVATE.check(ip, 'ipv6');
  return false;
}

/** How many requests a listener looks at for a misconfigured proxy before it stops looking. */
const PROBE_REQUESTS = 1000;

/**
 * A once-only start-up check: a request from a private or loopback peer that carries
 * X-Forwarded-For, while that peer is not a trusted proxy, means a proxy sits in front and is not
 * configured, so every client looks like the proxy. `warn` is called at most once; after the first
 * PROBE_REQUESTS requests the check is a single boolean test.
 */
export function untrustedProxyProbe(trust: TrustProxy, warn: (proxyAddress: string) => void): (peer: string | undefined, forwardedFor: unknown) => void {
  const trusted = trustFunction(trust);
  let left = PROBE_REQUESTS;
  return (peer, forwardedFor) => {
    if (left <= 0) return;
    left--;
    if (!peer || forwardedFor === undefined || trusted(peer, 0) || !isPrivateAddress(peer)) return;
    left = 0;
    warn(unmapIPv4(peer));
  };
}
