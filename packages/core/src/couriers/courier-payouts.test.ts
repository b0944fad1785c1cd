import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessPayoutMapping, judgePayoutLine, normaliseTrackingNumber, paisaFromCell, payoutDifference, type PayoutOrderFacts } from './courier-payouts';

describe('paisaFromCell', () => {
  it('reads amounts as couriers write them', () => {
    expect(paisaFromCell('1250')).toBe(125_000);
    expect(paisaFromCell('1,250')).toBe(125_000);
    expect(paisaFromCell('Rs. 1,250.50')).toBe(125_050);
    expect(paisaFromCell('rs 99.5')).toBe(9_950);
    expect(paisaFromCell('PKR 980')).toBe(98_000);
    expect(paisaFromCell('  42  ')).toBe(4_200);
    expect(paisaFromCell('10000000')).toBe(1_000_000_000);
  });

  it('reads an empty cell as nothing charged', () => {
    expect(paisaFromCell('')).toBe(0);
    expect(paisaFromCell('   ')).toBe(0);
  });

  it('refuses negatives, formulas, text, a third decimal and more than a crore', () => {
    for (const cell of ['-500', '(500)', '=SUM(C2:C9)', '+500', '@500', 'five hundred', '12.345', '1e5', '10000000.01', '20000000', '1.2.3'])
      expect(paisaFromCell(cell), cell).toBeNull();
  });

  it('gives back, in paisa, any amount up to a crore written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const text = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
        expect(paisaFromCell(text)).toBe(amount);
        expect(paisaFromCell(`Rs. ${Number(text.split('.')[0]).toLocaleString('en-US')}.${text.split('.')[1]}`)).toBe(amount);
      }),
    );
  });
});

describe('normaliseTrackingNumber', () => {
  it('compares tracking numbers without spaces or case', () => {
    expect(normaliseTrackingNumber('le 7712 0031')).toBe('LE77120031');
    expect(normaliseTrackingNumber(' LE\t77120031 ')).toBe('LE77120031');
    expect(normaliseTrackingNumber('tcs-12/ab')).toBe('TCS-12/AB');
  });
});

describe('judgePayoutLine and payoutDifference', () => {
  const order = (status: string, paidInPayoutId: string | null = null): PayoutOrderFacts => ({ id: 'o1', status, amountPaisa: 150_000, paidInPayoutId });
  const judged = (cashPaisa: number, facts: PayoutOrderFacts | null) => {
    const match = judgePayoutLine({ cashPaisa }, facts);
    return { match, difference: payoutDifference(match, { cashPaisa }, facts) };
  };

  it('matches a delivered parcel paid in full, and shows a shortfall or an excess as the cash less the total', () => {
    expect(judged(150_000, order('Delivered'))).toEqual({ match: 'matched', difference: 0 });
    expect(judged(130_000, order('Delivered'))).toEqual({ match: 'amount-differs', difference: -20_000 });
    expect(judged(151_000, order('Delivered'))).toEqual({ match: 'amount-differs', difference: 1_000 });
  });

  it('offers to mark a parcel on its way Delivered when the courier paid for it', () => {
    expect(judged(150_000, order('Shipped'))).toEqual({ match: 'not-delivered', difference: 0 });
    expect(judged(100_000, order('Out for delivery'))).toEqual({ match: 'not-delivered', difference: -50_000 });
  });

  it('takes no cash for a parcel on its way or back as returned, with no difference', () => {
    expect(judged(0, order('Shipped'))).toEqual({ match: 'returned', difference: null });
    expect(judged(0, order('Out for delivery'))).toEqual({ match: 'returned', difference: null });
    expect(judged(0, order('Returned'))).toEqual({ match: 'returned', difference: null });
  });

  it('counts no cash for a delivered parcel as paid short by its whole total', () => {
    expect(judged(0, order('Delivered'))).toEqual({ match: 'amount-differs', difference: -150_000 });
  });

  it('never pays an order twice, whatever the line says', () => {
    for (const status of ['Delivered', 'Shipped', 'Returned'])
      expect(judged(150_000, order(status, 'p1'))).toEqual({ match: 'already-paid', difference: null });
  });

  it('knows no order for a parcel it does not have, or one the courier never carried', () => {
    expect(judged(150_000, null)).toEqual({ match: 'unknown', difference: null });
    for (const status of ['Order Placed', 'Confirmed', 'Packing', 'Cancelled']) expect(judged(150_000, order(status)).match, status).toBe('unknown');
  });
});

describe('guessPayoutMapping', () => {
  it('places the columns couriers name in their reports', () => {
    expect(guessPayoutMapping(['CN Number', 'Consignee', 'COD Amount', 'Delivery Charges', 'Sales Tax'])).toEqual({
      trackingNumber: 'CN Number',
      codAmount: 'COD Amount',
      charges: 'Delivery Charges',
      tax: 'Sales Tax',
    });
    expect(guessPayoutMapping(['Tracking No', 'Amount Collected', 'Service Fee', 'WHT 2%'])).toEqual({
      trackingNumber: 'Tracking No',
      codAmount: 'Amount Collected',
      charges: 'Service Fee',
      tax: 'WHT 2%',
    });
  });

  it('leaves out what it cannot place, and never gives one column two meanings', () => {
    expect(guessPayoutMapping(['Date', 'Remarks'])).toEqual({});
    expect(guessPayoutMapping(['Booking ID', 'Amount'])).toEqual({ trackingNumber: 'Booking ID' });
    // "COD Charges" holds the cash word first: it is the cash, and the charges are left for the owner.
    expect(guessPayoutMapping(['AWB', 'COD Charges'])).toEqual({ trackingNumber: 'AWB', codAmount: 'COD Charges' });
  });
});
