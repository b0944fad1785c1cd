import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDto, StockMoveDto } from '@shop/core/catalog/admin-dtos';
import type { DealDto } from '@shop/core/deals/dtos';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';
import { products as productsTable } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';

describe.each(testDatabaseKinds())('stock moves on %s', (kind) => {
  let shop: TestApp;
  let token: string;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    // After the seed, so the demo deals are live and a customer may still cancel.
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    ({ token } = await newAccount(shop, 'admin'));
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) => shop.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
  const moveStock = (id: string, body: object) => call('POST', `/api/admin/products/${id}/stock`, body);
  const movesOf = async (id: string, query = '') => {
    const response = await call('GET', `/api/admin/products/${id}/stock-moves${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { success: true; moves: StockMoveDto[]; total: number; limit: number; offset: number };
  };
  const stockOf = async (id: string) => (await shop.database.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!.stock;
  let productCount = 0;
  const newProduct = async (quantity: number) => {
    productCount += 1;
    const body = { name: `Stock soap ${productCount}`, price: 500, category: 'Soaps', quantity, status: 'published' };
    const response = await call('POST', '/api/admin/products', body);
    expect(response.statusCode).toBe(201);
    return response.json().product as AdminProductDto;
  };

  it('keeps each move with its reason, note and who made it, newest first, and a new product starts with its count', async () => {
    const product = await newProduct(10);
    expect((await moveStock(product._id, { change: 12, reason: 'restock', note: '  From the Lahore supplier  ' })).statusCode).toBe(200);
    clock.advance(1000);
    const damaged = await moveStock(product._id, { change: -3, reason: 'damaged', note: 'Box crushed' });
    expect(damaged.statusCode).toBe(200);
    expect(damaged.json().product.quantity).toBe(19);
    clock.advance(1000);
    expect((await moveStock(product._id, { change: 1, reason: 'other' })).statusCode).toBe(200);

    const page = await movesOf(product._id);
    expect(page).toMatchObject({ success: true, total: 4, limit: 50, offset: 0 });
    const by = expect.stringMatching(/^Buyer \d+$/);
    expect(page.moves).toEqual([
      { change: 1, reason: 'other', note: null, at: clock.now().toISOString(), by, orderId: null, stockAfter: 20 },
      { change: -3, reason: 'damaged', note: 'Box crushed', at: expect.any(String), by, orderId: null, stockAfter: 19 },
      { change: 12, reason: 'restock', note: 'From the Lahore supplier', at: expect.any(String), by, orderId: null, stockAfter: 22 },
      { change: 10, reason: 'counted', note: null, at: expect.any(String), by, orderId: null, stockAfter: 10 },
    ]);

    const second = await movesOf(product._id, '?limit=2&offset=2');
    expect(second.moves.map((move) => move.reason)).toEqual(['restock', 'counted']);
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });

    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, product._id), eq(auditLog.action, 'stock')));
    expect(audit.map((row) => row.changes)).toContainEqual({ before: { quantity: 22 }, after: { quantity: 19, reason: 'damaged', note: 'Box crushed' } });
  });

  it('gives old callers a reason: a new count is counted (the difference), units added a restock, units taken a correction', async () => {
    const product = await newProduct(0);
    expect((await moveStock(product._id, { quantity: 8 })).statusCode).toBe(200);
    expect((await moveStock(product._id, { quantity: 5 })).statusCode).toBe(200);
    // A count that finds what there is moves nothing.
    expect((await moveStock(product._id, { quantity: 5 })).statusCode).toBe(200);
    expect((await moveStock(product._id, { change: 4 })).statusCode).toBe(200);
    expect((await moveStock(product._id, { change: -2 })).statusCode).toBe(200);
    const { moves } = await movesOf(product._id);
    expect(moves.map(({ change, reason, stockAfter }) => ({ change, reason, stockAfter }))).toEqual([
      { change: -2, reason: 'correction', stockAfter: 7 },
      { change: 4, reason: 'restock', stockAfter: 9 },
      { change: -3, reason: 'counted', stockAfter: 5 },
      { change: 8, reason: 'counted', stockAfter: 8 },
    ]);
  });

  it('refuses to take stock below zero with 409 NOT_ENOUGH_STOCK, and changes nothing', async () => {
    const product = await newProduct(4);
    const refused = await moveStock(product._id, { change: -5, reason: 'damaged', note: 'All broken' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_ENOUGH_STOCK', quantity: 4 });
    expect(await stockOf(product._id)).toBe(4);
    expect((await movesOf(product._id)).moves.map((move) => move.reason)).toEqual(['counted']);
  });

  it.each([
    ['a fraction', { change: 1.5 }, 'change'],
    ['a huge change', { change: 1_000_001 }, 'change'],
    ['a zero change', { change: 0 }, 'change'],
    ['a change in words', { change: '3' }, 'change'],
    ['an unknown reason', { change: 2, reason: 'stolen' }, 'reason'],
    ['a reason only orders give', { change: 2, reason: 'order' }, 'reason'],
    ['a note over 200 characters', { change: 2, note: 'x'.repeat(201) }, 'note'],
    ['a note that is not text', { change: 2, note: 7 }, 'note'],
    ['both a count and a change', { quantity: 2, change: 2 }, undefined],
  ])('refuses %s with 400 INVALID_REQUEST, and changes nothing', async (_, body, field) => {
    const product = await newProduct(6);
    const refused = await moveStock(product._id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_REQUEST');
    if (field) expect(refused.json().message).toContain(field);
    expect(await stockOf(product._id)).toBe(6);
    expect((await movesOf(product._id)).total).toBe(1);
  });

  it('answers 404 PRODUCT_NOT_FOUND for the history of a product that does not exist, and 400 for a bad page', async () => {
    const missing = await call('GET', '/api/admin/products/no-such-product/stock-moves');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('PRODUCT_NOT_FOUND');
    const product = await newProduct(1);
    expect((await call('GET', `/api/admin/products/${product._id}/stock-moves?limit=0`)).statusCode).toBe(400);
  });

  it('records two moves made at once, each with the stock it left', async () => {
    const product = await newProduct(10);
    const answers = await Promise.all([
      moveStock(product._id, { change: 5, reason: 'restock' }),
      moveStock(product._id, { change: -3, reason: 'damaged' }),
      moveStock(product._id, { change: 2, reason: 'correction' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const oldestFirst = (await movesOf(product._id)).moves.reverse();
    expect(oldestFirst).toHaveLength(4);
    for (const [index, move] of oldestFirst.entries()) {
      const before = index === 0 ? 0 : oldestFirst[index - 1]!.stockAfter;
      expect(move.stockAfter).toBe(before + move.change);
    }
    expect(oldestFirst.at(-1)!.stockAfter).toBe(14);
    expect(await stockOf(product._id)).toBe(14);
  });

  describe('orders', () => {
    const deliveryFor = async (subtotal: number) => {
      const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
      return freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    };
    const place = async (customer: string, items: { id: string; quantity: number; isFromDeal?: boolean }[], subtotal: number) => {
      const deliveryCharges = await deliveryFor(subtotal);
      const payload = { address: deliveryAddress, items, amount: subtotal + deliveryCharges, deliveryCharges, method: 'COD' };
      const placed = await shop.app.inject({ method: 'POST', url: '/api/order/place', headers: { token: customer }, payload });
      expect(placed.statusCode).toBe(201);
      return placed.json().orderId as string;
    };
    const cancel = async (customer: string, orderId: string) => {
      const payload = { orderId, cancellationReason: 'Changed my mind' };
      const cancelled = await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token: customer }, payload });
      expect(cancelled.statusCode).toBe(200);
    };

    it('shows the units an order took and, once cancelled, gave back, by the shop and linked to the order', async () => {
      const product = await newProduct(9);
      const { token: customer } = await newAccount(shop);
      const orderId = await place(customer, [{ id: product._id, quantity: 3 }], 3 * 500);
      clock.advance(60_000);
      await cancel(customer, orderId);
      const { moves } = await movesOf(product._id);
      expect(moves.slice(0, 2)).toEqual([
        { change: 3, reason: 'order-returned', note: null, at: clock.now().toISOString(), by: null, orderId, stockAfter: 9 },
        { change: -3, reason: 'order', note: null, at: expect.any(String), by: null, orderId, stockAfter: 6 },
      ]);
      expect(await stockOf(product._id)).toBe(9);
    });

    it("keeps one move per product for a deal's units and a plain line of the same product", async () => {
      const deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals as DealDto[];
      const deal = deals.find((candidate) => candidate.quantity >= 2 && candidate.dealProducts.some((item) => item.unitsPerDeal > 1))!;
      const [first, ...others] = deal.dealProducts;
      const plainPrice = (await call('GET', `/api/admin/products/${first!._id}`)).json().product as AdminProductDto;
      const unitPrice = plainPrice.discountprice > 0 ? plainPrice.discountprice : plainPrice.price;
      const { token: customer } = await newAccount(shop);
      const orderId = await place(
        customer,
        [
          { id: deal._id, quantity: 1, isFromDeal: true },
          { id: first!._id, quantity: 1 },
        ],
        deal.dealFinalPrice + unitPrice,
      );
      const [taken] = (await movesOf(first!._id)).moves;
      expect(taken).toMatchObject({ change: -(first!.unitsPerDeal + 1), reason: 'order', orderId, stockAfter: await stockOf(first!._id) });
      for (const item of others) {
        const [move] = (await movesOf(item._id)).moves;
        expect(move).toMatchObject({ change: -item.unitsPerDeal, reason: 'order', orderId });
      }
    });

    it('keeps no move of an order refused for want of stock', async () => {
      const product = await newProduct(2);
      const { token: customer } = await newAccount(shop);
      const deliveryCharges = await deliveryFor(1500);
      const payload = { address: deliveryAddress, items: [{ id: product._id, quantity: 3 }], amount: 1500 + deliveryCharges, deliveryCharges, method: 'COD' };
      const refused = await shop.app.inject({ method: 'POST', url: '/api/order/place', headers: { token: customer }, payload });
      expect(refused.statusCode).toBe(409);
      expect((await movesOf(product._id)).moves.map((move) => move.reason)).toEqual(['counted']);
    });
  });
});
