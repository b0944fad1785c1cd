import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';
import { isPublicAddress, publicAddressesOnly, refusedLiteralHost } from './endpoints';

describe('where a push may go', () => {
  it.each([
    ['8.8.8.8', true],
    ['2a00:1450:4001:80b::200a', true],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses, when connecting, a name that resolves to this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicAddressesOnly('localhost', {}, (failure) => resolve(failure)));
    expect(error?.code).toBe('ENOTPUBLIC');
    expect(error?.message).toMatch(/^localhost resolves to .+, not a public address$/);
  });

  it('refuses literal private addresses and local names before any connection', () => {
    expect(refusedLiteralHost(new URL('https://[::1]:8443/x'))).toBe('[::1] is not a public address');
    expect(refusedLiteralHost(new URL('https://push.localhost/x'))).toBe('push.localhost is not a public address');
    expect(refusedLiteralHost(new URL('https://8.8.8.8/x'))).toBeUndefined();
    expect(refusedLiteralHost(new URL('https://fcm.googleapis.com/fcm/send/abc'))).toBeUndefined();
  });
});

describe('the label of a device', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14) SomeBrowser/1.0', 'A browser on Android'],
    ['curl/8.5.0', 'A browser'],
    [undefined, 'A browser'],
    [`${'x'.repeat(600)} Chrome/131.0 (Android)`, 'A browser'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
