import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierBalanceDto, UnpaidParcelDto } from '@shop/core/couriers/admin-dtos';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { AdminOverviewDto } from '@shop/core/console/admin-dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { PayoutMatch } from '@shop/core/couriers/courier-payouts';
import { rupeesToPaisa, rupees, type Paisa } from '@shop/core/shared/money';
import { shopDayEnd, shopDayOf, shopDayStart } from '@shop/core/shared/shop-days';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { formulaCells } from '../../../test/spreadsheet-cells';
import { auditLog } from '../../db/schema/audit';
import { courierPayoutLines, courierPayoutPreviews, courierPayouts } from '../../db/schema/couriers';
import { fixedClock } from '../../lib/clock';
import { newId } from '../../lib/ids';

const DAY_MS = 86_400_000;
const COURIER = 'Swift Parcel';
const FORMULA_COURIER = "=cmd|' /C calc'!A0";
const CHARGE_PAISA = 18_000;
/** The whole figure in rupees, as the API speaks it, of a sum kept in paisa. */
const inRupees = (amount: number) => rupees(amount / 100);
const taxOn = (cashPaisa: number) => Math.round(cashPaisa * 0.02);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

interface Parcel {
  id: string;
  amountPaisa: number;
  trackingNumber: string;
}

interface CreatedLine {
  order: Parcel | null;
  trackingNumber: string;
  match: PayoutMatch;
  cashPaisa: number;
  chargesPaisa: number;
  taxPaisa: number;
  differencePaisa: number | null;
}

type Balances = { from: string | null; to: string; overdueDays: number; couriers: CourierBalanceDto[]; totals: Omit<CourierBalanceDto, 'courier'> };

describe.each(testDatabaseKinds())('what every courier owes on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let product: ProductDto;
  let start: Date;
  let timeZone: string;
  const clock = fixedClock(new Date());
  /**
   * The test's parcels, all with Swift Parcel: A, B, C delivered on days 0–2 and paid on day 3; D delivered
   * on day 5 and E (straight from Shipped) on day 20, unpaid; F shipped on day 2 and back on day 6; G
   * delivered on day 2 and brought back on day 4, which the second payout (day 7) reports returned, no cash.
   */
  const parcels: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', Parcel> = {} as never;
  let firstPayout: { id: string; lines: CreatedLine[] };
  let secondPayout: { id: string; lines: CreatedLine[] };

  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
  /** Moves the clock to a day of the test, with a fresh admin login: tokens last 7 days. */
  const onDay = async (days: number) => {
    clock.set(at(days));
    admin = (await newAccount(shop, 'admin')).token;
  };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin }, ...(payload ? { payload } : {}) });
  const move = async (id: string, status: string, fields: object = {}) => {
    const response = await call('POST', `/api/admin/orders/${id}/status`, { status, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().order as AdminOrderDto;
  };
  const place = async (trackingNumber: string): Promise<Parcel> => {
    const { token } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const amount = product.price + deliveryCharges;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount, deliveryCharges, method: 'COD' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().orderId as string;
    await move(id, 'Packing');
    await move(id, 'Shipped', { courier: COURIER, trackingNumber });
    return { id, amountPaisa: rupeesToPaisa(rupees(amount)), trackingNumber };
  };
  const deliver = async (trackingNumber: string) => {
    const parcel = await place(trackingNumber);
    await move(parcel.id, 'Out for delivery');
    await move(parcel.id, 'Delivered');
    return parcel;
  };

  const paidLine = (order: Parcel, cashPaisa: number): CreatedLine => ({
    order,
    trackingNumber: order.trackingNumber,
    match: cashPaisa === order.amountPaisa ? 'matched' : 'amount-differs',
    cashPaisa,
    chargesPaisa: CHARGE_PAISA,
    taxPaisa: taxOn(cashPaisa),
    differencePaisa: cashPaisa - order.amountPaisa,
  });
  /** A payout as applying one leaves it: its preview (applied), the payout and a line per row of the report. */
  const storePayout = async (appliedAt: Date, lines: CreatedLine[]) => {
    const db = shop.database.db;
    const previewId = newId();
    const id = newId();
    const inputLines = lines.map((line, index) => ({
      line: index + 2,
      trackingNumber: line.trackingNumber,
      cashPaisa: line.cashPaisa,
      chargesPaisa: line.chargesPaisa,
      taxPaisa: line.taxPaisa,
    }));
    await db
      .insert(courierPayoutPreviews)
      .values({ id: previewId, courier: COURIER, fileName: 'swift.csv', lines: inputLines, createdAt: appliedAt, appliedAt });
    await db.insert(courierPayouts).values({ id, courier: COURIER, previewId, fileName: 'swift.csv', appliedAt });
    await db.insert(courierPayoutLines).values(
      lines.map((line, index) => ({
        id: newId(),
        payoutId: id,
        orderId: line.order?.id ?? null,
        line: index + 2,
        trackingNumber: line.trackingNumber,
        match: line.match,
        cashPaisa: line.cashPaisa as Paisa,
        chargesPaisa: line.chargesPaisa as Paisa,
        taxPaisa: line.taxPaisa as Paisa,
        differencePaisa: line.differencePaisa as Paisa | null,
      })),
    );
    return { id, lines };
  };

  const balances = async (query = ''): Promise<Balances> => {
    const response = await call('GET', `/api/admin/couriers/balances${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };
  const swift = (figures: Balances) => figures.couriers.find((row) => row.courier === COURIER)!;
  const unpaid = async (query: string) => {
    const response = await call('GET', `/api/admin/couriers/unpaid${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { parcels: UnpaidParcelDto[]; overdueDays: number; total: number; limit: number; offset: number };
  };
  const adminOrder = async (id: string) => {
    const response = await call('GET', `/api/admin/orders/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().order as AdminOrderDto;
  };
  const saveCourierPayoutDays = (courierPayoutDays: unknown) => call('PUT', '/api/admin/shop-settings', { courierPayoutDays });
  const lineOf = (payout: { lines: CreatedLine[] }, parcel: Parcel) => payout.lines.find((line) => line.order === parcel)!;

  beforeAll(async () => {
    start = new Date(seededAt().getTime() + 60_000);
    clock.set(start);
    shop = await createTestApp(kind, { clock });
    timeZone = shop.app.context.config.shopTimeZone;
    admin = (await newAccount(shop, 'admin')).token;
    product = ((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[]).find(
      (candidate) => candidate.quantity >= 40 && candidate.discountprice === 0,
    )!;
    const settings = (await call('GET', '/api/admin/delivery-settings')).json().settings;
    const saved = await call('PUT', '/api/admin/delivery-settings', {
      fixedCharge: settings.fixedCharge,
      freeDeliveryAbove: settings.freeDeliveryAbove,
      couriers: [...settings.couriers, { name: COURIER, trackingUrlTemplate: null }, { name: FORMULA_COURIER, trackingUrlTemplate: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    parcels.A = await deliver('SW-1001');
    await onDay(1);
    parcels.B = await deliver('SW-1002');
    await onDay(2);
    parcels.C = await deliver('SW-1003');
    parcels.F = await place('SW-1006');
    parcels.G = await deliver('SW-1008');
    await onDay(4);
    await move(parcels.G.id, 'Returned', { reason: 'Returned after delivery', restock: true, refund: 0, returnCharge: 120 });
    await onDay(5);
    parcels.D = await deliver('SW-1004');
    await onDay(6);
    await move(parcels.F.id, 'Returned', { reason: 'Refused at the door', restock: true, returnCharge: 150 });
    await onDay(20);
    parcels.E = await place('SW-1005');
    await move(parcels.E.id, 'Delivered');

    firstPayout = await storePayout(at(3), [
      paidLine(parcels.A, parcels.A.amountPaisa),
      paidLine(parcels.B, parcels.B.amountPaisa - 10_000),
      paidLine(parcels.C, parcels.C.amountPaisa + 5_000),
      { order: null, trackingNumber: 'SW-9999', match: 'unknown', cashPaisa: 99_900, chargesPaisa: CHARGE_PAISA, taxPaisa: 1_998, differencePaisa: null },
    ]);
    secondPayout = await storePayout(at(7), [
      {
        order: parcels.F,
        trackingNumber: parcels.F.trackingNumber,
        match: 'returned',
        cashPaisa: 0,
        chargesPaisa: 15_000,
        taxPaisa: 300,
        differencePaisa: null,
      },
      {
        order: parcels.G,
        trackingNumber: parcels.G.trackingNumber,
        match: 'returned',
        cashPaisa: 0,
        chargesPaisa: 12_000,
        taxPaisa: 240,
        differencePaisa: null,
      },
      {
        order: null,
        trackingNumber: parcels.A.trackingNumber,
        match: 'already-paid',
        cashPaisa: parcels.A.amountPaisa,
        chargesPaisa: CHARGE_PAISA,
        taxPaisa: taxOn(parcels.A.amountPaisa),
        differencePaisa: null,
      },
    ]);
    await onDay(30);
  });
  afterAll(async () => shop?.close());

  it("counts a courier's delivered parcels, what its payouts paid for them, its costs and what it still owes, all time", async () => {
    const { A, B, C, D, E, F, G } = parcels;
    const paidLines = [A, B, C].map((parcel) => lineOf(firstPayout, parcel));
    const paid = sum(paidLines.map((line) => line.cashPaisa));
    const charges = sum(paidLines.map((line) => line.chargesPaisa));
    // The returned lines' tax counts with the returns; their charges are the orders' return charges.
    const tax = sum(paidLines.map((line) => line.taxPaisa)) + lineOf(secondPayout, F).taxPaisa + lineOf(secondPayout, G).taxPaisa;
    const returnCharges = 15_000 + 12_000;
    const figures = await balances();
    expect(figures.from).toBeNull();
    expect(figures.to).toBe(shopDayEnd(shopDayOf(at(30), timeZone), timeZone).toISOString());
    expect(figures.overdueDays).toBe(14);
    expect(swift(figures)).toEqual({
      courier: COURIER,
      deliveredParcels: 6,
      delivered: inRupees(sum([A, B, C, D, E, G].map((parcel) => parcel.amountPaisa))),
      unpaidParcels: 2,
      outstanding: inRupees(D.amountPaisa + E.amountPaisa),
      paid: inRupees(paid),
      // B was paid Rs. 100 short; G, delivered, came back by the courier's word with no cash for it: all of it short.
      shortfalls: inRupees(10_000 + G.amountPaisa),
      excess: 50,
      charges: inRupees(charges),
      tax: inRupees(tax),
      returnCharges: 270,
      net: inRupees(paid - charges - tax - returnCharges),
      // D waits 25 days, past the 14 of the setting; E 10 days.
      overdueParcels: 1,
      oldestUnpaid: at(5).toISOString(),
      payouts: 2,
      lastPayoutAt: at(7).toISOString(),
    });
    // Every courier of the delivery settings is listed, by name, and the one named like a formula with nothing to count.
    const names = figures.couriers.map((row) => row.courier);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['TCS', 'Leopards', 'PostEx', 'Other', COURIER, FORMULA_COURIER]));
    expect(figures.couriers.find((row) => row.courier === FORMULA_COURIER)).toMatchObject({
      deliveredParcels: 0,
      delivered: 0,
      net: 0,
      oldestUnpaid: null,
      lastPayoutAt: null,
    });
  });

  it('holds delivered = outstanding + paid + shortfalls − excess for every courier and the total, and totals the couriers', async () => {
    const inPaisa = (amount: number) => Math.round(amount * 100);
    for (const query of ['', `?from=${shopDayOf(at(1), timeZone)}&to=${shopDayOf(at(5), timeZone)}`, `?to=${shopDayOf(at(-1), timeZone)}`]) {
      const figures = await balances(query);
      for (const row of [...figures.couriers, { courier: 'Total', ...figures.totals }]) {
        expect(inPaisa(row.delivered), `${row.courier} ${query}`).toBe(
          inPaisa(row.outstanding) + inPaisa(row.paid) + inPaisa(row.shortfalls) - inPaisa(row.excess),
        );
        expect(inPaisa(row.net), `${row.courier} ${query}`).toBe(inPaisa(row.paid) - inPaisa(row.charges) - inPaisa(row.tax) - inPaisa(row.returnCharges));
      }
      for (const figure of ['deliveredParcels', 'unpaidParcels', 'overdueParcels', 'payouts'] as const) {
        expect(figures.totals[figure], figure).toBe(sum(figures.couriers.map((row) => row[figure])));
      }
      for (const figure of ['delivered', 'outstanding', 'paid', 'shortfalls', 'excess', 'charges', 'tax', 'returnCharges', 'net'] as const) {
        expect(inPaisa(figures.totals[figure]), figure).toBe(sum(figures.couriers.map((row) => inPaisa(row[figure]))));
      }
      const oldest = figures.couriers.flatMap((row) => (row.oldestUnpaid ? [row.oldestUnpaid] : [])).sort()[0] ?? null;
      expect(figures.totals.oldestUnpaid).toBe(oldest);
      expect(figures.totals.lastPayoutAt).toBe(
        figures.couriers
          .flatMap((row) => (row.lastPayoutAt ? [row.lastPayoutAt] : []))
          .sort()
          .at(-1) ?? null,
      );
    }
    // The demo's own payout: Leopards was paid, one parcel short, and still holds cash.
    const beforeTheTest = await balances(`?to=${shopDayOf(at(-1), timeZone)}`);
    expect(beforeTheTest.couriers.find((row) => row.courier === 'Leopards')).toMatchObject({ payouts: 1, shortfalls: 100, excess: 0 });
    expect(beforeTheTest.totals.outstanding).toBeGreaterThan(0);
  });

  it('counts only what happened in the period asked for, days in the shop’s time zone', async () => {
    const { B, C, D, G } = parcels;
    const [fromDay, toDay] = [shopDayOf(at(1), timeZone), shopDayOf(at(5), timeZone)];
    const figures = await balances(`?from=${fromDay}&to=${toDay}`);
    expect(figures.from).toBe(shopDayStart(fromDay, timeZone).toISOString());
    expect(figures.to).toBe(shopDayEnd(toDay, timeZone).toISOString());
    const paidLines = [B, C].map((parcel) => lineOf(firstPayout, parcel));
    const paid = sum(paidLines.map((line) => line.cashPaisa));
    const charges = sum(paidLines.map((line) => line.chargesPaisa));
    const tax = sum(paidLines.map((line) => line.taxPaisa)) + lineOf(secondPayout, G).taxPaisa;
    // A was delivered the day before, E after; F came back (its charge and tax) on day 6, G on day 4; the second payout came on day 7.
    expect(swift(figures)).toEqual({
      courier: COURIER,
      deliveredParcels: 4,
      delivered: inRupees(B.amountPaisa + C.amountPaisa + D.amountPaisa + G.amountPaisa),
      unpaidParcels: 1,
      outstanding: inRupees(D.amountPaisa),
      paid: inRupees(paid),
      shortfalls: inRupees(10_000 + G.amountPaisa),
      excess: 50,
      charges: inRupees(charges),
      tax: inRupees(tax),
      returnCharges: 120,
      net: inRupees(paid - charges - tax - 12_000),
      overdueParcels: 1,
      oldestUnpaid: at(5).toISOString(),
      payouts: 1,
      lastPayoutAt: at(7).toISOString(),
    });
    const instants = await balances(`?from=${encodeURIComponent(at(6).toISOString())}&to=${encodeURIComponent(at(7).toISOString())}`);
    expect(swift(instants)).toMatchObject({ deliveredParcels: 0, returnCharges: 150, tax: 3, payouts: 1 });
  });

  it('calls an unpaid delivery overdue past the shop’s courierPayoutDays, and refuses a setting that makes no sense', async () => {
    const overdue = async () => ({
      balance: swift(await balances()).overdueParcels,
      list: (await unpaid(`?courier=${encodeURIComponent(COURIER)}`)).parcels.map((parcel) => parcel.overdue),
      today: ((await call('GET', '/api/admin/overview')).json().overview as AdminOverviewDto).courierCash.overdueDays,
    });
    // D was delivered exactly 25 days ago: overdue after more than 24 days, not after 25.
    expect((await saveCourierPayoutDays(25)).statusCode).toBe(200);
    expect(await overdue()).toEqual({ balance: 0, list: [false, false], today: 25 });
    expect((await saveCourierPayoutDays(24)).statusCode).toBe(200);
    expect(await overdue()).toEqual({ balance: 1, list: [true, false], today: 24 });
    expect((await saveCourierPayoutDays(9)).statusCode).toBe(200);
    expect(await overdue()).toEqual({ balance: 2, list: [true, true], today: 9 });
    for (const refused of [0, 366, 'x']) {
      const response = await saveCourierPayoutDays(refused);
      expect(response.statusCode, String(refused)).toBe(400);
      expect(response.json(), String(refused)).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: ['courierPayoutDays'] });
    }
    expect((await call('GET', '/api/admin/shop-settings')).json().settings.courierPayoutDays).toBe(9);
    expect((await balances()).overdueDays).toBe(9);
    expect((await saveCourierPayoutDays(14)).statusCode).toBe(200);
    expect(await overdue()).toEqual({ balance: 1, list: [true, false], today: 14 });
  });

  it('lists the unpaid parcels oldest delivery first, a page at a time, one courier’s or all', async () => {
    const { D, E } = parcels;
    const expected = (parcel: Parcel, deliveredDay: number, overdue: boolean): UnpaidParcelDto => ({
      orderId: parcel.id,
      orderNumber: parcel.id.slice(0, 7),
      courier: COURIER,
      trackingNumber: parcel.trackingNumber,
      customerName: `${deliveryAddress.firstName} ${deliveryAddress.lastName}`,
      city: deliveryAddress.city,
      amount: inRupees(parcel.amountPaisa),
      deliveredAt: at(deliveredDay).toISOString(),
      daysUnpaid: 30 - deliveredDay,
      overdue,
    });
    const courier = `courier=${encodeURIComponent(COURIER)}`;
    expect(await unpaid(`?${courier}`)).toEqual({
      success: true,
      parcels: [expected(D, 5, true), expected(E, 20, false)],
      overdueDays: 14,
      total: 2,
      limit: 50,
      offset: 0,
    });
    expect(await unpaid(`?${courier}&limit=1&offset=1`)).toMatchObject({ parcels: [expected(E, 20, false)], total: 2, limit: 1, offset: 1 });
    expect((await unpaid(`?${courier}&limit=1&offset=2`)).parcels).toEqual([]);

    const all = await unpaid('?limit=200');
    expect(all.total).toBe((await balances()).totals.unpaidParcels);
    const times = all.parcels.map((parcel) => parcel.deliveredAt);
    expect(times).toEqual([...times].sort());
    const ids = all.parcels.map((parcel) => parcel.orderId);
    expect(ids).toEqual(expect.arrayContaining([D.id, E.id]));
    for (const paid of [parcels.A, parcels.B, parcels.C, parcels.F, parcels.G]) expect(ids).not.toContain(paid.id);
    // An empty courier, as a cleared filter sends it, is every courier's.
    expect((await unpaid('?courier=&limit=200')).total).toBe(all.total);
    expect((await call('GET', '/api/admin/couriers/unpaid?limit=0')).statusCode).toBe(400);
  });

  it('exports the balances as CSV, a row per courier and a total, a formula in a courier’s name defused', async () => {
    const query = `?from=${shopDayOf(at(1), timeZone)}&to=${shopDayOf(at(5), timeZone)}`;
    const response = await call('GET', `/api/admin/couriers/balances.csv${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="courier-balances.csv"');
    expect(formulaCells(response.body)).toEqual([]);
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([
      'courier',
      'delivered_parcels',
      'delivered',
      'paid',
      'shortfalls',
      'excess',
      'charges',
      'tax',
      'return_charges',
      'net',
      'unpaid_parcels',
      'outstanding',
      'overdue_parcels',
      'oldest_unpaid',
      'payouts',
      'last_payout_at',
    ]);
    const figures = await balances(query);
    const asCells = (courier: string, row: Omit<CourierBalanceDto, 'courier'>) =>
      [
        courier,
        row.deliveredParcels,
        row.delivered,
        row.paid,
        row.shortfalls,
        row.excess,
        row.charges,
        row.tax,
        row.returnCharges,
        row.net,
        row.unpaidParcels,
        row.outstanding,
        row.overdueParcels,
        row.oldestUnpaid ?? '',
        row.payouts,
        row.lastPayoutAt ?? '',
      ].map(String);
    expect(rows).toEqual([
      ...figures.couriers.map((row) => asCells(row.courier === FORMULA_COURIER ? `'${FORMULA_COURIER}` : row.courier, row)),
      asCells('Total', figures.totals),
    ]);
    expect(rows.find((row) => row[0] === COURIER)!.slice(1, 4)).toEqual(['4', String(swift(figures).delivered), String(swift(figures).paid)]);
  });

  it('shows each order what its payout said of it, and a returned parcel its return charge', async () => {
    const { A, B, D, F, G } = parcels;
    const payoutOf = (payout: { id: string; lines: CreatedLine[] }, parcel: Parcel, paidAt: Date) => {
      const line = lineOf(payout, parcel);
      return {
        payoutId: payout.id,
        paidAt: paidAt.toISOString(),
        cash: inRupees(line.cashPaisa),
        charges: inRupees(line.chargesPaisa),
        tax: inRupees(line.taxPaisa),
        difference: line.differencePaisa === null ? null : inRupees(line.differencePaisa),
      };
    };
    expect(await adminOrder(A.id)).toMatchObject({ courierPayout: { ...payoutOf(firstPayout, A, at(3)), difference: 0 }, returnCharge: 0 });
    expect((await adminOrder(B.id)).courierPayout).toEqual({ ...payoutOf(firstPayout, B, at(3)), difference: -100 });
    expect(await adminOrder(D.id)).toMatchObject({ courierPayout: null, returnCharge: 0 });
    expect(await adminOrder(F.id)).toMatchObject({ status: 'Returned', courierPayout: payoutOf(secondPayout, F, at(7)), returnCharge: 150 });
    expect(await adminOrder(G.id)).toMatchObject({
      status: 'Returned',
      courierPayout: { ...payoutOf(secondPayout, G, at(7)), difference: null },
      returnCharge: 120,
    });
    // The console's list shows the same.
    const listed = await call('GET', `/api/admin/orders?q=${B.id.slice(0, 7)}`);
    expect(listed.json().orders.find((order: AdminOrderDto) => order._id === B.id).courierPayout).toEqual(payoutOf(firstPayout, B, at(3)));
    const [audit] = await shop.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, F.id), eq(auditLog.action, 'status')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit!.changes).toMatchObject({ before: { status: 'Shipped' }, after: { status: 'Returned', returnCharge: 150, restock: true } });
  });

  it('takes a return charge with Returned only, and changes nothing when refused', async () => {
    const parcel = await place('SW-1007');
    for (const status of ['Out for delivery', 'Delivered']) {
      const refused = await call('POST', `/api/admin/orders/${parcel.id}/status`, { status, returnCharge: 120 });
      expect(refused.statusCode, status).toBe(400);
      expect(refused.json(), status).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: ['returnCharge'] });
    }
    expect(await adminOrder(parcel.id)).toMatchObject({ status: 'Shipped', returnCharge: 0 });
    const negative = await call('POST', `/api/admin/orders/${parcel.id}/status`, { status: 'Returned', reason: 'Refused', restock: true, returnCharge: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['returnCharge'] });
    expect(await adminOrder(parcel.id)).toMatchObject({ status: 'Shipped', returnCharge: 0 });
    // A return without one records none.
    expect(await move(parcel.id, 'Returned', { reason: 'Refused', restock: true })).toMatchObject({ status: 'Returned', returnCharge: 0 });
  });

  it('lets the owner mark a shipped parcel Delivered straight away: paid, and in the reports’ delivered count', async () => {
    const { E } = parcels;
    const order = await adminOrder(E.id);
    expect(order).toMatchObject({ status: 'Delivered', payment: true });
    expect(order.statusHistory.map((step) => step.status)).toEqual(['Order Placed', 'Packing', 'Shipped', 'Delivered']);
    const day = shopDayOf(at(20), timeZone);
    const report = await call('GET', `/api/admin/reports/summary?from=${day}&to=${day}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().report).toMatchObject({ delivered: 1, cashCollected: inRupees(E.amountPaisa) });
  });

  it("shows Today every courier's unpaid cash, all time, as the balances count it", async () => {
    const figures = await balances();
    const today = ((await call('GET', '/api/admin/overview')).json().overview as AdminOverviewDto).courierCash;
    expect(today).toEqual({
      outstanding: figures.totals.outstanding,
      unpaidParcels: figures.totals.unpaidParcels,
      overdueParcels: figures.totals.overdueParcels,
      overdueDays: 14,
      oldestUnpaid: figures.totals.oldestUnpaid,
    });
    expect(today.unpaidParcels).toBeGreaterThanOrEqual(2);
  });

  it('refuses a period that makes no sense with 400 naming the field, and reads nothing', async () => {
    for (const path of ['/api/admin/couriers/balances', '/api/admin/couriers/balances.csv']) {
      for (const [query, field] of [
        ['?from=someday', 'from'],
        ['?to=2031-02-30T25:00:00Z', 'to'],
        [`?from=${shopDayOf(at(5), timeZone)}&to=${shopDayOf(at(1), timeZone)}`, 'to'],
        [`?from=${shopDayOf(at(40), timeZone)}`, 'from'],
      ] as const) {
        const response = await call('GET', `${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json(), `${path}${query}`).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: [field] });
      }
    }
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const customer = await newAccount(shop);
    for (const url of ['/api/admin/couriers/balances', '/api/admin/couriers/balances.csv', '/api/admin/couriers/unpaid']) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const refused = await shop.app.inject({ method: 'GET', url, headers: { token: customer.token } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ success: false, code: 'ADMIN_ONLY' });
    }
  });
});
