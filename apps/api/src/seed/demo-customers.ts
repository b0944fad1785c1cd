/**
 * The demo's customers beyond the storefront (docs/product.md §2 Customers, Orders taken by hand, Carts
 * that come back), so that a newcomer to the console sees each screen with something in it: orders the
 * owner took by hand on WhatsApp and Instagram (one for a customer with an account, beside her storefront
 * orders, two for a customer the shop knows only by phone, whose account has no password), the owner's
 * note on a regular, two carts left behind and reminded, and one cart a reminder brought back. Pure: seed.ts writes the rows.
 */
import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import type { HandOrderChannel } from '@shop/core/orders/order-channels';
import { priceOrder, type OrderProduct } from '@shop/core/orders/order-pricing';
import { personKeyOf } from '@shop/core/customers/person-key';
import type { cartProducts, cartReminders, customerNotes, orderEvents, orderItems, orders } from '../db/schema/orders';
import type { users } from '../db/schema/users';
import { newConfirmCode } from '../lib/ids';
import { orderItemRows } from '../modules/orders/item-rows';
import { demoPaisa, type DemoReviewer, type DemoShop } from './demo-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface CustomerStories {
  users: (typeof users.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  orderItems: (typeof orderItems.$inferInsert)[];
  orderEvents: (typeof orderEvents.$inferInsert)[];
  notes: (typeof customerNotes.$inferInsert)[];
  cartLines: (typeof cartProducts.$inferInsert)[];
  reminders: (typeof cartReminders.$inferInsert)[];
  /** Units the orders still waiting to be shipped hold, by product id: taken from the demo stock. */
  heldUnits: Map<string, number>;
}

interface HandOrder {
  channel: HandOrderChannel;
  lines: { product: string; quantity: number }[];
  placedDaysAgo: number;
  /** Delivered, or still Confirmed (taken today, its stock held). */
  outcome: 'Delivered' | 'Confirmed';
}

/** A customer the shop knows only from Instagram and WhatsApp: an account with a phone and no password. */
const phoneOnlyCustomer = {
  name: 'Rabia Saleem',
  phone: '03007654321',
  street: 'House 41, Block C, Peoples Colony No. 1',
  city: 'Faisalabad',
  state: 'Punjab',
  zipcode: '38000',
  orders: [
    { channel: 'instagram', lines: [{ product: 'saffron-night-cream', quantity: 1 }], placedDaysAgo: 15, outcome: 'Delivered' },
    {
      channel: 'whatsapp',
      lines: [
        { product: 'onion-kalonji-hair-oil', quantity: 2 },
        { product: 'rose-kaolin-soap', quantity: 3 },
      ],
      placedDaysAgo: 0.12,
      outcome: 'Confirmed',
    },
  ] satisfies HandOrder[],
};

/** The regular whose page shows an order taken by hand beside her storefront orders, with the owner's note. */
const REGULAR = 'hina.farooq@example.pk';
const regularsHandOrder: HandOrder = {
  channel: 'whatsapp',
  lines: [{ product: 'kashmiri-saffron-face-oil', quantity: 1 }],
  placedDaysAgo: 6,
  outcome: 'Delivered',
};
const REGULARS_NOTE = 'Prefers delivery after 5 pm; the gate guard takes parcels. Always asks for an extra sample of the rose soap.';

/** Carts left behind, each reminded when the shop's default wait was up. */
const REMINDED_AFTER_HOURS = 6;
const leftCarts = [
  { email: 'zainab.hussain@example.pk', lines: [{ product: 'rosehip-face-oil', quantity: 1 }], idleHours: 9 },
  {
    email: 'hamza.iqbal@example.pk',
    lines: [
      { product: 'charcoal-tea-tree-soap', quantity: 2 },
      { product: 'coffee-body-scrub', quantity: 1 },
    ],
    idleHours: 30,
  },
];
/** Whose newest order a reminder brought back, sent this long before it. */
const RECOVERED = { email: 'mahnoor.ali@example.pk', remindedHoursBefore: 20 };

/** The steps of a delivered order after Order Placed, as shares of the time to delivery; the owner moved each. */
const steps: { status: OrderStatus; at: number }[] = [
  { status: 'Confirmed', at: 0 },
  { status: 'Packing', at: 0.25 },
  { status: 'Shipped', at: 0.45 },
  { status: 'Out for delivery', at: 0.85 },
  { status: 'Delivered', at: 1 },
];
const DELIVERY_DAYS = 3;

export function planCustomerStories(
  shop: DemoShop,
  now: Date,
  ids: { products: ReadonlyMap<string, string>; accounts: ReadonlyMap<string, string>; newId: () => string },
  storefrontOrders: readonly (typeof orders.$inferInsert)[],
): CustomerStories {
  const stories: CustomerStories = { users: [], orders: [], orderItems: [], orderEvents: [], notes: [], cartLines: [], reminders: [], heldUnits: new Map() };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const settings = { mode: 'fixed' as const, fixedCharge: demoPaisa(shop.delivery.fixedCharge), freeDeliveryAbove: demoPaisa(shop.delivery.freeDeliveryAbove) };
  const productByKey = new Map(shop.products.map((product) => [product.key, product]));
  const productId = (key: string) => {
    const id = ids.products.get(key);
    if (!id) throw new Error(`A demo customer's story holds unknown product "${key}"`);
    return id;
  };
  const orderProductsOf = (lines: readonly { product: string; quantity: number }[]): OrderProduct[] =>
    lines.map((line) => {
      const product = productByKey.get(line.product)!;
      return {
        id: productId(line.product),
        name: product.name,
        price: demoPaisa(product.price),
        discountPrice: demoPaisa(product.discountPrice),
        quantity: line.quantity,
        image: product.images[0] ?? '',
        category: product.category,
      };
    });
  const accountOf = (email: string) => {
    const id = ids.accounts.get(email);
    if (!id) throw new Error(`The demo has no account for ${email}`);
    return id;
  };

  const takeByHand = (userId: string, customer: Omit<DemoReviewer, 'orders' | 'email'> & { email: string }, order: HandOrder) => {
    const orderId = ids.newId();
    const placedAt = at(order.placedDaysAgo);
    const priced = priceOrder(orderProductsOf(order.lines), [], settings);
    const [firstName = customer.name, ...rest] = customer.name.split(/\s+/);
    const address = {
      firstName,
      lastName: rest.join(' ') || firstName,
      email: customer.email,
      street: customer.street,
      city: customer.city,
      state: customer.state,
      zipcode: customer.zipcode,
      phone: customer.phone,
    };
    const delivered = order.outcome === 'Delivered';
    const timeline = (delivered ? steps : steps.slice(0, 1)).map((step) => ({
      status: step.status,
      at: new Date(placedAt.getTime() + Math.round(DELIVERY_DAYS * DAY_MS * step.at)),
    }));
    const when = (status: OrderStatus) => timeline.find((step) => step.status === status)?.at ?? null;
    const trackingNumber = delivered ? `LE${String(51_000_000 + stories.orders.length * 4_231)}` : null;
    stories.orders.push({
      id: orderId,
      userId,
      status: order.outcome,
      channel: order.channel,
      address,
      paid: delivered,
      subtotalPaisa: priced.subtotal,
      deliveryChargePaisa: priced.deliveryCharge,
      amountPaisa: priced.total,
      courier: delivered ? 'Leopards' : null,
      trackingNumber,
      confirmedAt: when('Confirmed'),
      shippedAt: when('Shipped'),
      deliveredAt: when('Delivered'),
      confirmCode: newConfirmCode(),
      createdAt: placedAt,
    });
    stories.orderItems.push(...orderItemRows(orderId, priced, [], ids.newId));
    // The owner took it: she placed it and confirmed it in the same moment (docs/product.md §2).
    stories.orderEvents.push({ id: ids.newId(), orderId, status: 'Order Placed', actor: 'owner', createdAt: placedAt });
    for (const step of timeline) {
      stories.orderEvents.push({
        id: ids.newId(),
        orderId,
        status: step.status,
        actor: 'owner',
        note: step.status === 'Shipped' ? `Leopards ${trackingNumber}` : null,
        createdAt: step.at,
      });
    }
    if (!delivered)
      for (const line of order.lines) stories.heldUnits.set(productId(line.product), (stories.heldUnits.get(productId(line.product)) ?? 0) + line.quantity);
  };

  const phoneOnlyId = ids.newId();
  stories.users.push({
    id: phoneOnlyId,
    name: phoneOnlyCustomer.name,
    email: null,
    phone: phoneOnlyCustomer.phone,
    passwordHash: null,
    role: 'customer',
    createdAt: at(Math.max(...phoneOnlyCustomer.orders.map((order) => order.placedDaysAgo))),
  });
  for (const order of phoneOnlyCustomer.orders) takeByHand(phoneOnlyId, { ...phoneOnlyCustomer, email: '' }, order);

  const regular = shop.reviewers.find((reviewer) => reviewer.email === REGULAR);
  if (!regular) throw new Error(`The demo has no reviewer ${REGULAR}`);
  takeByHand(accountOf(REGULAR), regular, regularsHandOrder);
  stories.notes.push({ personKey: personKeyOf({ phone: regular.phone, userId: accountOf(REGULAR) }), note: REGULARS_NOTE, updatedAt: at(5), updatedBy: null });

  for (const cart of leftCarts) {
    const userId = accountOf(cart.email);
    const idleSince = new Date(now.getTime() - cart.idleHours * HOUR_MS);
    for (const line of cart.lines) stories.cartLines.push({ userId, productId: productId(line.product), quantity: line.quantity, updatedAt: idleSince });
    // Reminded when the shop's 6 hours were up, as a shop that has been running would have: the demo's
    // first start sends no email of its own (its mailer would stay in the server's memory at rest). In
    // place of a token's HMAC a random value: no link unsubscribes anyone from the demo's reminders.
    stories.reminders.push({
      id: ids.newId(),
      userId,
      cartUpdatedAt: idleSince,
      valuePaisa: priceOrder(orderProductsOf(cart.lines), [], settings).subtotal,
      unsubscribeTokenHash: randomBytes(32).toString('base64url'),
      sentAt: new Date(idleSince.getTime() + REMINDED_AFTER_HOURS * HOUR_MS),
    });
  }

  const recoveredBy = accountOf(RECOVERED.email);
  const newest = storefrontOrders.filter((order) => order.userId === recoveredBy).sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())[0];
  if (!newest?.createdAt) throw new Error(`The demo has no order of ${RECOVERED.email}`);
  const remindedAt = new Date(newest.createdAt.getTime() - RECOVERED.remindedHoursBefore * HOUR_MS);
  stories.reminders.push({
    id: ids.newId(),
    userId: recoveredBy,
    cartUpdatedAt: new Date(remindedAt.getTime() - 8 * HOUR_MS),
    valuePaisa: newest.amountPaisa,
    unsubscribeTokenHash: randomBytes(32).toString('base64url'),
    recoveredOrderId: newest.id,
    recoveredAt: newest.createdAt,
    sentAt: remindedAt,
  });
  return stories;
}
