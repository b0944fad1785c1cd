import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto, ProductDto } from '@shop/core/api-types';
import { createTestApp, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { deals as dealsTable, products as productsTable } from '../../db/schema/catalog';
import { orderItems as orderItemsTable, orders as ordersTable } from '../../db/schema/orders';
import { fixedClock } from '../../lib/clock';

const address = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.pk',
  street: '12 Canal View Road',
  city: 'Lahore',
  state: 'Punjab',
  zipcode: '54000',
  phone: '+92 300 1234567',
};

describe.each(testDatabaseKinds())('orders on %s', (kind) => {
  let shop: TestApp;
  let products: ProductDto[];
  let deals: DealDto[];
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
  });
  afterAll(async () => shop?.close());

  const plenty = (index = 0) => products.filter((product) => product.quantity >= 20 && product.discountprice === 0)[index]!;
  const discounted = () => products.find((product) => product.quantity >= 20 && product.discountprice > 0)!;
  const stockOf = async (id: string) => (await shop.database.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!.stock;
  const dealStockOf = async (id: string) => (await shop.database.db.select().from(dealsTable).where(eq(dealsTable.id, id)))[0]!.stock;
  const place = (token: string, body: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/order/place', headers: { token, ...headers }, payload: body });
  const settings = async () => (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
  const deliveryFor = async (subtotal: number) => {
    const { fixedCharge, freeDeliveryAbove } = await settings();
    return freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
  };
  const orderBody = async (items: { id: string; quantity: number; isFromDeal?: boolean }[], subtotal: number) => {
    const deliveryCharges = await deliveryFor(subtotal);
    return { address, items, amount: subtotal + deliveryCharges, deliveryCharges, method: 'COD' };
  };

  it('places an order priced by the server, takes the stock, clears the cart and mails a confirmation', async () => {
    const { token } = await newAccount(shop);
    const product = discounted();
    const deal = deals.find((candidate) => candidate.quantity >= 2)!;
    await shop.app.inject({ method: 'POST', url: '/api/cart/add', headers: { token }, payload: { itemId: product._id, quantity: 2 } });
    const stockBefore = await stockOf(product._id);
    const dealStockBefore = await dealStockOf(deal._id);
    const subtotal = product.discountprice * 2 + deal.dealFinalPrice;
    const body = await orderBody([{ id: product._id, quantity: 2 }, { id: deal._id, quantity: 1, isFromDeal: true }], subtotal);

    const response = await place(token, body);
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(placed.order).toMatchObject({ status: 'Order Placed', paymentMethod: 'COD', payment: false, amount: body.amount, deliveryCharges: body.deliveryCharges, address });
    expect(Number(placed.order.date)).toBe(clock.now().getTime());
    expect(placed.order.items[0]).toMatchObject({ id: product._id, price: product.discountprice, quantity: 2, isFromDeal: false });
    const dealItems = placed.order.items.filter((item: { isFromDeal: boolean }) => item.isFromDeal);
    expect(dealItems).toHaveLength(deal.dealProducts.length);
    expect(dealItems[0]).toMatchObject({ dealName: deal.dealName, quantity: deal.dealProducts[0]!.unitsPerDeal });

    expect(await stockOf(product._id)).toBe(stockBefore - 2);
    expect(await dealStockOf(deal._id)).toBe(dealStockBefore - 1);
    expect((await shop.app.inject({ method: 'GET', url: '/api/cart/', headers: { token } })).json().cartData.products).toEqual({});
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === product._id)!.quantity).toBe(stockBefore - 2);

    const mail = shop.sentMail.at(-1)!;
    expect(mail.to).toBe(address.email);
    expect(mail.subject).toContain(`Order #${placed.orderId.slice(0, 7)} confirmed`);
    expect(mail.text).toContain('within 15 minutes');
  });

  it('charges what the database says whatever the client claims', async () => {
    const { token } = await newAccount(shop);
    const product = plenty();
    const honest = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    const tampered = { ...honest, items: [{ id: product._id, quantity: 1, price: 1, name: 'Free soap' }] };
    const response = await place(token, tampered);
    expect(response.statusCode).toBe(201);
    expect(response.json().order.items[0]).toMatchObject({ name: product.name, price: product.price });

    for (const lie of [{ amount: 1 }, { amount: honest.amount + 100 }, { deliveryCharges: 0, amount: product.price }]) {
      const refused = await place(token, { ...honest, ...lie });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^The order total is now Rs\. [\d,]+\.\d\d\. Please review your cart and try again\.$/);
      expect(refused.json().amount).toBe(honest.amount);
    }
  });

  it.each([-1, 0, 1.5, '2', 10 ** 9])('refuses the quantity %j with 400 and changes nothing', async (quantity) => {
    const { token } = await newAccount(shop);
    const product = plenty(1);
    const before = await stockOf(product._id);
    const body = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    const response = await place(token, { ...body, items: [{ id: product._id, quantity }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await stockOf(product._id)).toBe(before);
  });

  it('refuses bad delivery details with the field named', async () => {
    const { token } = await newAccount(shop);
    const body = await orderBody([{ id: plenty()._id, quantity: 1 }], plenty().price);
    const response = await place(token, { ...body, address: { ...address, zipcode: 'LHR' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid postal code (numbers only)');
    const phone = await place(token, { ...body, address: { ...address, phone: 'call me' } });
    expect(phone.json().message).toBe('Please enter a valid phone number, e.g. 03001234567 or +92 300 1234567');
  });

  it('says not found when an item is gone, so the page reloads the cart', async () => {
    const { token } = await newAccount(shop);
    const response = await place(token, await orderBody([{ id: 'ffffffffffffffffffffffff', quantity: 1 }], 100));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('not found');
  });

  it('places one order for one Idempotency-Key, however often it is sent', async () => {
    const { token } = await newAccount(shop);
    const product = plenty(2);
    const before = await stockOf(product._id);
    const body = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    const key = 'checkout-7f3a9c21-attempt';
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(token, body, { 'idempotency-key': key })));
    const ids = new Set(answers.map((answer) => answer.json().orderId));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await stockOf(product._id)).toBe(before - 1);
    const orders = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders;
    expect(orders).toHaveLength(1);

    const different = await place(token, { ...body, items: [{ id: product._id, quantity: 2 }] }, { 'idempotency-key': key });
    expect(different.statusCode).toBe(422);
  });

  it('replays a placed order to its retry even after the price has changed, and takes the stock once', async () => {
    const { token } = await newAccount(shop);
    const product = plenty(4);
    const before = await stockOf(product._id);
    const body = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    const key = 'checkout-retried-after-price-change';
    const first = await place(token, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const [row] = await shop.database.db.select().from(productsTable).where(eq(productsTable.id, product._id));
    await shop.database.db.update(productsTable).set({ pricePaisa: row!.pricePaisa + 10_000 }).where(eq(productsTable.id, product._id));
    try {
      const retry = await place(token, body, { 'idempotency-key': key });
      expect(retry.statusCode).toBe(201);
      expect(retry.json().orderId).toBe(first.json().orderId);
      expect(await stockOf(product._id)).toBe(before - 1);

      const fresh = await place(token, body, { 'idempotency-key': 'checkout-after-price-change' });
      expect(fresh.statusCode).toBe(409);
      expect(fresh.json().message).toContain('The order total is now');
    } finally {
      await shop.database.db.update(productsTable).set({ pricePaisa: row!.pricePaisa }).where(eq(productsTable.id, product._id));
    }
  });

  it('never sells more than there is when buyers race for the last units', async () => {
    const product = plenty(3);
    const units = 10;
    const buyers = kind === 'postgres' ? 50 : 15;
    await shop.database.db.update(productsTable).set({ stock: units }).where(eq(productsTable.id, product._id));
    const accounts = [];
    for (let i = 0; i < buyers; i += 1) accounts.push(await newAccount(shop));
    const body = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    const answers = await Promise.all(accounts.map(({ token }) => place(token, body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(units);
    expect(statuses.filter((status) => status === 409)).toHaveLength(buyers - units);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toContain('not enough stock');
    }
    expect(await stockOf(product._id)).toBe(0);
  });

  it('lists only my orders, newest first, with SPEC fields', async () => {
    const { token } = await newAccount(shop);
    const other = await newAccount(shop);
    const product = plenty(4);
    const body = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    const first = (await place(token, body)).json().orderId;
    clock.advance(1_000);
    const second = (await place(token, body)).json().orderId;
    await place(other.token, body);
    const orders = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders;
    expect(orders.map((order: { _id: string }) => order._id)).toEqual([second, first]);
    expect(orders[0].items[0]).toEqual({ id: product._id, name: product.name, price: product.price, quantity: 1, image: product.image[0], category: product.category, isFromDeal: false });
  });

  it('cancels within 15 minutes only, returning the stock exactly once', async () => {
    const { token } = await newAccount(shop);
    const product = plenty(5);
    const body = await orderBody([{ id: product._id, quantity: 3 }], product.price * 3);
    const before = await stockOf(product._id);
    const late = (await place(token, body)).json().orderId;
    const onTime = (await place(token, body)).json().orderId;
    expect(await stockOf(product._id)).toBe(before - 6);
    const cancel = (orderId: string, reason = 'Changed my mind') =>
      shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId, cancellationReason: reason } });

    clock.advance(899_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(onTime)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toEqual({ success: true, message: 'Order cancelled successfully' });
    expect(await stockOf(product._id)).toBe(before - 3);

    clock.advance(2_000);
    const refused = await cancel(late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The 15-minute cancellation window for this order has passed.');
    expect(await stockOf(product._id)).toBe(before - 3);
  });

  it('refuses an order short of stock with nothing written: no order, no items, the cart, the stock and the key as they were', async () => {
    const { token } = await newAccount(shop);
    const product = plenty();
    const deal = deals.find((candidate) => candidate.quantity >= 2)!;
    const cart = async () => (await shop.app.inject({ method: 'GET', url: '/api/cart/', headers: { token } })).json().cartData;
    await shop.app.inject({ method: 'POST', url: '/api/cart/add', headers: { token }, payload: { itemId: product._id, quantity: 2 } });
    await shop.app.inject({ method: 'POST', url: '/api/cart/add-deal', headers: { token }, payload: { dealId: deal._id, quantity: 1 } });
    const cartBefore = await cart();
    const stored = async () => ({
      orders: (await shop.database.db.select({ id: ordersTable.id }).from(ordersTable)).length,
      items: (await shop.database.db.select({ id: orderItemsTable.id }).from(orderItemsTable)).length,
    });
    const storedBefore = await stored();
    const productStock = await stockOf(product._id);
    const dealStock = await dealStockOf(deal._id);
    // The product's stock is taken before the deal's, so the refusal must also give that back.
    await shop.database.db.update(dealsTable).set({ stock: 0 }).where(eq(dealsTable.id, deal._id));
    const body = await orderBody([{ id: product._id, quantity: 2 }, { id: deal._id, quantity: 1, isFromDeal: true }], product.price * 2 + deal.dealFinalPrice);
    const key = 'checkout-short-of-stock';

    const refused = await place(token, body, { 'idempotency-key': key });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Sorry, there are not enough of the deal ${deal.dealName} left for this order. Please lower the quantity.`);
    expect(await stored()).toEqual(storedBefore);
    expect(await stockOf(product._id)).toBe(productStock);
    expect(await cart()).toEqual(cartBefore);

    await shop.database.db.update(dealsTable).set({ stock: dealStock }).where(eq(dealsTable.id, deal._id));
    const placed = await place(token, body, { 'idempotency-key': key });
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(product._id)).toBe(productStock - 2);
    expect(await cart()).toEqual({ products: {}, deals: {} });
  });

  it('cancels orders for the same products in any line order at once, without a deadlock', async () => {
    const [first, second] = [plenty(7), plenty(8)];
    const before = [await stockOf(first._id), await stockOf(second._id)];
    const subtotal = first.price + second.price;
    const customers = await Promise.all(Array.from({ length: 12 }, () => newAccount(shop)));
    const placed = await Promise.all(
      customers.map(async ({ token }, index) => {
        const lines = [{ id: first._id, quantity: 1 }, { id: second._id, quantity: 1 }];
        const response = await place(token, await orderBody(index % 2 === 0 ? lines : lines.reverse(), subtotal));
        expect(response.statusCode).toBe(201);
        return { token, orderId: response.json().orderId as string };
      }),
    );
    const cancelled = await Promise.all(
      placed.map(({ token, orderId }) =>
        shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId, cancellationReason: 'Changed my mind' } }),
      ),
    );
    expect(cancelled.map((answer) => answer.statusCode)).toEqual(placed.map(() => 200));
    expect([await stockOf(first._id), await stockOf(second._id)]).toEqual(before);
  });

  it("answers another customer's order and a missing one with the same 404", async () => {
    const owner = await newAccount(shop);
    const stranger = await newAccount(shop);
    const product = plenty(6);
    const orderId = (await place(owner.token, await orderBody([{ id: product._id, quantity: 1 }], product.price))).json().orderId;
    const attempt = (id: string) =>
      shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token: stranger.token }, payload: { orderId: id, cancellationReason: 'Other reason' } });
    const foreign = await attempt(orderId);
    const missing = await attempt('ffffffffffffffffffffffff');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('requires a reason to cancel', async () => {
    const { token } = await newAccount(shop);
    const response = await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId: 'x', cancellationReason: '   ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please provide a cancellation reason');
    const long = await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId: 'x', cancellationReason: 'x'.repeat(501) } });
    expect(long.json().message).toBe('The reason can be at most 500 characters long');
  });

  it('sends the cancellation reasons of SPEC §9', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/order/cancellation-reasons' });
    expect(response.json().cancellationReasons).toContain('Changed my mind');
    expect(response.json().cancellationReasons.at(-1)).toBe('Other');
  });

  it('lets only admins change delivery settings', async () => {
    const customer = await newAccount(shop);
    const admin = await newAccount(shop, 'admin');
    const update = (headers: Record<string, string>, payload: object) =>
      shop.app.inject({ method: 'POST', url: '/api/delivery-settings', headers, payload });
    expect((await update({}, { fixedCharge: 0, freeDeliveryAbove: 0 })).statusCode).toBe(401);
    expect((await update({ token: customer.token }, { fixedCharge: 0, freeDeliveryAbove: 0 })).statusCode).toBe(403);
    expect((await update({ token: admin.token }, { fixedCharge: -5, freeDeliveryAbove: 0 })).statusCode).toBe(400);
    const saved = await update({ token: admin.token }, { settings: { mode: 'fixed', fixedCharge: 300, freeDeliveryAbove: 5000 } });
    expect(saved.json()).toEqual({
      success: true,
      settings: { mode: 'fixed', fixedCharge: 300, freeDeliveryAbove: 5000 },
      message: 'Delivery settings updated successfully',
    });
    expect(await settings()).toEqual({ mode: 'fixed', fixedCharge: 300, freeDeliveryAbove: 5000 });
  });

  it('charges delivery as the shop owner set it a moment ago', async () => {
    const admin = await newAccount(shop, 'admin');
    const { token } = await newAccount(shop);
    const product = plenty();
    const before = await orderBody([{ id: product._id, quantity: 1 }], product.price);
    expect((await place(token, before)).statusCode).toBe(201);
    const charge = before.deliveryCharges + 75;
    const saved = await shop.app.inject({ method: 'POST', url: '/api/delivery-settings', headers: { token: admin.token }, payload: { fixedCharge: charge, freeDeliveryAbove: 0 } });
    expect(saved.statusCode).toBe(200);

    const stale = await place(token, before);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ amount: product.price + charge, deliveryCharges: charge });
    const current = await place(token, { ...before, amount: product.price + charge, deliveryCharges: charge });
    expect(current.statusCode).toBe(201);
    expect(current.json().order.deliveryCharges).toBe(charge);
  });
});
