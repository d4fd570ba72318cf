// The address a client IP is trusted under (client-network.ts addressPrefix, hashed before it is stored): an IPv4
// address whole, an IPv6 client's /64 (whose privacy addresses rotate) however it is written.
import { describe, expect, it } from 'vitest';
import { addressPrefix } from './client-network';

const trustPrefix = (ip: string) => addressPrefix(ip, 32, 64);

describe('the address a sign-in trusts', () => {
  it('keeps an IPv4 address whole', () => {
    expect(trustPrefix('203.0.113.7')).toBe('203.0.113.7');
  });

  it('trusts an IPv6 address by its /64, however it is written', () => {
    const home = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:abcd:ef01:2345:6789', '2001:db8:1:2:0:0:0:9', '2001:db8:1:2::c0a8:1%eth0', '2001:db8:1:2::192.0.2.1']) {
      expect(trustPrefix(ip), ip).toBe(home);
    }
    expect(trustPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(trustPrefix('::1')).toBe('0:0:0:0::/64');
    expect(trustPrefix('2001:db8:1:3::1')).not.toBe(home);
  });
});
