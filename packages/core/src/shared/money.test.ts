import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EXACT_PAISA, MAX_RUPEES_AMOUNT, formatLineTotal, formatMoney, formatRupees, paisaToRupees, rupeesToPaisa } from './money';
import { rupeesAmountSchema } from './money-schemas';

const moneyShape = /^-?Rs\. \d{1,3}(,\d{3})*\.\d{2}$/;

describe('rupeesToPaisa', () => {
  it('converts whole and fractional rupees', () => {
    expect(rupeesToPaisa(0)).toBe(0);
    expect(rupeesToPaisa(1)).toBe(100);
    expect(rupeesToPaisa(1234.56)).toBe(123456);
    expect(rupeesToPaisa(0.07)).toBe(7);
    expect(rupeesToPaisa(-5)).toBe(-500);
  });

  it('rounds to the nearest paisa, halves away from zero, as the decimal was written', () => {
    expect(rupeesToPaisa(1.005)).toBe(101);
    expect(rupeesToPaisa(1.004)).toBe(100);
    expect(rupeesToPaisa(19.999)).toBe(2000);
    expect(rupeesToPaisa(-1.005)).toBe(-101);
    expect(Object.is(rupeesToPaisa(-0.001), 0)).toBe(true);
  });

  it('throws RangeError on non-finite and unrepresentable amounts', () => {
    expect(() => rupeesToPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaisa(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(rupeesToPaisa(MAX_EXACT_PAISA / 100)).toBe(MAX_EXACT_PAISA);
    expect(() => rupeesToPaisa(MAX_EXACT_PAISA / 100 + 1)).toThrow(RangeError);
  });

  it('round-trips every whole paisa amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_EXACT_PAISA, max: MAX_EXACT_PAISA }), (paisa) => {
        expect(rupeesToPaisa(paisaToRupees(paisa))).toBe(paisa);
      }),
    );
  });
});

describe('paisaToRupees', () => {
  it('divides by 100', () => {
    expect(paisaToRupees(123456)).toBe(1234.56);
    expect(paisaToRupees(7)).toBe(0.07);
    expect(paisaToRupees(-500)).toBe(-5);
    expect(paisaToRupees(0)).toBe(0);
  });
});

describe('formatRupees', () => {
  it('shows an API amount in rupees exactly as formatMoney shows its paisa', () => {
    expect(formatRupees(1234.5)).toBe('Rs. 1,234.50');
    expect(formatRupees(591.9)).toBe('Rs. 591.90');
    expect(formatRupees(0.1 + 0.2)).toBe('Rs. 0.30');
  });

  it('multiplies a line in paisa, so a price with a rupee fraction totals exactly', () => {
    expect(formatLineTotal(591.9, 2)).toBe('Rs. 1,183.80');
    expect(formatLineTotal(0.1, 3)).toBe('Rs. 0.30');
    expect(formatLineTotal(1204.05, 7)).toBe('Rs. 8,428.35');
  });
});

describe('formatMoney', () => {
  it('shows rupees with a prefix, thousands separators and 2 decimals', () => {
    expect(formatMoney(123456)).toBe('Rs. 1,234.56');
    expect(formatMoney(123400)).toBe('Rs. 1,234.00');
    expect(formatMoney(0)).toBe('Rs. 0.00');
    expect(formatMoney(5)).toBe('Rs. 0.05');
    expect(formatMoney(99999)).toBe('Rs. 999.99');
    expect(formatMoney(100000)).toBe('Rs. 1,000.00');
    expect(formatMoney(123456789012)).toBe('Rs. 1,234,567,890.12');
  });

  it('puts the minus sign before the prefix', () => {
    expect(formatMoney(-500)).toBe('-Rs. 5.00');
    expect(formatMoney(-123456)).toBe('-Rs. 1,234.56');
  });

  it('rounds fractional paisa and never shows negative zero', () => {
    expect(formatMoney(100.6)).toBe('Rs. 1.01');
    expect(formatMoney(-0.4)).toBe('Rs. 0.00');
    expect(formatMoney(-0)).toBe('Rs. 0.00');
  });

  it('throws RangeError on non-finite and unsafely large amounts', () => {
    expect(() => formatMoney(1e22)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always has the display shape and reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (paisa) => {
        const text = formatMoney(paisa);
        expect(text).toMatch(moneyShape);
        const digits = text.replace(/[^\d]/g, '');
        expect(BigInt(digits) * (text.startsWith('-') ? -1n : 1n)).toBe(BigInt(paisa));
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
      fc.property(fc.integer({ min: 0, max: MAX_RUPEES_AMOUNT * 100 }), (paisa) => {
        expect(rupeesAmountSchema.safeParse(paisaToRupees(paisa)).success).toBe(true);
      }),
    );
  });
});
