import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, splitDealPrice } from './order-pricing';
import { paisa } from '../shared/money';

const settings = { mode: 'fixed' as const, fixedCharge: paisa(25_000), freeDeliveryAbove: paisa(300_000) };

describe('pricing an order', () => {
  it('uses the discount price, adds delivery below the threshold and expands deals', () => {
    const order = priceOrder(
      [{ id: 'p1', name: 'Rose Soap', price: paisa(65_000), discountPrice: paisa(55_000), quantity: 2, image: 'r.webp', category: 'Soaps' }],
      [
        {
          id: 'd1',
          name: 'Hair Kit',
          description: 'Oil and shampoo',
          image: 'k.webp',
          category: 'Hair Care',
          finalPrice: paisa(150_000),
          quantity: 1,
          components: [
            { productId: 'p2', name: 'Hair Oil', price: paisa(120_000), discountPrice: paisa(0), units: 1, image: 'o.webp', category: 'Hair Care' },
            { productId: 'p3', name: 'Shampoo Bar', price: paisa(40_000), discountPrice: paisa(0), units: 2, image: 's.webp', category: 'Hair Care' },
          ],
        },
      ],
      settings,
    );
    expect(order.subtotal).toBe(2 * 55_000 + 150_000);
    expect(order.deliveryCharge).toBe(25_000);
    expect(order.total).toBe(260_000 + 25_000);
    expect(order.items).toHaveLength(3);
    expect(order.items[0]).toMatchObject({ productId: 'p1', unitPrice: 55_000, quantity: 2, isFromDeal: false });
    expect(order.items[2]).toMatchObject({ productId: 'p3', dealId: 'd1', quantity: 2, isFromDeal: true, dealName: 'Hair Kit' });
  });

  it('sells a deal without a final price at what its products sell for now, their discount prices counted', () => {
    const order = priceOrder(
      [],
      [
        {
          id: 'd2',
          name: 'Soap Pair',
          description: '',
          image: '',
          category: 'Soaps',
          finalPrice: paisa(0),
          quantity: 1,
          components: [{ productId: 'p4', name: 'Neem Soap', price: paisa(85_000), discountPrice: paisa(75_000), units: 2, image: '', category: 'Soaps' }],
        },
      ],
      settings,
    );
    expect(order.subtotal).toBe(150_000);
    expect(order.items[0]).toMatchObject({ productId: 'p4', quantity: 2, unitPrice: 75_000, dealPrice: 150_000 });
  });

  it('is free to deliver at the threshold', () => {
    const order = priceOrder([{ id: 'p', name: 'Oil', price: paisa(300_000), discountPrice: paisa(0), quantity: 1, image: '', category: '' }], [], settings);
    expect(order.deliveryCharge).toBe(0);
    expect(order.total).toBe(300_000);
  });

  it('splits a deal price into shares that add up exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map(paisa),
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }).map(paisa), units: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        (dealPrice, components) => {
          const shares = splitDealPrice(dealPrice, components);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(dealPrice);
          expect(shares.every((share) => Number.isInteger(share))).toBe(true);
        },
      ),
    );
  });
});
