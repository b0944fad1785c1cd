import { describe, expect, it } from 'vitest';
import { couriersSchema } from '../delivery/admin-schemas';
import { dealCreateSchema } from '../deals/admin-schemas';
import { orderStatusBody } from '../orders/admin-schemas';
import { productCreateSchema, productStockBody, productUpdateSchema, stockBody } from '../catalog/admin-schemas';
import { defaultStockMoveReason } from '../catalog/stock-moves';

const soap = { name: 'Soap', price: 500, category: 'Soaps' };

describe('admin product schemas', () => {
  it.each([
    [{ bestseller: true }, true],
    [{ bestSeller: 'true' }, true],
    [{ best_seller: 1 }, true],
    [{ isBestseller: '1' }, true],
    [{ isBestSeller: false }, false],
    [{ featured: 'true' }, true],
    [{}, false],
  ])('reads the best-seller flag from %o', (flag, expected) => {
    expect(productCreateSchema.parse({ ...soap, ...flag }).bestseller).toBe(expected);
  });

  it('reads discountPrice as discountprice, which must be below the price or 0', () => {
    expect(productCreateSchema.parse({ ...soap, discountPrice: 450 }).discountprice).toBe(450);
    expect(productCreateSchema.parse({ ...soap, discountprice: 0 }).discountprice).toBe(0);
    const refused = productCreateSchema.safeParse({ ...soap, discountprice: 500 });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['discountprice'], message: 'discountprice must be below price (or 0 for no discount)' });
  });

  it('keeps only the fields sent on update, and wants at least one', () => {
    expect(productUpdateSchema.parse({ name: ' Neem Bar ', featured: false })).toEqual({ name: 'Neem Bar', bestseller: false });
    expect(productUpdateSchema.safeParse({ quantity: 4 }).error?.issues[0]?.message).toBe('Send at least one field to change');
  });
});

describe('other admin bodies', () => {
  it('takes either a new stock or a change', () => {
    expect(stockBody.safeParse({ quantity: 4 }).success).toBe(true);
    expect(stockBody.safeParse({ change: -2 }).success).toBe(true);
    expect(stockBody.safeParse({}).success).toBe(false);
    expect(stockBody.safeParse({ quantity: 1, change: 1 }).success).toBe(false);
    expect(stockBody.safeParse({ change: 0 }).error?.issues[0]?.message).toBe('change must not be 0');
  });

  it("takes a product's stock move with one of the owner's reasons and a trimmed note of at most 200 characters", () => {
    expect(productStockBody.parse({ change: 3, reason: 'damaged', note: '  Dropped  ' })).toEqual({ change: 3, reason: 'damaged', note: 'Dropped' });
    expect(productStockBody.parse({ quantity: 0 })).toEqual({ quantity: 0 });
    expect(productStockBody.safeParse({ change: 1, reason: 'order' }).error?.issues[0]?.message).toBe(
      'reason must be one of restock, damaged, correction, counted, other',
    );
    expect(productStockBody.safeParse({ change: 1, note: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('note can be at most 200 characters long');
    expect(productStockBody.safeParse({ quantity: 1, change: 1 }).success).toBe(false);
  });

  it('gives a stock call without a reason the one old callers meant', () => {
    expect(defaultStockMoveReason({ quantity: 4 })).toBe('counted');
    expect(defaultStockMoveReason({ change: 4 })).toBe('restock');
    expect(defaultStockMoveReason({ change: -4 })).toBe('correction');
  });

  it('reads deal products as ids or { _id, units }, and dates as instants', () => {
    const deal = dealCreateSchema.parse({
      dealName: 'Trio',
      dealType: { slug: 'bundle', name: 'Bundle' },
      products: ['a', { _id: 'b', units: 3 }],
      dealFinalPrice: 10,
      dealStartDate: '2026-12-01T00:00:00+05:00',
    });
    expect(deal.products).toEqual([
      { productId: 'a', units: 1 },
      { productId: 'b', units: 3 },
    ]);
    expect(deal.dealType).toBe('bundle');
    expect(deal.dealStartDate).toEqual(new Date('2026-11-30T19:00:00Z'));
    expect(deal.dealEndDate).toBeNull();
  });

  it('needs a reason only to cancel', () => {
    expect(orderStatusBody.safeParse({ status: 'Packing' }).success).toBe(true);
    expect(orderStatusBody.safeParse({ status: 'Cancelled' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'reason is required to cancel an order',
    });
  });

  it('needs a courier and a tracking number to ship, a reason and a restock choice to record a return', () => {
    const issues = (body: object) => orderStatusBody.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ status: 'Shipped' })).toEqual([
      ['courier', 'courier is required to ship an order'],
      ['trackingNumber', 'trackingNumber is required to ship an order'],
    ]);
    expect(issues({ status: 'Shipped', courier: 'TCS' })).toEqual([['trackingNumber', 'trackingNumber is required to ship an order']]);
    expect(orderStatusBody.parse({ status: 'Shipped', courier: ' TCS ', trackingNumber: ' 7700-1234 ' })).toEqual({
      status: 'Shipped',
      courier: 'TCS',
      trackingNumber: '7700-1234',
    });
    expect(issues({ status: 'Shipped', courier: 'TCS', trackingNumber: '<b>1</b>' })?.[0]?.[0]).toBe('trackingNumber');
    expect(issues({ status: 'Returned', restock: true })).toEqual([['reason', 'reason is required to record a return: why did the parcel come back?']]);
    expect(issues({ status: 'Returned', reason: 'Refused at the door' })?.[0]?.[0]).toBe('restock');
    expect(orderStatusBody.safeParse({ status: 'Returned', reason: 'Refused at the door', restock: false, refund: 0 }).success).toBe(true);
    expect(orderStatusBody.safeParse({ status: 'Cancelled', reason: 'Out of stock', restock: true }).success).toBe(true);
    expect(issues({ status: 'Cancelled', reason: 'Out of stock', restock: false })?.[0]?.[0]).toBe('restock');
    // Fields that do not belong to the move are refused, not silently dropped.
    expect(issues({ status: 'Packing', trackingNumber: '1' })).toEqual([['trackingNumber', 'trackingNumber is only taken with status Shipped']]);
    expect(issues({ status: 'Delivered', refund: 100 })).toEqual([['refund', 'refund is only taken with status Returned']]);
  });

  it('takes a list of couriers, each named once, with an optional tracking link holding {tracking}', () => {
    expect(couriersSchema.parse([{ name: 'TCS', trackingUrlTemplate: 'https://example.pk/track?cn={tracking}' }, { name: 'Other' }])).toEqual([
      { name: 'TCS', trackingUrlTemplate: 'https://example.pk/track?cn={tracking}' },
      { name: 'Other', trackingUrlTemplate: null },
    ]);
    expect(couriersSchema.safeParse([]).success).toBe(false);
    expect(couriersSchema.safeParse([{ name: 'TCS' }, { name: 'tcs' }]).error?.issues[0]?.message).toBe('couriers: tcs is listed twice');
    expect(couriersSchema.safeParse([{ name: 'TCS', trackingUrlTemplate: 'https://example.pk/track' }]).success).toBe(false);
    expect(couriersSchema.safeParse([{ name: 'TCS', trackingUrlTemplate: 'javascript:alert({tracking})' }]).success).toBe(false);
  });
});
