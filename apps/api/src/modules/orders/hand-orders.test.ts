import { createServer } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { OrderDto } from '@shop/core/orders/dtos';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';
import { products as productsTable } from '../../db/schema/catalog';
import { orders as ordersTable } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';

describe.each(testDatabaseKinds())('orders taken by hand on %s', (kind) => {
  const webhooks: { event: string; order: OrderDto }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      webhooks.push(JSON.parse(body));
      response.end();
    });
  });
  let shop: TestApp;
  let admin: { token: string; userId: string };
  let products: ProductDto[];
  let deals: DealDto[];
  let delivery: { fixedCharge: number; freeDeliveryAbove: number };
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/shop-orders`;
    shop = await createTestApp(kind, { clock, env: { ORDER_WEBHOOK_URL: url, ORDER_WEBHOOK_SECRET: 'the shop owner webhook secret' } });
    admin = await newAccount(shop, 'admin');
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
    delivery = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
  });
  afterAll(async () => {
    await shop?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin.token }, ...(payload ? { payload } : {}) });
  const takeOrder = (body: object) => asAdmin('POST', '/api/admin/orders', body);
  /** A product with plenty of stock sold at its full price, so its line costs price × quantity. */
  const plainProduct = (index = 0) => products.filter((product) => product.quantity >= 20 && product.discountprice === 0)[index]!;
  const chargeFor = (subtotal: number) => (delivery.freeDeliveryAbove > 0 && subtotal >= delivery.freeDeliveryAbove ? 0 : delivery.fixedCharge);
  const handOrder = (phone: string, overrides: object = {}) => ({
    customer: { phone, name: 'Sana Baig' },
    address: { ...deliveryAddress, email: '', phone },
    items: [{ productId: plainProduct()._id, quantity: 1 }],
    channel: 'whatsapp',
    ...overrides,
  });
  const stockOf = async (productId: string) =>
    (await shop.database.db.select({ stock: productsTable.stock }).from(productsTable).where(eq(productsTable.id, productId)))[0]!.stock;
  const orderCount = async () => (await shop.database.db.select({ id: ordersTable.id }).from(ordersTable)).length;
  const passwordlessAccountsOf = (phone: string) =>
    shop.database.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.role, 'customer')));

  it('takes an order for a new customer by phone: a passwordless account, Confirmed, its channel, the stock taken, the webhook told, no email', async () => {
    const phone = uniquePhone();
    const product = plainProduct();
    const deal = deals.find((candidate) => candidate.quantity >= 5)!;
    const stockBefore = await stockOf(product._id);
    await shop.outbox.idle();
    const mailBefore = shop.sentMail.length;
    const webhooksBefore = webhooks.length;

    const response = await takeOrder(
      handOrder(`+92 ${phone.slice(1, 4)} ${phone.slice(4)}`, {
        items: [
          { productId: product._id, quantity: 2 },
          { dealId: deal._id, quantity: 1 },
        ],
      }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const { order, whatsappUrl } = response.json() as { order: AdminOrderDto; whatsappUrl: string };
    expect(order).toMatchObject({
      status: 'Confirmed',
      channel: 'whatsapp',
      holdUntil: null,
      address: { phone, email: '' },
      customer: { name: 'Sana Baig', email: '' },
    });
    expect(order.statusHistory.map((step) => [step.status, step.by])).toEqual([
      ['Order Placed', 'owner'],
      ['Confirmed', 'owner'],
    ]);
    const dealLine = order.lines.find((line) => line.kind === 'deal')!;
    expect(dealLine).toMatchObject({ dealId: deal._id, quantity: 1 });
    const subtotal = product.price * 2 + dealLine.price;
    expect(order).toMatchObject({ subtotal, amount: subtotal + chargeFor(subtotal) });
    expect(whatsappUrl).toMatch(new RegExp(`^https://wa\\.me/92${phone.slice(1)}\\?text=`));
    expect(decodeURIComponent(whatsappUrl)).toContain(order.orderNumber);

    const accounts = await passwordlessAccountsOf(phone);
    expect(accounts).toEqual([expect.objectContaining({ id: order.customer._id, name: 'Sana Baig', email: null, passwordHash: null })]);
    expect(await stockOf(product._id)).toBe(stockBefore - 2 - (deal.dealProducts.find((line) => line._id === product._id)?.unitsPerDeal ?? 0));

    const audited = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audited).toEqual([expect.objectContaining({ actorId: admin.userId, action: 'create', entity: 'order' })]);

    await shop.outbox.idle();
    expect(webhooks.slice(webhooksBefore)).toEqual([
      expect.objectContaining({ event: 'order.placed', order: expect.objectContaining({ _id: order._id, channel: 'whatsapp' }) }),
    ]);
    expect(shop.sentMail.slice(mailBefore)).toEqual([]);
    // The owner's own list shows it as any placed order.
    const listed = (await asAdmin('GET', `/api/admin/orders?q=${order.orderNumber}`)).json().orders as AdminOrderDto[];
    expect(listed.map((row) => [row._id, row.channel, row.status])).toEqual([[order._id, 'whatsapp', 'Confirmed']]);
  });

  it('finds the same account for the next order of the phone, however it is written, and makes one account when two orders race for a new phone', async () => {
    const phone = uniquePhone();
    const first = (await takeOrder(handOrder(phone))).json().order as AdminOrderDto;
    const again = await takeOrder(
      handOrder(`0092${phone.slice(1)}`, { customer: { phone: `92${phone.slice(1)}`, name: 'Someone Else' }, channel: 'instagram' }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order.customer).toEqual(first.customer);

    const racing = uniquePhone();
    const answers = await Promise.all([takeOrder(handOrder(racing)), takeOrder(handOrder(racing, { channel: 'phone' }))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.customer._id)).size).toBe(1);
    expect(await passwordlessAccountsOf(racing)).toHaveLength(1);
  });

  it('never attaches an order to a registered account by its profile phone: that phone gets its own passwordless account', async () => {
    const customer = await newAccount(shop);
    const phone = uniquePhone();
    const profile = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { token: customer.token },
      payload: { name: 'Registered', phone },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const order = (await takeOrder(handOrder(phone))).json().order as AdminOrderDto;
    expect(order.customer._id).not.toBe(customer.userId);

    // Nor by a gift: the owner's order for the account, delivered to a friend's phone, vouches for no phone of the account's.
    const friend = uniquePhone();
    const gift = await takeOrder(handOrder(friend, { customer: { userId: customer.userId } }));
    expect(gift.statusCode, gift.body).toBe(201);
    const friendsOwn = (await takeOrder(handOrder(friend))).json().order as AdminOrderDto;
    expect(friendsOwn.customer._id).not.toBe(customer.userId);
  });

  it("takes an order for an existing customer's account and emails them when their address is verified", async () => {
    const customer = await newAccount(shop);
    const response = await takeOrder(handOrder(uniquePhone(), { customer: { userId: customer.userId }, channel: 'store' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.customer).toMatchObject({ _id: customer.userId, email: customer.email });
    await shop.outbox.idle();
    expect(shop.sentMail.filter((mail) => mail.to === customer.email && mail.text.includes(response.json().order.orderNumber))).toHaveLength(1);

    const unverified = await newAccount(shop, 'customer', { verified: false });
    await shop.outbox.idle();
    const mailBefore = shop.sentMail.length;
    expect((await takeOrder(handOrder(uniquePhone(), { customer: { userId: unverified.userId } }))).statusCode).toBe(201);
    await shop.outbox.idle();
    expect(shop.sentMail.slice(mailBefore).filter((mail) => mail.to === unverified.email)).toEqual([]);
  });

  it.each([
    ['an unknown account id', () => 'no-such-account'],
    ["an admin's account id", () => admin.userId],
  ])('refuses %s with 404 CUSTOMER_NOT_FOUND, and takes nothing', async (_name, userId) => {
    const before = await orderCount();
    const response = await takeOrder(handOrder(uniquePhone(), { customer: { userId: userId() } }));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CUSTOMER_NOT_FOUND');
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['a phone that is not Pakistani', { customer: { phone: '+44 20 7946 0958', name: 'Sana' } }, 'customer.phone'],
    ['a delivery charge below 0', { deliveryCharges: -1 }, 'deliveryCharges'],
    ['a delivery charge of 3 decimals', { deliveryCharges: 10.005 }, 'deliveryCharges'],
    ['a huge delivery charge', { deliveryCharges: 1e12 }, 'deliveryCharges'],
    ['the storefront as its channel', { channel: 'web' }, 'channel'],
    ['both an account and a phone', { customer: { userId: 'abc', phone: '03001234567', name: 'Sana' } }, 'customer.userId'],
    ['a line with both a product and a deal', { items: [{ productId: 'a', dealId: 'b', quantity: 1 }] }, 'items.0.productId'],
    ['no items', { items: [] }, 'items'],
    ['a name of 10,000 characters', { customer: { phone: '03001234567', name: 'x'.repeat(10_000) } }, 'customer.name'],
  ])('refuses %s with 400 naming the field, and takes nothing', async (_name, overrides, field) => {
    const before = await orderCount();
    const response = await takeOrder(handOrder(uniquePhone(), overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: expect.arrayContaining([field]) });
    expect(await orderCount()).toBe(before);
  });

  it('refuses an order of more than is in stock with 409 OUT_OF_STOCK, leaving the stock, the orders and the accounts as they were', async () => {
    const product = plainProduct(1);
    await shop.database.db.update(productsTable).set({ stock: 1 }).where(eq(productsTable.id, product._id));
    try {
      const phone = uniquePhone();
      const before = await orderCount();
      const response = await takeOrder(handOrder(phone, { items: [{ productId: product._id, quantity: 2 }] }));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('OUT_OF_STOCK');
      expect(await stockOf(product._id)).toBe(1);
      expect(await orderCount()).toBe(before);
      expect(await passwordlessAccountsOf(phone)).toEqual([]);
    } finally {
      await shop.database.db.update(productsTable).set({ stock: product.quantity }).where(eq(productsTable.id, product._id));
    }
  });

  it('refuses a blocked phone with 403 CUSTOMER_BLOCKED', async () => {
    const phone = uniquePhone();
    // The shop blocks only a phone it knows: one of its orders has it.
    expect((await takeOrder(handOrder(phone))).statusCode).toBe(201);
    const block = await asAdmin('POST', '/api/admin/blocks', { phone, reason: 'three parcels refused' });
    expect(block.statusCode, block.body).toBe(201);
    const before = await orderCount();
    const response = await takeOrder(handOrder(phone));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CUSTOMER_BLOCKED');
    expect(await orderCount()).toBe(before);
  });

  it("skips the new-customer limits the storefront's orders are held to", async () => {
    const product = plainProduct();
    expect((await asAdmin('PUT', '/api/admin/shop-settings', { newCustomerMaxOrderRupees: product.price })).statusCode).toBe(200);
    try {
      const phone = uniquePhone();
      const customer = await newAccount(shop);
      const subtotal = product.price * 3;
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { token: customer.token },
        payload: {
          address: { ...deliveryAddress, phone },
          items: [{ id: product._id, quantity: 3 }],
          amount: subtotal + chargeFor(subtotal),
          deliveryCharges: chargeFor(subtotal),
        },
      });
      expect(placed.json().code).toBe('NEW_CUSTOMER_ORDER_LIMIT');
      const taken = await takeOrder(handOrder(phone, { items: [{ productId: product._id, quantity: 3 }] }));
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().order.amount).toBe(subtotal + chargeFor(subtotal));
    } finally {
      await asAdmin('PUT', '/api/admin/shop-settings', { newCustomerMaxOrderRupees: 0 });
    }
  });

  it('applies a discount code as placing judges it, and her own delivery charge over the shop rule; the preview says the same', async () => {
    const product = plainProduct();
    const code = `HAND${Date.now() % 100_000}`;
    const created = await asAdmin('POST', '/api/admin/discount-codes', { code, type: 'percent', value: 10, maxUsesPerCustomer: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const phone = uniquePhone();
    const body = handOrder(phone, { items: [{ productId: product._id, quantity: 2 }], discountCode: code.toLowerCase(), deliveryCharges: 150.5 });

    const preview = await asAdmin('POST', '/api/admin/orders/preview', { items: body.items, discountCode: code, deliveryCharges: 150.5, phone });
    expect(preview.statusCode, preview.body).toBe(200);
    const subtotal = product.price * 2;
    const { discount } = preview.json();
    expect(discount).toBeCloseTo(subtotal / 10, 0);
    expect(preview.json()).toEqual({
      success: true,
      subtotal,
      discount,
      deliveryCharges: 150.5,
      amount: Math.round((subtotal - discount + 150.5) * 100) / 100,
      discountCode: code,
    });

    const taken = await takeOrder(body);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().order).toMatchObject({ discountCode: code, subtotal, discount, deliveryCharges: 150.5, amount: preview.json().amount });

    // The code's one use per customer counts the phone's orders taken by hand too.
    const second = await takeOrder(handOrder(phone, { discountCode: code }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('DISCOUNT_CODE_ALREADY_USED');
    const unknown = await asAdmin('POST', '/api/admin/orders/preview', { items: body.items, discountCode: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('DISCOUNT_CODE_UNKNOWN');
  });

  it('counts the orders and the cash of each channel in the reports, and the storefront order carries channel web', async () => {
    const day = new Date(clock.now().getTime() + 2 * 3_600_000);
    clock.set(day);
    const customer = await newAccount(shop);
    const product = plainProduct();
    const subtotal = product.price;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: {
        address: { ...deliveryAddress, phone: uniquePhone() },
        items: [{ id: product._id, quantity: 1 }],
        amount: subtotal + chargeFor(subtotal),
        deliveryCharges: chargeFor(subtotal),
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.channel).toBe('web');
    for (const channel of ['instagram', 'instagram', 'facebook'])
      expect((await takeOrder(handOrder(uniquePhone(), { channel, deliveryCharges: 0 }))).statusCode).toBe(201);

    const from = day.toISOString();
    const report = (await asAdmin('GET', `/api/admin/reports/summary?from=${from}&to=${new Date(day.getTime() + 1000).toISOString()}`)).json().report;
    expect(report.channels).toEqual([
      { channel: 'web', orders: 1, cash: 0 },
      { channel: 'whatsapp', orders: 0, cash: 0 },
      { channel: 'instagram', orders: 2, cash: 0 },
      { channel: 'facebook', orders: 1, cash: 0 },
      { channel: 'phone', orders: 0, cash: 0 },
      { channel: 'store', orders: 0, cash: 0 },
    ]);
    const customerOrders = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token: customer.token } })).json()
      .orders as OrderDto[];
    expect(customerOrders.map((order) => order.channel)).toEqual(['web']);
  });

  describe('the customer claims the account at sign-up', () => {
    const register = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/user/register', payload });
    const signUp = (email: string, extra: object) => register({ name: 'Sana Baig', email, password: 'a good long password', ...extra });

    it('with the phone and the number of an order: the account becomes theirs, with its orders, and they can log in', async () => {
      const phone = uniquePhone();
      const order = (await takeOrder(handOrder(phone))).json().order as AdminOrderDto;
      const wrongs = [
        { phone: uniquePhone(), orderNumber: order.orderNumber },
        { phone, orderNumber: order.orderNumber === 'aaaaaaa' ? 'bbbbbbb' : 'aaaaaaa' },
      ];
      for (const wrong of wrongs) {
        const refused = await signUp(`wrong.${Date.now()}@example.pk`, wrong);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('CLAIM_NOT_FOUND');
      }
      const email = `sana.${Date.now()}@example.pk`;
      const claimed = await signUp(email, { phone: `+92${phone.slice(1)}`, orderNumber: order.orderNumber.toUpperCase() });
      expect(claimed.statusCode, claimed.body).toBe(201);

      const token = claimed.json().token as string;
      const mine = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders as OrderDto[];
      expect(mine.map((row) => [row._id, row.channel])).toEqual([[order._id, 'whatsapp']]);
      const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'a good long password' } });
      expect(login.statusCode).toBe(200);
      const [account] = await shop.database.db.select().from(users).where(eq(users.id, order.customer._id));
      expect(account).toMatchObject({ email, emailVerifiedAt: null, phone });
      await shop.outbox.idle();
      expect(shop.sentMail.filter((mail) => mail.to === email)).toHaveLength(1);

      // Claimed once: the pair no longer names a passwordless account.
      const again = await signUp(`again.${Date.now()}@example.pk`, { phone, orderNumber: order.orderNumber });
      expect(again.json().code).toBe('CLAIM_NOT_FOUND');
      // The phone is proven theirs now: the next order taken by hand for it is in their My Orders too.
      const next = (await takeOrder(handOrder(phone))).json().order as AdminOrderDto;
      expect(next.customer._id).toBe(order.customer._id);
      const nowMine = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders as OrderDto[];
      expect(nowMine.map((row) => row._id).sort()).toEqual([order._id, next._id].sort());
    });

    it('answers the usual EMAIL_TAKEN for an email already registered, and wants both fields or neither', async () => {
      const phone = uniquePhone();
      const order = (await takeOrder(handOrder(phone))).json().order as AdminOrderDto;
      const existing = await newAccount(shop);
      const taken = await signUp(existing.email, { phone, orderNumber: order.orderNumber });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('EMAIL_TAKEN');
      const half = await signUp(`half.${Date.now()}@example.pk`, { phone });
      expect(half.statusCode).toBe(400);
      expect(half.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['orderNumber'] });
      expect(await passwordlessAccountsOf(phone)).toEqual([expect.objectContaining({ id: order.customer._id, passwordHash: null })]);
    });
  });
});
