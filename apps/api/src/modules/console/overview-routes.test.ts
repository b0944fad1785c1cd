import { and, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverviewDto } from '@shop/core/console/admin-dtos';
import type { AdminProductDto } from '@shop/core/catalog/admin-dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { orderStatuses } from '@shop/core/orders/cancellation';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { fixedClock } from '../../lib/clock';
import { courierPayoutLines } from '../../db/schema/couriers';
import { orders } from '../../db/schema/orders';
import { outbox } from '../../db/schema/outbox';
import { newId } from '../../lib/ids';

describe.each(testDatabaseKinds())('admin overview on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let products: ProductDto[];
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    admin = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin }, ...(payload ? { payload } : {}) });
  const overview = async () => {
    const response = await call('GET', '/api/admin/overview');
    expect(response.statusCode).toBe(200);
    return response.json().overview as AdminOverviewDto;
  };
  /** What Today should say of courier cash, read from the rows themselves: delivered parcels with a courier that no payout line names. */
  const unpaidCourierCash = async (overdueDays: number) => {
    const lines = await shop.database.db.select({ orderId: courierPayoutLines.orderId }).from(courierPayoutLines);
    const named = new Set(lines.map((line) => line.orderId));
    const delivered = await shop.database.db
      .select({ id: orders.id, amountPaisa: orders.amountPaisa, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(and(isNotNull(orders.courier), isNotNull(orders.deliveredAt)));
    const unpaid = delivered.filter((order) => !named.has(order.id)).map((order) => ({ ...order, deliveredAt: order.deliveredAt! }));
    const overdueBefore = clock.now().getTime() - overdueDays * 86_400_000;
    const oldest = unpaid.map((order) => order.deliveredAt.getTime()).sort((a, b) => a - b)[0];
    return {
      outstanding: unpaid.reduce((sum, order) => sum + order.amountPaisa, 0) / 100,
      unpaidParcels: unpaid.length,
      overdueParcels: unpaid.filter((order) => order.deliveredAt.getTime() < overdueBefore).length,
      overdueDays,
      oldestUnpaid: oldest === undefined ? null : new Date(oldest).toISOString(),
    };
  };
  const lowStockList = async () => (await call('GET', '/api/admin/products?lowStock=true&limit=200')).json() as { products: AdminProductDto[]; total: number };
  const setStock = async (id: string, quantity: number) => expect((await call('POST', `/api/admin/products/${id}/stock`, { quantity })).statusCode).toBe(200);
  const setThreshold = async (lowStockThreshold: number) => expect((await call('PUT', '/api/admin/shop-settings', { lowStockThreshold })).statusCode).toBe(200);

  it('counts orders at every status and what waits for the owner, never cached', async () => {
    const response = await call('GET', '/api/admin/overview');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.overview.orders)).toEqual([...orderStatuses]);
    expect(body.overview).toEqual({
      orders: expect.any(Object),
      lowStockThreshold: 5,
      lowStockProducts: (await lowStockList()).total,
      unansweredReviews: expect.any(Number),
      hiddenReviews: expect.any(Number),
      unhandledMessages: expect.any(Number),
      failedMessages: 0,
      ordersAtRisk: { risky: expect.any(Number), blocked: expect.any(Number) },
      courierCash: await unpaidCourierCash(14),
    });
    const listed = (await call('GET', '/api/admin/orders?limit=1')).json();
    expect(body.overview.orders).toEqual(listed.counts);
    expect(Object.values(body.overview.orders as Record<string, number>).reduce((sum, count) => sum + count, 0)).toBe(listed.total);
  });

  it('counts a product at or below the threshold as low on stock, and follows a change of the threshold', async () => {
    const product = products.find((item) => item.quantity > 5)!;
    const before = await overview();
    await setStock(product._id, 3);
    const low = await overview();
    expect(low.lowStockProducts).toBe(before.lowStockProducts + 1);
    const listed = await lowStockList();
    expect(listed.products.map((item) => item._id)).toContain(product._id);
    expect(listed.total).toBe(low.lowStockProducts);

    await setThreshold(2);
    const lowered = await overview();
    expect(lowered.lowStockThreshold).toBe(2);
    expect((await lowStockList()).products.map((item) => item._id)).not.toContain(product._id);
    expect(lowered.lowStockProducts).toBe((await lowStockList()).total);
    expect(lowered.lowStockProducts).toBeLessThan(low.lowStockProducts);

    // At the threshold counts as low.
    await setThreshold(3);
    const atThreshold = await lowStockList();
    expect(atThreshold.products.map((item) => item._id)).toContain(product._id);
    expect((await overview()).lowStockProducts).toBe(atThreshold.total);
    await setThreshold(5);
    await setStock(product._id, product.quantity);
    expect((await overview()).lowStockProducts).toBe(before.lowStockProducts);
  });

  it('moves an order from one status count to the next', async () => {
    const product = products.find((item) => item.quantity >= 10 && item.discountprice === 0)!;
    const before = (await overview()).orders;
    const customer = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount: product.price + deliveryCharges, deliveryCharges, method: 'COD' },
    });
    expect(placed.statusCode).toBe(201);
    expect((await overview()).orders).toEqual({ ...before, 'Order Placed': before['Order Placed'] + 1 });
    expect((await call('POST', `/api/admin/orders/${placed.json().orderId}/status`, { status: 'Confirmed' })).statusCode).toBe(200);
    expect((await overview()).orders).toEqual({ ...before, Confirmed: before.Confirmed + 1 });

    // Blocking its customer flags the open order on Today; lifting the block unflags it.
    const atRisk = (await overview()).ordersAtRisk;
    const blocked = await call('POST', '/api/admin/blocks', { userId: customer.userId, reason: 'Refused every parcel' });
    expect(blocked.statusCode).toBe(201);
    expect((await overview()).ordersAtRisk).toEqual({ ...atRisk, blocked: atRisk.blocked + 1 });
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/admin/blocks/${blocked.json().block._id}`, headers: { token: admin } })).statusCode).toBe(200);
    expect((await overview()).ordersAtRisk).toEqual(atRisk);
  });

  it('counts visible reviews without a reply, hidden reviews, unhandled messages and failed sends', async () => {
    const product = products[1]!;
    const before = await overview();
    const review = async (content: string) => {
      const { token } = await newAccount(shop);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: { authorization: `Bearer ${token}` },
        payload: { targetType: 'product', productId: product._id, content, rating: '4' },
      });
      expect(response.statusCode).toBe(201);
      return response.json().review._id as string;
    };
    const answered = await review('Smells of roses');
    const spam = await review('Buy followers here');
    expect((await overview()).unansweredReviews).toBe(before.unansweredReviews + 2);
    await call('POST', `/api/admin/reviews/${answered}/reply`, { content: 'Thank you!' });
    await call('POST', `/api/admin/reviews/${spam}/hide`);
    const after = await overview();
    // A hidden review waits for no reply.
    expect(after).toMatchObject({ unansweredReviews: before.unansweredReviews, hiddenReviews: before.hiddenReviews + 1 });

    const sent = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sana', email: 'sana@example.pk', subject: 'bulk-order', message: 'Twenty soaps for a mehndi, please.' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await overview()).unhandledMessages).toBe(before.unhandledMessages + 1);
    const [message] = (await call('GET', '/api/admin/contact-messages?handled=false&limit=1')).json().messages;
    await call('POST', `/api/admin/contact-messages/${message._id}/handled`);
    expect((await overview()).unhandledMessages).toBe(before.unhandledMessages);

    // An email the outbox gave up on, as the dispatcher leaves it after its last attempt.
    await shop.database.db.insert(outbox).values({ id: newId(), kind: 'email', payload: { template: 'account-welcome' }, state: 'failed', attempts: 31 });
    expect((await overview()).failedMessages).toBe(1);
    expect((await call('GET', '/api/admin/outbox/failed')).json().total).toBe(1);
  });

  it("counts the cash couriers hold for delivered parcels no payout has named, and those waiting past the shop's days", async () => {
    const before = await overview();
    expect(before.courierCash).toEqual(await unpaidCourierCash(14));
    // The demo's payout paid some Leopards parcels; others, older and newer, wait.
    expect(before.courierCash.unpaidParcels).toBeGreaterThan(0);
    expect(before.courierCash.overdueParcels).toBeGreaterThan(0);

    const product = products.find((item) => item.quantity >= 10 && item.discountprice === 0)!;
    const customer = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const amount = product.price + deliveryCharges;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount, deliveryCharges, method: 'COD' },
    });
    const orderId = placed.json().orderId as string;
    for (const [status, fields] of [['Packing'], ['Shipped', { courier: 'TCS', trackingNumber: '770099887766' }], ['Delivered']] as const) {
      expect((await call('POST', `/api/admin/orders/${orderId}/status`, { status, ...fields })).statusCode, status).toBe(200);
    }
    const after = await overview();
    expect(after.courierCash).toEqual(await unpaidCourierCash(14));
    const inPaisa = (rupees: number) => Math.round(rupees * 100);
    expect(inPaisa(after.courierCash.outstanding) - inPaisa(before.courierCash.outstanding)).toBe(inPaisa(amount));
    expect(after.courierCash).toMatchObject({ unpaidParcels: before.courierCash.unpaidParcels + 1, oldestUnpaid: before.courierCash.oldestUnpaid });

    expect((await call('PUT', '/api/admin/shop-settings', { courierPayoutDays: 365 })).statusCode).toBe(200);
    expect((await overview()).courierCash).toEqual(await unpaidCourierCash(365));
    expect((await call('PUT', '/api/admin/shop-settings', { courierPayoutDays: 14 })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const customer = await newAccount(shop);
    const refused = await shop.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { token: customer.token } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'ADMIN_ONLY' });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
  });
});
