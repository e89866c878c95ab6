import { isPrivateAddress, networkOf, parseTrustProxy, sourceKey, trustFunction, unmapIPv4, untrustedProxyProbe } from './client-ip';

describe('client addresses for throttles', () => {
  it('keys IPv4 by address, including IPv4-mapped IPv6', () => {
    expect(sourceKey('41.90.12.7')).toBe('41.90.12.7');
    expect(sourceKey('::ffff:41.90.12.7')).toBe('41.90.12.7');
    expect(unmapIPv4('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('V6.3.1 keys IPv6 by its /64, however the address is written', () => {
    const a = sourceKey('2001:db8:1:2::a');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(sourceKey('2001:db8:1:2:0:0:0:1')).toBe(a);
    expect(sourceKey('2001:db8:1:3::a')).not.toBe(a);
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('groups the usual network as IPv4 /24 and IPv6 /64', () => {
    expect(networkOf('41.90.12.7')).toBe('41.90.12.0/24');
    expect(networkOf('41.90.12.200')).toBe(networkOf('::ffff:41.90.12.1'));
    expect(networkOf('41.90.13.7')).not.toBe(networkOf('41.90.12.7'));
    expect(networkOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
  });

  it('leaves something that is not an address as its own (bounded) key', () => {
    expect(sourceKey('unknown')).toBe('unknown');
    expect(sourceKey('x'.repeat(100))).toHaveLength(64);
  });
});

describe('trusted proxies', () => {
  it('trusts the given number of hops, the listed addresses, or nobody', () => {
    const hops = trustFunction(parseTrustProxy('TRUST_PROXY', '2', true));
    expect([hops('203.0.113.9', 0), hops('203.0.113.9', 1), hops('203.0.113.9', 2)]).toEqual([true, true, false]);
    const list = trustFunction(parseTrustProxy('TRUST_PROXY', '10.0.0.5,192.168.0.0/16,loopback', true));
    expect([list('10.0.0.5', 0), list('10.0.0.6', 0), list('192.168.4.4', 3), list('127.0.0.1', 0), list('::ffff:10.0.0.5', 0)]).toEqual([true, false, true, true, true]);
    const none = trustFunction(parseTrustProxy('TRUST_PROXY', undefined, true));
    expect(none('127.0.0.1', 0)).toBe(false);
  });

  it('knows private, loopback, link-local and CGNAT addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.1.1', '100.64.0.1', '::1', 'fd00::1', 'fe80::1%eth0', '::ffff:10.0.0.1']) expect([ip, isPrivateAddress(ip)]).toEqual([ip, true]);
    for (const ip of ['41.90.12.7', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:41.90.12.7', 'unknown']) expect([ip, isPrivateAddress(ip)]).toEqual([ip, false]);
  });

  it('warns once about a private peer sending X-Forwarded-For that is not trusted, and then stops looking', () => {
    const warn = jest.fn();
    const probe = untrustedProxyProbe({ kind: 'none' }, warn);
    probe('41.90.12.7', '10.0.0.1'); // a public client forging the header: not a proxy in front
    probe('127.0.0.1', undefined); // a local client without the header: nothing to say
    expect(warn).not.toHaveBeenCalled();
    probe('::ffff:10.0.0.5', '41.90.12.7');
    probe('10.0.0.5', '41.90.12.8');
    expect(warn.mock.calls).toEqual([['10.0.0.5']]);
    // A proxy that is trusted is no reason to warn.
    const trusted = jest.fn();
    const ok = untrustedProxyProbe(parseTrustProxy('TRUST_PROXY', '10.0.0.5', true), trusted);
    ok('10.0.0.5', '41.90.12.7');
    ok('10.0.0.6', '41.90.12.7');
    expect(trusted.mock.calls).toEqual([['10.0.0.6']]);
  });
});
