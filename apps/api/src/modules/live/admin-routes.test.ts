import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import { MAX_STREAMS_PER_SESSION } from '@shop/core/console/console-events';
import { createTestApp, deliveryAddress, newAccount, type TestApp, testDatabaseKinds } from '../../../test/helpers';

interface ReceivedEvent {
  id: number;
  name: string;
  data: ConsoleEventData;
}

/**
 * An open console's stream, read as a browser reads Server-Sent Events: blocks split at a blank line,
 * `id:`, `event:` and `data:` fields, comments (`:`) and `retry:` left aside.
 */
async function openStream(url: string, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const response = await fetch(`${url}/api/admin/events`, {
    headers: { token, ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) },
    signal: abort.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiters: { test: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const fields = new Map(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (!fields.has('event')) continue;
          const event = { id: Number(fields.get('id')), name: fields.get('event')!, data: JSON.parse(fields.get('data')!) as ConsoleEventData };
          received.push(event);
          for (const waiter of waiters.filter(({ test }) => test(event))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    response,
    received,
    /** The first event (received already or still to come) that passes `test`. */
    next(test: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent> {
      const already = received.find(test);
      return already ? Promise.resolve(already) : new Promise((resolve) => waiters.push({ test, resolve }));
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

describe.each(testDatabaseKinds())('the console hears of orders as they happen, on %s', (kind) => {
  let shop: TestApp;
  let url: string;
  let admin: string;
  let product: ProductDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    url = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    admin = (await newAccount(shop, 'admin')).token;
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    product = products.find((candidate) => candidate.quantity >= 30 && candidate.discountprice === 0)!;
  });
  afterAll(async () => shop?.close());

  const placeOrder = async () => {
    const { token } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount: product.price + deliveryCharges, deliveryCharges },
    });
    expect(response.statusCode).toBe(201);
    return { orderId: response.json().orderId as string, token, amount: product.price + deliveryCharges };
  };
  const cancel = (token: string, orderId: string) =>
    shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId, cancellationReason: 'Changed my mind' } });

  it('is the owner’s alone', async () => {
    const anonymous = await shop.app.inject({ method: 'GET', url: '/api/admin/events' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await shop.app.inject({ method: 'GET', url: '/api/admin/events', headers: { token: (await newAccount(shop)).token } });
    expect(customer.statusCode).toBe(403);
  });

  it('tells every open console of a new order and of its customer’s cancellation, and a console that reconnects gets what it missed', async () => {
    const [phone, laptop] = [await openStream(url, admin), await openStream(url, admin)];
    try {
      expect(phone.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const { orderId, token, amount } = await placeOrder();
      const placed = await Promise.all([phone, laptop].map((stream) => stream.next((event) => event.data.orderId === orderId)));
      for (const event of placed) {
        expect(event.name).toBe('order.placed');
        expect(event.data).toMatchObject({ orderId, orderNumber: orderId.slice(0, 7), customerName: 'Ayesha Khan', amount, status: 'Order Placed' });
      }

      expect((await cancel(token, orderId)).statusCode).toBe(200);
      const isCancellation = (event: ReceivedEvent) => event.data.orderId === orderId && event.name === 'order.cancelled';
      const cancelled = await Promise.all([phone, laptop].map((stream) => stream.next(isCancellation)));
      expect(cancelled[0]!.data.status).toBe('Cancelled');
      expect(cancelled[0]!.id).toBe(cancelled[1]!.id);
      expect(cancelled[0]!.id).toBeGreaterThan(placed[0]!.id);

      // The phone lost its connection after the new order: it asks for what came after it, once each.
      const reconnected = await openStream(url, admin, String(placed[0]!.id));
      try {
        expect((await reconnected.next(isCancellation)).id).toBe(cancelled[0]!.id);
        expect(reconnected.received.filter((event) => event.data.orderId === orderId).map((event) => event.name)).toEqual(['order.cancelled']);
      } finally {
        await reconnected.close();
      }
    } finally {
      await Promise.all([phone.close(), laptop.close()]);
    }
  });

  it('refuses a Last-Event-ID that is no event’s id, and more streams than a session may hold', async () => {
    for (const forged of ['abc', '-1', '1e9', '9'.repeat(40)]) {
      const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/events', headers: { token: admin, 'last-event-id': forged } });
      expect(answer.statusCode, forged).toBe(400);
      expect(answer.json().code).toBe('INVALID_REQUEST');
    }

    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => openStream(url, admin)));
    try {
      for (const stream of streams) expect(stream.response.status).toBe(200);
      // The same session sent as a Bearer token counts against the same streams.
      const refused = await fetch(`${url}/api/admin/events`, { headers: { authorization: `Bearer ${admin}` } });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
      expect(refused.headers.get('retry-after')).toBe('3');
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }

    // Closed streams give their places back, as soon as the server has seen them go.
    await expect
      .poll(
        async () => {
          const again = await openStream(url, admin);
          await again.close();
          return again.response.status;
        },
        { timeout: 20_000 },
      )
      .toBe(200);
  });
});
