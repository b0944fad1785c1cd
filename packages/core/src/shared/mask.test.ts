import { describe, expect, it } from 'vitest';
import { UNKNOWN_USER, maskEmail } from './mask';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ayesha.khan@example.com')).toBe('a***@example.com');
    expect(maskEmail('Z@shop.pk')).toBe('Z***@shop.pk');
    expect(maskEmail('  bilal@mail.co.uk ')).toBe('b***@mail.co.uk');
  });

  it('keeps a non-Latin first character whole', () => {
    expect(maskEmail('😀fan@example.com')).toBe('😀***@example.com');
  });

  it('shows Unknown User for a missing or malformed email', () => {
    expect(UNKNOWN_USER).toBe('Unknown User');
    for (const email of [null, undefined, '', '   ', 'no-at-sign', '@example.com', 'user@', 'user@nodot', 'a b@example.com', 'a@b@example.com']) {
      expect(maskEmail(email)).toBe('Unknown User');
    }
  });
});
