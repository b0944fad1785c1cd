import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import { orderStatuses } from '@shop/core/orders/cancellation';
import type { DealDto } from '@shop/core/deals/dtos';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { formatMoney, rupeesToPaisa } from '@shop/core/shared/money';
import { createTestApp, deliveryAddress, newAccount, seededAt, type TestApp, testDatabaseKinds } from '../../../test/helpers';
import { formulaCells } from '../../../test/spreadsheet-cells';
import { deals as dealsTable, products as productsTable } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';
import { demoShop } from '../../seed/demo-shop';

const address = deliveryAddress;
/** How the order keeps the phone typed as +92 300 1234567. */
const storedPhone = '03001234567';
const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('admin orders on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let products: ProductDto[];
  let deals: DealDto[];
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    admin = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
  });
  afterAll(async () => shop?.close());

  const plenty = (index: number) => products.filter((product) => product.quantity >= 30 && product.discountprice === 0)[index]!;
  const stockOf = async (id: string) => (await shop.database.db.select().from(productsTable).where(eq(productsTable.id, id)))[0]!.stock;
  const dealStockOf = async (id: string) => (await shop.database.db.select().from(dealsTable).where(eq(dealsTable.id, id)))[0]!.stock;

  /** A real order through the public call, priced as the server prices it. */
  const placeOrder = async (items: { id: string; quantity: number; isFromDeal?: boolean }[], subtotal: number, orderAddress = address) => {
    const { token, email } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: { address: orderAddress, items, amount: subtotal + deliveryCharges, deliveryCharges, method: 'COD' },
    });
    expect(response.statusCode).toBe(201);
    return { orderId: response.json().orderId as string, token, email, amount: subtotal + deliveryCharges };
  };
  const move = (orderId: string, status: string, fields: Record<string, unknown> = {}) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { token: admin }, payload: { status, ...fields } });
  const ship = { courier: 'TCS', trackingNumber: '770012345678' };
  /** The moves that take a new order to `status`, each with what it needs. */
  const moveAlong = async (orderId: string, statuses: string[]) => {
    for (const status of statuses) {
      const response = await move(orderId, status, status === 'Shipped' ? ship : {});
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
    }
  };
  const adminOrder = async (orderId: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin } })).json().order as AdminOrderDto;
  const customerOrder = async (token: string, orderId: string) =>
    ((await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders as OrderDto[]).find(
      (order) => order._id === orderId,
    )!;
  const mailTo = async (email: string) => {
    await shop.outbox.idle();
    return shop.sentMail.filter((mail) => mail.to === email);
  };
  /** Moves the clock on, with a fresh admin login: tokens last 7 days. */
  const advanceDays = async (days: number) => {
    clock.advance(days * DAY_MS);
    admin = (await newAccount(shop, 'admin')).token;
  };
  const putDeliverySettings = (payload: object) => shop.app.inject({ method: 'PUT', url: '/api/admin/delivery-settings', headers: { token: admin }, payload });

  it('moves an order Placed → Confirmed → Packing → Shipped → Out for delivery → Delivered, paid, with its timeline and an email each time', async () => {
    const saved = await putDeliverySettings({
      fixedCharge: 250,
      freeDeliveryAbove: 3000,
      couriers: [
        { name: 'TCS', trackingUrlTemplate: 'https://track.example.pk/tcs?cn={tracking}' },
        { name: 'Leopards', trackingUrlTemplate: null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const product = plenty(0);
    const { orderId, token, email } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    const number = orderId.slice(0, 7);
    const placedAt = clock.now().getTime();

    for (const status of ['Confirmed', 'Packing']) {
      clock.advance(60_000);
      const response = await move(orderId, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: `Order #${number} is now ${status}`, order: { _id: orderId, status } });
    }

    clock.advance(60_000);
    // Shipped needs a courier of the delivery settings and a tracking number, each named when missing.
    const bare = await move(orderId, 'Shipped');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'courier is required to ship an order',
      fields: ['courier', 'trackingNumber'],
    });
    const noTracking = await move(orderId, 'Shipped', { courier: 'TCS' });
    expect(noTracking.json()).toMatchObject({ code: 'INVALID_REQUEST', message: 'trackingNumber is required to ship an order', fields: ['trackingNumber'] });
    const unknown = await move(orderId, 'Shipped', { courier: 'Pony Express', trackingNumber: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'courier must be one of the couriers in the delivery settings: TCS, Leopards',
      fields: ['courier'],
    });
    expect((await adminOrder(orderId)).status).toBe('Packing');

    const shipped = await move(orderId, 'Shipped', { courier: 'tcs', trackingNumber: '7700 1234/56' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'Shipped',
      courier: 'TCS',
      trackingNumber: '7700 1234/56',
      trackingUrl: 'https://track.example.pk/tcs?cn=7700%201234%2F56',
    });
    for (const status of ['Out for delivery', 'Delivered']) {
      clock.advance(60_000);
      expect((await move(orderId, status)).statusCode).toBe(200);
    }

    const order = await adminOrder(orderId);
    expect(order).toMatchObject({
      status: 'Delivered',
      payment: true,
      nextStatuses: ['Returned'],
      orderNumber: number,
      address: { ...address, phone: storedPhone },
    });
    expect(order.customer.email).toBe(email);
    const minute = 60_000;
    const history = [
      { status: 'Order Placed', date: placedAt, by: 'customer' },
      { status: 'Confirmed', date: placedAt + minute, by: 'owner' },
      { status: 'Packing', date: placedAt + 2 * minute, by: 'owner' },
      { status: 'Shipped', date: placedAt + 3 * minute, by: 'owner', note: 'TCS 7700 1234/56' },
      { status: 'Out for delivery', date: placedAt + 4 * minute, by: 'owner' },
      { status: 'Delivered', date: placedAt + 5 * minute, by: 'owner' },
    ];
    expect(order.statusHistory).toEqual(history);
    // The customer reads the same: Paid, the parcel's tracking link, the timeline.
    expect(await customerOrder(token, orderId)).toMatchObject({
      status: 'Delivered',
      payment: true,
      courier: 'TCS',
      trackingUrl: 'https://track.example.pk/tcs?cn=7700%201234%2F56',
      statusHistory: history,
    });

    // One email per move, to the account's address, never the delivery form's; the shipped one names the parcel.
    const mail = (await mailTo(email)).filter((message) => message.subject.startsWith(`Order #${number}:`));
    expect(mail.map((message) => message.subject.split(' — ')[0])).toEqual(
      ['Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered'].map((status) => `Order #${number}: ${status}`),
    );
    expect(mail[2]!.text).toContain('Courier: TCS, tracking number 7700 1234/56.');
    expect(mail[2]!.text).toContain('Track it: https://track.example.pk/tcs?cn=7700%201234%2F56');
    expect(mail[2]!.html).toContain('href="https://track.example.pk/tcs?cn=7700%201234%2F56"');
    expect(shop.sentMail.some((message) => message.to === address.email)).toBe(false);

    const audit = (await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&entityId=${orderId}`, headers: { token: admin } })).json()
      .entries;
    expect(audit.map((entry: { changes: { after: { status: string } } }) => entry.changes.after)).toContainEqual({
      status: 'Shipped',
      courier: 'TCS',
      trackingNumber: '7700 1234/56',
    });
  });

  it('lets the owner take an order confirmed by phone straight from Order Placed to Packing', async () => {
    const product = plenty(1);
    const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    expect((await adminOrder(orderId)).nextStatuses).toEqual(['Confirmed', 'Packing', 'Cancelled']);
    expect((await move(orderId, 'Packing')).statusCode).toBe(200);
    expect((await adminOrder(orderId)).statusHistory.map((event) => [event.status, event.by])).toEqual([
      ['Order Placed', 'customer'],
      ['Packing', 'owner'],
    ]);
  });

  it.each([
    ['Delivered', 'This order cannot move from Order Placed to Delivered. From Order Placed it can move to Confirmed or Packing or Cancelled.'],
    ['Shipped', 'This order cannot move from Order Placed to Shipped. From Order Placed it can move to Confirmed or Packing or Cancelled.'],
    ['Order Placed', 'This order cannot move from Order Placed to Order Placed. From Order Placed it can move to Confirmed or Packing or Cancelled.'],
    ['Returned', 'This order cannot move from Order Placed to Returned. From Order Placed it can move to Confirmed or Packing or Cancelled.'],
  ])('refuses Order Placed → %s with 409 naming both states', async (to, message) => {
    const product = plenty(1);
    const { orderId, email } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    const response = await move(orderId, to, to === 'Shipped' ? ship : to === 'Returned' ? { reason: 'Wrong address', restock: true } : {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'ORDER_STATUS_MOVE_REFUSED',
      message,
      status: 'Order Placed',
      nextStatuses: ['Confirmed', 'Packing', 'Cancelled'],
    });
    expect((await mailTo(email)).filter((mail) => mail.subject.startsWith(`Order #${orderId.slice(0, 7)}:`))).toEqual([]);
  });

  it('refuses to move a delivered order back or to cancel it, and a shipped order only goes on or comes back', async () => {
    const product = plenty(1);
    const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    await moveAlong(orderId, ['Confirmed', 'Packing', 'Shipped']);
    const cancel = await move(orderId, 'Cancelled', { reason: 'Too late' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'ORDER_STATUS_MOVE_REFUSED', nextStatuses: ['Out for delivery', 'Delivered', 'Returned'] });
    await moveAlong(orderId, ['Out for delivery', 'Delivered']);
    const back = await move(orderId, 'Packing');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('This order cannot move from Delivered to Packing. From Delivered it can move to Returned.');
    expect((await move(orderId, 'Cancelled', { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('cancels with a required reason from Order Placed, Confirmed or Packing, returning product and deal stock exactly once', async () => {
    const product = plenty(2);
    // A deal without the product, so that the product's stock moves by its own line only.
    const deal = deals.find((candidate) => candidate.quantity >= 5 && !candidate.products.includes(product._id))!;
    const { orderId, email } = await placeOrder(
      [
        { id: product._id, quantity: 3 },
        { id: deal._id, quantity: 2, isFromDeal: true },
      ],
      product.price * 3 + deal.dealFinalPrice * 2,
    );
    const stock = await stockOf(product._id);
    const dealStock = await dealStockOf(deal._id);
    await moveAlong(orderId, ['Confirmed', 'Packing']);
    await advanceDays(3);

    const noReason = await move(orderId, 'Cancelled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'reason is required to cancel an order', fields: ['reason'] });

    const answers = await Promise.all(Array.from({ length: 6 }, () => move(orderId, 'Cancelled', { reason: 'Courier lost the parcel' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(5);
    // Those that read the order after the winner committed are refused the move; any that read it before lost the race.
    for (const answer of refused) expect(['ORDER_STATUS_MOVE_REFUSED', 'CONCURRENT_CHANGE']).toContain(answer.json().code);
    expect(await stockOf(product._id)).toBe(stock + 3);
    expect(await dealStockOf(deal._id)).toBe(dealStock + 2);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === product._id)!.quantity).toBe(stock + 3);

    const mail = (await mailTo(email)).at(-1)!;
    expect(mail.subject).toContain('Cancelled');
    expect(mail.text).toContain('Reason: Courier lost the parcel');
    const order = await adminOrder(orderId);
    expect(order).toMatchObject({ status: 'Cancelled', cancellationReason: 'Courier lost the parcel', nextStatuses: [] });
    // The owner sees the order as it was bought: the product, and the deal as one line of 2 with what one holds.
    expect(order.lines).toEqual([
      expect.objectContaining({ kind: 'product', id: product._id, price: product.price, quantity: 3 }),
      {
        kind: 'deal',
        dealId: deal._id,
        name: deal.dealName,
        image: deal.dealImages[0],
        price: deal.dealFinalPrice,
        quantity: 2,
        products: deal.dealProducts.map((item) => ({ id: item._id, name: item.name, quantity: item.unitsPerDeal, image: item.image })),
      },
    ]);
    const listedOrder = (await shop.app.inject({ method: 'GET', url: `/api/admin/orders?q=${orderId.slice(0, 7)}`, headers: { token: admin } }))
      .json()
      .orders.find((candidate: { _id: string }) => candidate._id === orderId);
    expect(listedOrder.lines).toEqual(order.lines);
    expect(order.statusHistory.at(-1)).toEqual({ status: 'Cancelled', date: clock.now().getTime(), by: 'owner', note: 'Courier lost the parcel' });
    expect((await move(orderId, 'Cancelled', { reason: 'Again' })).statusCode).toBe(409);
    expect(await stockOf(product._id)).toBe(stock + 3);
  });

  it("returns a deal's product units with the deal's own stock, once, when the shop cancels it", async () => {
    // Still live after the days the tests above moved the clock on.
    const deal = deals.find((candidate) => candidate.quantity >= 2 && (!candidate.dealEndDate || Date.parse(candidate.dealEndDate) > clock.now().getTime()))!;
    const stocks = async () => ({
      deal: await dealStockOf(deal._id),
      products: await Promise.all(deal.dealProducts.map((item) => stockOf(item._id))),
    });
    const before = await stocks();
    const { orderId } = await placeOrder([{ id: deal._id, quantity: 2, isFromDeal: true }], deal.dealFinalPrice * 2);
    expect(await stocks()).toEqual({
      deal: before.deal - 2,
      products: before.products.map((stock, index) => stock - 2 * deal.dealProducts[index]!.unitsPerDeal),
    });

    const answers = await Promise.all(Array.from({ length: 4 }, () => move(orderId, 'Cancelled', { reason: 'Customer asked by phone' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await stocks()).toEqual(before);
    expect((await move(orderId, 'Cancelled', { reason: 'Again' })).statusCode).toBe(409);
    expect(await stocks()).toEqual(before);
  });

  it("returns stock once when the customer's cancel and the shop's cancel race", async () => {
    const product = plenty(3);
    const { orderId, token } = await placeOrder([{ id: product._id, quantity: 2 }], product.price * 2);
    const stock = await stockOf(product._id);
    const customerCancel = () =>
      shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { token }, payload: { orderId, cancellationReason: 'Changed my mind' } });
    const answers = await Promise.all([
      customerCancel(),
      move(orderId, 'Cancelled', { reason: 'Out of stock' }),
      customerCancel(),
      move(orderId, 'Cancelled', { reason: 'Out of stock' }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(stock + 2);
  });

  describe('Returned', () => {
    it('takes a refused parcel back with a reason, and its units back to stock exactly once when the owner restocks, even when asked twice at once', async () => {
      const product = plenty(4);
      const { orderId, token } = await placeOrder([{ id: product._id, quantity: 2 }], product.price * 2);
      const stock = await stockOf(product._id);
      await moveAlong(orderId, ['Confirmed', 'Packing', 'Shipped', 'Out for delivery']);

      const missing = await move(orderId, 'Returned');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['reason', 'restock'] });
      expect((await move(orderId, 'Returned', { reason: 'Refused at the door', restock: true, refund: 100 })).json()).toMatchObject({
        code: 'INVALID_REQUEST',
        message: 'refund is only taken for a delivered order: no cash was collected for this one',
        fields: ['refund'],
      });

      const answers = await Promise.all([
        move(orderId, 'Returned', { reason: 'Refused at the door', restock: true }),
        move(orderId, 'Returned', { reason: 'Refused at the door', restock: true }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await stockOf(product._id)).toBe(stock + 2);
      const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
      expect(listed.find((item) => item._id === product._id)!.quantity).toBe(stock + 2);
      expect((await move(orderId, 'Returned', { reason: 'Again', restock: true })).statusCode).toBe(409);
      expect(await stockOf(product._id)).toBe(stock + 2);

      // The customer's My Orders shows it, returned, unpaid.
      expect(await customerOrder(token, orderId)).toMatchObject({ status: 'Returned', payment: false });
      expect((await adminOrder(orderId)).statusHistory.at(-1)).toMatchObject({
        status: 'Returned',
        by: 'owner',
        note: 'Refused at the door · units put back in stock',
      });
    });

    it('keeps the units out of stock when the owner does not restock (a damaged parcel)', async () => {
      const product = plenty(5);
      const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
      const stock = await stockOf(product._id);
      await moveAlong(orderId, ['Packing', 'Shipped']);
      const response = await move(orderId, 'Returned', { reason: 'Damaged in transit', restock: false });
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toMatchObject({ status: 'Returned', payment: false, nextStatuses: [] });
      expect(await stockOf(product._id)).toBe(stock);
      expect((await adminOrder(orderId)).statusHistory.at(-1)).toMatchObject({ note: 'Damaged in transit · units not put back in stock' });
    });

    it('takes a delivered order back within 7 days of delivery with the cash refunded, and not after', async () => {
      const product = plenty(6);
      const kept = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
      const returned = await placeOrder([{ id: product._id, quantity: 2 }], product.price * 2);
      for (const { orderId } of [kept, returned]) await moveAlong(orderId, ['Packing', 'Shipped', 'Out for delivery', 'Delivered']);
      const stock = await stockOf(product._id);
      await advanceDays(7);

      const refund = returned.amount;
      expect((await move(returned.orderId, 'Returned', { reason: 'Returned after delivery', restock: true })).json()).toMatchObject({
        code: 'INVALID_REQUEST',
        message: 'refund is required to return a delivered order: the cash given back, 0 if none',
        fields: ['refund'],
      });
      expect((await move(returned.orderId, 'Returned', { reason: 'Returned after delivery', restock: true, refund: refund + 1 })).json()).toMatchObject({
        code: 'INVALID_REQUEST',
        fields: ['refund'],
      });
      const response = await move(returned.orderId, 'Returned', { reason: 'Returned after delivery', restock: true, refund });
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toMatchObject({ status: 'Returned', payment: true });
      expect(await stockOf(product._id)).toBe(stock + 2);
      expect((await adminOrder(returned.orderId)).statusHistory.at(-1)).toMatchObject({
        note: `Returned after delivery (Rs. ${refund.toLocaleString('en-US', { minimumFractionDigits: 2 })} refunded) · units put back in stock`,
      });

      clock.advance(1_000);
      const late = await move(kept.orderId, 'Returned', { reason: 'Returned after delivery', restock: true, refund: 0 });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        success: false,
        code: 'RETURN_WINDOW_PASSED',
        message: 'This order was delivered more than 7 days ago and can no longer be returned.',
        status: 'Delivered',
        nextStatuses: [],
      });
      expect((await adminOrder(kept.orderId)).nextStatuses).toEqual([]);
    });
  });

  it('gives the owner a WhatsApp link to the customer with the order, its total and a confirm link that works', async () => {
    const product = plenty(7);
    const { orderId, token, amount } = await placeOrder([{ id: product._id, quantity: 2 }], product.price * 2);
    const order = await adminOrder(orderId);
    const url = new URL(order.whatsappUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/923001234567');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(`order #${orderId.slice(0, 7)}`);
    expect(text).toContain(`2 × ${product.name}`);
    expect(text).toContain(`Total: ${formatMoney(rupeesToPaisa(amount))} (Cash on Delivery)`);
    expect(order.whatsappKind).toBe('confirmation');
    // The short link of decision 019: the shop's address, /c/ and the order's 12-character code.
    const link = /Please confirm your order here: (\S+)/.exec(text)![1]!;
    const code = /^http:\/\/localhost:\d+\/c\/([0-9A-Za-z]{12})$/.exec(link)![1]!;
    const confirmed = await shop.app.inject({ method: 'POST', url: '/api/order/confirm', payload: { code } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toEqual({ _id: orderId, orderNumber: orderId.slice(0, 7), status: 'Confirmed' });
    expect((await customerOrder(token, orderId)).status).toBe('Confirmed');
    // Once confirmed, the message only says where the order is, and carries no link.
    const after = await adminOrder(orderId);
    expect(after.whatsappKind).toBe('statusUpdate');
    const update = new URL(after.whatsappUrl!).searchParams.get('text')!;
    expect(update).toBe(`Hello ${address.firstName}, this is ${demoShop.business.company.name} about your order #${orderId.slice(0, 7)}: it is now Confirmed.`);
  });

  it('lets the owner promise a delivery time in working days, which the shop then shows, and refuses one that makes no sense', async () => {
    const publicDays = async () => (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings.deliveryDays;
    const { couriers } = (await shop.app.inject({ method: 'GET', url: '/api/admin/delivery-settings', headers: { token: admin } })).json().settings;
    const saved = await putDeliverySettings({ fixedCharge: 250, freeDeliveryAbove: 3000, couriers, deliveryDays: { min: 1, max: 2 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.deliveryDays).toEqual({ min: 1, max: 2 });
    expect(await publicDays()).toEqual({ min: 1, max: 2 });

    for (const [deliveryDays, field] of [
      [{ min: 4, max: 2 }, 'deliveryDays.max'],
      [{ min: 0, max: 2 }, 'deliveryDays.min'],
      [{ min: 2, max: 31 }, 'deliveryDays.max'],
      [{ min: 1.5, max: 3 }, 'deliveryDays.min'],
      [{ min: '2', max: 3 }, 'deliveryDays.min'],
      [{ min: 2 }, 'deliveryDays.max'],
    ] as const) {
      const refused = await putDeliverySettings({ fixedCharge: 250, freeDeliveryAbove: 3000, couriers, deliveryDays });
      expect(refused.statusCode, JSON.stringify(deliveryDays)).toBe(400);
      expect(refused.json(), JSON.stringify(deliveryDays)).toMatchObject({ code: 'INVALID_REQUEST', fields: [field] });
    }
    expect(await publicDays()).toEqual({ min: 1, max: 2 });

    // Calls that do not send it (the original client's, and the admin's before this setting) leave it as it is.
    await shop.app.inject({ method: 'POST', url: '/api/delivery-settings', headers: { token: admin }, payload: { fixedCharge: 250, freeDeliveryAbove: 3000 } });
    await putDeliverySettings({ fixedCharge: 250, freeDeliveryAbove: 3000, couriers });
    expect(await publicDays()).toEqual({ min: 1, max: 2 });
    await putDeliverySettings({ fixedCharge: 250, freeDeliveryAbove: 3000, couriers, deliveryDays: { min: 3, max: 5 } });
    expect(await publicDays()).toEqual({ min: 3, max: 5 });
  });

  it('lets the owner list, add and link couriers, and ship only with one of them', async () => {
    const settings = await shop.app.inject({ method: 'GET', url: '/api/admin/delivery-settings', headers: { token: admin } });
    expect(settings.statusCode).toBe(200);
    const couriers = [...settings.json().settings.couriers, { name: 'Swyft', trackingUrlTemplate: 'https://swyft.example.pk/t/{tracking}' }];
    const saved = await putDeliverySettings({ fixedCharge: 250, freeDeliveryAbove: 3000, couriers });
    expect(saved.json()).toEqual({
      success: true,
      settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000, deliveryDays: { min: 3, max: 5 }, couriers, version: expect.any(Number) },
      message: 'Delivery settings updated successfully',
    });
    const twice = await putDeliverySettings({ fixedCharge: 250, freeDeliveryAbove: 3000, couriers: [...couriers, { name: 'swyft' }] });
    expect(twice.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: [`couriers.${couriers.length}.name`] });
    const noPlaceholder = await putDeliverySettings({
      fixedCharge: 250,
      freeDeliveryAbove: 3000,
      couriers: [{ name: 'TCS', trackingUrlTemplate: 'https://tcs.example.pk' }],
    });
    expect(noPlaceholder.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['couriers.0.trackingUrlTemplate'] });
    // The storefront's older call keeps the couriers as they are.
    await shop.app.inject({ method: 'POST', url: '/api/delivery-settings', headers: { token: admin }, payload: { fixedCharge: 250, freeDeliveryAbove: 3000 } });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/delivery-settings', headers: { token: admin } })).json().settings.couriers).toEqual(
      couriers,
    );
    const customer = await newAccount(shop);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/delivery-settings', headers: { token: customer.token } })).statusCode).toBe(403);

    const product = plenty(8);
    const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    await moveAlong(orderId, ['Packing']);
    const shipped = await move(orderId, 'Shipped', { courier: 'Swyft', trackingNumber: 'SW-1' });
    expect(shipped.json().order).toMatchObject({ courier: 'Swyft', trackingUrl: 'https://swyft.example.pk/t/SW-1' });
  });

  it('lists orders newest first, filtered by status and dates, a page at a time', async () => {
    const list = async (query: string) => (await shop.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: { token: admin } })).json();
    const product = plenty(4);
    clock.set(new Date('2031-03-10T10:00:00Z'));
    // Tokens last 7 days: a login of that day.
    admin = (await newAccount(shop, 'admin')).token;
    const march10 = (await placeOrder([{ id: product._id, quantity: 1 }], product.price)).orderId;
    // 23:59 on the 12th in Karachi, the shop's clock: bare days are the shop's days.
    clock.set(new Date('2031-03-12T18:59:00Z'));
    const march12 = (await placeOrder([{ id: product._id, quantity: 1 }], product.price)).orderId;
    await move(march12, 'Packing');

    const all = await list('limit=2');
    expect(all.orders.map((order: AdminOrderDto) => order._id)).toEqual([march12, march10]);
    expect(all).toMatchObject({ limit: 2, offset: 0 });
    expect(all.total).toBeGreaterThan(2);
    expect(all.orders[0].statusHistory.map((event: { status: string }) => event.status)).toEqual(['Order Placed', 'Packing']);
    expect((await list('limit=1&offset=1')).orders[0]._id).toBe(march10);
    expect((await list('from=2031-03-11')).orders.map((order: AdminOrderDto) => order._id)).toEqual([march12]);
    expect((await list('from=2031-03-10&to=2031-03-11')).orders.map((order: AdminOrderDto) => order._id)).toEqual([march10]);
    expect((await list('from=2031-03-10&to=2031-03-12')).orders).toHaveLength(2);
    expect((await list('status=Packing&from=2031-01-01')).orders.map((order: AdminOrderDto) => order._id)).toEqual([march12]);
    expect((await list(`q=${march10.slice(0, 7)}`)).orders.map((order: AdminOrderDto) => order._id)).toEqual([march10]);

    // Counts of each status under the dates and text, whatever the status asked, for the status tabs.
    const none = Object.fromEntries(orderStatuses.map((status) => [status, 0]));
    const march = await list('from=2031-03-10&to=2031-03-12&status=Packing');
    expect(march.orders.map((order: AdminOrderDto) => order._id)).toEqual([march12]);
    expect(march.counts).toEqual({ ...none, 'Order Placed': 1, Packing: 1 });
    expect((await list('from=2031-03-10&to=2031-03-12&status=Delivered')).counts).toEqual(march.counts);
    expect((await list(`q=${march10.slice(0, 7)}&status=Packing`)).counts).toEqual({ ...none, 'Order Placed': 1 });
    expect((await list('from=2031-04-01')).counts).toEqual(none);
    expect(Object.keys(all.counts)).toEqual([...orderStatuses]);
    expect(Object.values(all.counts as Record<string, number>).reduce((sum, count) => sum + count, 0)).toBe(all.total);
    expect((await list('from=yesterday')).message).toBe('from must be a date such as 2026-11-21, or a date and time such as 2026-11-21T09:00:00+05:00');
    expect((await list('status=Lost')).message).toBe(
      'status must be one of: Order Placed, Confirmed, Packing, Shipped, Out for delivery, Delivered, Cancelled, Returned',
    );
    expect((await list('limit=500')).message).toBe('limit must be at most 200');
  });

  it('exports orders as CSV with their status, courier, tracking number and delivered and returned dates', async () => {
    const product = plenty(9);
    const { orderId } = await placeOrder([{ id: product._id, quantity: 1 }], product.price);
    await moveAlong(orderId, ['Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    const deliveredAt = clock.now().toISOString();
    // A customer's name and the owner's note of what the customer said reach the spreadsheet as text.
    const hostile = await placeOrder([{ id: product._id, quantity: 1 }], product.price, { ...address, firstName: 'Sana;=1+1', city: 'Lahore,@SUM(A1)' });
    const reason = 'Asked by phone;=HYPERLINK("http://evil.example/","refund")';
    expect((await move(hostile.orderId, 'Cancelled', { reason })).statusCode).toBe(200);

    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/orders.csv?from=2031-03-01', headers: { token: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([
      'order_number',
      'order_id',
      'placed_at',
      'status',
      'channel',
      'customer_email',
      'name',
      'phone',
      'city',
      'items',
      'subtotal',
      'discount_code',
      'discount',
      'delivery',
      'total',
      'cancellation_reason',
      'courier',
      'tracking_number',
      'confirmed_at',
      'shipped_at',
      'delivered_at',
      'returned_at',
      'return_reason',
      'refund',
    ]);
    expect(rows).toHaveLength(4);
    const records = rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]])));
    expect(records.find((record) => record.order_id === orderId)).toMatchObject({
      status: 'Delivered',
      channel: 'web',
      phone: storedPhone,
      courier: 'TCS',
      tracking_number: '770012345678',
      shipped_at: deliveredAt,
      delivered_at: deliveredAt,
      returned_at: '',
      return_reason: '',
      refund: '0',
    });
    expect(records.find((record) => record.order_id === hostile.orderId)).toMatchObject({
      status: 'Cancelled',
      name: "Sana;'=1+1 Khan",
      city: "Lahore,'@SUM(A1)",
      cancellation_reason: 'Asked by phone;\'=HYPERLINK("http://evil.example/","refund")',
    });
    expect(formulaCells(response.body)).toEqual([]);
    // Amounts are numbers for the spreadsheet to add up, written unquoted.
    expect(response.body).toContain(`",${product.price},`);
  });

  it("reports a period's orders by step, the cash collected net of refunds, the return rate and the top products", async () => {
    clock.set(new Date('2031-06-01T09:00:00Z'));
    admin = (await newAccount(shop, 'admin')).token;
    const [first, second] = [plenty(0), plenty(1)];
    const delivered = await placeOrder([{ id: first._id, quantity: 3 }], first.price * 3);
    const refunded = await placeOrder(
      [
        { id: first._id, quantity: 1 },
        { id: second._id, quantity: 1 },
      ],
      first.price + second.price,
    );
    const refused = await placeOrder([{ id: second._id, quantity: 5 }], second.price * 5);
    const cancelled = await placeOrder([{ id: second._id, quantity: 1 }], second.price);
    const waiting = await placeOrder([{ id: second._id, quantity: 1 }], second.price);
    expect((await move(waiting.orderId, 'Confirmed')).statusCode).toBe(200);
    for (const { orderId } of [delivered, refunded]) await moveAlong(orderId, ['Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    await moveAlong(refused.orderId, ['Packing', 'Shipped']);
    expect((await move(refused.orderId, 'Returned', { reason: 'Refused at the door', restock: true })).statusCode).toBe(200);
    expect((await move(cancelled.orderId, 'Cancelled', { reason: 'Customer asked by phone' })).statusCode).toBe(200);
    await advanceDays(1);
    expect((await move(refunded.orderId, 'Returned', { reason: 'Returned after delivery', restock: true, refund: 500 })).statusCode).toBe(200);

    const report = await shop.app.inject({ method: 'GET', url: '/api/admin/reports/summary?from=2031-06-01&to=2031-06-02', headers: { token: admin } });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      success: true,
      report: {
        // The shop's days: from Karachi's midnight of the 1st to its midnight after the 2nd.
        from: '2031-05-31T19:00:00.000Z',
        to: '2031-06-02T19:00:00.000Z',
        placed: 5,
        confirmed: 4,
        shipped: 3,
        delivered: 2,
        returned: 2,
        cancelled: 1,
        cashCollected: delivered.amount + refunded.amount - 500,
        refunded: 500,
        returnRate: 0.6667,
        // No failed delivery attempt was recorded in the period (parcel-story.test.ts counts some).
        deliveryAttempts: { total: 0, byReason: { 'not-at-home': 0, 'phone-off': 0, refused: 0, 'wrong-address': 0, 'another-day': 0 }, orders: 0 },
        // The returned orders' units are not counted as delivered.
        topProducts: [{ productId: first._id, name: first.name, units: 3 }],
        averageOrder: (delivered.amount + refunded.amount) / 2,
        // Each day's cash is what was delivered less what was refunded that day: they add up to cashCollected.
        days: [
          { date: '2031-06-01', placed: 5, delivered: 2, cash: delivered.amount + refunded.amount },
          { date: '2031-06-02', placed: 0, delivered: 0, cash: -500 },
        ],
        byCity: [{ city: 'Lahore', orders: 5, cash: delivered.amount + refunded.amount - 500 }],
        discountCodes: [],
        // No cart reminder was sent in the period (cart/abandoned-carts.test.ts counts some).
        carts: { reminded: 0, recovered: 0, recoveredValue: 0 },
        // Every order came from the storefront; each channel is listed all the same.
        channels: [
          { channel: 'web', orders: 5, cash: delivered.amount + refunded.amount - 500 },
          ...['whatsapp', 'instagram', 'facebook', 'phone', 'store'].map((channel) => ({ channel, orders: 0, cash: 0 })),
        ],
      },
    });
    const before = await shop.app.inject({ method: 'GET', url: '/api/admin/reports/summary?from=2031-05-01&to=2031-05-31', headers: { token: admin } });
    expect(before.json().report).toMatchObject({
      placed: 0,
      delivered: 0,
      cashCollected: 0,
      returnRate: null,
      topProducts: [],
      averageOrder: null,
      byCity: [],
      discountCodes: [],
    });
    expect(before.json().report.days).toHaveLength(31);
    const bad = await shop.app.inject({ method: 'GET', url: '/api/admin/reports/summary?from=june', headers: { token: admin } });
    expect(bad.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['from'] });
  });

  it('answers 404 for an unknown order', async () => {
    const response = await move('ffffffffffffffffffffffff', 'Packing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const detail = await shop.app.inject({ method: 'GET', url: '/api/admin/orders/ffffffffffffffffffffffff', headers: { token: admin } });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().code).toBe('ORDER_NOT_FOUND');
  });
});
