import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { AuditEntryDto } from '@shop/core/console/admin-dtos';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { formatMoney, rupeesToPaisa } from '@shop/core/shared/money';
import { createTestApp, deliveryAddress, newAccount, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { orderDeliveryAttempts, orderNotes } from '../../db/schema/orders';
import { fixedClock } from '../../lib/clock';
import { demoShop } from '../../seed/demo-shop';

const MINUTE_MS = 60_000;
const shopName = demoShop.business.company.name;
const support = demoShop.business.contact.customerSupport;
const noAttempts = { 'not-at-home': 0, 'phone-off': 0, refused: 0, 'wrong-address': 0, 'another-day': 0 };

/**
 * docs/product.md §4 The parcel's story: the courier's failed delivery attempts, which the customer sees
 * (reason and time), is emailed about and the webhook hears of; and the owner's notes and calls, which
 * only the console ever shows.
 */
describe.each(testDatabaseKinds())("the parcel's story on %s", (kind) => {
  /** Every body the order webhook received, in order. */
  const webhooks: string[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      webhooks.push(body);
      response.end();
    });
  });
  let shop: TestApp;
  let admin: { token: string; userId: string };
  let product: ProductDto;
  const clock = fixedClock(new Date('2031-09-01T08:00:00Z'));

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/orders`;
    shop = await createTestApp(kind, { clock, env: { ORDER_WEBHOOK_URL: url, ORDER_WEBHOOK_SECRET: 'the parcel story webhook secret' } });
    admin = await newAccount(shop, 'admin');
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    product = products.find((candidate) => candidate.quantity >= 50 && candidate.discountprice === 0)!;
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: { token: admin.token },
      payload: {
        fixedCharge: 250,
        freeDeliveryAbove: 3000,
        couriers: [
          { name: 'TCS', trackingUrlTemplate: 'https://track.example.pk/tcs?cn={tracking}' },
          { name: 'Leopards', trackingUrlTemplate: null },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await shop?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  /** A real order of one unit through the public call, by a new customer with a phone of their own. */
  const placeOrder = async (options: { verified?: boolean; firstName?: string } = {}) => {
    const customer = await newAccount(shop, 'customer', { verified: options.verified ?? true });
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const amount = product.price + deliveryCharges;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: {
        address: { ...deliveryAddress, firstName: options.firstName ?? deliveryAddress.firstName, phone: uniquePhone() },
        items: [{ id: product._id, quantity: 1 }],
        amount,
        deliveryCharges,
        method: 'COD',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json().orderId as string;
    return { orderId, number: orderId.slice(0, 7), token: customer.token, email: customer.email, amount };
  };
  const move = (orderId: string, status: string, fields: Record<string, unknown> = {}) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { token: admin.token }, payload: { status, ...fields } });
  const tcs = { courier: 'TCS', trackingNumber: '770012345678' };
  /** The owner's moves, a minute apart, each with what it needs. */
  const moveAlong = async (orderId: string, statuses: string[], shipWith: Record<string, unknown> = tcs) => {
    for (const status of statuses) {
      clock.advance(MINUTE_MS);
      const response = await move(orderId, status, status === 'Shipped' ? shipWith : status === 'Returned' ? { reason: 'Refused', restock: true } : {});
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
    }
  };
  const attempt = (orderId: string, payload: unknown, token = admin.token) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/delivery-attempts`, headers: { token }, payload: payload as object });
  const addNote = (orderId: string, payload: unknown, token = admin.token) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/notes`, headers: { token }, payload: payload as object });
  const adminOrder = async (orderId: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin.token } })).json().order as AdminOrderDto;
  const listed = async (orderId: string) =>
    (
      (await shop.app.inject({ method: 'GET', url: `/api/admin/orders?q=${orderId.slice(0, 7)}`, headers: { token: admin.token } })).json()
        .orders as AdminOrderDto[]
    ).find((order) => order._id === orderId)!;
  /** The customer's two views of the order: its page and My Orders, each as the raw answer and the order in it. */
  const customerViews = async (token: string, orderId: string) => {
    const one = await shop.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { token } });
    const all = await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } });
    expect(one.statusCode).toBe(200);
    expect(all.statusCode).toBe(200);
    const fromList = (all.json().orders as OrderDto[]).find((order) => order._id === orderId)!;
    return { bodies: [one.body, all.body], orders: [one.json().order as OrderDto, fromList] };
  };
  const storedAttempts = (orderId: string) => shop.database.db.select().from(orderDeliveryAttempts).where(eq(orderDeliveryAttempts.orderId, orderId));
  const storedNotes = (orderId: string) => shop.database.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId));
  const auditOf = async (orderId: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&entityId=${orderId}`, headers: { token: admin.token } })).json()
      .entries as AuditEntryDto[];
  /** The webhook events about an order, once everything due has been sent. */
  const webhooksOf = async (orderId: string) => {
    await shop.outbox.idle();
    return webhooks.map((body) => JSON.parse(body) as { event: string; order: OrderDto }).filter((event) => event.order._id === orderId);
  };
  const mailTo = async (email: string) => {
    await shop.outbox.idle();
    return shop.sentMail.filter((mail) => mail.to === email);
  };
  const whatsappText = (order: AdminOrderDto) => new URL(order.whatsappUrl!).searchParams.get('text')!;
  /** Text no other test writes, to look for in everything the customer and the webhook receive. */
  const marker = () => `owner-only-${randomBytes(6).toString('hex')}`;

  describe('failed delivery attempts', () => {
    it('records them while Shipped and Out for delivery: the owner sees the note, the customer the reason and time, emailed once each', async () => {
      const { orderId, number, token, email } = await placeOrder();
      await moveAlong(orderId, ['Confirmed', 'Packing', 'Shipped']);
      const history = (await adminOrder(orderId)).statusHistory;
      const secret = marker();

      clock.advance(MINUTE_MS);
      const firstAt = clock.now().toISOString();
      const first = await attempt(orderId, { reason: 'not-at-home', note: `  Gate locked, neighbour said 6 pm ${secret}  ` });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        success: true,
        message: `Order #${number}: Delivery attempt failed: Not at home`,
        order: {
          _id: orderId,
          status: 'Shipped',
          deliveryAttempts: [{ reason: 'not-at-home', note: `Gate locked, neighbour said 6 pm ${secret}`, at: firstAt }],
          statusHistory: history,
        },
      });

      await moveAlong(orderId, ['Out for delivery']);
      clock.advance(MINUTE_MS);
      const secondAt = clock.now().toISOString();
      const second = await attempt(orderId, { reason: 'phone-off' });
      expect(second.statusCode).toBe(201);
      expect(second.json().message).toBe(`Order #${number}: Delivery attempt failed: Phone off`);
      const owned = [
        { reason: 'not-at-home', note: `Gate locked, neighbour said 6 pm ${secret}`, at: firstAt },
        { reason: 'phone-off', note: null, at: secondAt },
      ];
      expect(second.json().order).toMatchObject({ status: 'Out for delivery', deliveryAttempts: owned });
      // An attempt is no status: the history holds the moves alone, and the order stays with the courier.
      expect((await adminOrder(orderId)).statusHistory.map((event) => event.status)).toEqual([
        'Order Placed',
        'Confirmed',
        'Packing',
        'Shipped',
        'Out for delivery',
      ]);
      expect((await listed(orderId)).deliveryAttempts).toEqual(owned);

      // The customer reads the reason and time of each, never the owner's note.
      const { bodies, orders } = await customerViews(token, orderId);
      for (const order of orders) {
        expect(order.deliveryAttempts).toEqual([
          { reason: 'not-at-home', at: firstAt },
          { reason: 'phone-off', at: secondAt },
        ]);
      }
      for (const body of bodies) expect(body).not.toContain(secret);

      // One email per attempt, to the account's verified address, answered by the shop's support.
      const mail = (await mailTo(email)).filter((message) => message.subject.includes('could not deliver'));
      expect(mail.map((message) => message.subject)).toEqual([
        `Order #${number}: we could not deliver it — ${shopName}`,
        `Order #${number}: we could not deliver it — ${shopName}`,
      ]);
      for (const message of mail) {
        expect(message.replyTo).toBe(support.email);
        expect(message.text).toContain(support.phone);
        expect(message.text).toContain('Courier: TCS, tracking number 770012345678.');
        expect(message.text).toContain('Track it: https://track.example.pk/tcs?cn=770012345678');
        expect(message.html).toContain(support.phone);
        expect(`${message.text}${message.html}`).not.toContain(secret);
      }
      expect(mail[0]!.text).toContain('Delivery attempt failed: Not at home.');
      expect(mail[1]!.text).toContain('Delivery attempt failed: Phone off.');
      expect(mail[0]!.html).toContain('Delivery attempt failed: Not at home.');

      // The webhook hears of each, with the order as the customer sees it.
      const events = (await webhooksOf(orderId)).filter((event) => event.event === 'order.delivery_attempt_failed');
      expect(events.map((event) => event.order.deliveryAttempts)).toEqual([
        [{ reason: 'not-at-home', at: firstAt }],
        [
          { reason: 'not-at-home', at: firstAt },
          { reason: 'phone-off', at: secondAt },
        ],
      ]);
      expect(events.map((event) => event.order.status)).toEqual(['Shipped', 'Out for delivery']);
      for (const body of webhooks) expect(body).not.toContain(secret);

      // Each is in the audit log, by the admin who recorded it.
      const audited = (await auditOf(orderId)).filter((entry) => entry.action === 'delivery-attempt');
      expect(audited.map((entry) => [entry.actor?._id, entry.changes?.after])).toEqual([
        [admin.userId, { reason: 'phone-off' }],
        [admin.userId, { reason: 'not-at-home', note: `Gate locked, neighbour said 6 pm ${secret}` }],
      ]);
    });

    it('emails no customer whose address is not verified, and still shows them the attempt', async () => {
      const { orderId, token, email } = await placeOrder({ verified: false });
      await moveAlong(orderId, ['Packing', 'Shipped']);
      expect((await attempt(orderId, { reason: 'wrong-address' })).statusCode).toBe(201);
      expect((await mailTo(email)).filter((message) => message.subject.includes('could not deliver'))).toEqual([]);
      expect((await customerViews(token, orderId)).orders[0]!.deliveryAttempts).toEqual([{ reason: 'wrong-address', at: clock.now().toISOString() }]);
      expect((await webhooksOf(orderId)).map((event) => event.event).at(-1)).toBe('order.delivery_attempt_failed');
    });

    it.each([
      ['Order Placed', []],
      ['Confirmed', ['Confirmed']],
      ['Packing', ['Packing']],
      ['Delivered', ['Packing', 'Shipped', 'Out for delivery', 'Delivered']],
      ['Cancelled', ['Cancelled']],
      ['Returned', ['Packing', 'Shipped', 'Returned']],
    ])('refuses an attempt on an order that is %s with 409, naming where it stands, and stores nothing', async (status, moves) => {
      const { orderId, email } = await placeOrder();
      for (const to of moves) {
        clock.advance(MINUTE_MS);
        const response = await move(
          orderId,
          to,
          to === 'Shipped' ? tcs : to === 'Cancelled' ? { reason: 'Customer asked' } : to === 'Returned' ? { reason: 'Refused', restock: true } : {},
        );
        expect(response.statusCode, response.body).toBe(200);
      }
      const { nextStatuses } = await adminOrder(orderId);
      const webhooksBefore = (await webhooksOf(orderId)).length;
      const mailBefore = (await mailTo(email)).length;

      const refused = await attempt(orderId, { reason: 'refused', note: 'should not be kept' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        code: 'ORDER_STATUS_MOVE_REFUSED',
        message: `This order is ${status}: a failed delivery attempt is recorded only while the courier has the parcel.`,
        status,
        nextStatuses,
      });
      expect(await storedAttempts(orderId)).toEqual([]);
      expect((await adminOrder(orderId)).deliveryAttempts).toEqual([]);
      expect(await webhooksOf(orderId)).toHaveLength(webhooksBefore);
      expect(await mailTo(email)).toHaveLength(mailBefore);
      expect((await auditOf(orderId)).map((entry) => entry.action)).not.toContain('delivery-attempt');
    });

    it('answers 404 for an unknown order and 400 for a reason off the list, a long note or a NUL byte, storing nothing', async () => {
      const missing = await attempt('ffffffffffffffffffffffff', { reason: 'not-at-home' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' });

      const { orderId } = await placeOrder();
      await moveAlong(orderId, ['Packing', 'Shipped']);
      for (const [payload, code, fields] of [
        [{ reason: 'lost' }, 'INVALID_REQUEST', ['reason']],
        [{}, 'INVALID_REQUEST', ['reason']],
        [{ reason: 'refused', note: 'x'.repeat(501) }, 'INVALID_REQUEST', ['note']],
        [{ reason: 'refused', note: 'at the gate\u0000' }, 'UNSTORABLE_TEXT', ['note']],
        [{ reason: 'refused\u0000' }, 'UNSTORABLE_TEXT', ['reason']],
      ] as const) {
        const response = await attempt(orderId, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json(), JSON.stringify(payload)).toMatchObject({ success: false, code, fields });
      }
      expect((await attempt(orderId, { reason: 'lost' })).json().message).toBe(
        'reason must be one of not-at-home, phone-off, refused, wrong-address, another-day',
      );
      expect((await attempt(orderId, { reason: 'refused', note: 'x'.repeat(501) })).json().message).toBe('note must be at most 500 characters');
      expect(await storedAttempts(orderId)).toEqual([]);
      // 500 characters are kept whole.
      expect((await attempt(orderId, { reason: 'refused', note: 'x'.repeat(500) })).statusCode).toBe(201);
      expect((await storedAttempts(orderId)).map((row) => row.note)).toEqual(['x'.repeat(500)]);
    });
  });

  describe("the owner's notes and calls", () => {
    it('keeps notes and calls with and without text, oldest first, in the order and the list, and in the audit log', async () => {
      const { orderId, number } = await placeOrder();
      const times: string[] = [];
      const add = async (payload: object, message: string) => {
        clock.advance(MINUTE_MS);
        times.push(clock.now().toISOString());
        const response = await addNote(orderId, payload);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ success: true, message, order: { _id: orderId, status: 'Order Placed' } });
        return response.json().order as AdminOrderDto;
      };
      await add({ text: '  Asked for delivery after 5 pm  ' }, `Note added on order #${number}`);
      await add({ call: 'no-answer' }, `Call logged: No answer on order #${number}`);
      await add({ call: 'wrong-number', text: '' }, `Call logged: Wrong number on order #${number}`);
      const last = await add({ call: 'answered', text: 'Confirmed by phone, will be home Saturday' }, `Call logged: Answered on order #${number}`);
      const notes = [
        { text: 'Asked for delivery after 5 pm', call: null, at: times[0] },
        { text: '', call: 'no-answer', at: times[1] },
        { text: '', call: 'wrong-number', at: times[2] },
        { text: 'Confirmed by phone, will be home Saturday', call: 'answered', at: times[3] },
      ];
      expect(last.notes).toEqual(notes);
      expect((await adminOrder(orderId)).notes).toEqual(notes);
      expect((await listed(orderId)).notes).toEqual(notes);
      // A note is no status move.
      expect(last.statusHistory.map((event) => event.status)).toEqual(['Order Placed']);

      const audited = (await auditOf(orderId)).filter((entry) => entry.action === 'note' || entry.action === 'call').reverse();
      expect(audited.map((entry) => [entry.action, entry.actor?._id, entry.changes?.after])).toEqual([
        ['note', admin.userId, { text: 'Asked for delivery after 5 pm', call: null }],
        ['call', admin.userId, { text: '', call: 'no-answer' }],
        ['call', admin.userId, { text: '', call: 'wrong-number' }],
        ['call', admin.userId, { text: 'Confirmed by phone, will be home Saturday', call: 'answered' }],
      ]);
    });

    it('refuses a note of 100,000 characters, a NUL byte, a call off the list and an empty note, storing nothing; 404 for an unknown order', async () => {
      const { orderId } = await placeOrder();
      for (const [payload, code, fields] of [
        [{ text: 'x'.repeat(100_000) }, 'INVALID_REQUEST', ['text']],
        [{ text: 'x'.repeat(2001) }, 'INVALID_REQUEST', ['text']],
        [{ text: 'said\u0000no' }, 'UNSTORABLE_TEXT', ['text']],
        [{ text: 'rang', call: 'busy' }, 'INVALID_REQUEST', ['call']],
        [{ call: 'no-answer\u0000' }, 'UNSTORABLE_TEXT', ['call']],
        [{}, 'INVALID_REQUEST', ['text']],
        [{ text: '' }, 'INVALID_REQUEST', ['text']],
        [{ text: '   \n ' }, 'INVALID_REQUEST', ['text']],
      ] as const) {
        const response = await addNote(orderId, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(response.json(), JSON.stringify(payload).slice(0, 60)).toMatchObject({ success: false, code, fields });
      }
      expect((await addNote(orderId, {})).json().message).toBe('text is required for a note that is not a call');
      expect((await addNote(orderId, { call: 'busy' })).json().message).toBe('call must be one of answered, no-answer, wrong-number');
      expect(await storedNotes(orderId)).toEqual([]);
      expect((await adminOrder(orderId)).notes).toEqual([]);
      // 2000 characters are kept whole.
      expect((await addNote(orderId, { text: 'y'.repeat(2000) })).statusCode).toBe(201);
      expect((await storedNotes(orderId)).map((row) => row.text)).toEqual(['y'.repeat(2000)]);

      const missing = await addNote('ffffffffffffffffffffffff', { text: 'Hello' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    });

    it("never shows a note, a call or an attempt's note to the customer, in an email or to the webhook, however far the order moves", async () => {
      const { orderId, token, email } = await placeOrder();
      const secrets = [marker(), marker(), marker()];
      clock.advance(MINUTE_MS);
      expect((await addNote(orderId, { text: `Customer sounded unsure ${secrets[0]}` })).statusCode).toBe(201);
      expect((await addNote(orderId, { call: 'answered', text: `Said yes ${secrets[1]}` })).statusCode).toBe(201);
      await moveAlong(orderId, ['Confirmed', 'Packing', 'Shipped']);
      clock.advance(MINUTE_MS);
      expect((await attempt(orderId, { reason: 'another-day', note: `Rider says ${secrets[2]}` })).statusCode).toBe(201);
      await moveAlong(orderId, ['Out for delivery', 'Delivered']);
      const order = await adminOrder(orderId);
      expect(order.notes.map((note) => note.text).join(' ')).toContain(secrets[1]);
      expect(order.deliveryAttempts[0]!.note).toContain(secrets[2]);

      const { bodies, orders } = await customerViews(token, orderId);
      for (const view of orders) expect(Object.keys(view)).not.toContain('notes');
      const mail = await mailTo(email);
      // Confirmed, Packing, Shipped, the attempt, Out for delivery, Delivered: every one of them, and none holds a note.
      expect(mail.filter((message) => message.subject.startsWith(`Order #${orderId.slice(0, 7)}:`))).toHaveLength(6);
      const events = await webhooksOf(orderId);
      expect(events.map((event) => event.event)).toEqual([
        'order.placed',
        'order.status_changed',
        'order.status_changed',
        'order.status_changed',
        'order.delivery_attempt_failed',
        'order.status_changed',
        'order.status_changed',
      ]);
      const seen = [...bodies, ...shop.sentMail.flatMap((message) => [message.subject, message.text, message.html]), ...webhooks];
      for (const secret of secrets) for (const text of seen) expect(text).not.toContain(secret);
    });

    it('refuses both calls to a customer (403) and to no login (401), storing nothing', async () => {
      const { orderId, token } = await placeOrder();
      await moveAlong(orderId, ['Packing', 'Shipped']);
      for (const call of [attempt, addNote]) {
        const payload = { reason: 'refused', text: 'Mine', call: 'answered' };
        const asCustomer = await call(orderId, payload, token);
        expect(asCustomer.statusCode).toBe(403);
        expect(asCustomer.json().code).toBe('ADMIN_ONLY');
        const anonymous = await shop.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/${call === attempt ? 'delivery-attempts' : 'notes'}`,
          payload,
        });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
      }
      expect(await storedAttempts(orderId)).toEqual([]);
      expect(await storedNotes(orderId)).toEqual([]);
    });
  });

  describe("the console's WhatsApp message follows the order", () => {
    it('confirms while placed, names the courier and tracking once shipped, the failed attempt after one, else the status', async () => {
      const { orderId, number, amount } = await placeOrder();
      const trackingLink = 'https://track.example.pk/tcs?cn=770012345678';
      let order = await listed(orderId);
      expect(order.whatsappKind).toBe('confirmation');
      expect(order.notes).toEqual([]);
      expect(order.deliveryAttempts).toEqual([]);

      await moveAlong(orderId, ['Confirmed']);
      expect((await listed(orderId)).whatsappKind).toBe('statusUpdate');
      await moveAlong(orderId, ['Packing', 'Shipped']);
      order = await listed(orderId);
      expect(order.whatsappKind).toBe('shipped');
      expect(whatsappText(order)).toBe(
        [
          `Hello ${deliveryAddress.firstName}, your order #${number} from ${shopName} is on its way.`,
          'Courier: TCS',
          'Tracking number: 770012345678',
          `Track it here: ${trackingLink}`,
          `Please keep ${formatMoney(rupeesToPaisa(amount))} ready for the rider (Cash on Delivery).`,
        ].join('\n'),
      );

      clock.advance(MINUTE_MS);
      expect((await attempt(orderId, { reason: 'refused', note: 'Said he never ordered' })).statusCode).toBe(201);
      clock.advance(MINUTE_MS);
      expect((await addNote(orderId, { call: 'no-answer' })).statusCode).toBe(201);
      order = await listed(orderId);
      expect(order.whatsappKind).toBe('deliveryAttempt');
      expect(order.deliveryAttempts).toEqual([{ reason: 'refused', note: 'Said he never ordered', at: expect.any(String) }]);
      expect(order.notes).toEqual([{ text: '', call: 'no-answer', at: clock.now().toISOString() }]);
      expect(whatsappText(order)).toBe(
        [
          `Hello ${deliveryAddress.firstName}, this is ${shopName}. TCS could not deliver your order #${number}: Refused at the door.`,
          'Please reply here or call us to arrange a new delivery time.',
          'Tracking number: 770012345678',
        ].join('\n'),
      );

      // A move after the attempt: the message says where the order is now; a new attempt brings it back.
      await moveAlong(orderId, ['Out for delivery']);
      expect((await listed(orderId)).whatsappKind).toBe('statusUpdate');
      expect(whatsappText(await listed(orderId))).toContain('it is now Out for delivery.');
      clock.advance(MINUTE_MS);
      expect((await attempt(orderId, { reason: 'not-at-home' })).statusCode).toBe(201);
      order = await listed(orderId);
      expect(order.whatsappKind).toBe('deliveryAttempt');
      expect(whatsappText(order)).toContain(`could not deliver your order #${number}: Not at home.`);
      await moveAlong(orderId, ['Delivered']);
      expect((await listed(orderId)).whatsappKind).toBe('statusUpdate');
    });

    it("leaves the tracking-link line out when the courier has no tracking page, and a placed order's message carries its confirm link", async () => {
      const { orderId, number, amount } = await placeOrder();
      const placed = await listed(orderId);
      expect(whatsappText(placed)).toMatch(/Please confirm your order here: http:\/\/\S+\/c\/[0-9A-Za-z]{12}$/);
      await moveAlong(orderId, ['Packing', 'Shipped'], { courier: 'Leopards', trackingNumber: 'LP 4455' });
      const order = await listed(orderId);
      expect(order).toMatchObject({ whatsappKind: 'shipped', courier: 'Leopards', trackingUrl: null });
      const text = whatsappText(order);
      expect(text.split('\n')).toEqual([
        `Hello ${deliveryAddress.firstName}, your order #${number} from ${shopName} is on its way.`,
        'Courier: Leopards',
        'Tracking number: LP 4455',
        `Please keep ${formatMoney(rupeesToPaisa(amount))} ready for the rider (Cash on Delivery).`,
      ]);
      expect(text).not.toContain('Track it');
    });
  });

  it('reports the attempts of a period by reason, and the orders that had one', async () => {
    clock.set(new Date('2032-02-10T09:00:00Z'));
    admin = await newAccount(shop, 'admin');
    const report = async (from: string, to: string) =>
      (await shop.app.inject({ method: 'GET', url: `/api/admin/reports/summary?from=${from}&to=${to}`, headers: { token: admin.token } })).json().report
        .deliveryAttempts;
    expect(await report('2032-02-10', '2032-02-12')).toEqual({ total: 0, byReason: noAttempts, orders: 0 });

    const first = await placeOrder();
    const second = await placeOrder();
    await moveAlong(first.orderId, ['Packing', 'Shipped']);
    await moveAlong(second.orderId, ['Packing', 'Shipped', 'Out for delivery']);
    for (const [orderId, reason] of [
      [first.orderId, 'not-at-home'],
      [first.orderId, 'refused'],
      [second.orderId, 'not-at-home'],
    ] as const) {
      clock.advance(MINUTE_MS);
      expect((await attempt(orderId, { reason })).statusCode).toBe(201);
    }
    clock.set(new Date('2032-02-12T10:00:00Z'));
    expect((await attempt(first.orderId, { reason: 'another-day' })).statusCode).toBe(201);

    expect(await report('2032-02-10', '2032-02-11')).toEqual({
      total: 3,
      byReason: { ...noAttempts, 'not-at-home': 2, refused: 1 },
      orders: 2,
    });
    expect(await report('2032-02-12', '2032-02-12')).toEqual({ total: 1, byReason: { ...noAttempts, 'another-day': 1 }, orders: 1 });
    expect(await report('2032-02-10', '2032-02-12')).toEqual({
      total: 4,
      byReason: { ...noAttempts, 'not-at-home': 2, refused: 1, 'another-day': 1 },
      orders: 2,
    });
    expect(await report('2032-02-13', '2032-03-01')).toEqual({ total: 0, byReason: noAttempts, orders: 0 });
  });
});
