import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { AdminDiscountCodeDto } from '@shop/core/discounts/admin-dtos';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { discountCodes } from '../../db/schema/discounts';
import { orders as ordersTable } from '../../db/schema/orders';
import { products as productsTable } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';
import { expireUnconfirmedOrders } from '../orders/service';

const HOUR_MS = 3_600_000;

describe.each(testDatabaseKinds())('discount codes on %s', (kind) => {
  let shop: TestApp;
  let adminToken: string;
  let products: ProductDto[];
  let deals: DealDto[];
  let delivery: { fixedCharge: number; freeDeliveryAbove: number };
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    adminToken = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
    delivery = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
  });
  afterAll(async () => shop?.close());

  let codeCounter = 0;
  /** A code no other test of this file uses. */
  const freshCode = (prefix = 'TEST') => `${prefix}${(codeCounter += 1)}`;
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => shop.app.inject({ method, url, headers: { token: adminToken }, payload });
  const createCode = async (body: object): Promise<AdminDiscountCodeDto> => {
    const response = await admin('POST', '/api/admin/discount-codes', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().discountCode;
  };
  const codeById = async (id: string) => (await admin('GET', `/api/admin/discount-codes/${id}`)).json();
  const codeCount = async () => (await shop.database.db.select().from(discountCodes)).length;

  /** A product with plenty of stock sold at its full price, so its line costs price × quantity. */
  const plainProduct = (index = 0) => products.filter((product) => product.quantity >= 20 && product.discountprice === 0)[index]!;
  const chargeFor = (subtotal: number) => (delivery.freeDeliveryAbove > 0 && subtotal >= delivery.freeDeliveryAbove ? 0 : delivery.fixedCharge);
  const customer = async () => ({ ...(await newAccount(shop)), phone: uniquePhone() });
  const fillCart = async (token: string, lines: { productId?: string; dealId?: string; quantity: number }[]) => {
    for (const line of lines) {
      const response = line.productId
        ? await shop.app.inject({ method: 'POST', url: '/api/cart/add', headers: { token }, payload: { itemId: line.productId, quantity: line.quantity } })
        : await shop.app.inject({ method: 'POST', url: '/api/cart/add-deal', headers: { token }, payload: { dealId: line.dealId, quantity: line.quantity } });
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  const preview = (token: string, payload: object) => shop.app.inject({ method: 'POST', url: '/api/cart/discount-code', headers: { token }, payload });
  const place = (token: string, body: object) => shop.app.inject({ method: 'POST', url: '/api/order/place', headers: { token }, payload: body });
  const orderBody = (
    phone: string,
    items: { id: string; quantity: number; isFromDeal?: boolean }[],
    totals: { amount: number; deliveryCharges: number },
    discountCode?: string,
  ) => ({
    address: { ...deliveryAddress, phone },
    items,
    ...totals,
    method: 'COD',
    ...(discountCode === undefined ? {} : { discountCode }),
  });
  const usesOf = async (id: string) => (await codeById(id)).discountCode.uses as number;

  describe('the owner', () => {
    it('creates a code whatever case she types it in, and a second code of the same text in any case is refused', async () => {
      const text = freshCode('eid');
      const created = await createCode({
        code: ` ${text.toLowerCase()} `,
        type: 'percent',
        value: 20,
        maxUses: 100,
        maxUsesPerCustomer: 1,
        endsAt: Date.parse('2027-01-01T00:00:00+05:00'),
      });
      expect(created).toMatchObject({
        code: text.toUpperCase(),
        type: 'percent',
        value: 20,
        minSubtotal: 0,
        maxUses: 100,
        maxUsesPerCustomer: 1,
        active: true,
        version: 1,
        uses: 0,
        sales: 0,
      });
      expect(created.endsAt).toBe('2026-12-31T19:00:00.000Z');

      const again = await admin('POST', '/api/admin/discount-codes', { code: text.toUpperCase(), type: 'fixed', value: 100 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'DISCOUNT_CODE_TAKEN' });
      const listed = (await admin('GET', `/api/admin/discount-codes?q=${text.toLowerCase()}`)).json();
      expect(listed.discountCodes.map((code: AdminDiscountCodeDto) => code.code)).toEqual([text.toUpperCase()]);
    });

    it('creates one code when two owners create the same code at once', async () => {
      const text = freshCode('RACE');
      const before = await codeCount();
      const answers = await Promise.all(
        [text, text.toLowerCase(), text].map((code) => admin('POST', '/api/admin/discount-codes', { code, type: 'free-delivery' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'DISCOUNT_CODE_TAKEN')).toBe(true);
      expect(await codeCount()).toBe(before + 1);
    });

    it.each([
      ['hostile code text', { code: '<img src=x onerror=alert(1)>', type: 'percent', value: 10 }, 'code'],
      ['a code with a lone surrogate', { code: 'EID\uD800', type: 'percent', value: 10 }, 'code'],
      ['a percentage above 100', { code: 'BADPCT1', type: 'percent', value: 101 }, 'value'],
      ['a percentage below 1', { code: 'BADPCT2', type: 'percent', value: 0 }, 'value'],
      ['a fractional percentage', { code: 'BADPCT3', type: 'percent', value: 12.5 }, 'value'],
      ['a fixed amount above Rs. 1 crore', { code: 'BADFIX1', type: 'fixed', value: 10_000_001 }, 'value'],
      ['a fixed amount of nothing', { code: 'BADFIX2', type: 'fixed', value: 0 }, 'value'],
      [
        'an end before the start',
        { code: 'BADWIN1', type: 'fixed', value: 100, startsAt: '2026-12-10T00:00:00+05:00', endsAt: '2026-12-01T00:00:00+05:00' },
        'endsAt',
      ],
      ['a limit of 0 uses', { code: 'BADUSE1', type: 'fixed', value: 100, maxUses: 0 }, 'maxUses'],
      ['a limit of 1e9 uses', { code: 'BADUSE2', type: 'fixed', value: 100, maxUsesPerCustomer: 1e9 }, 'maxUsesPerCustomer'],
      ['a product that does not exist', { code: 'BADPRD1', type: 'fixed', value: 100, productIds: ['no-such-product'] }, 'productIds'],
      ['a category that does not exist', { code: 'BADCAT1', type: 'fixed', value: 100, categories: ['Nothing Like It'] }, 'categories'],
      ['an unknown type', { code: 'BADTYP1', type: 'bogo', value: 100 }, 'type'],
    ])('refuses %s with 400 naming the field, and creates nothing', async (_case, body, field) => {
      const before = await codeCount();
      const response = await admin('POST', '/api/admin/discount-codes', body);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toMatch(/^(INVALID_REQUEST|UNSTORABLE_TEXT)$/);
      if (response.json().code === 'INVALID_REQUEST') expect(response.json().fields).toContain(field);
      expect(await codeCount()).toBe(before);
    });

    it('saves a change on the version she opened, and refuses a save made on an older one', async () => {
      const created = await createCode({ code: freshCode('EDIT'), type: 'fixed', value: 300 });
      const saved = await admin('PUT', `/api/admin/discount-codes/${created._id}`, { value: 250, version: 1 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().discountCode).toMatchObject({ value: 250, version: 2 });

      const stale = await admin('PUT', `/api/admin/discount-codes/${created._id}`, { active: false, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'EDIT_CONFLICT', details: { version: 2 } });
      expect((await codeById(created._id)).discountCode).toMatchObject({ active: true, value: 250, version: 2 });

      const typeChanged = await admin('PUT', `/api/admin/discount-codes/${created._id}`, { type: 'percent' });
      expect(typeChanged.statusCode).toBe(400);
      expect(typeChanged.json().fields).toEqual(['value']);
      expect((await admin('GET', '/api/admin/discount-codes/no-such-code')).json().code).toBe('DISCOUNT_CODE_NOT_FOUND');
    });
  });

  describe('the shopper', () => {
    it('sees what a code takes off her cart, and why a code does not apply', async () => {
      const buyer = await customer();
      const product = plainProduct(0);
      await fillCart(buyer.token, [{ productId: product._id, quantity: 2 }]);
      const subtotal = product.price * 2;
      const percent = await createCode({ code: freshCode('TEN'), type: 'percent', value: 10 });

      const applied = await preview(buyer.token, { code: percent.code.toLowerCase() });
      expect(applied.statusCode, applied.body).toBe(200);
      const discount = Math.floor(subtotal * 10 + 50) / 100 === subtotal * 0.1 ? subtotal * 0.1 : Math.floor((subtotal * 100 * 10 + 50) / 100) / 100;
      expect(applied.json()).toMatchObject({ success: true, code: percent.code, discount, freeDelivery: false, subtotal });
      expect(applied.json().deliveryCharges).toBe(chargeFor(subtotal - discount));
      expect(applied.json().amount).toBeCloseTo(subtotal - discount + chargeFor(subtotal - discount), 2);

      const unknown = await preview(buyer.token, { code: 'NO-SUCH-CODE' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('DISCOUNT_CODE_UNKNOWN');

      const now = clock.now().getTime();
      const later = await createCode({ code: freshCode('LATER'), type: 'fixed', value: 100, startsAt: now + 24 * HOUR_MS });
      expect((await preview(buyer.token, { code: later.code })).json().code).toBe('DISCOUNT_CODE_NOT_STARTED');
      const over = await createCode({ code: freshCode('OVER'), type: 'fixed', value: 100, startsAt: now - 48 * HOUR_MS, endsAt: now - 24 * HOUR_MS });
      const ended = await preview(buyer.token, { code: over.code });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().code).toBe('DISCOUNT_CODE_ENDED');
      const paused = await createCode({ code: freshCode('PAUSED'), type: 'fixed', value: 100, active: false });
      expect((await preview(buyer.token, { code: paused.code })).json().code).toBe('DISCOUNT_CODE_ENDED');

      const big = await createCode({ code: freshCode('BIG'), type: 'fixed', value: 100, minSubtotal: subtotal + 350 });
      const short = await preview(buyer.token, { code: big.code });
      expect(short.statusCode).toBe(409);
      expect(short.json()).toMatchObject({ code: 'DISCOUNT_CODE_MINIMUM_NOT_REACHED', minSubtotal: subtotal + 350, amountLeft: 350 });
      expect(short.json().message).toContain('Rs. 350.00');

      const otherCategory = products.find((candidate) => candidate.category !== product.category)!.category;
      const elsewhere = await createCode({ code: freshCode('ELSE'), type: 'percent', value: 50, categories: [otherCategory] });
      expect((await preview(buyer.token, { code: elsewhere.code })).json().code).toBe('DISCOUNT_CODE_NOT_APPLICABLE');
    });

    it('places an order with a code: the amount includes it, the order and the code show it, and a total without it is refused', async () => {
      const buyer = await customer();
      const product = plainProduct(1);
      const code = await createCode({ code: freshCode('FLAT'), type: 'fixed', value: 150 });
      const subtotal = product.price * 3;
      const deliveryCharges = chargeFor(subtotal - 150);
      const items = [{ id: product._id, quantity: 3 }];

      const tampered = await place(buyer.token, orderBody(buyer.phone, items, { amount: subtotal + chargeFor(subtotal) - 300, deliveryCharges }, code.code));
      expect(tampered.statusCode).toBe(409);
      expect(tampered.json()).toMatchObject({ code: 'ORDER_TOTAL_CHANGED', amount: subtotal - 150 + deliveryCharges });
      expect(await usesOf(code._id)).toBe(0);

      const placed = await place(
        buyer.token,
        orderBody(buyer.phone, items, { amount: subtotal - 150 + deliveryCharges, deliveryCharges }, code.code.toLowerCase()),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order).toMatchObject({
        subtotal,
        discountCode: code.code,
        discount: 150,
        deliveryCharges,
        amount: subtotal - 150 + deliveryCharges,
      });
      const mine = (await shop.app.inject({ method: 'GET', url: `/api/order/${placed.json().orderId}`, headers: { token: buyer.token } })).json().order;
      expect(mine).toMatchObject({ discountCode: code.code, discount: 150 });
      const owners = (await admin('GET', `/api/admin/orders/${placed.json().orderId}`)).json().order;
      expect(owners).toMatchObject({ discountCode: code.code, discount: 150 });

      const page = await codeById(code._id);
      expect(page.discountCode).toMatchObject({ uses: 1, sales: subtotal - 150 + deliveryCharges, discountGiven: 150 });
      expect(page.orders).toEqual([expect.objectContaining({ _id: placed.json().orderId, discount: 150, customerName: 'Ayesha Khan' })]);

      // The customer's email, the owner's CSV and reports say it too.
      await shop.outbox.idle();
      const mail = shop.sentMail.filter((message) => message.to === buyer.email).at(-1)!;
      expect(mail.text).toContain(`Discount (${code.code}): -Rs. 150.00`);
      expect(mail.html).toContain(`Discount (${code.code})`);
      const placedDay = new Date(clock.now().getTime() - 24 * HOUR_MS).toISOString().slice(0, 10);
      const csv = parse((await admin('GET', `/api/admin/orders.csv?from=${placedDay}`)).body) as string[][];
      const header = csv[0]!;
      const row = csv.find((cells) => cells[1] === placed.json().orderId)!;
      expect([row[header.indexOf('discount_code')], row[header.indexOf('discount')]]).toEqual([code.code, '150']);
      const { report } = (await admin('GET', '/api/admin/reports/summary')).json();
      expect(report.discountCodes).toContainEqual({ code: code.code, orders: 1, discount: 150, sales: subtotal - 150 + deliveryCharges });
    });

    it('prices a deal and a free-delivery code together: the deal at its price, delivery free', async () => {
      const buyer = await customer();
      const deal = deals.find((candidate) => candidate.quantity >= 5)!;
      const product = plainProduct(2);
      const code = await createCode({ code: freshCode('SHIPFREE'), type: 'free-delivery' });
      const subtotal = Math.round((deal.dealFinalPrice + product.price) * 100) / 100;
      const items = [
        { id: deal._id, quantity: 1, isFromDeal: true },
        { id: product._id, quantity: 1 },
      ];
      await fillCart(buyer.token, [
        { dealId: deal._id, quantity: 1 },
        { productId: product._id, quantity: 1 },
      ]);
      expect((await preview(buyer.token, { code: code.code })).json()).toMatchObject({
        discount: 0,
        freeDelivery: true,
        subtotal,
        deliveryCharges: 0,
        amount: subtotal,
      });

      const placed = await place(buyer.token, orderBody(buyer.phone, items, { amount: subtotal, deliveryCharges: 0 }, code.code));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order).toMatchObject({ subtotal, discountCode: code.code, discount: 0, deliveryCharges: 0, amount: subtotal });
    });

    it('takes a percentage off only the deal a code names, computed once in paisa and rounded half up', async () => {
      const buyer = await customer();
      const deal = deals.find((candidate) => candidate.quantity >= 5)!;
      const product = plainProduct(3);
      const code = await createCode({ code: freshCode('DEAL'), type: 'percent', value: 15, dealIds: [deal._id] });
      const dealPaisa = Math.round(deal.dealFinalPrice * 100) * 2;
      const discount = Math.floor((dealPaisa * 15 + 50) / 100) / 100;
      const subtotal = (dealPaisa + Math.round(product.price * 100)) / 100;
      const deliveryCharges = chargeFor(subtotal - discount);
      const items = [
        { id: deal._id, quantity: 2, isFromDeal: true },
        { id: product._id, quantity: 1 },
      ];
      const amount = Math.round((subtotal - discount + deliveryCharges) * 100) / 100;
      const placed = await place(buyer.token, orderBody(buyer.phone, items, { amount, deliveryCharges }, code.code));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order).toMatchObject({ subtotal, discount, amount });
    });

    it('gives the last use to exactly one of the customers racing for it', async () => {
      const product = plainProduct(0);
      const code = await createCode({ code: freshCode('LAST'), type: 'fixed', value: 50, maxUses: 1 });
      const buyers = await Promise.all(Array.from({ length: 6 }, customer));
      const subtotal = product.price;
      const deliveryCharges = chargeFor(subtotal - 50);
      const answers = await Promise.all(
        buyers.map((buyer) =>
          place(
            buyer.token,
            orderBody(buyer.phone, [{ id: product._id, quantity: 1 }], { amount: subtotal - 50 + deliveryCharges, deliveryCharges }, code.code),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().code)).toEqual(Array(5).fill('DISCOUNT_CODE_USED_UP'));
      expect(await usesOf(code._id)).toBe(1);
      const withCode = await shop.database.db.select().from(ordersTable).where(eq(ordersTable.discountCodeId, code._id));
      expect(withCode).toHaveLength(1);
    });

    it('holds a customer to the per-customer limit by phone number too, across accounts', async () => {
      const product = plainProduct(1);
      const code = await createCode({ code: freshCode('ONCE'), type: 'fixed', value: 40, maxUsesPerCustomer: 1 });
      const phone = uniquePhone();
      const [first, second] = [await newAccount(shop), await newAccount(shop)];
      const deliveryCharges = chargeFor(product.price - 40);
      const body = orderBody(phone, [{ id: product._id, quantity: 1 }], { amount: product.price - 40 + deliveryCharges, deliveryCharges }, code.code);
      expect((await place(first.token, body)).statusCode).toBe(201);

      await fillCart(second.token, [{ productId: product._id, quantity: 1 }]);
      expect((await preview(second.token, { code: code.code })).statusCode).toBe(200);
      const byPhone = await preview(second.token, { code: code.code, phone: phone.replace(/^0/, '+92 ') });
      expect(byPhone.statusCode).toBe(409);
      expect(byPhone.json().code).toBe('DISCOUNT_CODE_ALREADY_USED');
      const again = await place(second.token, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('DISCOUNT_CODE_ALREADY_USED');
      expect((await preview(second.token, { code: code.code, phone: '12345' })).statusCode).toBe(400);
    });

    it('gives a use back when the customer cancels, and when the shop lets an unconfirmed order expire', async () => {
      const product = plainProduct(2);
      const code = await createCode({ code: freshCode('BACK'), type: 'fixed', value: 60, maxUses: 1 });
      const deliveryCharges = chargeFor(product.price - 60);
      const bodyFor = (phone: string) =>
        orderBody(phone, [{ id: product._id, quantity: 1 }], { amount: product.price - 60 + deliveryCharges, deliveryCharges }, code.code);

      const first = await customer();
      const placed = await place(first.token, bodyFor(first.phone));
      expect(placed.statusCode).toBe(201);
      const second = await customer();
      expect((await place(second.token, bodyFor(second.phone))).json().code).toBe('DISCOUNT_CODE_USED_UP');

      const cancelled = await shop.app.inject({
        method: 'POST',
        url: '/api/order/cancel',
        headers: { token: first.token },
        payload: { orderId: placed.json().orderId, cancellationReason: 'Changed my mind' },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await usesOf(code._id)).toBe(0);
      const retaken = await place(second.token, bodyFor(second.phone));
      expect(retaken.statusCode, retaken.body).toBe(201);

      clock.advance(49 * HOUR_MS);
      try {
        expect(await expireUnconfirmedOrders(shop.app.context)).toBeGreaterThanOrEqual(1);
        const expired = (await admin('GET', `/api/admin/orders/${retaken.json().orderId}`)).json().order;
        expect(expired.status).toBe('Cancelled');
        expect(await usesOf(code._id)).toBe(0);
      } finally {
        adminToken = (await newAccount(shop, 'admin')).token;
      }
    });

    it('refuses an order whose code is for a product that is out of stock, and counts no use', async () => {
      const product = plainProduct(3);
      const code = await createCode({ code: freshCode('GONE'), type: 'percent', value: 10, productIds: [product._id] });
      const buyer = await customer();
      const stock = (await shop.database.db.select().from(productsTable).where(eq(productsTable.id, product._id)))[0]!.stock;
      await admin('POST', `/api/admin/products/${product._id}/stock`, { quantity: 0 });
      try {
        const discount = Math.floor((Math.round(product.price * 100) * 10 + 50) / 100) / 100;
        const deliveryCharges = chargeFor(product.price - discount);
        const answer = await place(
          buyer.token,
          orderBody(
            buyer.phone,
            [{ id: product._id, quantity: 1 }],
            { amount: Math.round((product.price - discount + deliveryCharges) * 100) / 100, deliveryCharges },
            code.code,
          ),
        );
        expect(answer.statusCode).toBe(409);
        expect(answer.json().code).toBe('OUT_OF_STOCK');
        expect(await usesOf(code._id)).toBe(0);
      } finally {
        await admin('POST', `/api/admin/products/${product._id}/stock`, { quantity: stock });
      }
    });
  });
});
