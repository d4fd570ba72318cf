// ipTrustKey: the key a client IP is trusted under (an IPv6 client's /64, whose privacy addresses rotate).
import { describe, expect, it } from 'vitest';
import { ipTrustKey } from './sign-in-trust';

describe('ipTrustKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(ipTrustKey('203.0.113.7')).toBe('ip:203.0.113.7');
  });

  it('trusts an IPv6 address by its /64, however it is written', () => {
    const home = 'ip:2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:abcd:ef01:2345:6789', '2001:db8:1:2:0:0:0:9', '2001:db8:1:2::c0a8:1%eth0', '2001:db8:1:2::192.0.2.1']) {
      expect(ipTrustKey(ip), ip).toBe(home);
    }
    expect(ipTrustKey('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(ipTrustKey('::1')).toBe('ip:0:0:0:0::/64');
    expect(ipTrustKey('2001:db8:1:3::1')).not.toBe(home);
  });

  it('keeps text it cannot read as IPv6 whole, and trusts no unknown address', () => {
    expect(ipTrustKey('2001:db8::1::2')).toBe('ip:2001:db8::1::2');
    expect(ipTrustKey('unknown')).toBeNull();
    expect(ipTrustKey('')).toBeNull();
  });
});
