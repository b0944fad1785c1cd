import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '@shop/core/admin-types';
import type { DealDto, ProductDto } from '@shop/core/api-types';
import { createTestApp, deliveryAddress, newAccount, seededAt, type TestApp, testDatabaseKinds } from '../../../test/helpers';
import { deals as dealsTable, products as productsTable } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';

const address = deliveryAddress;

describe.each(testDatabaseKinds())('admin orders on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let products: ProductDto[];
  let deals: DealDto[];
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    admin = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
  });
  afterAll(async () => shop?.close());

  const plenty = (index: number) => products.filter((product) => product.quantity >= 30 && product.discountprice === 0)[index]!;
  const stockOf = async (id: string) => (await shop.database.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!.stock;
  const dealStockOf = async (id: string) => (await shop.database.db.select().from(dealsTable).where(eq(dealsTable.id, id)))[0]!.stock;

  /** A real order through the public call, priced as the server prices it. */
  const placeOrder = async (items: { id: string; quantity: number; isFromDeal?: boolean }[], subtotal: number) => {
    const { token, email } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: { address, items, amount: subtotal + deliveryCharges, deliveryCharges, method: 'COD' },
    });
    expect(response.statusCode).toBe(201);
    return { orderId: response.json().orderId as string, token, email };
  };
  const move = (orderId: string, status: string, reason?: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { token: admin },
      payload: { status, ...(reason ? { reason } : {}) },
    });

  it("moves an order Placed → Packing → Shipped → Out for delivery → Delivered, emailing the customer's account each time", async () => {
    const product = plenty(0);
    const { orderId, token, email } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    const mailBefore = shop.sentMail.length;
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      const response = await move(orderId, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: `Order #${orderId.slice(0, 7)} is now ${status}`, order: { _id: orderId, status } });
      const mail = shop.sentMail.at(-1)!;
      // The account's address, not the one typed into the delivery form.
      expect(mail.to).toBe(email);
      expect(mail.to).not.toBe(address.email);
      expect(mail.subject).toContain(`Order #${orderId.slice(0, 7)}: ${status}`);
      expect(mail.text).toContain(`Order #${orderId.slice(0, 7)}: ${status}`);
      expect(mail.html).toContain(`<strong>${status}</strong>`);
    }
    expect(shop.sentMail.length - mailBefore).toBe(4);
    const order = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin } })).json().order as AdminOrderDto;
    expect(order).toMatchObject({ status: 'Delivered', payment: true, nextStatuses: [], orderNumber: orderId.slice(0, 7), address });
    expect(order.customer.email).toMatch(/@example\.pk$/);
    const mine = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders;
    expect(mine[0]).toMatchObject({ _id: orderId, status: 'Delivered', payment: true });

    const audit = (await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&entityId=${orderId}`, headers: { token: admin } })).json()
      .entries;
    expect(audit.map((entry: { changes: { after: { status: string } } }) => entry.changes.after.status)).toEqual([
      'Delivered',
      'Out for delivery',
      'Shipped',
      'Packing',
    ]);
  });

  it.each([
    ['Order Placed', 'Delivered', 'This order cannot move from Order Placed to Delivered. From Order Placed it can move to Packing or Cancelled.'],
    ['Order Placed', 'Shipped', 'This order cannot move from Order Placed to Shipped. From Order Placed it can move to Packing or Cancelled.'],
    ['Order Placed', 'Order Placed', 'This order cannot move from Order Placed to Order Placed. From Order Placed it can move to Packing or Cancelled.'],
  ])('refuses %s → %s with 409 naming both states', async (_from, to, message) => {
    const product = plenty(1);
    const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    const mailBefore = shop.sentMail.length;
    const response = await move(orderId, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'ORDER_STATUS_MOVE_REFUSED',
      message,
      status: 'Order Placed',
      nextStatuses: ['Packing', 'Cancelled'],
    });
    expect(shop.sentMail.length).toBe(mailBefore);
  });

  it('refuses to move a delivered order back, or to cancel it', async () => {
    const product = plenty(1);
    const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) expect((await move(orderId, status)).statusCode).toBe(200);
    const back = await move(orderId, 'Packing');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('This order cannot move from Delivered to Packing. An order that is Delivered cannot change any more.');
    expect((await move(orderId, 'Cancelled', 'Too late')).statusCode).toBe(409);
  });

  it('cancels with a required reason at any stage before delivery, returning product and deal stock exactly once', async () => {
    const product = plenty(2);
    // A deal without the product, so that the product's stock moves by its own line only.
    const deal = deals.find((candidate) => candidate.quantity >= 5 && !candidate.products.includes(product._id))!;
    const { orderId } = await placeOrder(
      [
        { id: product._id, quantity: 3 },
        { id: deal._id, quantity: 2, isFromDeal: true },
      ],
      product.price * 3 + deal.dealFinalPrice * 2,
    );
    const stock = await stockOf(product._id);
    const dealStock = await dealStockOf(deal._id);
    await move(orderId, 'Packing');
    await move(orderId, 'Shipped');
    clock.advance(3 * 86_400_000);

    const noReason = await move(orderId, 'Cancelled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'reason is required to cancel an order', fields: ['reason'] });

    const answers = await Promise.all(Array.from({ length: 6 }, () => move(orderId, 'Cancelled', 'Courier lost the parcel')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(5);
    // Those that read the order after the winner committed are refused the move; any that read it before lost the race.
    for (const answer of refused) expect(['ORDER_STATUS_MOVE_REFUSED', 'CONCURRENT_CHANGE']).toContain(answer.json().code);
    expect(await stockOf(product._id)).toBe(stock + 3);
    expect(await dealStockOf(deal._id)).toBe(dealStock + 2);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === product._id)!.quantity).toBe(stock + 3);

    const mail = shop.sentMail.at(-1)!;
    expect(mail.subject).toContain('Cancelled');
    expect(mail.text).toContain('Reason: Courier lost the parcel');
    const order = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin } })).json().order;
    expect(order).toMatchObject({ status: 'Cancelled', cancellationReason: 'Courier lost the parcel' });
    expect((await move(orderId, 'Cancelled', 'Again')).statusCode).toBe(409);
    expect(await stockOf(product._id)).toBe(stock + 3);
  });

  it("returns a deal's product units with the deal's own stock, once, when the shop cancels it", async () => {
    // Still live after the days the tests above moved the clock on.
    const deal = deals.find((candidate) => candidate.quantity >= 2 && (!candidate.dealEndDate || Date.parse(candidate.dealEndDate) > clock.now().getTime()))!;
    const stocks = async () => ({
      deal: await dealStockOf(deal._id),
      products: await Promise.all(deal.dealProducts.map((item) => stockOf(item._id))),
    });
    const before = await stocks();
    const { orderId } = await placeOrder([{ id: deal._id, quantity: 2, isFromDeal: true }], deal.dealFinalPrice * 2);
    expect(await stocks()).toEqual({
      deal: before.deal - 2,
      products: before.products.map((stock, index) => stock - 2 * deal.dealProducts[index]!.unitsPerDeal),
    });

    const answers = await Promise.all(Array.from({ length: 4 }, () => move(orderId, 'Cancelled', 'Customer asked by phone')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await stocks()).toEqual(before);
    expect((await move(orderId, 'Cancelled', 'Again')).statusCode).toBe(409);
    expect(await stocks()).toEqual(before);
  });

  it("returns stock once when the customer's cancel and the shop's cancel race", async () => {
    const product = plenty(3);
    const { orderId, token } = await placeOrder([{ id: product._id, quantity: 2 }], product.price * 2);
    const stock = await stockOf(product._id);
    const customerCancel = () =>
      shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId, cancellationReason: 'Changed my mind' } });
    const answers = await Promise.all([
      customerCancel(),
      move(orderId, 'Cancelled', 'Out of stock'),
      customerCancel(),
      move(orderId, 'Cancelled', 'Out of stock'),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(stock + 2);
  });

  it('lists orders newest first, filtered by status and dates, a page at a time', async () => {
    const list = async (query: string) => (await shop.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: { token: admin } })).json();
    const product = plenty(4);
    clock.set(new Date('2031-03-10T10:00:00Z'));
    // Tokens last 7 days: a login of that day.
    admin = (await newAccount(shop, 'admin')).token;
    const march10 = (await placeOrder([{ id: product._id, quantity: 1 }], product.price)).orderId;
    clock.set(new Date('2031-03-12T23:59:00Z'));
    const march12 = (await placeOrder([{ id: product._id, quantity: 1 }], product.price)).orderId;
    await move(march12, 'Packing');

    const all = await list('limit=2');
    expect(all.orders.map((order: AdminOrderDto) => order._id)).toEqual([march12, march10]);
    expect(all).toMatchObject({ limit: 2, offset: 0 });
    expect(all.total).toBeGreaterThan(2);
    expect((await list('limit=1&offset=1')).orders[0]._id).toBe(march10);
    expect((await list('from=2031-03-11')).orders.map((order: AdminOrderDto) => order._id)).toEqual([march12]);
    expect((await list('from=2031-03-10&to=2031-03-11')).orders.map((order: AdminOrderDto) => order._id)).toEqual([march10]);
    expect((await list('from=2031-03-10&to=2031-03-12')).orders).toHaveLength(2);
    expect((await list('status=Packing&from=2031-01-01')).orders.map((order: AdminOrderDto) => order._id)).toEqual([march12]);
    expect((await list(`q=${march10.slice(0, 7)}`)).orders.map((order: AdminOrderDto) => order._id)).toEqual([march10]);
    expect((await list('from=yesterday')).message).toBe('from must be a date such as 2026-11-21, or a date and time such as 2026-11-21T09:00:00+05:00');
    expect((await list('status=Lost')).message).toMatch(/^status must be one of: Order Placed, Packing/);
    expect((await list('limit=500')).message).toBe('limit must be at most 200');
  });

  it('exports orders as CSV', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/orders.csv?from=2031-03-01', headers: { token: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^order_number,order_id,placed_at,status/);
    expect(lines).toHaveLength(3);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await move('ffffffffffffffffffffffff', 'Packing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const detail = await shop.app.inject({ method: 'GET', url: '/api/admin/orders/ffffffffffffffffffffffff', headers: { token: admin } });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().code).toBe('ORDER_NOT_FOUND');
  });
});
