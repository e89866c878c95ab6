import { networkOf, sourceKey, unmapIPv4 } from './client-ip';

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
