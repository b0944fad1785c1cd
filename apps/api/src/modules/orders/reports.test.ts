import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto, OrderReportDto } from '@shop/core/orders/admin-dtos';
import { orderSteps } from '@shop/core/orders/order-steps';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, deliveryAddress, newAccount, seededAt, type TestApp, testDatabaseKinds } from '../../../test/helpers';
import { statementCounter } from '../../../test/statement-counter';
import { fixedClock } from '../../lib/clock';
import { exportOrderParts, startOrderExport } from './export';
import type { Queryable } from '../../db/client';

// Issue 33 §2: every number the console shows opens what it counts. Days are the shop's (Asia/Karachi,
// UTC+05:00, the default SHOP_TIME_ZONE); the clock is moved by hand, so nothing here waits on time.

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe.each(testDatabaseKinds())('reports, the order list by step and the CSV on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let products: ProductDto[];
  const clock = fixedClock(new Date());
  const ids: Record<string, string> = {};
  const amounts: Record<string, number> = {};

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;

    // The 27th, 23:30 in Karachi (18:30 UTC): the 27th for the shop, though UTC's day too.
    await at('2032-03-27T18:30:00Z');
    await place('late27');
    // 00:30 on the 28th in Karachi, still the 27th in UTC.
    await at('2032-03-27T19:30:00Z');
    await place('early28', '  karachi ');
    await place('cancelled28');
    await place('refused28');
    await place('delivered28');
    await at('2032-03-28T06:00:00Z');
    await moveAlong('late27', ['Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    await moveAlong('delivered28', ['Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    await moveAlong('refused28', ['Packing', 'Shipped']);
    await move('refused28', 'Returned', { reason: 'Refused at the door', restock: true });
    await move('cancelled28', 'Cancelled', { reason: 'Asked by phone' });
    // The 29th: a delivered parcel comes back with part of its cash refunded.
    await at('2032-03-29T07:00:00Z');
    await move('delivered28', 'Returned', { reason: 'Damaged', restock: false, refund: 100 });
    await place('placed29');
  });
  afterAll(async () => shop?.close());

  async function at(instant: string) {
    clock.set(new Date(instant));
    // Tokens last 7 days: a login of that day.
    admin = (await newAccount(shop, 'admin')).token;
  }

  async function place(name: string, city = deliveryAddress.city) {
    const product = products.filter((candidate) => candidate.quantity >= 30 && candidate.discountprice === 0)[Object.keys(ids).length % 3]!;
    const { token } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: {
        address: { ...deliveryAddress, city },
        items: [{ id: product._id, quantity: 1 }],
        amount: product.price + deliveryCharges,
        deliveryCharges,
        method: 'COD',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json().orderId;
    amounts[name] = product.price + deliveryCharges;
  }

  async function move(name: string, status: string, fields: Record<string, unknown> = {}) {
    const body = status === 'Shipped' ? { courier: 'TCS', trackingNumber: '770012345678', ...fields } : fields;
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ids[name]}/status`,
      headers: { token: admin },
      payload: { status, ...body },
    });
    expect(response.statusCode, `${name} → ${status}: ${response.body}`).toBe(200);
  }

  async function moveAlong(name: string, statuses: string[]) {
    for (const status of statuses) await move(name, status);
  }

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { token: admin } });
  const listed = async (query: string) =>
    ((await get(`/api/admin/orders?limit=200&${query}`)).json().orders as AdminOrderDto[]).map((order) => order._id).sort();
  const report = async (query: string) => (await get(`/api/admin/reports/summary?${query}`)).json().report as OrderReportDto;
  const named = (...names: string[]) => names.map((name) => ids[name]!).sort();

  it("reads a bare day as the shop's day: an order at 23:30 in Karachi on the 27th counts on the 27th, not the 28th", async () => {
    expect(await listed('from=2032-03-27&to=2032-03-27')).toEqual(named('late27'));
    expect(await listed('from=2032-03-28&to=2032-03-28')).toEqual(named('early28', 'cancelled28', 'refused28', 'delivered28'));
    const day27 = await report('from=2032-03-27&to=2032-03-27');
    expect(day27).toMatchObject({ from: '2032-03-26T19:00:00.000Z', to: '2032-03-27T19:00:00.000Z', placed: 1, delivered: 0 });
    expect(day27.days).toEqual([{ date: '2032-03-27', placed: 1, delivered: 0, cash: 0 }]);
    // An instant with its time is taken as it is.
    expect(await listed('from=2032-03-27T18:00:00Z&to=2032-03-27T19:00:00Z')).toEqual(named('late27'));
  });

  it('lists exactly the orders each count of a report counts, by when the step happened (on=)', async () => {
    const day28 = await report('from=2032-03-28&to=2032-03-28');
    expect(day28).toMatchObject({ placed: 4, confirmed: 3, shipped: 3, delivered: 2, returned: 1, cancelled: 1 });
    const expected = {
      placed: named('early28', 'cancelled28', 'refused28', 'delivered28'),
      // Taken straight to Packing, the refused parcel was confirmed by phone then.
      confirmed: named('late27', 'delivered28', 'refused28'),
      shipped: named('late27', 'delivered28', 'refused28'),
      // Counted as delivered on the 28th though it came back on the 29th: the report counts it too.
      delivered: named('late27', 'delivered28'),
      returned: named('refused28'),
      cancelled: named('cancelled28'),
    };
    for (const step of orderSteps) {
      const orders = await listed(`on=${step}&from=2032-03-28&to=2032-03-28`);
      expect(orders, step).toEqual(expected[step]);
      expect(orders.length, step).toBe(day28[step]);
    }
    // Without on=, the dates are the placing's, as before.
    expect(await listed('from=2032-03-28&to=2032-03-28')).toEqual(await listed('on=placed&from=2032-03-28&to=2032-03-28'));
    // The status tabs count the same orders.
    const { counts, total } = (await get('/api/admin/orders?on=delivered&from=2032-03-28&to=2032-03-28')).json();
    expect(total).toBe(2);
    expect(counts).toMatchObject({ Delivered: 1, Returned: 1 });
    expect(await listed('on=returned&from=2032-03-29&to=2032-03-29')).toEqual(named('delivered28'));
    const bad = await get('/api/admin/orders?on=paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      fields: ['on'],
      message: 'on must be one of: placed, confirmed, shipped, delivered, returned, cancelled',
    });
  });

  it('adds up: the days and the cities make the totals, the average order is what a delivered order came to', async () => {
    const period = await report('from=2032-03-26&to=2032-03-30');
    expect(period.days.map((day) => day.date)).toEqual(['2032-03-26', '2032-03-27', '2032-03-28', '2032-03-29', '2032-03-30']);
    expect(period.days.map((day) => day.placed)).toEqual([0, 1, 4, 1, 0]);
    expect(sum(period.days.map((day) => day.placed))).toBe(period.placed);
    expect(sum(period.days.map((day) => day.delivered))).toBe(period.delivered);
    expect(sum(period.days.map((day) => day.cash))).toBe(period.cashCollected);
    expect(period.cashCollected).toBe(amounts.late27! + amounts.delivered28! - 100);
    expect(period.days[3]!.cash).toBe(-100);
    expect(period.averageOrder).toBe((amounts.late27! + amounts.delivered28!) / 2);
    // '  karachi ' and 'Lahore' as typed; most orders first.
    expect(period.byCity).toEqual([
      { city: 'Lahore', orders: 5, cash: period.cashCollected },
      { city: 'Karachi', orders: 1, cash: 0 },
    ]);
    expect(sum(period.byCity.map((city) => city.orders))).toBe(period.placed);
    expect(sum(period.byCity.map((city) => city.cash))).toBe(period.cashCollected);
    // By instants the days are the shop days the period touches, and still add up.
    const instants = await report('from=2032-03-27T12:00:00Z&to=2032-03-28T12:00:00Z');
    expect(instants.days.map((day) => day.date)).toEqual(['2032-03-27', '2032-03-28']);
    expect(sum(instants.days.map((day) => day.placed))).toBe(instants.placed);
    expect(sum(instants.days.map((day) => day.cash))).toBe(instants.cashCollected);
  });

  it('refuses a reversed period and one over two years, for the report and the CSV, naming the field', async () => {
    for (const path of ['/api/admin/reports/summary', '/api/admin/orders.csv']) {
      const reversed = await get(`${path}?from=2032-03-29&to=2032-03-27`);
      expect(reversed.statusCode, path).toBe(400);
      expect(reversed.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'to must not be before from', fields: ['to'] });
      const tooLong = await get(`${path}?from=2024-01-01&to=2026-01-01`);
      expect(tooLong.statusCode, path).toBe(400);
      expect(tooLong.json()).toEqual({
        success: false,
        code: 'INVALID_REQUEST',
        message: 'from must be at most 731 days (two years) before to',
        fields: ['from'],
      });
      // 2024 is a leap year: these are 731 days, the most a period may span.
      expect((await get(`${path}?from=2024-01-01&to=2025-12-31`)).statusCode, path).toBe(200);
      const sinceLongAgo = await get(`${path}?from=2020-01-01`);
      expect(sinceLongAgo.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['from'] });
    }
    expect((await get('/api/admin/reports/summary?from=2032-04-01')).json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'from must not be after today',
    });
  });

  it('downloads the CSV of the orders placed from one shop day to another', async () => {
    const csvOf = async (query: string) => {
      const response = await get(`/api/admin/orders.csv?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      return { response, rows: parse(response.body, { columns: true }) as Record<string, string>[] };
    };
    const day27 = await csvOf('from=2032-03-27&to=2032-03-27');
    expect(day27.rows.map((row) => row.order_id)).toEqual([ids.late27]);
    expect(day27.response.headers['content-disposition']).toBe('attachment; filename="orders-2032-03-27-to-2032-03-27.csv"');
    const both = await csvOf('from=2032-03-27&to=2032-03-28');
    expect(both.rows).toHaveLength(5);
    expect(both.rows[0]).toMatchObject({ order_id: ids.late27, status: 'Delivered', placed_at: '2032-03-27T18:30:00.000Z' });
    // Without to: up to the end of the shop's today (the clock's 29th).
    expect((await csvOf('from=2032-03-29')).rows.map((row) => row.order_id)).toEqual([ids.placed29]);
  });

  it('streams the CSV: nothing is read before the reader asks, then two statements per batch of orders', async () => {
    const counter = statementCounter(shop.database);
    const period = { from: new Date('2032-03-26T19:00:00Z'), to: new Date('2032-03-28T19:00:00Z') };
    const parts = exportOrderParts(shop.database.db, period, 2);
    const header = await counter.count(() => parts.next());
    expect(header.result.value).toMatch(/^"order_number","order_id","placed_at",/);
    expect(header.statements).toHaveLength(0);
    const batches: { rows: number; statements: number }[] = [];
    for (;;) {
      const { result, statements } = await counter.count(() => parts.next());
      if (result.done) {
        batches.push({ rows: 0, statements: statements.length });
        break;
      }
      batches.push({ rows: (result.value as string).split('\r\n').length - 1, statements: statements.length });
    }
    // Five orders, two at a time: each batch reads its orders and their lines, and a short batch is the last.
    expect(batches).toEqual([
      { rows: 2, statements: 2 },
      { rows: 2, statements: 2 },
      { rows: 1, statements: 2 },
      { rows: 0, statements: 0 },
    ]);
  });

  it('reads the first batch before the download starts: a database that is away refuses it, so the answer is a 503, not a cut-short 200', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unreachable = {
      select: () => {
        throw away;
      },
    } as unknown as Queryable;
    await expect(startOrderExport(unreachable, { from: new Date('2032-03-26T19:00:00Z'), to: new Date('2032-03-28T19:00:00Z') })).rejects.toBe(away);
  });
});
