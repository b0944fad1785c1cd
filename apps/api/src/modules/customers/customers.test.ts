import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { CustomerDetailDto, CustomerSummaryDto } from '@shop/core/customers/admin-dtos';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';
import { customerNotes } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';

const MINUTE_MS = 60_000;

describe.each(testDatabaseKinds())('customers on %s', (kind) => {
  let shop: TestApp;
  let adminToken: string;
  let products: ProductDto[];
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + MINUTE_MS));
    shop = await createTestApp(kind, { clock });
    adminToken = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => shop?.close());

  const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: adminToken }, ...(payload ? { payload } : {}) });
  const plainProduct = () => products.find((product) => product.quantity >= 40 && product.discountprice === 0)!;

  /** Places an order of one plain product at the server's price, a minute after the last; answers its id and amount. */
  const place = async (token: string, address: Partial<typeof deliveryAddress>) => {
    clock.advance(MINUTE_MS);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const product = plainProduct();
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: {
        address: { ...deliveryAddress, ...address },
        items: [{ id: product._id, quantity: 1 }],
        amount: product.price + deliveryCharges,
        deliveryCharges,
        method: 'COD',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().orderId as string, amount: product.price + deliveryCharges };
  };
  const move = async (id: string, status: string, fields: object = {}) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { token: adminToken },
      payload: { status, ...fields },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ship = async (id: string) => {
    const courier = (await admin('GET', '/api/admin/delivery-settings')).json().settings.couriers[0].name as string;
    await move(id, 'Packing');
    await move(id, 'Shipped', { courier, trackingNumber: `TR${id.slice(0, 8)}` });
  };
  const deliver = async (id: string) => {
    await ship(id);
    await move(id, 'Out for delivery');
    await move(id, 'Delivered');
  };
  const list = async (query: string) => {
    const response = await admin('GET', `/api/admin/customers?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { customers: CustomerSummaryDto[]; total: number; limit: number; offset: number };
  };
  const detail = async (id: string) => {
    const response = await admin('GET', `/api/admin/customers/${encodeURIComponent(id)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().customer as CustomerDetailDto;
  };

  /** A word no seeded name has, so a search finds this file's people only. */
  const tag = `Quokka${process.pid}`;
  let phone: string;
  let otherPhone: string;
  let first: Awaited<ReturnType<typeof newAccount>>;
  let second: Awaited<ReturnType<typeof newAccount>>;
  let placed: { id: string; amount: number }[];

  beforeAll(async () => {
    phone = uniquePhone();
    otherPhone = uniquePhone();
    first = await newAccount(shop);
    second = await newAccount(shop);
    const o1 = await place(first.token, { firstName: 'Zarmeen', lastName: tag, phone });
    const o2 = await place(second.token, { firstName: 'Zee', lastName: tag, phone, email: `zee.${tag.toLowerCase()}@example.pk` });
    const o3 = await place(second.token, { firstName: 'Zee', lastName: tag, phone });
    const o4 = await place(first.token, { firstName: 'Zarmeen', lastName: `Bibi ${tag}`, phone: `+92 ${phone.slice(1, 4)} ${phone.slice(4)}` });
    const o5 = await place(second.token, { firstName: 'Sana', lastName: tag, phone: otherPhone });
    placed = [o1, o2, o3, o4, o5];
    await deliver(o1.id);
    await deliver(o2.id);
    await move(o2.id, 'Returned', { reason: 'Damaged in transit', restock: false, refund: 100 });
    await move(o3.id, 'Cancelled', { reason: 'Duplicate order' });
    await ship(o4.id);
    await move(o4.id, 'Returned', { reason: 'Refused at the door', restock: true });
  });

  describe('the list', () => {
    it('makes orders sharing a phone one person, with both accounts, counts and the cash collected', async () => {
      const { customers } = await list(`q=${tag}`);
      const person = customers.find((customer) => customer._id === `p-${phone}`)!;
      expect(person).toEqual({
        _id: `p-${phone}`,
        name: `Zarmeen Bibi ${tag}`,
        phone,
        email: first.email,
        orders: 4,
        delivered: 1,
        returned: 2,
        cancelled: 1,
        spent: placed[0]!.amount + placed[1]!.amount - 100,
        lastOrderAt: expect.any(String),
        accounts: 2,
      });
      // The account that used two phones is in both people's stories.
      expect(customers.find((customer) => customer._id === `p-${otherPhone}`)).toMatchObject({ name: `Sana ${tag}`, orders: 1, accounts: 1, spent: 0 });
    });

    it('finds a person by name, by phone in any form and by email, whatever the case', async () => {
      const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).customers.map((customer) => customer._id);
      expect(await ids(`zarmeen bibi ${tag.toLowerCase()}`)).toEqual([`p-${phone}`]);
      expect(await ids(`+92 ${phone.slice(1, 4)} ${phone.slice(4)}`)).toEqual([`p-${phone}`]);
      expect(await ids(`92${phone.slice(1)}`)).toEqual([`p-${phone}`]);
      expect(await ids(phone.slice(-7))).toContain(`p-${phone}`);
      expect(await ids(second.email.toUpperCase())).toEqual([`p-${otherPhone}`, `p-${phone}`]);
      expect(await ids(`zee.${tag.toLowerCase()}@EXAMPLE.pk`)).toEqual([`p-${phone}`]);
      expect(await ids(`${tag}%_`)).toEqual([]);
    });

    it('lists an account with no order under its account, without an email when it has none', async () => {
      const lonely = await newAccount(shop);
      const passwordless = uniquePhone();
      const [handMade] = await shop.database.db
        .insert(users)
        .values({ id: `hand-${tag}`, name: `Hand ${tag}`, email: null, phone: passwordless, passwordHash: null })
        .returning();
      const { customers } = await list(`q=${tag}`);
      expect(customers.find((customer) => customer._id === `p-${passwordless}`)).toMatchObject({
        name: `Hand ${tag}`,
        email: null,
        orders: 0,
        accounts: 1,
        lastOrderAt: null,
      });
      expect((await list(`q=${encodeURIComponent(lonely.email)}`)).customers).toEqual([
        expect.objectContaining({ _id: `a-${lonely.userId}`, phone: null, email: lonely.email, orders: 0, spent: 0 }),
      ]);
      const page = await detail(`p-${passwordless}`);
      expect(page.accounts).toEqual([expect.objectContaining({ _id: handMade!.id, email: null, hasLogin: false })]);
      expect(page.whatsappUrl).toContain(`https://wa.me/92${passwordless.slice(1)}?text=`);
    });

    it('never lists the owner, and sorts by orders, cash collected and last order', async () => {
      const owner = await newAccount(shop, 'admin');
      expect((await list(`q=${encodeURIComponent(owner.email)}`)).total).toBe(0);
      const byOrders = (await list(`q=${tag}&sort=orders`)).customers.map((customer) => customer.orders);
      expect(byOrders).toEqual([...byOrders].sort((a, b) => b - a));
      expect(byOrders[0]).toBe(4);
      const bySpent = (await list(`q=${tag}&sort=spent`)).customers.map((customer) => customer.spent);
      expect(bySpent).toEqual([...bySpent].sort((a, b) => b - a));
      const byLast = (await list(`q=${tag}`)).customers;
      expect(byLast[0]!._id).toBe(`p-${otherPhone}`);
      expect(byLast.at(-1)!.lastOrderAt).toBeNull();
    });

    it.each([
      ['SQL', "' or 1=1; drop table users; --"],
      ['HTML', '<img src=x onerror=alert(1)>'],
      ['LIKE wildcards', '%'],
    ])('takes %s in a search as plain text', async (_case, q) => {
      const response = await admin('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ customers: [], total: 0 });
    });

    it('reads a search of broken UTF-8 (a lone surrogate as bytes) as text that matches nobody', async () => {
      const response = await admin('GET', '/api/admin/customers?q=a%ED%A0%80');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ customers: [], total: 0 });
    });

    it('pages like the other lists', async () => {
      const all = await list(`q=${tag}`);
      const second = await list(`q=${tag}&limit=1&offset=1`);
      expect(second).toMatchObject({ total: all.total, limit: 1, offset: 1 });
      expect(second.customers.map((customer) => customer._id)).toEqual([all.customers[1]!._id]);
    });

    it.each([
      ['a 10,000-character search', `q=${'a'.repeat(10_000)}`, 'q'],
      ['an unknown sort', 'sort=name', 'sort'],
      ['a negative offset', 'offset=-1', 'offset'],
    ])('refuses %s with 400 naming the field', async (_case, query, field) => {
      const response = await admin('GET', `/api/admin/customers?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
      expect(response.json().fields).toContain(field);
    });

    it('is the owner’s alone', async () => {
      const customer = await newAccount(shop);
      for (const url of ['/api/admin/customers', `/api/admin/customers/p-${phone}`, '/api/admin/customers/export.csv']) {
        expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expect((await shop.app.inject({ method: 'GET', url, headers: { token: customer.token } })).statusCode).toBe(403);
      }
      const note = await shop.app.inject({
        method: 'PUT',
        url: `/api/admin/customers/p-${phone}/note`,
        headers: { token: customer.token },
        payload: { note: 'x' },
      });
      expect(note.statusCode).toBe(403);
      expect(
        await shop.database.db
          .select()
          .from(customerNotes)
          .where(eq(customerNotes.personKey, `p-${phone}`)),
      ).toEqual([]);
    });
  });

  describe("a customer's page", () => {
    it('shows the orders newest first, both accounts, the trust level with its reasons and a WhatsApp link', async () => {
      const page = await detail(`p-${phone}`);
      expect(page).toMatchObject({
        _id: `p-${phone}`,
        orders: expect.any(Array),
        ordersTotal: 4,
        delivered: 1,
        returned: 2,
        cancelled: 1,
        blocked: false,
        note: null,
      });
      expect(page.orders.map((order) => [order._id, order.status])).toEqual([
        [placed[3]!.id, 'Returned'],
        [placed[2]!.id, 'Cancelled'],
        [placed[1]!.id, 'Returned'],
        [placed[0]!.id, 'Delivered'],
      ]);
      expect(page.orders[3]).toMatchObject({ orderNumber: placed[0]!.id.slice(0, 7), amount: placed[0]!.amount, itemsCount: 1, channel: 'web' });
      expect(page.accounts.map((account) => account._id).sort()).toEqual([first.userId, second.userId].sort());
      expect(page.accounts.every((account) => account.hasLogin)).toBe(true);
      expect(page.trust.level).toBe('risky');
      expect(page.trust.reasons.map((reason) => reason.code)).toEqual(['refused']);
      expect(page.trust.reasons[0]!.text).toContain(phone);
      const url = new URL(page.whatsappUrl!);
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/92${phone.slice(1)}`);
      expect(url.searchParams.get('text')).toMatch(/^Assalam o Alaikum Zarmeen, this is .+\.$/);
      expect(page.newsletter).toEqual(
        expect.arrayContaining([
          { email: second.email, state: 'not-subscribed' },
          { email: `zee.${tag.toLowerCase()}@example.pk`, state: 'not-subscribed' },
        ]),
      );
    });

    it('answers 404 with a code for an unknown or malformed id', async () => {
      for (const id of ['p-03999999999', 'zzz', 'p-', `a-${first.userId}`, `p-${'9'.repeat(60)}`, 'p-%00']) {
        const response = await admin('GET', `/api/admin/customers/${encodeURIComponent(id)}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('CUSTOMER_NOT_FOUND');
      }
    });
  });

  describe("the owner's note", () => {
    const notesOf = async (key: string) => shop.database.db.select().from(customerNotes).where(eq(customerNotes.personKey, key));
    const auditRows = async (key: string) =>
      shop.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, key)));

    it('saves a note, refuses a save on a stale version, and deletes it when emptied', async () => {
      const key = `p-${otherPhone}`;
      const saved = await admin('PUT', `/api/admin/customers/${key}/note`, { note: '  Prefers evening calls <b>really</b>  ' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().note).toMatchObject({ text: 'Prefers evening calls <b>really</b>', version: 1 });

      const edited = await admin('PUT', `/api/admin/customers/${key}/note`, { note: 'Call after 6 pm', version: 1 });
      expect(edited.json().note).toMatchObject({ text: 'Call after 6 pm', version: 2 });

      const stale = await admin('PUT', `/api/admin/customers/${key}/note`, { note: 'Lost edit', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'EDIT_CONFLICT', details: { version: 2 } });
      expect((await notesOf(key))[0]).toMatchObject({ note: 'Call after 6 pm', version: 2 });
      expect((await detail(key)).note).toMatchObject({ text: 'Call after 6 pm', version: 2 });

      const emptied = await admin('PUT', `/api/admin/customers/${key}/note`, { note: '   ', version: 2 });
      expect(emptied.statusCode).toBe(200);
      expect(emptied.json()).toMatchObject({ note: null, message: 'Note deleted' });
      expect(await notesOf(key)).toEqual([]);
      expect((await detail(key)).note).toBeNull();
      expect((await auditRows(key)).length).toBe(3);
    });

    it.each([
      ['a note over 2000 characters', { note: 'x'.repeat(2001) }, 'note'],
      ['a note that is not text', { note: 42 }, 'note'],
      ['a version of 0', { note: 'x', version: 0 }, 'version'],
    ])('refuses %s, changing nothing', async (_case, body, field) => {
      const key = `p-${phone}`;
      const response = await admin('PUT', `/api/admin/customers/${key}/note`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContain(field);
      expect(await notesOf(key)).toEqual([]);
    });

    it('refuses a note on nobody with 404', async () => {
      const response = await admin('PUT', '/api/admin/customers/p-03999999999/note', { note: 'Nobody' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CUSTOMER_NOT_FOUND');
      expect(await notesOf('p-03999999999')).toEqual([]);
    });
  });

  describe('the CSV export', () => {
    it("writes the list's rows through the shop's CSV writer, a formula in a name defused", async () => {
      const formulaPhone = uniquePhone();
      const buyer = await newAccount(shop);
      await place(buyer.token, { firstName: '=HYPERLINK("http://x")', lastName: tag, phone: formulaPhone });
      const response = await admin('GET', `/api/admin/customers/export.csv?q=${tag}&sort=orders`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = parse(response.body) as string[][];
      expect(rows[0]).toEqual(['customer_id', 'name', 'phone', 'email', 'orders', 'delivered', 'returned', 'cancelled', 'spent', 'last_order_at', 'accounts']);
      expect(rows.length - 1).toBe((await list(`q=${tag}`)).total);
      expect(rows[1]!.slice(0, 5)).toEqual([`p-${phone}`, `Zarmeen Bibi ${tag}`, phone, first.email, '4']);
      expect(rows.find((row) => row[0] === `p-${formulaPhone}`)![1]).toBe(`'=HYPERLINK("http://x") ${tag}`);
    });

    it('refuses a 10,000-character search with 400', async () => {
      const response = await admin('GET', `/api/admin/customers/export.csv?q=${'a'.repeat(10_000)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_REQUEST');
    });
  });
});
