import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_CODE_LENGTH, confirmCodeAlphabet, isConfirmCode } from '@shop/core/orders/confirm-code';
import { newConfirmCode, newId } from './ids';

/** Bytes the next calls of randomBytes hand out instead of the CSPRNG's, one buffer per call; the CSPRNG's once they run out. */
const planted = vi.hoisted(() => ({ buffers: [] as Buffer[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomBytes: (size: number) => planted.buffers.shift() ?? actual.randomBytes(size) };
});
afterEach(() => {
  planted.buffers.length = 0;
});

describe('newConfirmCode', () => {
  const codes = Array.from({ length: 10_000 }, () => newConfirmCode());

  it('is 12 characters of base 62, as the confirm call checks them', () => {
    expect(CONFIRM_CODE_LENGTH).toBe(12);
    for (const code of codes) {
      expect(code).toHaveLength(CONFIRM_CODE_LENGTH);
      expect(isConfirmCode(code), code).toBe(true);
    }
  });

  it('draws 10,000 codes without a repeat, using every character of the alphabet', () => {
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.join(''));
    expect([...confirmCodeAlphabet].filter((character) => !used.has(character))).toEqual([]);
    expect(used.size).toBe(62);
  });

  it('uses each character as often as any other (a byte taken modulo 62 without rejection would favour 0–7 by a quarter)', () => {
    const counts = new Map<string, number>();
    for (const character of codes.join('')) counts.set(character, (counts.get(character) ?? 0) + 1);
    const expected = (codes.length * CONFIRM_CODE_LENGTH) / confirmCodeAlphabet.length;
    const chiSquare = [...confirmCodeAlphabet].reduce((sum, character) => sum + ((counts.get(character) ?? 0) - expected) ** 2 / expected, 0);
    // 61 degrees of freedom: about 61 ± 11 when fair, about 790 with the modulo bias; 150 is passed by chance far less than once in a million runs.
    expect(chiSquare).toBeLessThan(150);
  });

  it('throws away the bytes from 248 up, which 62 does not divide evenly, and draws again until it has 12 characters', () => {
    planted.buffers.push(
      Buffer.alloc(24, 255),
      Buffer.from([248, 249, 250, 251, 252, 253, 254, 255, 0, 61, 62, 123, 124, 185, 186, 247, 1, 2, 3, 248]),
      Buffer.from([4, 5, 6, 7]),
    );
    expect(newConfirmCode()).toBe('0z0z0z0z1234');
    expect(planted.buffers).toEqual([]);
  });
});

describe('newId', () => {
  it('is 24 hex characters, different each time', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
