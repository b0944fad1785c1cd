import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { riskLevels } from '@shop/core/trust/customer-trust';
import { createSecondApp, createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';
import { products as productsTable } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';
import { expireUnconfirmedOrders, orderConfirmLink } from '../orders/service';

const HOUR_MS = 3_600_000;

/**
 * docs/product.md §4 Trust on the shop's own settings: held stock comes back, limits for customers the
 * shop does not know, the owner's view of each customer's risk, and the blocklist.
 */
describe.each(testDatabaseKinds())('cash-on-delivery trust on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let products: ProductDto[];
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock, trustLimits: 'shop defaults' });
    admin = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => shop?.close());

  /** Products with plenty of stock and no discount, cheapest first: the price is what is charged. */
  const plenty = () => products.filter((product) => product.quantity >= 40 && product.discountprice === 0).sort((a, b) => a.price - b.price);
  const stockOf = async (id: string) => (await shop.database.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!.stock;
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin }, ...(payload ? { payload } : {}) });
  const settings = (payload: object) => asAdmin('PUT', '/api/admin/shop-settings', payload);

  interface Customer {
    token: string;
    userId: string;
    email: string;
    phone: string;
  }
  const newCustomer = async (phone = uniquePhone()): Promise<Customer> => ({ ...(await newAccount(shop)), phone });

  /** Places an order of `lines` (product, quantity) priced as the server prices it; answers the raw response. */
  const order = async (customer: Customer, lines: [ProductDto, number][], on: TestApp = shop) => {
    const { fixedCharge, freeDeliveryAbove } = (await on.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const subtotal = lines.reduce((sum, [product, quantity]) => sum + product.price * quantity, 0);
    const deliveryCharges = freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    return on.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: {
        address: { ...deliveryAddress, phone: customer.phone },
        items: lines.map(([product, quantity]) => ({ id: product._id, quantity })),
        amount: subtotal + deliveryCharges,
        deliveryCharges,
        method: 'COD',
      },
    });
  };
  const placed = async (customer: Customer, lines: [ProductDto, number][] = [[plenty()[0]!, 1]]) => {
    const response = await order(customer, lines);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().orderId as string;
  };
  const adminOrder = async (id: string) => (await asAdmin('GET', `/api/admin/orders/${id}`)).json().order as AdminOrderDto;
  const move = async (id: string, status: string, fields: object = {}) => {
    const response = await asAdmin('POST', `/api/admin/orders/${id}/status`, { status, ...fields });
    expect(response.statusCode, response.body).toBe(200);
  };
  const courier = async () => (await asAdmin('GET', '/api/admin/delivery-settings')).json().settings.couriers[0].name as string;
  const ship = async (id: string) => {
    await move(id, 'Packing');
    await move(id, 'Shipped', { courier: await courier(), trackingNumber: `TR${id.slice(0, 8)}` });
  };
  const deliver = async (id: string) => {
    await ship(id);
    await move(id, 'Out for delivery');
    await move(id, 'Delivered');
  };
  const refuse = async (id: string) => {
    await ship(id);
    await move(id, 'Returned', { reason: 'Refused at the door', restock: true });
  };
  /** Moves the shop's clock on, with a fresh owner login (tokens last 7 days). */
  const advance = async (ms: number) => {
    clock.advance(ms);
    admin = (await newAccount(shop, 'admin')).token;
  };

  describe('limits for customers the shop does not know yet', () => {
    it('stops the hoarding attack: one new account takes at most two small orders, the rest refused with their codes', async () => {
      const attacker = await newCustomer();
      const targets = plenty().slice(0, 4);
      const before = await Promise.all(targets.map((product) => stockOf(product._id)));

      const greedy = await Promise.all(
        Array.from({ length: 5 }, () =>
          order(
            attacker,
            targets.map((product) => [product, 10] as [ProductDto, number]),
          ),
        ),
      );
      for (const response of greedy) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'NEW_CUSTOMER_ORDER_LIMIT', message: expect.stringContaining('contact us on WhatsApp') });
      }

      const small = await Promise.all(Array.from({ length: 5 }, () => order(attacker, [[targets[0]!, 5]])));
      expect(small.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
      for (const refused of small.filter((response) => response.statusCode === 409)) {
        expect(refused.json()).toEqual({
          success: false,
          code: 'UNCONFIRMED_ORDERS_LIMIT',
          message:
            'You already have 2 orders waiting for confirmation. Please confirm them first with the link in your order email, or contact us on WhatsApp.',
        });
      }
      const after = await Promise.all(targets.map((product) => stockOf(product._id)));
      expect(after).toEqual([before[0]! - 10, ...before.slice(1)]);
    });

    it('counts waiting orders per phone across accounts, and a confirmed order no longer waits', async () => {
      const phone = uniquePhone();
      const first = await newCustomer(phone);
      const second = await newCustomer(phone);
      const one = await placed(first);
      await placed(second);
      const third = await order(await newCustomer(phone), [[plenty()[0]!, 1]]);
      expect(third.statusCode).toBe(409);
      expect(third.json().code).toBe('UNCONFIRMED_ORDERS_LIMIT');

      await move(one, 'Confirmed');
      await placed(second);
    });

    it('holds a new customer to the amount and units of the settings, 0 meaning no limit, and lets a trusted customer past', async () => {
      const cheapest = plenty()[0]!;
      expect((await settings({ newCustomerMaxOrderRupees: cheapest.price * 3, newCustomerMaxOrderUnits: 4 })).statusCode).toBe(200);
      try {
        const stranger = await newCustomer();
        const tooDear = await order(stranger, [[cheapest, 4]]);
        expect(tooDear.statusCode).toBe(409);
        expect(tooDear.json()).toMatchObject({
          code: 'NEW_CUSTOMER_ORDER_LIMIT',
          message: expect.stringContaining(`Rs. ${(cheapest.price * 3).toLocaleString('en-US')}`),
        });

        await settings({ newCustomerMaxOrderRupees: 0 });
        const tooMany = await order(stranger, [[cheapest, 5]]);
        expect(tooMany.statusCode).toBe(409);
        expect(tooMany.json().message).toContain('up to 4 items');
        expect((await order(stranger, [[cheapest, 4]])).statusCode).toBe(201);

        const regular = await newCustomer();
        await deliver(await placed(regular));
        for (let count = 0; count < 3; count += 1) expect((await order(regular, [[cheapest, 8]])).statusCode).toBe(201);
        expect((await adminOrder(await placed(regular))).risk).toMatchObject({ level: 'trusted', reasons: [] });
      } finally {
        await settings({ newCustomerMaxOrderRupees: 25_000, newCustomerMaxOrderUnits: 20 });
      }
    });
  });

  describe('what the shop remembers of a customer', () => {
    it('keeps a refuser risky under a new account with the same phone, but a stranger typing a good customer’s phone stays new', async () => {
      const refuser = await newCustomer();
      const refused = await placed(refuser);
      await refuse(refused);
      const again = await newCustomer(refuser.phone);
      const risky = await adminOrder(await placed(again));
      expect(risky.risk).toEqual({
        level: 'risky',
        reasons: [{ code: 'refused', text: `1 of 1 parcel to ${refuser.phone} refused at the door` }],
        history: { delivered: 0, returned: 1, cancelled: 0, expired: 0 },
      });

      const regular = await newCustomer();
      await deliver(await placed(regular));
      const stranger = await newCustomer(regular.phone);
      const strangers = await adminOrder(await placed(stranger));
      expect(strangers.risk.level).toBe('new');
      expect(strangers.risk.history.delivered).toBe(1);
    });

    it('marks a customer whose order the owner cancelled as "Fake order" risky, by phone and by account', async () => {
      const faker = await newCustomer();
      await move(await placed(faker), 'Cancelled', { reason: 'Fake order' });
      const later = await adminOrder(await placed(faker));
      expect(later.risk.level).toBe('risky');
      expect(later.risk.reasons).toEqual([{ code: 'fake-order', text: '1 order cancelled as fake' }]);
      expect((await adminOrder(await placed({ ...faker, phone: uniquePhone() }))).risk.level).toBe('risky');
    });

    it('filters the owner’s list by level, agreeing with each order’s own level', async () => {
      for (const level of riskLevels) {
        const response = await asAdmin('GET', `/api/admin/orders?risk=${level}&limit=100`);
        expect(response.statusCode).toBe(200);
        const { orders, total } = response.json() as { orders: AdminOrderDto[]; total: number };
        expect(orders.every((listed) => listed.risk.level === level)).toBe(true);
        if (level !== 'blocked') expect(total).toBeGreaterThan(0);
      }
      const all = (await asAdmin('GET', '/api/admin/orders?limit=100')).json() as { total: number };
      const totals = await Promise.all(
        riskLevels.map(async (level) => (await asAdmin('GET', `/api/admin/orders?risk=${level}&limit=1`)).json().total as number),
      );
      expect(totals.reduce((sum, count) => sum + count, 0)).toBe(all.total);
      expect((await asAdmin('GET', '/api/admin/orders?risk=shady')).json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['risk'] });
    });
  });

  describe('the blocklist', () => {
    it('refuses a blocked phone in any way it is written, flags its open orders, and takes orders again once lifted', async () => {
      const customer = await newCustomer();
      const open = await placed(customer);
      const created = await asAdmin('POST', '/api/admin/blocks', {
        phone: `+92 ${customer.phone.slice(1, 4)} ${customer.phone.slice(4)}`,
        reason: 'Refused 3 parcels',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { block } = created.json();
      expect(block).toMatchObject({ kind: 'phone', value: customer.phone, reason: 'Refused 3 parcels', openOrders: 1, account: null });
      expect((await adminOrder(open)).risk).toMatchObject({
        level: 'blocked',
        reasons: [{ code: 'blocked', text: `The phone number ${customer.phone} is blocked` }],
      });

      const refused = await order(await newCustomer(customer.phone), [[plenty()[0]!, 1]]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CUSTOMER_BLOCKED', message: expect.stringContaining('contact page') });

      const duplicate = await asAdmin('POST', '/api/admin/blocks', { phone: `92${customer.phone.slice(1)}`, reason: 'again' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().code).toBe('ALREADY_BLOCKED');

      const listed = (await asAdmin('GET', '/api/admin/blocks')).json().blocks as { _id: string }[];
      expect(listed.map((entry) => entry._id)).toContain(block._id);
      expect((await asAdmin('DELETE', `/api/admin/blocks/${block._id}`)).statusCode).toBe(200);
      expect((await asAdmin('DELETE', `/api/admin/blocks/${block._id}`)).json().code).toBe('BLOCK_NOT_FOUND');
      expect((await order(customer, [[plenty()[0]!, 1]])).statusCode).toBe(201);

      const audit = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityId, block._id));
      expect(audit.map((row) => row.action).sort()).toEqual(['block', 'unblock']);
    });

    it('blocks an account and an account’s email, whatever phone they then type', async () => {
      const byAccount = await newCustomer();
      await placed(byAccount);
      const account = await asAdmin('POST', '/api/admin/blocks', { userId: byAccount.userId, reason: 'Abusive on the phone' });
      expect(account.json().block).toMatchObject({ kind: 'user', value: byAccount.userId, account: { email: byAccount.email } });
      expect((await order({ ...byAccount, phone: uniquePhone() }, [[plenty()[0]!, 1]])).json().code).toBe('CUSTOMER_BLOCKED');

      const byEmail = await newCustomer();
      expect((await asAdmin('POST', '/api/admin/blocks', { email: byEmail.email.toUpperCase(), reason: 'Fake orders' })).statusCode).toBe(201);
      expect((await order(byEmail, [[plenty()[0]!, 1]])).statusCode).toBe(403);
    });

    it.each([
      [{ phone: '03001234567', email: 'a@example.pk', reason: 'x' }, 400, 'INVALID_REQUEST'],
      [{ reason: 'nothing named' }, 400, 'INVALID_REQUEST'],
      [{ phone: '+1 555 0100', reason: 'not Pakistani' }, 400, 'INVALID_REQUEST'],
      [{ phone: '03001234567' }, 400, 'INVALID_REQUEST'],
      [{ email: 'nobody-here@example.pk', reason: 'unknown' }, 404, 'BLOCK_TARGET_UNKNOWN'],
      [{ userId: 'ffffffffffffffffffffffff', reason: 'unknown' }, 404, 'BLOCK_TARGET_UNKNOWN'],
      [{ phone: '03009999999', reason: 'x'.repeat(301) }, 400, 'INVALID_REQUEST'],
    ])('refuses %o with %i %s and blocks nothing', async (payload, status, code) => {
      const before = (await asAdmin('GET', '/api/admin/blocks')).json().blocks.length;
      const response = await asAdmin('POST', '/api/admin/blocks', payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect((await asAdmin('GET', '/api/admin/blocks')).json().blocks).toHaveLength(before);
    });
  });

  describe('stock held by unconfirmed orders', () => {
    it('cancels an order still unconfirmed when its hold ends, once, with its stock and one email, even with two servers sweeping at once', async () => {
      const second = await createSecondApp(shop, { clock });
      try {
        const customer = await newCustomer();
        const product = plenty()[1]!;
        const stockBefore = await stockOf(product._id);
        const id = await placed(customer, [[product, 3]]);
        const held = await adminOrder(id);
        expect(held.holdUntil).toBe(new Date(clock.now().getTime() + 48 * HOUR_MS).toISOString());
        expect(await stockOf(product._id)).toBe(stockBefore - 3);

        await advance(48 * HOUR_MS - 1000);
        await expireUnconfirmedOrders(shop.app.context);
        expect((await adminOrder(id)).status).toBe('Order Placed');
        await advance(1000);
        await Promise.all([expireUnconfirmedOrders(shop.app.context), expireUnconfirmedOrders(second.app.context)]);
        expect(await expireUnconfirmedOrders(shop.app.context)).toBe(0);

        const expired = await adminOrder(id);
        expect(expired).toMatchObject({ status: 'Cancelled', cancellationReason: 'Not confirmed in time', holdUntil: null });
        expect(expired.statusHistory.at(-1)).toMatchObject({ status: 'Cancelled', by: 'system', note: 'Not confirmed in time' });
        expect(await stockOf(product._id)).toBe(stockBefore);

        await Promise.all([shop.outbox.idle(), second.outbox.idle()]);
        const mails = [...shop.sentMail, ...second.sentMail].filter((mail) => mail.to === customer.email && mail.subject.includes('not confirmed in time'));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain(`Order #${id.slice(0, 7)}: Cancelled (Not confirmed in time)`);
      } finally {
        await second.close();
      }
    });

    it('releases, as soon as the shop starts again, an order whose hold ended while it was stopped', async () => {
      const product = plenty()[2]!;
      const stockBefore = await stockOf(product._id);
      const id = await placed(await newCustomer(), [[product, 2]]);
      await advance(49 * HOUR_MS);
      // A process started now sweeps when it is ready, without anyone calling the sweep.
      const restarted = await createSecondApp(shop, { clock, holdSweep: true });
      try {
        await expect.poll(async () => (await adminOrder(id)).status, { timeout: 10_000 }).toBe('Cancelled');
        expect(await stockOf(product._id)).toBe(stockBefore);
      } finally {
        await restarted.close();
      }
    });

    it('lets the owner extend a hold by 24 hours, which the confirm link follows, and only for an order still waiting', async () => {
      const customer = await newCustomer();
      const id = await placed(customer);
      const placedAt = clock.now().getTime();
      // A minute later: an extension in the very millisecond of placing would tie with Order Placed in the history.
      await advance(60_000);
      const extended = await asAdmin('POST', `/api/admin/orders/${id}/extend-hold`);
      expect(extended.statusCode, extended.body).toBe(200);
      expect(extended.json().order.holdUntil).toBe(new Date(placedAt + 72 * HOUR_MS).toISOString());
      expect(extended.json().order.statusHistory.at(-1)).toMatchObject({ status: 'Order Placed', by: 'owner', note: 'Hold extended by 24 hours' });

      await advance(60 * HOUR_MS);
      await expireUnconfirmedOrders(shop.app.context);
      expect((await adminOrder(id)).status).toBe('Order Placed');
      const token = new URL(await orderConfirmLink(shop.app.context, id)).searchParams.get('token');
      const confirm = await shop.app.inject({ method: 'POST', url: '/api/order/confirm', payload: { token } });
      expect(confirm.statusCode, confirm.body).toBe(200);

      const refused = await asAdmin('POST', `/api/admin/orders/${id}/extend-hold`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('HOLD_NOT_EXTENDABLE');
      expect((await asAdmin('POST', '/api/admin/orders/ffffffffffffffffffffffff/extend-hold')).json().code).toBe('ORDER_NOT_FOUND');
    });

    it('refuses the confirm link once the hold has ended, before any sweep', async () => {
      const id = await placed(await newCustomer());
      const token = new URL(await orderConfirmLink(shop.app.context, id)).searchParams.get('token');
      await advance(48 * HOUR_MS);
      const confirm = await shop.app.inject({ method: 'POST', url: '/api/order/confirm', payload: { token } });
      expect(confirm.statusCode).toBe(410);
      expect(confirm.json().code).toBe('CONFIRM_LINK_EXPIRED');
      await expireUnconfirmedOrders(shop.app.context);
    });

    it('makes an account that lets two orders expire risky, without making the phone it typed risky for others', async () => {
      const careless = await newCustomer();
      for (let count = 0; count < 2; count += 1) {
        const id = await placed(careless);
        await advance(49 * HOUR_MS);
        await expireUnconfirmedOrders(shop.app.context);
        expect((await adminOrder(id)).status).toBe('Cancelled');
      }
      const next = await adminOrder(await placed(careless));
      expect(next.risk.level).toBe('risky');
      expect(next.risk.reasons).toEqual([{ code: 'expired', text: '2 orders of this account not confirmed in time' }]);
      expect(next.risk.history.expired).toBe(2);
      expect((await adminOrder(await placed(await newCustomer(careless.phone)))).risk.level).toBe('new');
      await advance(49 * HOUR_MS);
      await expireUnconfirmedOrders(shop.app.context);
    });

    it('never expires an order placed while the shop holds orders for ever', async () => {
      await settings({ unconfirmedHoldHours: 0 });
      try {
        const id = await placed(await newCustomer());
        expect((await adminOrder(id)).holdUntil).toBeNull();
        await advance(30 * 24 * HOUR_MS);
        await expireUnconfirmedOrders(shop.app.context);
        expect((await adminOrder(id)).status).toBe('Order Placed');
        expect((await asAdmin('POST', `/api/admin/orders/${id}/extend-hold`)).json().code).toBe('HOLD_NOT_EXTENDABLE');
        await move(id, 'Cancelled', { reason: 'Customer asked to cancel' });
      } finally {
        await settings({ unconfirmedHoldHours: 48 });
      }
    });
  });

  describe('the settings', () => {
    it('keeps the settings left out of a change, and refuses values out of range naming the field', async () => {
      const before = (await asAdmin('GET', '/api/admin/shop-settings')).json().settings;
      expect(before).toMatchObject({ unconfirmedHoldHours: 48, newCustomerOpenOrders: 2, newCustomerMaxOrderRupees: 25_000, newCustomerMaxOrderUnits: 20 });
      const changed = await settings({ newCustomerOpenOrders: 3 });
      expect(changed.json().settings).toEqual({ ...before, newCustomerOpenOrders: 3, version: before.version + 1 });
      for (const [field, value] of [
        ['unconfirmedHoldHours', 721],
        ['newCustomerOpenOrders', -1],
        ['newCustomerMaxOrderRupees', 1e12],
        ['newCustomerMaxOrderUnits', 2.5],
      ] as const) {
        const refused = await settings({ [field]: value });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: [field] });
      }
      await settings({ newCustomerOpenOrders: 2 });
      expect((await asAdmin('GET', '/api/admin/shop-settings')).json().settings).toEqual({ ...before, version: before.version + 2 });
    });
  });
});
