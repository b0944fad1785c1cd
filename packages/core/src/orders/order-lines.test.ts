import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupOrderLines, orderLinesTotal, type StoredOrderItem } from './order-lines';
import { dealUnitPrices, priceOrder, type OrderDeal, type OrderItemDraft } from './order-pricing';
import { paisa } from '../shared/money';

const settings = { mode: 'fixed' as const, fixedCharge: paisa(25_000), freeDeliveryAbove: paisa(10_000_000) };

/** The items as placing the order stores them (apps/api orders service). */
function stored(items: readonly OrderItemDraft[], deals: readonly OrderDeal[]): StoredOrderItem[] {
  return items.map((item) => ({
    id: item.productId,
    name: item.name,
    image: item.image,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    isFromDeal: item.isFromDeal,
    dealId: item.dealId,
    dealName: item.dealName,
    dealImage: item.dealImage,
    dealQuantity: item.dealId ? deals.find((deal) => deal.id === item.dealId)!.quantity : null,
    dealPrice: item.dealPrice,
  }));
}

const glowDeal = (quantity: number): OrderDeal => ({
  id: 'd-glow',
  name: 'Glow Bundle',
  description: 'Soap and oil',
  image: 'glow.webp',
  category: 'Bundles',
  finalPrice: paisa(150_000),
  quantity,
  components: [
    { productId: 'p-soap', name: 'Rose Soap', price: paisa(80_000), discountPrice: paisa(0), units: 1, image: 'soap.webp', category: 'Soaps' },
    { productId: 'p-oil', name: 'Rosehip Oil', price: paisa(120_000), discountPrice: paisa(0), units: 1, image: 'oil.webp', category: 'Oils' },
  ],
});

describe('an order shown as it was bought', () => {
  it('keeps products as they are and puts a deal bought twice back together as one line of 2', () => {
    const deals = [glowDeal(2)];
    const priced = priceOrder(
      [{ id: 'p-clay', name: 'Clay Mask', price: paisa(90_000), discountPrice: paisa(0), quantity: 3, image: 'clay.webp', category: 'Masks' }],
      deals,
      settings,
    );
    const lines = groupOrderLines(stored(priced.items, deals));
    expect(lines).toEqual([
      { kind: 'product', id: 'p-clay', name: 'Clay Mask', image: 'clay.webp', price: 90_000, quantity: 3 },
      {
        kind: 'deal',
        dealId: 'd-glow',
        name: 'Glow Bundle',
        image: 'glow.webp',
        price: 150_000,
        quantity: 2,
        products: [
          { id: 'p-soap', name: 'Rose Soap', quantity: 1, image: 'soap.webp' },
          { id: 'p-oil', name: 'Rosehip Oil', quantity: 1, image: 'oil.webp' },
        ],
      },
    ]);
    expect(orderLinesTotal(lines)).toBe(priced.subtotal);
  });

  it('shows two different deals as two lines, each with its own products and how many of each one deal holds', () => {
    const hairKit: OrderDeal = {
      id: 'd-hair',
      name: 'Hair Kit',
      description: '',
      image: 'hair.webp',
      category: 'Hair',
      finalPrice: paisa(0),
      quantity: 1,
      components: [
        { productId: 'p-hair-oil', name: 'Hair Oil', price: paisa(120_000), discountPrice: paisa(0), units: 1, image: 'ho.webp', category: 'Hair' },
        { productId: 'p-shampoo', name: 'Shampoo Bar', price: paisa(40_000), discountPrice: paisa(0), units: 2, image: 'sb.webp', category: 'Hair' },
      ],
    };
    const deals = [glowDeal(1), hairKit];
    const priced = priceOrder([], deals, settings);
    const lines = groupOrderLines(stored(priced.items, deals));
    expect(lines.map((line) => (line.kind === 'deal' ? [line.name, line.quantity, line.price] : null))).toEqual([
      ['Glow Bundle', 1, 150_000],
      ['Hair Kit', 1, 200_000],
    ]);
    const hair = lines[1]!;
    expect(hair.kind === 'deal' && hair.products.map((product) => [product.name, product.quantity])).toEqual([
      ['Hair Oil', 1],
      ['Shampoo Bar', 2],
    ]);
    expect(orderLinesTotal(lines)).toBe(priced.subtotal);
  });

  it('charges exactly the deal price when its shares do not divide evenly into paisa', () => {
    // 1,999.99 split over 3 products in proportion 1:1:1 leaves a paisa over; a product held twice halves its share.
    const odd: OrderDeal = {
      id: 'd-odd',
      name: 'Trio',
      description: '',
      image: 'trio.webp',
      category: '',
      finalPrice: paisa(199_999),
      quantity: 3,
      components: [
        { productId: 'a', name: 'A', price: paisa(100_000), discountPrice: paisa(0), units: 1, image: '', category: '' },
        { productId: 'b', name: 'B', price: paisa(50_000), discountPrice: paisa(0), units: 2, image: '', category: '' },
        { productId: 'c', name: 'C', price: paisa(33_333), discountPrice: paisa(0), units: 3, image: '', category: '' },
      ],
    };
    const priced = priceOrder([], [odd], settings);
    const lines = groupOrderLines(stored(priced.items, [odd]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'deal', price: 199_999, quantity: 3 });
    expect(orderLinesTotal(lines)).toBe(priced.subtotal);
    expect(priced.subtotal).toBe(3 * 199_999);
    // The stored shares add up to what was charged too.
    expect(priced.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)).toBe(priced.subtotal);
  });

  it('charges the deal price even when every product is held several times and the shares cannot add up', () => {
    const pairs: OrderDeal = {
      id: 'd-pairs',
      name: 'Pairs',
      description: '',
      image: '',
      category: '',
      finalPrice: paisa(100_001),
      quantity: 1,
      components: [
        { productId: 'a', name: 'A', price: paisa(30_000), discountPrice: paisa(0), units: 2, image: 'a.webp', category: '' },
        { productId: 'b', name: 'B', price: paisa(30_000), discountPrice: paisa(0), units: 2, image: 'b.webp', category: '' },
      ],
    };
    const priced = priceOrder([], [pairs], settings);
    const lines = groupOrderLines(stored(priced.items, [pairs]));
    expect(lines[0]).toMatchObject({ kind: 'deal', price: 100_001, quantity: 1, image: 'a.webp' });
    expect(orderLinesTotal(lines)).toBe(priced.subtotal);
  });

  it('reads orders stored before the deal price and count were kept from their items', () => {
    const items: StoredOrderItem[] = [
      {
        id: 'a',
        name: 'A',
        image: '',
        unitPrice: paisa(33_333),
        quantity: 2,
        isFromDeal: true,
        dealId: null,
        dealName: 'Old Deal',
        dealImage: 'old.webp',
        dealQuantity: null,
        dealPrice: null,
      },
      {
        id: 'b',
        name: 'B',
        image: '',
        unitPrice: paisa(10_000),
        quantity: 4,
        isFromDeal: true,
        dealId: null,
        dealName: 'Old Deal',
        dealImage: 'old.webp',
        dealQuantity: null,
        dealPrice: null,
      },
    ];
    expect(groupOrderLines(items)).toEqual([
      {
        kind: 'deal',
        dealId: null,
        name: 'Old Deal',
        image: 'old.webp',
        price: 53_333,
        quantity: 2,
        products: [
          { id: 'a', name: 'A', quantity: 1, image: '' },
          { id: 'b', name: 'B', quantity: 2, image: '' },
        ],
      },
    ]);
  });

  it('adds up to the subtotal for any deals and products (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 500_000 }).map(paisa),
            quantity: fc.integer({ min: 1, max: 10 }),
            components: fc.array(fc.record({ price: fc.integer({ min: 0, max: 300_000 }).map(paisa), units: fc.integer({ min: 1, max: 4 }) }), {
              minLength: 1,
              maxLength: 4,
            }),
          }),
          { maxLength: 3 },
        ),
        (dealSpecs) => {
          const deals: OrderDeal[] = dealSpecs.map((spec, dealIndex) => ({
            id: `d${dealIndex}`,
            name: `Deal ${dealIndex}`,
            description: '',
            image: '',
            category: '',
            finalPrice: spec.price,
            quantity: spec.quantity,
            components: spec.components.map((component, index) => ({
              productId: `p${index}`,
              name: `P${index}`,
              image: '',
              category: '',
              discountPrice: paisa(0),
              ...component,
            })),
          }));
          const priced = priceOrder(
            [{ id: 'x', name: 'X', price: paisa(12_345), discountPrice: paisa(0), quantity: 2, image: '', category: '' }],
            deals,
            settings,
          );
          const lines = groupOrderLines(stored(priced.items, deals));
          expect(lines).toHaveLength(1 + deals.length);
          expect(orderLinesTotal(lines)).toBe(priced.subtotal);
        },
      ),
    );
  });
});

describe('deal unit prices', () => {
  it('add up to the deal price exactly when a product is held once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map(paisa),
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }).map(paisa), units: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 0,
          maxLength: 4,
        }),
        (dealPrice, others) => {
          const components = [{ price: paisa(1000), units: 1 }, ...others];
          const unitPrices = dealUnitPrices(dealPrice, components);
          expect(unitPrices.reduce((sum, unitPrice, index) => sum + unitPrice * components[index]!.units, 0)).toBe(dealPrice);
          expect(unitPrices.every((unitPrice) => Number.isInteger(unitPrice) && unitPrice >= 0)).toBe(true);
        },
      ),
    );
  });
});
