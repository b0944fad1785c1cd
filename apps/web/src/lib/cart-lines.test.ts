import type { DealDto } from '@shop/core/deals/dtos';
import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { rupees } from '@shop/core/shared/money';
import { describe, expect, it } from 'vitest';
import { cartNeedsAttention, cartRows, lineStatus, rowsTotals, type CartRow } from './cart-lines';

const now = new Date('2026-03-01T10:00:00.000Z');

function product(quantity: number, overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: 'p-1',
    name: 'Neem Soap',
    description: '',
    price: rupees(500),
    discountprice: rupees(0),
    discount: 0,
    image: [],
    category: 'Soaps',
    subcategory: '',
    quantity,
    bestseller: false,
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    status: 'published',
    date: 0,
    ...overrides,
  };
}

function deal(quantity: number, overrides: Partial<DealDto> = {}): DealDto {
  return {
    _id: 'd-1',
    dealName: 'Glow Bundle',
    dealDescription: '',
    dealImages: [],
    dealType: 'bundle',
    dealProducts: [],
    products: [],
    dealTotal: rupees(3000),
    dealFinalPrice: rupees(2400),
    dealSavings: rupees(600),
    dealStartDate: null,
    dealEndDate: null,
    quantity,
    status: 'published',
    category: '',
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    ...overrides,
  };
}

const productRow = (quantity: number, item: ProductDto | null): CartRow => ({ kind: 'product', id: 'p-1', quantity, item });
const dealRow = (quantity: number, item: DealDto | null): CartRow => ({ kind: 'deal', id: 'd-1', quantity, item });

describe('lineStatus', () => {
  it('is fine while the line holds no more than is left', () => {
    expect(lineStatus(productRow(3, product(3)), now)).toEqual({ ok: true, available: 3 });
    expect(lineStatus(dealRow(1, deal(7)), now)).toEqual({ ok: true, available: 7 });
  });

  it("says 'Out of stock' with a Remove fix when none is left", () => {
    for (const row of [productRow(2, product(0)), dealRow(1, deal(0))]) {
      expect(lineStatus(row, now)).toEqual({ ok: false, reason: 'out-of-stock', message: 'Out of stock', fix: { quantity: 0, label: 'Remove' }, available: 0 });
    }
  });

  it("says 'Only N left' and offers to change to N when the line holds more than is left", () => {
    expect(lineStatus(productRow(5, product(2)), now)).toEqual({
      ok: false,
      reason: 'only-left',
      message: 'Only 2 left',
      fix: { quantity: 2, label: 'Change to 2' },
      available: 2,
    });
    // A deal's quantity is already its bounded stock (decision 010): the number the deal page shows.
    expect(lineStatus(dealRow(8, deal(7)), now)).toMatchObject({ message: 'Only 7 left', fix: { quantity: 7, label: 'Change to 7' } });
  });

  it("says 'No longer available' for a product no longer sold and 'Deal ended' for a deal not live", () => {
    expect(lineStatus(productRow(1, null), now)).toMatchObject({
      reason: 'unavailable',
      message: 'No longer available',
      fix: { quantity: 0, label: 'Remove' },
    });
    expect(lineStatus(dealRow(1, null), now)).toMatchObject({ reason: 'deal-ended', message: 'Deal ended', fix: { quantity: 0, label: 'Remove' } });
    // Still in a list fetched before it ended: the clock decides, to the second.
    const endingAtTen = deal(5, { dealEndDate: '2026-03-01T10:00:00.000Z' });
    expect(lineStatus(dealRow(1, endingAtTen), new Date('2026-03-01T09:59:59.999Z')).ok).toBe(true);
    expect(lineStatus(dealRow(1, endingAtTen), now)).toMatchObject({ message: 'Deal ended' });
    expect(lineStatus(dealRow(1, deal(5, { dealStartDate: '2026-03-02T00:00:00.000Z' })), now)).toMatchObject({ message: 'Deal ended' });
  });

  it('reads a nonsense stock count as none left', () => {
    expect(lineStatus(productRow(1, product(Number.NaN)), now)).toMatchObject({ message: 'Out of stock' });
    expect(lineStatus(productRow(3, product(2.9)), now)).toMatchObject({ message: 'Only 2 left' });
  });
});

describe('cartNeedsAttention and rowsTotals', () => {
  const settings: DeliverySettingsDto = { mode: 'fixed', fixedCharge: rupees(250), freeDeliveryAbove: rupees(3000), deliveryDays: { min: 3, max: 5 } };

  it('leaves every line that needs attention out of the totals, and says the cart needs attention', () => {
    const { productRows, dealRows } = cartRows(
      { products: { 'p-ok': 2, 'p-out': 1, 'p-short': 4, 'p-gone': 1 }, deals: { 'd-1': 1 } },
      [product(10, { _id: 'p-ok' }), product(0, { _id: 'p-out' }), product(3, { _id: 'p-short' })],
      [],
    );
    const rows = [...productRows, ...dealRows];
    expect(cartNeedsAttention(rows, now)).toBe(true);
    const totals = rowsTotals(rows, settings, now);
    // Only the two Neem Soaps of the fine line: Rs. 1,000 + Rs. 250 delivery.
    expect(totals).toMatchObject({ subtotal: 100_000, deliveryCharge: 25_000, total: 125_000, itemCount: 2 });
  });

  it('counts every line once all are fine', () => {
    const { productRows, dealRows } = cartRows({ products: { 'p-1': 2 }, deals: { 'd-1': 1 } }, [product(10)], [deal(3)]);
    const rows = [...productRows, ...dealRows];
    expect(cartNeedsAttention(rows, now)).toBe(false);
    expect(rowsTotals(rows, settings, now)).toMatchObject({ subtotal: 340_000, deliveryCharge: 0, total: 340_000, itemCount: 3 });
  });
});
