/**
 * Two customers the shop has learnt to be careful with (docs/product.md §4 Trust), so that a newcomer
 * to the console sees the feature: one who refused a parcel and has ordered again (risky), and one who
 * refused a parcel and placed a fake order, whose phone the owner blocked (blocked). Each has an order
 * waiting for confirmation now, which holds its stock as any order does. Their refused parcels carry
 * the story that led there (docs/product.md §4 The parcel's story): the courier's failed attempts and the
 * owner's calls nobody answered. Pure: seed.ts writes the rows.
 */
import { FAKE_ORDER_REASON, holdEndsAt, REFUSED_RETURN_REASON, trustSettingDefaults } from '@shop/core/trust/customer-trust';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import { priceOrder } from '@shop/core/orders/order-pricing';
import type { customerBlocks, orderDeliveryAttempts, orderEvents, orderItems, orderNotes, orders } from '../db/schema/orders';
import { newConfirmCode } from '../lib/ids';
import type { users } from '../db/schema/users';
import { orderItemRows } from '../modules/orders/item-rows';
import { demoPaisa, type DemoReviewer, type DemoShop } from './demo-types';
import { NO_PASSWORD } from './seed-history';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface RiskHistory {
  users: (typeof users.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  orderItems: (typeof orderItems.$inferInsert)[];
  orderEvents: (typeof orderEvents.$inferInsert)[];
  deliveryAttempts: (typeof orderDeliveryAttempts.$inferInsert)[];
  notes: (typeof orderNotes.$inferInsert)[];
  blocks: (typeof customerBlocks.$inferInsert)[];
  /** Units the waiting orders hold, by product id: taken from the demo stock. */
  heldUnits: Map<string, number>;
}

interface PastOrder {
  product: string;
  quantity: number;
  placedDaysAgo: number;
  /** Where it ended: refused at the door, cancelled as fake, or still waiting for confirmation. */
  outcome: 'refused' | 'fake' | 'waiting';
}

/** A reviewer's details with a harder past: orders that came back or were fake, and perhaps the owner's block. */
interface TroubledCustomer extends Omit<DemoReviewer, 'orders'> {
  orders: PastOrder[];
  block?: string;
}

const customers: TroubledCustomer[] = [
  {
    name: 'Bilal Hussain',
    email: 'bilal.hussain@example.pk',
    phone: '03111234987',
    street: 'House 7, Street 3, Gulshan-e-Iqbal Block 5',
    city: 'Karachi',
    state: 'Sindh',
    zipcode: '75300',
    orders: [
      { product: 'rose-kaolin-soap', quantity: 2, placedDaysAgo: 34, outcome: 'refused' },
      { product: 'badam-rogan-almond-oil', quantity: 1, placedDaysAgo: 0.1, outcome: 'waiting' },
    ],
  },
  {
    name: 'Kamran Aslam',
    email: 'kamran.aslam@example.pk',
    phone: '03451239876',
    street: 'Plot 22, Satellite Town',
    city: 'Rawalpindi',
    state: 'Punjab',
    zipcode: '46300',
    orders: [
      { product: 'himalayan-salt-scrub', quantity: 3, placedDaysAgo: 52, outcome: 'refused' },
      { product: 'aloe-cucumber-moisturiser', quantity: 2, placedDaysAgo: 12, outcome: 'fake' },
      { product: 'virgin-coconut-oil', quantity: 4, placedDaysAgo: 0.05, outcome: 'waiting' },
    ],
    block: 'Refused a parcel at the door, then placed an order with a made-up address',
  },
];

export function planRiskHistory(shop: DemoShop, now: Date, ids: { products: ReadonlyMap<string, string>; newId: () => string }): RiskHistory {
  const history: RiskHistory = { users: [], orders: [], orderItems: [], orderEvents: [], deliveryAttempts: [], notes: [], blocks: [], heldUnits: new Map() };
  const settings = {
    mode: 'fixed' as const,
    fixedCharge: demoPaisa(shop.delivery.fixedCharge),
    freeDeliveryAbove: demoPaisa(shop.delivery.freeDeliveryAbove),
  };
  const at = (daysAgo: number, plusMs = 0) => new Date(now.getTime() - daysAgo * DAY_MS + plusMs);

  for (const customer of customers) {
    const userId = ids.newId();
    history.users.push({
      id: userId,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      passwordHash: NO_PASSWORD,
      role: 'customer',
      createdAt: at(Math.max(...customer.orders.map((order) => order.placedDaysAgo)) + 1),
      emailVerifiedAt: at(Math.max(...customer.orders.map((order) => order.placedDaysAgo)) + 1),
    });
    const [firstName = customer.name, ...rest] = customer.name.split(' ');
    for (const past of customer.orders) {
      const product = shop.products.find((candidate) => candidate.key === past.product);
      const productId = ids.products.get(past.product);
      if (!product || !productId) throw new Error(`A demo order holds unknown product "${past.product}"`);
      const priced = priceOrder(
        [
          {
            id: productId,
            name: product.name,
            price: demoPaisa(product.price),
            discountPrice: demoPaisa(product.discountPrice),
            quantity: past.quantity,
            image: product.images[0] ?? '',
            category: product.category,
          },
        ],
        [],
        settings,
      );
      const orderId = ids.newId();
      const placedAt = at(past.placedDaysAgo);
      const steps: { status: OrderStatus; at: Date; actor: 'owner' | 'customer'; note?: string }[] = [];
      const row: typeof orders.$inferInsert = {
        id: orderId,
        userId,
        address: {
          firstName,
          lastName: rest.join(' '),
          email: customer.email,
          street: customer.street,
          city: customer.city,
          state: customer.state,
          zipcode: customer.zipcode,
          phone: customer.phone,
        },
        subtotalPaisa: priced.subtotal,
        deliveryChargePaisa: priced.deliveryCharge,
        amountPaisa: priced.total,
        createdAt: placedAt,
      };
      if (past.outcome === 'refused') {
        const trackingNumber = `LE${String(40_900_000 + history.orders.length * 7_919)}`;
        steps.push(
          { status: 'Confirmed', at: new Date(placedAt.getTime() + 2 * HOUR_MS), actor: 'customer' },
          { status: 'Packing', at: new Date(placedAt.getTime() + 20 * HOUR_MS), actor: 'owner' },
          { status: 'Shipped', at: new Date(placedAt.getTime() + DAY_MS), actor: 'owner', note: `Leopards ${trackingNumber}` },
          { status: 'Returned', at: new Date(placedAt.getTime() + 5 * DAY_MS), actor: 'owner', note: REFUSED_RETURN_REASON },
        );
        Object.assign(row, {
          status: 'Returned',
          courier: 'Leopards',
          trackingNumber,
          confirmedAt: steps[0]!.at,
          shippedAt: steps[2]!.at,
          returnedAt: steps[3]!.at,
          returnReason: REFUSED_RETURN_REASON,
          stockReturned: true,
        });
        const shippedAt = steps[2]!.at.getTime();
        history.notes.push(
          { id: ids.newId(), orderId, text: '', call: 'no-answer', createdAt: new Date(shippedAt + 1.5 * DAY_MS) },
          { id: ids.newId(), orderId, text: 'Rang twice in the evening, phone switched off', call: 'no-answer', createdAt: new Date(shippedAt + 2.2 * DAY_MS) },
        );
        history.deliveryAttempts.push(
          { id: ids.newId(), orderId, reason: 'phone-off', note: 'Rider waited 10 minutes at the gate', createdAt: new Date(shippedAt + 2 * DAY_MS) },
          { id: ids.newId(), orderId, reason: 'refused', note: 'Said he never ordered it', createdAt: new Date(shippedAt + 3.5 * DAY_MS) },
        );
      } else if (past.outcome === 'fake') {
        steps.push({ status: 'Cancelled', at: new Date(placedAt.getTime() + 3 * HOUR_MS), actor: 'owner', note: FAKE_ORDER_REASON });
        Object.assign(row, { status: 'Cancelled', cancellationReason: FAKE_ORDER_REASON, cancelledAt: steps[0]!.at, stockReturned: true });
      } else {
        Object.assign(row, {
          status: 'Order Placed',
          holdUntil: holdEndsAt(placedAt, trustSettingDefaults.unconfirmedHoldHours),
          confirmCode: newConfirmCode(),
        });
        history.notes.push({ id: ids.newId(), orderId, text: '', call: 'no-answer', createdAt: new Date(placedAt.getTime() + HOUR_MS / 2) });
        history.heldUnits.set(productId, (history.heldUnits.get(productId) ?? 0) + past.quantity);
      }
      history.orders.push(row);
      history.orderItems.push(...orderItemRows(orderId, priced, [], ids.newId));
      history.orderEvents.push({ id: ids.newId(), orderId, status: 'Order Placed', actor: 'customer', createdAt: placedAt });
      for (const step of steps)
        history.orderEvents.push({ id: ids.newId(), orderId, status: step.status, actor: step.actor, note: step.note ?? null, createdAt: step.at });
    }
    if (customer.block) history.blocks.push({ id: ids.newId(), kind: 'phone', value: customer.phone, reason: customer.block, createdAt: at(11) });
  }
  return history;
}
