/**
 * The demo shop's past: its reviewers' accounts (but for a DemoPerson's, made with its password), their delivered orders (priced by the same rules as a
 * real order, with the history every order gets: Order Placed → Confirmed → Packing → Shipped → Out for
 * delivery → Delivered) and their reviews, likes and the shop's replies, as rows ready to insert.
 * Pure: seed.ts writes the rows. Stock is left as the demo data states it (what is left after these
 * orders), so nothing is taken from it here.
 */
import { priceOrder, type OrderDeal, type OrderProduct } from '@shop/core/orders/order-pricing';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import type { orderEvents, orderItems, orders } from '../db/schema/orders';
import type { reviewReactions, reviews } from '../db/schema/reviews';
import type { users } from '../db/schema/users';
import { orderItemRows } from '../modules/orders/item-rows';
import { demoPaisa, type DemoReviewer, type DemoShop, type DemoTarget } from './demo-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What the reviewers' accounts store instead of a password hash: not an argon2 hash, so no password
 * ever matches it (lib/passwords.ts answers false) and nobody can sign in as them.
 */
export const NO_PASSWORD = '!demo-reviewer-without-password';

export interface SeedHistory {
  users: (typeof users.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  orderItems: (typeof orderItems.$inferInsert)[];
  orderEvents: (typeof orderEvents.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  reactions: (typeof reviewReactions.$inferInsert)[];
}

export interface HistoryIds {
  products: ReadonlyMap<string, string>;
  deals: ReadonlyMap<string, string>;
  /** The accounts the seed made for its DemoPeople, by lower-case email: a reviewer with one of these is that person. */
  people: ReadonlyMap<string, string>;
  newId: () => string;
}

/** Couriers by city, as a Lahore shop would pick them; tracking numbers are made from the order's position. */
const courierOf = (city: string) => (city === 'Lahore' ? 'Leopards' : city === 'Karachi' || city === 'Hyderabad' ? 'TCS' : 'PostEx');

/** The steps after Order Placed, each at its share of the time from placing to delivery. */
const steps: { status: OrderStatus; at: number }[] = [
  { status: 'Confirmed', at: 0.08 },
  { status: 'Packing', at: 0.25 },
  { status: 'Shipped', at: 0.45 },
  { status: 'Out for delivery', at: 0.85 },
  { status: 'Delivered', at: 1 },
];

const targetKey = (target: DemoTarget) => ('product' in target ? `product:${target.product}` : `deal:${target.deal}`);

/** The reply's signature: the first team member, by first name, of the shop. */
function replyAuthor(shop: DemoShop): string {
  const founder = [...shop.team].sort((a, b) => a.order - b.order)[0];
  const first = founder?.name.replace(/^(dr|mr|mrs|ms)\.?\s+/i, '').split(/\s+/)[0];
  return first ? `${first} from ${shop.business.company.name}` : shop.business.company.name;
}

export function planHistory(shop: DemoShop, now: Date, ids: HistoryIds): SeedHistory {
  const history: SeedHistory = { users: [], orders: [], orderItems: [], orderEvents: [], reviews: [], reactions: [] };
  const at = (daysAgo: number, plusMs = 0) => new Date(now.getTime() - daysAgo * DAY_MS + plusMs);
  const settings = {
    mode: 'fixed' as const,
    fixedCharge: demoPaisa(shop.delivery.fixedCharge),
    freeDeliveryAbove: demoPaisa(shop.delivery.freeDeliveryAbove),
  };
  const productByKey = new Map(shop.products.map((product) => [product.key, product]));
  const dealByKey = new Map(shop.deals.map((deal) => [deal.key, deal]));
  const signature = replyAuthor(shop);
  const userIds = new Map<DemoReviewer, string>();
  const productId = (key: string) => {
    const id = ids.products.get(key);
    if (!id) throw new Error(`A demo order holds unknown product "${key}"`);
    return id;
  };

  for (const reviewer of shop.reviewers) {
    const person = ids.people.get(reviewer.email.toLowerCase());
    if (person) {
      userIds.set(reviewer, person);
      continue;
    }
    const userId = ids.newId();
    userIds.set(reviewer, userId);
    const firstOrder = Math.max(...reviewer.orders.map((order) => order.placedDaysAgo));
    history.users.push({
      id: userId,
      name: reviewer.name,
      email: reviewer.email.toLowerCase(),
      phone: reviewer.phone,
      passwordHash: NO_PASSWORD,
      role: 'customer',
      // The account was made a few days before its first order, and its address proven that day.
      createdAt: at(firstOrder + 3),
      emailVerifiedAt: at(firstOrder + 3),
    });
  }

  let orderNumber = 0;
  const reviewed: { id: string; likes: number; authorId: string }[] = [];
  for (const reviewer of shop.reviewers) {
    const userId = userIds.get(reviewer)!;
    const [firstName = reviewer.name, ...rest] = reviewer.name.split(/\s+/);
    const address = {
      firstName,
      lastName: rest.join(' ') || firstName,
      email: reviewer.email.toLowerCase(),
      street: reviewer.street,
      city: reviewer.city,
      state: reviewer.state,
      zipcode: reviewer.zipcode,
      phone: reviewer.phone,
    };
    for (const past of reviewer.orders) {
      orderNumber += 1;
      const orderId = ids.newId();
      const placedAt = at(past.placedDaysAgo);
      const span = past.deliveredAfterDays * DAY_MS;
      const deliveredAt = new Date(placedAt.getTime() + span);
      const orderProducts: OrderProduct[] = [];
      const orderDeals: OrderDeal[] = [];
      for (const item of past.items) {
        if ('product' in item) {
          const product = productByKey.get(item.product);
          if (!product) throw new Error(`A demo order holds unknown product "${item.product}"`);
          orderProducts.push({
            id: productId(product.key),
            name: product.name,
            price: demoPaisa(product.price),
            discountPrice: demoPaisa(product.discountPrice),
            quantity: item.quantity,
            image: product.images[0] ?? '',
            category: product.category,
          });
        } else {
          const deal = dealByKey.get(item.deal);
          const dealId = ids.deals.get(item.deal);
          if (!deal || !dealId) throw new Error(`A demo order holds unknown deal "${item.deal}"`);
          const components = deal.products.map((component) => {
            const product = productByKey.get(component.key)!;
            return {
              productId: productId(component.key),
              name: product.name,
              price: demoPaisa(product.price),
              discountPrice: demoPaisa(product.discountPrice),
              units: component.quantity,
              image: product.images[0] ?? '',
              category: product.category,
            };
          });
          orderDeals.push({
            id: dealId,
            name: deal.name,
            description: deal.description,
            image: deal.images[0] ?? '',
            category: deal.category,
            finalPrice: demoPaisa(deal.finalPrice),
            quantity: item.quantity,
            components,
          });
        }
      }
      const priced = priceOrder(orderProducts, orderDeals, settings);
      const courier = courierOf(reviewer.city);
      const trackingNumber = `${courier === 'TCS' ? '77' : courier === 'Leopards' ? 'LE' : 'PX'}${String(40_512_300 + orderNumber * 7_919)}`;
      const timeline = steps.map((step) => ({ status: step.status, at: new Date(placedAt.getTime() + Math.round(span * step.at)) }));
      const when = (status: OrderStatus) => timeline.find((step) => step.status === status)!.at;
      history.orders.push({
        id: orderId,
        userId,
        status: 'Delivered',
        address,
        paid: true,
        subtotalPaisa: priced.subtotal,
        deliveryChargePaisa: priced.deliveryCharge,
        amountPaisa: priced.total,
        courier,
        trackingNumber,
        confirmedAt: when('Confirmed'),
        shippedAt: when('Shipped'),
        deliveredAt,
        createdAt: placedAt,
      });
      history.orderItems.push(...orderItemRows(orderId, priced, orderDeals, ids.newId));
      history.orderEvents.push({ id: ids.newId(), orderId, status: 'Order Placed', actor: 'customer', createdAt: placedAt });
      for (const step of timeline) {
        history.orderEvents.push({
          id: ids.newId(),
          orderId,
          status: step.status,
          actor: 'owner',
          note: step.status === 'Shipped' ? `${courier} ${trackingNumber}` : null,
          createdAt: step.at,
        });
      }

      for (const review of past.reviews) {
        const inOrder = past.items.some((item) => targetKey(item) === targetKey(review.target));
        if (!inOrder) throw new Error(`${reviewer.name} reviews ${targetKey(review.target)}, which their order does not hold`);
        const reviewId = ids.newId();
        const createdAt = new Date(deliveredAt.getTime() + review.writtenAfterDays * DAY_MS);
        history.reviews.push({
          id: reviewId,
          targetType: 'product' in review.target ? 'product' : 'deal',
          productId: 'product' in review.target ? productId(review.target.product) : null,
          dealId: 'deal' in review.target ? ids.deals.get(review.target.deal)! : null,
          userId,
          rating: review.rating,
          content: review.content,
          images: review.photos ?? [],
          likes: review.likes ?? 0,
          dislikes: 0,
          replyContent: review.reply ?? null,
          replyAuthor: review.reply ? signature : null,
          repliedAt: review.reply ? new Date(createdAt.getTime() + 20 * HOUR_MS) : null,
          createdAt,
        });
        reviewed.push({ id: reviewId, likes: review.likes ?? 0, authorId: userId });
      }
    }
  }

  // Each like is another reviewer's reaction, so that the counts match the reactions as the API recounts them.
  const everyone = [...userIds.values()];
  reviewed.forEach((review, index) => {
    const others = everyone.filter((id) => id !== review.authorId);
    if (review.likes > others.length) throw new Error('A demo review has more likes than there are other reviewers');
    for (let i = 0; i < review.likes; i++) {
      history.reactions.push({ reviewId: review.id, userId: others[(index * 5 + i) % others.length]!, kind: 'like' });
    }
  });
  return history;
}

/** Each reviewed product's and deal's rating (mean to one decimal) and review count, as the storefront shows them. */
export function seededRatings(shop: DemoShop): Map<string, { rating: number; reviewCount: number }> {
  const ratings = new Map<string, number[]>();
  for (const review of shop.reviewers.flatMap((reviewer) => reviewer.orders.flatMap((order) => order.reviews))) {
    const key = targetKey(review.target);
    ratings.set(key, [...(ratings.get(key) ?? []), review.rating]);
  }
  return new Map(
    [...ratings].map(([key, list]) => [
      key,
      { rating: Math.round((list.reduce((sum, rating) => sum + rating, 0) / list.length) * 10) / 10, reviewCount: list.length },
    ]),
  );
}
