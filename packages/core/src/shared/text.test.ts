import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, hasUnstorableCharacter } from './text';

describe('unstorable text', () => {
  it.each([
    ['a lone high surrogate', 'Street \ud800 1'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'abc\udbff'],
    ['two high surrogates', '\ud800\ud800\udc00'],
    ['a NUL byte', 'a\u0000b'],
  ])('finds %s', (_what, text) => {
    expect(hasUnstorableCharacter(text)).toBe(true);
  });

  it('accepts whole emoji, Urdu and every well-formed string', () => {
    expect(hasUnstorableCharacter('گلاب کا صابن 🌹 Rs. 1,200')).toBe(false);
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => !hasUnstorableCharacter(text)));
  });

  it('names the path of the first bad string, key names included', () => {
    expect(findUnstorableText({ address: { street: 'ok', city: 'Lahore\ud800' }, items: [] })).toEqual(['address', 'city']);
    expect(findUnstorableText({ items: [{ id: 'a' }, { id: '\u0000' }] })).toEqual(['items', 1, 'id']);
    expect(findUnstorableText({ ['bad\udfff']: 1 })).toEqual(['bad\udfff']);
    expect(findUnstorableText({ name: 'Zara', tags: ['🌿'], price: 10, draft: null })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let nested: unknown = 'x\ud800';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(findUnstorableText(nested)).toHaveLength(200_000);
  });
});
