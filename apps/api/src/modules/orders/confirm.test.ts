import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, seededAt, testConfig, type TestApp, testDatabaseKinds } from '../../../test/helpers';
import { fixedClock } from '../../lib/clock';
import { issueOrderConfirmToken } from '../../lib/tokens';

const HOUR_MS = 3_600_000;

describe.each(testDatabaseKinds())('confirming and cancelling a COD order on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let product: ProductDto;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock, webDist: fakeWebBuild() });
    admin = (await newAccount(shop, 'admin')).token;
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    product = products.find((candidate) => candidate.quantity >= 30 && candidate.discountprice === 0)!;
  });
  afterAll(async () => shop?.close());

  /** A customer's order, and the token of the "Confirm my order" link its email carries. */
  const placeOrder = async () => {
    const { token, email } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount: product.price + deliveryCharges, deliveryCharges },
    });
    expect(response.statusCode).toBe(201);
    const orderId = response.json().orderId as string;
    await shop.outbox.idle();
    const mail = shop.sentMail.find((message) => message.to === email && message.subject.includes(orderId.slice(0, 7)))!;
    const link = new URL(/Confirm my order: (\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/orders/confirm');
    return { orderId, token, link, confirmToken: link.searchParams.get('token')! };
  };
  const confirm = (token: unknown) => shop.app.inject({ method: 'POST', url: '/api/order/confirm', payload: { token } });
  const myOrder = async (token: string, orderId: string) =>
    ((await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders as OrderDto[]).find(
      (order) => order._id === orderId,
    )!;
  const cancel = (token: string, orderId: string) =>
    shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId, cancellationReason: 'Changed my mind' } });

  it('confirms the order from the link in its email, once, without a login, and says so when the link is used again', async () => {
    const { orderId, token, confirmToken } = await placeOrder();
    clock.advance(HOUR_MS);
    const answers = await Promise.all([confirm(confirmToken), confirm(confirmToken)]);
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

    const order = await myOrder(token, orderId);
    expect(order.status).toBe('Confirmed');
    expect(order.statusHistory).toEqual([
      { status: 'Order Placed', date: clock.now().getTime() - HOUR_MS, by: 'customer' },
      { status: 'Confirmed', date: clock.now().getTime(), by: 'customer' },
    ]);

    // Used, and still used once the order moves on.
    expect(
      (await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { token: admin }, payload: { status: 'Packing' } }))
        .statusCode,
    ).toBe(200);
    expect((await confirm(confirmToken)).json().code).toBe('ORDER_ALREADY_CONFIRMED');
  });

  it('changes nothing when the link is only fetched (mail scanners, link previews): the page confirms with a POST', async () => {
    const { orderId, token, link, confirmToken } = await placeOrder();
    const page = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const head = await shop.app.inject({ method: 'HEAD', url: `${link.pathname}${link.search}` });
    expect(head.statusCode).toBe(200);
    // The call itself has no GET: GET /api/order/{id} (one's own order) finds no order called "confirm", and confirms nothing.
    const url = `/api/order/confirm?token=${encodeURIComponent(confirmToken)}`;
    expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url, headers: { token } })).json()).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    expect((await myOrder(token, orderId)).status).toBe('Order Placed');
    expect((await confirm(confirmToken)).statusCode).toBe(200);
  });

  it('refuses a link older than 48 hours', async () => {
    const { orderId, token, confirmToken } = await placeOrder();
    clock.advance(48 * HOUR_MS + 1_000);
    const late = await confirm(confirmToken);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({
      success: false,
      code: 'CONFIRM_LINK_EXPIRED',
      message: 'This confirmation link has expired. Please contact us to confirm your order.',
    });
    // Logins last 7 days: this customer's still works.
    expect((await myOrder(token, orderId)).status).toBe('Order Placed');
  });

  it("confirms only the order the link was made for, and refuses links that are not the shop's", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect((await confirm(first.confirmToken)).json().order._id).toBe(first.orderId);
    expect((await myOrder(second.token, second.orderId)).status).toBe('Order Placed');

    const [header, payload, signature] = second.confirmToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: first.orderId })).toString('base64url')}.${signature}`;
    const invalid = {
      success: false,
      code: 'CONFIRM_LINK_INVALID',
      message: 'This confirmation link is not valid. Please use the link we sent you by email or WhatsApp.',
    };
    for (const token of [forged, `${second.confirmToken}x`, 'not-a-token', second.token]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
    expect((await confirm('')).json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['token'] });
    expect((await myOrder(second.token, second.orderId)).status).toBe('Order Placed');

    const secret = testConfig().jwtSecret!;
    const gone = await confirm(await issueOrderConfirmToken('ffffffffffffffffffffffff', secret, clock.now()));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
  });

  it('lets the customer cancel a confirmed order within the 15 minutes, and then the link says it was cancelled', async () => {
    const { orderId, token, confirmToken } = await placeOrder();
    const late = await placeOrder();
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    expect((await confirm(late.confirmToken)).statusCode).toBe(200);
    clock.advance(14 * 60_000);
    expect((await cancel(token, orderId)).json()).toEqual({ success: true, message: 'Order cancelled successfully' });
    expect((await myOrder(token, orderId)).statusHistory.map((event) => [event.status, event.by, event.note])).toEqual([
      ['Order Placed', 'customer', undefined],
      ['Confirmed', 'customer', undefined],
      ['Cancelled', 'customer', 'Changed my mind'],
    ]);
    expect((await confirm(confirmToken)).json()).toEqual({
      success: false,
      code: 'ORDER_CANCELLED',
      message: 'This order was cancelled, so there is nothing to confirm.',
    });

    clock.advance(60_000);
    const refused = await cancel(late.token, late.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'CANCELLATION_WINDOW_PASSED',
      message: 'The 15-minute cancellation window for this order has passed.',
    });
  });

  it('refuses the customer a cancel once the order is being packed, however early', async () => {
    const { orderId, token } = await placeOrder();
    expect(
      (await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { token: admin }, payload: { status: 'Packing' } }))
        .statusCode,
    ).toBe(200);
    const refused = await cancel(token, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'ORDER_NOT_CANCELLABLE', message: 'This order is packing and can no longer be cancelled.' });
  });
});
