import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key';

describe('clientKeyOf: the client a per-client limit counts', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it.each(['::ffff:203.0.113.7', '::FFFF:203.0.113.7', '0:0:0:0:0:ffff:203.0.113.7', '::ffff:cb00:7107'])(
    'counts the IPv4-mapped %s as its IPv4 address',
    (mapped) => {
      expect(clientKeyOf(mapped)).toBe('203.0.113.7');
    },
  );

  it('counts every address of one IPv6 /64 as one client', () => {
    const sameSixtyFour = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff::9',
      '2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:2::',
    ];
    expect(new Set(sameSixtyFour.map(clientKeyOf))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells different /64s apart, however close', () => {
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('2001:db8:1:2::1')).not.toBe(clientKeyOf('2001:db8:1:3::1'));
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientKeyOf('::1')).toBe('::/64');
  });

  it('writes the prefix in RFC 5952 form: the longest run of zero groups compressed, lowercase', () => {
    expect(clientKeyOf('2001:0:0:1::5')).toBe('2001:0:0:1::/64');
    expect(clientKeyOf('2001:DB8:0:0:AB::')).toBe('2001:db8::/64');
  });

  it('drops a zone id, whatever its spelling', () => {
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientKeyOf('fe80::2%eth0.5')).toBe('fe80::/64');
    expect(clientKeyOf('FE80::1%25')).toBe('fe80::/64');
  });

  it('keeps text that is no address as its own client', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
    expect(clientKeyOf('')).toBe('');
  });
});
