import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_EXACT_PAISA,
  MAX_RUPEES_AMOUNT,
  formatLineTotal,
  formatMoney,
  formatRupees,
  paisa,
  paisaToRupees,
  rupees,
  rupeesToPaisa,
  type Paisa,
} from './money';
import { rupeesAmountSchema } from './money-schemas';

const moneyShape = /^-?Rs\. \d{1,3}(,\d{3})*\.\d{2}$/;

describe('rupeesToPaisa', () => {
  it('converts whole and fractional rupees', () => {
    expect(rupeesToPaisa(rupees(0))).toBe(0);
    expect(rupeesToPaisa(rupees(1))).toBe(100);
    expect(rupeesToPaisa(rupees(1234.56))).toBe(123456);
    expect(rupeesToPaisa(rupees(0.07))).toBe(7);
    expect(rupeesToPaisa(rupees(-5))).toBe(-500);
  });

  it('rounds to the nearest paisa, halves away from zero, as the decimal was written', () => {
    expect(rupeesToPaisa(rupees(1.005))).toBe(101);
    expect(rupeesToPaisa(rupees(1.004))).toBe(100);
    expect(rupeesToPaisa(rupees(19.999))).toBe(2000);
    expect(rupeesToPaisa(rupees(-1.005))).toBe(-101);
    expect(Object.is(rupeesToPaisa(rupees(-0.001)), 0)).toBe(true);
  });

  it('throws RangeError on non-finite and unrepresentable amounts', () => {
    expect(() => rupeesToPaisa(rupees(Number.NaN))).toThrow(RangeError);
    expect(() => rupeesToPaisa(rupees(Number.POSITIVE_INFINITY))).toThrow(RangeError);
    expect(() => rupeesToPaisa(rupees(Number.NEGATIVE_INFINITY))).toThrow(RangeError);
    expect(rupeesToPaisa(rupees(MAX_EXACT_PAISA / 100))).toBe(MAX_EXACT_PAISA);
    expect(() => rupeesToPaisa(rupees(MAX_EXACT_PAISA / 100 + 1))).toThrow(RangeError);
  });

  it('round-trips every whole paisa amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_EXACT_PAISA, max: MAX_EXACT_PAISA }).map(paisa), (amount) => {
        expect(rupeesToPaisa(paisaToRupees(amount))).toBe(amount);
      }),
    );
  });
});

describe('paisaToRupees', () => {
  it('divides by 100', () => {
    expect(paisaToRupees(paisa(123456))).toBe(1234.56);
    expect(paisaToRupees(paisa(7))).toBe(0.07);
    expect(paisaToRupees(paisa(-500))).toBe(-5);
    expect(paisaToRupees(paisa(0))).toBe(0);
  });
});

describe('formatRupees', () => {
  it('shows an API amount in rupees exactly as formatMoney shows its paisa', () => {
    expect(formatRupees(rupees(1234.5))).toBe('Rs. 1,234.50');
    expect(formatRupees(rupees(591.9))).toBe('Rs. 591.90');
    expect(formatRupees(rupees(0.1 + 0.2))).toBe('Rs. 0.30');
  });

  it('multiplies a line in paisa, so a price with a rupee fraction totals exactly', () => {
    expect(formatLineTotal(rupees(591.9), 2)).toBe('Rs. 1,183.80');
    expect(formatLineTotal(rupees(0.1), 3)).toBe('Rs. 0.30');
    expect(formatLineTotal(rupees(1204.05), 7)).toBe('Rs. 8,428.35');
  });
});

describe('formatMoney', () => {
  it('shows rupees with a prefix, thousands separators and 2 decimals', () => {
    expect(formatMoney(paisa(123456))).toBe('Rs. 1,234.56');
    expect(formatMoney(paisa(123400))).toBe('Rs. 1,234.00');
    expect(formatMoney(paisa(0))).toBe('Rs. 0.00');
    expect(formatMoney(paisa(5))).toBe('Rs. 0.05');
    expect(formatMoney(paisa(99999))).toBe('Rs. 999.99');
    expect(formatMoney(paisa(100000))).toBe('Rs. 1,000.00');
    expect(formatMoney(paisa(123456789012))).toBe('Rs. 1,234,567,890.12');
  });

  it('puts the minus sign before the prefix', () => {
    expect(formatMoney(paisa(-500))).toBe('-Rs. 5.00');
    expect(formatMoney(paisa(-123456))).toBe('-Rs. 1,234.56');
  });

  it('rounds fractional paisa and never shows negative zero', () => {
    expect(formatMoney(100.6 as Paisa)).toBe('Rs. 1.01');
    expect(formatMoney(-0.4 as Paisa)).toBe('Rs. 0.00');
    expect(formatMoney(paisa(-0))).toBe('Rs. 0.00');
  });

  it('throws RangeError on non-finite and unsafely large amounts', () => {
    expect(() => formatMoney(1e22 as Paisa)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN as Paisa)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY as Paisa)).toThrow(RangeError);
  });

  it('always has the display shape and reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger().map(paisa), (amount) => {
        const text = formatMoney(amount);
        expect(text).toMatch(moneyShape);
        const digits = text.replace(/[^\d]/g, '');
        expect(BigInt(digits) * (text.startsWith('-') ? -1n : 1n)).toBe(BigInt(amount));
      }),
    );
  });
});

describe('rupeesAmountSchema', () => {
  function firstMessage(input: unknown): string | undefined {
    const result = rupeesAmountSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  it('accepts non-negative amounts with up to 2 decimals', () => {
    expect(rupeesAmountSchema.parse(0)).toBe(0);
    expect(rupeesAmountSchema.parse(1234.56)).toBe(1234.56);
    expect(rupeesAmountSchema.parse(0.07)).toBe(0.07);
    expect(rupeesAmountSchema.parse(1.1)).toBe(1.1);
    expect(rupeesAmountSchema.parse(250)).toBe(250);
    expect(rupeesAmountSchema.parse(MAX_RUPEES_AMOUNT)).toBe(MAX_RUPEES_AMOUNT);
    expect(rupeesAmountSchema.parse(9_999_999.99)).toBe(9_999_999.99);
  });

  it('rejects with a message that says why', () => {
    expect(firstMessage(-1)).toBe('Amount cannot be negative');
    expect(firstMessage(1.234)).toBe('Amount can have at most 2 decimal places');
    expect(firstMessage('12')).toBe('Amount must be a number');
    expect(firstMessage(undefined)).toBe('Amount must be a number');
    expect(firstMessage(Number.NaN)).toBe('Amount must be a number');
    expect(firstMessage(Number.POSITIVE_INFINITY)).toBe('Amount must be a number');
    expect(firstMessage(MAX_RUPEES_AMOUNT + 1)).toBe('Amount is too large');
  });

  it('accepts every amount a whole number of paisa makes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RUPEES_AMOUNT * 100 }).map(paisa), (amount) => {
        expect(rupeesAmountSchema.safeParse(paisaToRupees(amount)).success).toBe(true);
      }),
    );
  });
});

describe('the units as types', () => {
  it('names whole paisa and refuses a fraction', () => {
    expect(paisa(150)).toBe(150);
    expect(() => paisa(1.5)).toThrow(RangeError);
    expect(() => paisa(Number.NaN)).toThrow(RangeError);
  });

  it('keeps paisa and rupees apart at compile time', () => {
    const price = rupees(15);
    const cost = paisa(1500);
    // Each line below compiles only while the brands work: `tsc -b` fails on an unused @ts-expect-error.
    // @ts-expect-error rupees where paisa are meant
    formatMoney(price);
    // @ts-expect-error paisa where rupees are meant
    formatRupees(cost);
    // @ts-expect-error a plain number is neither unit until it is named
    formatMoney(1500);
    // @ts-expect-error a sum is a plain number until it is named again
    const total: Paisa = cost + cost;
    expect([formatMoney(cost), formatRupees(price), total]).toEqual(['Rs. 15.00', 'Rs. 15.00', 3000]);
  });
});
