import { describe, expect, it } from 'vitest';
import { parsePersonKey, personKeyOf, phoneSearchDigits } from './person-key';

describe('person keys', () => {
  it('names a person by the phone when there is one, else by the account', () => {
    expect(personKeyOf({ phone: '03001234567', userId: 'u1' })).toBe('p-03001234567');
    expect(personKeyOf({ phone: null, userId: 'u1' })).toBe('a-u1');
    expect(personKeyOf({ phone: '  ', userId: 'u1' })).toBe('a-u1');
  });

  it('reads back the keys it makes', () => {
    expect(parsePersonKey(personKeyOf({ phone: '03001234567', userId: 'u1' }))).toEqual({ kind: 'phone', phone: '03001234567' });
    expect(parsePersonKey(personKeyOf({ phone: null, userId: 'abc_123' }))).toEqual({ kind: 'account', userId: 'abc_123' });
  });

  it.each([
    ['no kind', '03001234567'],
    ['an unknown kind', 'x-03001234567'],
    ['an empty phone', 'p-'],
    ['an empty account', 'a-'],
    ['blanks around the phone', 'p- 03001234567'],
    ['a control character', 'p-0300\u0000'],
    ['a phone longer than any stored', `p-${'1'.repeat(41)}`],
    ['an account id longer than any', `a-${'x'.repeat(201)}`],
  ])('names nobody with %s', (_case, key) => {
    expect(parsePersonKey(key)).toBeNull();
  });
});

describe('phone searches', () => {
  it.each([
    ['+92 300 1234567', '03001234567'],
    ['923001234567', '03001234567'],
    ['0300-1234567', '03001234567'],
    ['0300 12', '030012'],
    ['+92300', '0300'],
    ['4567', '4567'],
  ])('reads %s as %s', (search, digits) => {
    expect(phoneSearchDigits(search)).toBe(digits);
  });

  it.each(['Ayesha', 'ayesha@example.pk', '12', '', '=1+2'])('finds no phone in %s', (search) => {
    expect(phoneSearchDigits(search)).toBeNull();
  });
});
