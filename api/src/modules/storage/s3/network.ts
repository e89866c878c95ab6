import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Where a request comes from. Behind a reverse proxy (TRUST_PROXY, as for the portal) the
 * client address comes from X-Forwarded-For, read with the same rules express uses.
 */
export function clientIpResolver(trustProxy: string | number | boolean | undefined): (req: IncomingMessage) => string {
  if (trustProxy === undefined || trustProxy === false) return (req) => req.socket.remoteAddress ?? '0.0.0.0';
  const trust =
    typeof trustProxy === 'number'
      ? (_a: string, i: number) => i < (trustProxy as number)
      : trustProxy === true
        ? () => true
        : proxyaddr.compile(String(trustProxy).split(',').map((s) => s.trim()));
  return (req) => proxyaddr(req as never, trust);
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
