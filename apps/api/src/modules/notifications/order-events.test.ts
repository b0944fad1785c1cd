import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { formatMoney, paisa, rupeesToPaisa } from '@shop/core/shared/money';
import { createSecondApp, createTestApp, deliveryAddress, newAccount, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { fixedClock } from '../../lib/clock';
import { ALERT_SPACING_MS } from './service';
import { escapeHtml } from '../../lib/email-layout';
import { demoShop } from '../../seed/demo-shop';

const secret = 'the shop owner webhook secret';

/** The receiver's side, as the README shows it: the HMAC of the raw body, compared in constant time. */
function verifySignature(rawBody: string, header: string | undefined, key: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', key).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe.each(testDatabaseKinds())('the owner hears of every order on %s', (kind) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end();
    });
  });
  let shop: TestApp;
  let admin: string;
  let product: ProductDto;
  // Every app of a test shares it: alerts are spaced by the shop's clock, which the tests move.
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/shop-orders`;
    shop = await createTestApp(kind, { clock, env: { ORDER_WEBHOOK_URL: url, ORDER_WEBHOOK_SECRET: secret } });
    admin = (await newAccount(shop, 'admin')).token;
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    product = products.find((candidate) => candidate.quantity >= 30 && candidate.discountprice === 0)!;
  });
  afterAll(async () => {
    await shop?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  /** An order of two units through the public call, as a customer places it, `after` the last one (a minute: alerted at once). */
  const placeOrder = async (on: TestApp, after = ALERT_SPACING_MS) => {
    clock.advance(after);
    const { token, email } = await newAccount(on);
    const { fixedCharge, freeDeliveryAbove } = (await on.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const phone = uniquePhone();
    const subtotal = product.price * 2;
    const deliveryCharges = freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: {
        address: { ...deliveryAddress, phone },
        items: [{ id: product._id, quantity: 2 }],
        amount: subtotal + deliveryCharges,
        deliveryCharges,
        method: 'COD',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { orderId: response.json().orderId as string, email, token, amount: subtotal + deliveryCharges, phone };
  };
  const mailTo = (on: TestApp, to: string) => on.sentMail.filter((mail) => mail.to === to);
  const supportEmail = demoShop.business.contact.customerSupport.email;

  it('mails the owner an alert and posts a signed order.placed, beside the customer’s confirmation', async () => {
    const alertsBefore = mailTo(shop, supportEmail).length;
    const webhooksBefore = received.length;
    const { orderId, email, amount, phone } = await placeOrder(shop);
    await shop.outbox.idle();
    const number = orderId.slice(0, 7);

    expect(mailTo(shop, email).map((mail) => mail.subject)).toEqual([expect.stringContaining('Welcome'), expect.stringContaining(`Order #${number} received`)]);
    const alerts = mailTo(shop, supportEmail).slice(alertsBefore);
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!;
    expect(alert.subject).toBe(`New order #${number}: ${formatMoney(rupeesToPaisa(amount))} — Lahore`);
    expect(alert.html).toContain(`2 × ${escapeHtml(product.name)}`);
    expect(alert.text).toContain(`2 × ${product.name}`);
    for (const body of [alert.text, alert.html]) {
      expect(body).toContain(formatMoney(rupeesToPaisa(amount)));
      expect(body).toContain('City: Lahore');
      expect(body).toContain(phone);
      expect(body).toContain(`http://localhost:3000/admin/orders/${orderId}`);
    }

    const calls = received.slice(webhooksBefore);
    expect(calls).toHaveLength(1);
    const { headers, body } = calls[0]!;
    expect(verifySignature(body, headers['x-shop-signature'] as string, secret)).toBe(true);
    expect(headers['x-shop-event']).toBe('order.placed');
    const event = JSON.parse(body);
    expect(event).toMatchObject({
      event: 'order.placed',
      order: {
        _id: orderId,
        orderNumber: number,
        adminUrl: `http://localhost:3000/admin/orders/${orderId}`,
        status: 'Order Placed',
        amount,
        address: { city: 'Lahore', phone },
        items: [{ id: product._id, quantity: 2 }],
      },
    });
  });

  it('posts order.status_changed each time the owner moves an order, and alerts by email only for a new one', async () => {
    const { orderId } = await placeOrder(shop);
    await shop.outbox.idle();
    const alertsBefore = mailTo(shop, supportEmail).length;
    const webhooksBefore = received.length;
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { token: admin },
      payload: { status: 'Confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await shop.outbox.idle();

    const calls = received
      .slice(webhooksBefore)
      .map(({ headers, body }) => ({ valid: verifySignature(body, headers['x-shop-signature'] as string, secret), body: JSON.parse(body) }));
    expect(calls).toEqual([
      { valid: true, body: expect.objectContaining({ event: 'order.status_changed', order: expect.objectContaining({ _id: orderId, status: 'Confirmed' }) }) },
    ]);
    expect(mailTo(shop, supportEmail)).toHaveLength(alertsBefore);
  });

  it('alerts the owner at once for the first order, then gathers the orders of the next minute into one digest, with a webhook for each', async () => {
    const alertsBefore = mailTo(shop, supportEmail).length;
    const webhooksBefore = received.length;
    const first = await placeOrder(shop);
    // Sent before the clock moves on: the minute counts from when the alert went.
    await shop.outbox.idle();
    const second = await placeOrder(shop, 10_000);
    const third = await placeOrder(shop, 20_000);
    await shop.outbox.idle();
    const alerts = () => mailTo(shop, supportEmail).slice(alertsBefore);
    expect(alerts().map((mail) => mail.subject)).toEqual([expect.stringContaining(`New order #${first.orderId.slice(0, 7)}`)]);
    expect(received.slice(webhooksBefore)).toHaveLength(3);

    // A minute after the first alert the digest falls due: one email naming both orders.
    clock.advance(ALERT_SPACING_MS - 30_000);
    await shop.outbox.idle();
    expect(alerts()).toHaveLength(2);
    const digest = alerts()[1]!;
    expect(digest.subject).toBe(`2 new orders: ${formatMoney(paisa(rupeesToPaisa(second.amount) + rupeesToPaisa(third.amount)))} to collect`);
    for (const { orderId } of [second, third]) {
      expect(digest.text).toContain(`#${orderId.slice(0, 7)}`);
      expect(digest.html).toContain(`http://localhost:3000/admin/orders/${orderId}`);
    }

    // An order just after the digest waits for the next minute, and then goes alone, as its own alert.
    const fourth = await placeOrder(shop, 1_000);
    await shop.outbox.idle();
    expect(alerts()).toHaveLength(2);
    clock.advance(ALERT_SPACING_MS);
    await shop.outbox.idle();
    expect(alerts().map((mail) => mail.subject)).toEqual([
      expect.anything(),
      expect.anything(),
      expect.stringContaining(`New order #${fourth.orderId.slice(0, 7)}`),
    ]);
  });

  const cancelAsCustomer = async (token: string, orderId: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { token },
      payload: { orderId, cancellationReason: 'Ordered <b>twice</b> by mistake' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('alerts the owner when a customer cancels, with the reason and that the stock is back, but not when she cancels herself', async () => {
    const mine = await placeOrder(shop);
    await shop.outbox.idle();
    const alertsBefore = mailTo(shop, supportEmail).length;
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${mine.orderId}/status`,
      headers: { token: admin },
      payload: { status: 'Cancelled', reason: 'Fake number' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    clock.advance(ALERT_SPACING_MS);
    await shop.outbox.idle();
    expect(mailTo(shop, supportEmail)).toHaveLength(alertsBefore);

    const theirs = await placeOrder(shop);
    await shop.outbox.idle();
    clock.advance(ALERT_SPACING_MS);
    await cancelAsCustomer(theirs.token, theirs.orderId);
    await shop.outbox.idle();
    const alerts = mailTo(shop, supportEmail).slice(alertsBefore);
    const number = theirs.orderId.slice(0, 7);
    expect(alerts.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`New order #${number}`),
      `Order #${number} cancelled by the customer: ${formatMoney(rupeesToPaisa(theirs.amount))} — Lahore`,
    ]);
    const alert = alerts[1]!;
    expect(alert.text).toContain('Reason: Ordered <b>twice</b> by mistake');
    expect(alert.text).toContain('its items are back in stock');
    expect(alert.html).toContain(escapeHtml('Ordered <b>twice</b> by mistake'));
    expect(alert.html).not.toContain('<b>twice</b>');
    expect(alert.html).toContain(`http://localhost:3000/admin/orders/${theirs.orderId}`);
  });

  it('puts the cancellations of the minute after an alert into the same digest as its new orders', async () => {
    const alertsBefore = mailTo(shop, supportEmail).length;
    const first = await placeOrder(shop);
    await shop.outbox.idle();
    const second = await placeOrder(shop, 10_000);
    await cancelAsCustomer(first.token, first.orderId);
    await shop.outbox.idle();
    expect(mailTo(shop, supportEmail).slice(alertsBefore)).toHaveLength(1);

    clock.advance(ALERT_SPACING_MS);
    await shop.outbox.idle();
    const alerts = mailTo(shop, supportEmail).slice(alertsBefore);
    expect(alerts).toHaveLength(2);
    const digest = alerts[1]!;
    expect(digest.subject).toBe(`1 new order: ${formatMoney(rupeesToPaisa(second.amount))} to collect · 1 cancelled by the customer`);
    const [newOrders, cancellations] = digest.text.split('1 cancelled by the customer');
    expect(newOrders).toContain(`#${second.orderId.slice(0, 7)}`);
    expect(newOrders).not.toContain(`#${first.orderId.slice(0, 7)}`);
    expect(cancellations).toContain(`#${first.orderId.slice(0, 7)}`);
    expect(digest.html).toContain(`http://localhost:3000/admin/orders/${first.orderId}`);
  });

  it('sends at most one email a minute, naming every order once, however many orders race on two servers', async () => {
    const second = await createSecondApp(shop, { clock });
    try {
      clock.advance(ALERT_SPACING_MS);
      const alertsBefore = { shop: mailTo(shop, supportEmail).length, second: mailTo(second, supportEmail).length };
      const placed = await Promise.all(Array.from({ length: 6 }, (_, index) => placeOrder(index % 2 === 0 ? shop : second, 0)));
      await Promise.all([shop.outbox.idle(), second.outbox.idle()]);
      clock.advance(ALERT_SPACING_MS);
      await Promise.all([shop.outbox.idle(), second.outbox.idle()]);
      // Those committed before the first look go at once (together, if several), the rest a minute later.
      const alerts = [...mailTo(shop, supportEmail).slice(alertsBefore.shop), ...mailTo(second, supportEmail).slice(alertsBefore.second)];
      expect(alerts.length).toBeGreaterThanOrEqual(1);
      expect(alerts.length).toBeLessThanOrEqual(2);
      const named = alerts.flatMap((mail) => placed.filter(({ orderId }) => mail.text.includes(`#${orderId.slice(0, 7)}`)).map(({ orderId }) => orderId));
      expect(named.sort()).toEqual(placed.map(({ orderId }) => orderId).sort());
    } finally {
      await second.close();
    }
  });

  it('sends the confirmation and the alert of an order acknowledged just before the process died', async () => {
    // The only processes on this database are the one that dies and the one that starts after it.
    await shop.outbox.stop();
    // The process dies right after answering 201: its dispatcher never gets to the order's messages.
    const dying = await createSecondApp(shop, { clock });
    await dying.outbox.stop();
    const { orderId, email } = await placeOrder(dying);
    await dying.close();
    expect(dying.sentMail).toEqual([]);

    const restarted = await createSecondApp(shop, { clock });
    try {
      await restarted.outbox.idle();
      const number = orderId.slice(0, 7);
      expect(mailTo(restarted, email).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('Welcome'),
        expect.stringContaining(`Order #${number} received`),
      ]);
      expect(mailTo(restarted, supportEmail).map((mail) => mail.subject)).toEqual([expect.stringContaining(`New order #${number}`)]);
    } finally {
      await restarted.close();
    }
  });
});
