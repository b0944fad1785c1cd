import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { CONFIRM_ATTEMPTS_PER_CLIENT } from '@shop/core/orders/confirm-code';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, seededAt, type TestApp, testDatabaseKinds, uniquePhone } from '../../../test/helpers';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { fixedClock } from '../../lib/clock';

const HOUR_MS = 3_600_000;

/** Codes the next orders draw instead of random ones, first planted first; random once they run out. */
const planted = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('../../lib/ids', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/ids')>();
  return { ...actual, newConfirmCode: () => planted.codes.shift() ?? actual.newConfirmCode() };
});
const invalid = {
  success: false,
  code: 'CONFIRM_LINK_INVALID',
  message: 'This confirmation link is not valid. Please use the link we sent you by email or WhatsApp.',
};

/** A customer's order of one unit through the public call, on its own phone. */
async function placeOrder(shop: TestApp, product: ProductDto) {
  const { token } = await newAccount(shop);
  const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
  const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { token },
    payload: {
      address: { ...deliveryAddress, phone: uniquePhone() },
      items: [{ id: product._id, quantity: 1 }],
      amount: product.price + deliveryCharges,
      deliveryCharges,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { orderId: response.json().orderId as string, token };
}

const plentiful = async (shop: TestApp) =>
  ((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[]).find(
    (candidate) => candidate.quantity >= 30 && candidate.discountprice === 0,
  )!;

/** Decision 019: the owner's WhatsApp confirmation carries the short link /c/{code}, which confirms as the emailed link does. */
describe.each(testDatabaseKinds())('confirming an order by the short code of its WhatsApp link on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let product: ProductDto;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock, webDist: fakeWebBuild() });
    admin = (await newAccount(shop, 'admin')).token;
    product = await plentiful(shop);
  });
  afterAll(async () => shop?.close());

  const adminOrder = async (orderId: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin } })).json().order as AdminOrderDto;
  /** The code as the owner's WhatsApp message carries it: http://…/c/{code}. */
  const codeOf = async (orderId: string) => {
    const order = await adminOrder(orderId);
    expect(order.whatsappKind).toBe('confirmation');
    const text = new URL(order.whatsappUrl!).searchParams.get('text')!;
    const link = new URL(/Please confirm your order here: (\S+)/.exec(text)![1]!);
    expect(link.origin).toBe(new URL(shop.app.context.config.publicUrl).origin);
    return /^\/c\/(.+)$/.exec(link.pathname)![1]!;
  };
  const confirm = (payload: unknown) => shop.app.inject({ method: 'POST', url: '/api/order/confirm', payload: payload as object });
  const statusOf = async (token: string, orderId: string) =>
    ((await shop.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { token } })).json().order as OrderDto).status;
  const placed = async () => {
    const order = await placeOrder(shop, product);
    return { ...order, code: await codeOf(order.orderId) };
  };

  it("puts the order's own code in the owner's WhatsApp link: 12 characters of base 62, one per order", async () => {
    const first = await placed();
    const second = await placed();
    for (const { orderId, code } of [first, second]) {
      expect(code).toMatch(/^[0-9A-Za-z]{12}$/);
      const [row] = await shop.database.db.select({ confirmCode: orders.confirmCode }).from(orders).where(eq(orders.id, orderId));
      expect(row!.confirmCode).toBe(code);
    }
    expect(first.code).not.toBe(second.code);
  });

  it('draws a new code when the one drawn is already an order’s, so that a code confirms one order only', async () => {
    planted.codes.push('CodeTaken001', 'CodeTaken001', 'CodeTaken002');
    const first = await placed();
    const second = await placed();
    expect(planted.codes).toEqual([]);
    expect([first.code, second.code]).toEqual(['CodeTaken001', 'CodeTaken002']);
    // The attempt that found the code taken stored nothing: the order has its one line and its one first event.
    const [lines, events] = await Promise.all([
      shop.database.db.select().from(orderItems).where(eq(orderItems.orderId, second.orderId)),
      shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, second.orderId)),
    ]);
    expect([lines.length, events.map((event) => event.status)]).toEqual([1, ['Order Placed']]);
    expect(await shop.database.db.select().from(orderItems).where(eq(orderItems.orderId, first.orderId))).toHaveLength(1);
    expect((await confirm({ code: second.code })).json().order._id).toBe(second.orderId);
    expect(await statusOf(first.token, first.orderId)).toBe('Order Placed');
  });

  it('keeps the signed link in the message of an order placed before orders had a code', async () => {
    const { orderId, token } = await placeOrder(shop, product);
    await shop.database.db.update(orders).set({ confirmCode: null }).where(eq(orders.id, orderId));
    const order = await adminOrder(orderId);
    expect(order.whatsappKind).toBe('confirmation');
    const link = new URL(/Please confirm your order here: (\S+)/.exec(new URL(order.whatsappUrl!).searchParams.get('text')!)![1]!);
    expect(link.pathname).toBe('/orders/confirm');
    expect((await confirm({ token: link.searchParams.get('token') })).statusCode).toBe(200);
    expect(await statusOf(token, orderId)).toBe('Confirmed');
  });

  it('changes nothing when the short link is only opened (link previews): the page confirms with a POST', async () => {
    const { orderId, token, code } = await placed();
    const page = await shop.app.inject({ method: 'GET', url: `/c/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await shop.app.inject({ method: 'HEAD', url: `/c/${code}` })).statusCode).toBe(200);
    expect(await statusOf(token, orderId)).toBe('Order Placed');
    expect((await adminOrder(orderId)).whatsappKind).toBe('confirmation');
  });

  it('confirms the order once, as its customer, and says so when the code is used again', async () => {
    const { orderId, token, code } = await placed();
    clock.advance(HOUR_MS);
    const answers = await Promise.all([confirm({ code }), confirm({ code })]);
    const confirmed = answers.find((answer) => answer.statusCode === 200)!;
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Thank you! Your order is confirmed and we are getting it ready.',
      order: { _id: orderId, orderNumber: orderId.slice(0, 7), status: 'Confirmed' },
    });
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const other = answers.find((answer) => answer !== confirmed)!;
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ success: false, code: 'ORDER_ALREADY_CONFIRMED', message: 'This order is already confirmed. Thank you!' });
    expect((await confirm({ code })).json().code).toBe('ORDER_ALREADY_CONFIRMED');

    const order = await adminOrder(orderId);
    expect(order.statusHistory.map((event) => [event.status, event.by])).toEqual([
      ['Order Placed', 'customer'],
      ['Confirmed', 'customer'],
    ]);
    // Confirmed, the owner's message no longer carries the link.
    expect(order.whatsappKind).toBe('statusUpdate');
    expect(new URL(order.whatsappUrl!).searchParams.get('text')).not.toContain('/c/');
    expect(await statusOf(token, orderId)).toBe('Confirmed');
  });

  it('refuses a code of the wrong length or alphabet, or one no order has, alike; and a body without token or code', async () => {
    const { orderId, token, code } = await placed();
    const swappedCase = [...code].map((character) => (character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase())).join('');
    const unknown = code === '000000000000' ? '000000000001' : '000000000000';
    for (const wrong of [
      code.slice(0, 11),
      `${code}A`,
      'abc-def_ghij',
      'abcdefghijk!',
      unknown,
      swappedCase === code ? unknown : swappedCase,
      'x'.repeat(200),
    ]) {
      const response = await confirm({ code: wrong });
      expect(response.statusCode, wrong).toBe(400);
      expect(response.json(), wrong).toEqual(invalid);
    }
    for (const payload of [{}, { orderId }, { code: '' }, { code: '   ' }, { code: 'x'.repeat(201) }, { code: 123_456_789_012 }, { token: '' }]) {
      const response = await confirm(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe('INVALID_REQUEST');
    }
    expect(await statusOf(token, orderId)).toBe('Order Placed');
    // Spaces around a pasted code are not part of it.
    expect((await confirm({ code: ` ${code}\n` })).statusCode).toBe(200);
  });

  it("says a cancelled order's code has nothing to confirm", async () => {
    const { orderId, token, code } = await placed();
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { token },
      payload: { orderId, cancellationReason: 'Changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    const response = await confirm({ code });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'ORDER_CANCELLED', message: 'This order was cancelled, so there is nothing to confirm.' });
    expect(await statusOf(token, orderId)).toBe('Cancelled');
  });

  it('lives as long as the hold: refused once it ends, and good again when the owner extends it', async () => {
    const { orderId, token, code } = await placed();
    const { holdUntil } = await adminOrder(orderId);
    clock.set(new Date(Date.parse(holdUntil!) - 1_000));
    admin = (await newAccount(shop, 'admin')).token;
    const other = await placed();
    clock.set(new Date(Date.parse(holdUntil!)));
    const late = await confirm({ code });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({
      success: false,
      code: 'CONFIRM_LINK_EXPIRED',
      message: 'This confirmation link has expired. Please contact us to confirm your order.',
    });
    expect(await statusOf(token, orderId)).toBe('Order Placed');

    clock.advance(HOUR_MS);
    const extended = await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/extend-hold`, headers: { token: admin } });
    expect(extended.statusCode).toBe(200);
    const newHold = Date.parse(extended.json().order.holdUntil);
    expect(newHold).toBe(clock.now().getTime() + 24 * HOUR_MS);
    clock.set(new Date(newHold - 1_000));
    expect((await confirm({ code })).statusCode).toBe(200);
    expect(await statusOf(token, orderId)).toBe('Confirmed');

    // The order placed a second before the first one's hold ended is still held, and its code still works.
    expect((await confirm({ code: other.code })).statusCode).toBe(200);
  });
});

/** Decision 019: 30 tries per client in 10 minutes make guessing one of 62^12 codes hopeless. */
describe.each(testDatabaseKinds())('the limit on confirm tries per client on %s', (kind) => {
  let shop: TestApp;
  let product: ProductDto;
  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { RATE_LIMIT: 'on' } });
    product = await plentiful(shop);
  });
  afterAll(async () => shop?.close());

  const confirm = (payload: object, remoteAddress: string) => shop.app.inject({ method: 'POST', url: '/api/order/confirm', remoteAddress, payload });
  const codeOf = async (orderId: string) =>
    (await shop.database.db.select({ confirmCode: orders.confirmCode }).from(orders).where(eq(orders.id, orderId)))[0]!.confirmCode!;
  const statusOf = async (orderId: string) => (await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

  it(`refuses the ${CONFIRM_ATTEMPTS_PER_CLIENT + 1}st try of a client, even with a right code, and counts other clients apart`, async () => {
    const { orderId } = await placeOrder(shop, product);
    const code = await codeOf(orderId);
    const guesser = '2001:db8:77:1::10';
    for (let attempt = 0; attempt < CONFIRM_ATTEMPTS_PER_CLIENT; attempt += 1) {
      const guess = `Guess${String(attempt).padStart(7, '0')}`;
      expect((await confirm({ code: guess }, guesser)).statusCode).toBe(400);
    }
    const limited = await confirm({ code }, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many tries\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address of the same /64 is the same client; a token counts against the same tries.
    expect((await confirm({ code }, '2001:db8:77:1:ffff::1')).statusCode).toBe(429);
    expect((await confirm({ token: 'a.b.c' }, guesser)).statusCode).toBe(429);
    expect(await statusOf(orderId)).toBe('Order Placed');

    // Another client's tries are its own.
    expect((await confirm({ code: 'Guess9999999' }, '198.51.100.7')).statusCode).toBe(400);
    const confirmed = await confirm({ code }, '198.51.100.8');
    expect(confirmed.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('Confirmed');
  });
});
