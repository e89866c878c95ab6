import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { trustFunction, untrustedProxyProbe, type TrustProxy } from '../../../common/client-ip';
import { logger } from '../../../common/logger';

/**
 * Where a request comes from. Behind a reverse proxy named in S3_TRUST_PROXY the client address
 * comes from X-Forwarded-For, read with the same rules express uses for the portal; from anyone
 * else the header is ignored (it would make downloads "local" and free). A proxy in front that is
 * not trusted is reported once in the log (common/client-ip.ts).
 */
export function clientIpResolver(trust: TrustProxy): (req: IncomingMessage) => string {
  const probe = untrustedProxyProbe(trust, (proxy) =>
    logger.warn(
      { proxy },
      `S3 requests come from the private address ${proxy} with X-Forwarded-For, but S3_TRUST_PROXY does not trust it: ` +
        'every client is seen (and its egress metered) as that proxy. Set S3_TRUST_PROXY to the number of proxies in front or their addresses (docs/deployment.md).',
    ),
  );
  const trusted = trustFunction(trust);
  return (req) => {
    probe(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    // Trusting nobody, X-Forwarded-For is not even parsed.
    return trust.kind === 'none' ? (req.socket.remoteAddress ?? '0.0.0.0') : proxyaddr(req as never, trusted);
  };
}

/** Is an address inside the configured local (in-country) ranges? IPv4-mapped IPv6 counts as IPv4. */
export function localMatcher(cidrs: string[]): (ip: string) => boolean {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const [addr, bits] = cidr.split('/');
    const type = net.isIPv6(addr!) ? 'ipv6' : 'ipv4';
    if (!net.isIP(addr!)) throw new Error(`LOCAL_EGRESS_CIDRS: "${cidr}" is not an address range`);
    list.addSubnet(addr!, Number(bits ?? (type === 'ipv4' ? 32 : 128)), type);
  }
  return (ip) => {
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    if (v4) return list.check(v4, 'ipv4');
    if (net.isIPv4(ip)) return list.check(ip, 'ipv4');
    if (net.isIPv6(ip)) return list.check(ip, 'ipv6');
    return false;
  };
}
