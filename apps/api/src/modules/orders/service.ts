import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fallbackCancellationReasons } from '@shop/core/orders/cancellation';
import { checkOrderMove } from '@shop/core/orders/order-lifecycle';
import { isDealLive } from '@shop/core/deals/deal-visibility';
import { formatMoney, paisaToRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { CART_LINE_MAX } from '@shop/core/cart/cart';
import { orderMessages } from '@shop/core/orders/order-messages';
import type { PlaceOrderRequest } from '@shop/core/orders/order-schemas';
import { orderErrorCodes } from '@shop/core/orders/contract';
import type { DeliverySettings } from '@shop/core/delivery/delivery';
import { ORDER_LIMIT_WINDOW_SECONDS, ORDERS_PER_ACCOUNT_PER_HOUR, orderLimitMessage, secondsUntilNextOrderAllowed } from '@shop/core/orders/order-limits';
import { discountableLines, priceOrder, type OrderDeal, type OrderItemDraft, type OrderProduct, type PricedOrder } from '@shop/core/orders/order-pricing';
import { judgeDiscountCode, unknownDiscountCode, type DiscountRefusal } from '@shop/core/discounts/discount-codes';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { catalogKeys } from '../../lib/cache-keys';
import { invalidationNotice } from '../../lib/response-cache';
import { conflict, HttpError, invalidField, notFound, tooManyRequests } from '../../lib/http-errors';
import { newConfirmCode, newId } from '../../lib/ids';
import type { AuthenticatedUser } from '../../plugins/auth';
import { emailIsVerified } from '../accounts/service';
import { cartOf, emptyingCart, markingCartRecoveredBy } from '../cart/service';
import { codeWithUsesFrom, discountCodeLock, discountCodeWithUsesJson } from '../discounts/service';
import { recordingStockMoves } from '../catalog/service';
import { cachedDeliverySettings } from '../delivery/service';
import { emailTemplate, outboxEmail, queueingMessages } from '../../lib/outbox';
import { announcingOrderEvent } from '../live/service';
import { orderEventMessages } from '../notifications/service';
import { deliveryAttemptMail, orderConfirmationEmail, orderStatusMail } from './emails';
import { orderExpiredMail } from './holds';
import { applyOrderMove } from './lifecycle';
import { statusesOfView, type OrderView } from '@shop/core/orders/order-views';
import {
  deliveryAttemptsOfOrders,
  eventsOfOrders,
  findIdempotencyKey,
  insertOrderUnlessNumberTaken,
  orderOfUser,
  ordersOfUser,
  readOrderInputs,
  rememberAnswerAlongWith,
  takeStock,
  type OrderInputs,
} from './repository';
import type { OrderDto } from '@shop/core/orders/dtos';
import { toOrderDto } from './dto';
import { orderItemRows } from './item-rows';
import { unitsByProduct } from './stock';
import { cachedShopSettings } from '../shop-settings/service';
import { checkOrderTrust, lockCustomer, orderTrustFacts, type CustomerIdentity } from '../trust/service';
import { holdEndsAt } from '@shop/core/trust/customer-trust';

// The admin API shows orders as the customer sees them, moves them by the same rules, and mails the same status emails.
export { toOrderDto } from './dto';
export { deliveryAttemptMail, orderStatusMail } from './emails';
export { applyOrderMove } from './lifecycle';
export { orderConfirmLink, waitingOrdersOf, type WaitingOrder } from './confirm-link';
export { expireUnconfirmedOrders, extendHold, scheduleHoldSweep } from './holds';
export { whatsappMessage } from './whatsapp';
export { cachedWhatsappTemplates, currentWhatsappTemplates, updateWhatsappTemplates } from './whatsapp-templates';
// The command line exports the orders as the console downloads them.
export { exportOrderParts, exportOrders } from './export';
// The console's overview counts the orders at each status in the same statement as its other counts.
export { orderStatusCountColumns } from './repository';

export interface PlacedOrder {
  statusCode: number;
  body: { success: true; message: string; orderId: string; order: OrderDto };
}

/** The customer's confirmation, as the outbox stores it: rendered when it is sent. */
const orderConfirmationMail = emailTemplate('order-confirmation', (context, data: { order: OrderDto; recipient: string; holdUntil?: string | null }) =>
  orderConfirmationEmail(context, data.order, data.recipient, data.holdUntil ?? null),
);

/** The emails this module sends, for the outbox to know at start-up (email-templates.ts). */
export const orderEmailTemplates = [orderConfirmationMail, orderStatusMail, deliveryAttemptMail, orderExpiredMail];

export const ITEMS_NOT_FOUND = 'Some items in your order were not found. Please refresh your cart and try again.';

/** The same body in any key order hashes the same, so a retried request is recognised. */
function hashRequest(request: PlaceOrderRequest): string {
  const canonical = {
    address: request.address,
    items: [...request.items].map((item) => [item.id, item.quantity, item.isFromDeal]).sort(),
    amount: request.amount,
    deliveryCharges: request.deliveryCharges,
    method: request.method,
    discountCode: request.discountCode ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** Lines for the same item are one line; more than a cart line allows is refused. */
function combineLines(items: PlaceOrderRequest['items']) {
  const productLines = new Map<string, number>();
  const dealLines = new Map<string, number>();
  for (const item of items) {
    const lines = item.isFromDeal ? dealLines : productLines;
    lines.set(item.id, (lines.get(item.id) ?? 0) + item.quantity);
  }
  for (const quantity of [...productLines.values(), ...dealLines.values()]) {
    if (quantity > CART_LINE_MAX) throw invalidField('items', orderMessages.quantity);
  }
  return { productLines, dealLines };
}

/**
 * Decision 005: an account may place ORDERS_PER_ACCOUNT_PER_HOUR orders an hour, counted in the
 * orders table so that the limit holds across processes. The caller has locked the account's row
 * (lockCustomer), so its simultaneous orders count one after another, for this limit and the trust
 * limits alike; RATE_LIMIT=off (load tests) turns this limit off, never the trust limits (decision 018).
 */
function orderLimitOf(context: AppContext, userId: string) {
  if (!context.config.rateLimit) return undefined;
  const since = new Date(context.clock.now().getTime() - ORDER_LIMIT_WINDOW_SECONDS * 1000);
  return { userId, since, limit: ORDERS_PER_ACCOUNT_PER_HOUR };
}

function checkOrderLimit(context: AppContext, limitReachedAt: Date | undefined) {
  const retryAfter = secondsUntilNextOrderAllowed(limitReachedAt, context.clock.now());
  if (retryAfter > 0) throw tooManyRequests(orderLimitMessage(retryAfter), retryAfter, orderErrorCodes.orderLimit);
}

/** What the order's lines are made of, from readOrderInputs: the products and the live deals among those asked for. */
function orderableLines(inputs: OrderInputs, productLines: ReadonlyMap<string, number>, dealLines: ReadonlyMap<string, number>, now: Date) {
  // A deal is for sale only while it is live and every product in it is (docs/product.md §4 Stock labels).
  const dealRows = inputs.deals.filter(
    ({ deal, components }) =>
      isDealLive({ status: deal.status, startAt: deal.startsAt, endAt: deal.endsAt }, now) && components.every((component) => component.status === 'published'),
  );
  const orderProducts: OrderProduct[] = inputs.products.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.pricePaisa,
    discountPrice: row.discountPricePaisa,
    quantity: productLines.get(row.id)!,
    image: row.images[0] ?? '',
    category: row.category,
  }));
  const orderDeals: OrderDeal[] = dealRows.map(({ deal, components }) => ({
    id: deal.id,
    name: deal.name,
    description: deal.description,
    image: deal.images[0] ?? '',
    category: deal.category,
    finalPrice: deal.finalPricePaisa,
    quantity: dealLines.get(deal.id)!,
    components: components.map((component) => ({
      productId: component.productId,
      name: component.name,
      price: component.price,
      discountPrice: component.discountPrice,
      units: component.units,
      image: component.images[0] ?? '',
      category: component.category,
    })),
  }));
  return { orderProducts, orderDeals, allFound: orderProducts.length === productLines.size && orderDeals.length === dealLines.size };
}

/** A code's refusal as the shopper gets it: its status and code, and for a minimum what is missing, in rupees. */
function discountRefusalError(refusal: DiscountRefusal): HttpError {
  const minimum = refusal.minimum ? { minSubtotal: paisaToRupees(refusal.minimum.minSubtotal), amountLeft: paisaToRupees(refusal.minimum.amountLeft) } : {};
  return new HttpError(refusal.status, refusal.code, refusal.message, minimum);
}

/**
 * docs/product.md §4 Discount codes: the order priced with its code, judged on what readOrderInputs read
 * of it (the code and its uses, counted after its lock); a code that does not apply throws its refusal.
 */
function priceWithCode(
  context: AppContext,
  inputs: OrderInputs,
  lines: ReturnType<typeof orderableLines>,
  settings: DeliverySettings,
  now: Date,
  asked: string | undefined,
) {
  const { orderProducts, orderDeals } = lines;
  if (asked === undefined) return { priced: priceOrder(orderProducts, orderDeals, settings), discountCodeId: null, freeDelivery: false };
  const found = codeWithUsesFrom(inputs.discountCode);
  if (!found) throw discountRefusalError(unknownDiscountCode());
  const subtotal = priceOrder(orderProducts, orderDeals, settings).subtotal;
  const verdict = judgeDiscountCode(found.rule, {
    lines: discountableLines(orderProducts, orderDeals),
    subtotal,
    uses: found.uses,
    now,
    timeZone: context.config.shopTimeZone,
  });
  if ('refused' in verdict) throw discountRefusalError(verdict.refused);
  return { priced: priceOrder(orderProducts, orderDeals, settings, verdict.granted), discountCodeId: found.id, freeDelivery: verdict.granted.freeDelivery };
}

/**
 * What the order reads once the customer is locked, in one statement (a statement sees what was
 * committed when it started, so it must come after the lock): the account's hourly limit, checked
 * first, the prices of what is ordered, the customer's trust facts, checked once the order is priced,
 * and the discount code with its uses.
 */
async function checkLimitAndPrice(
  context: AppContext,
  tx: Queryable,
  customer: CustomerIdentity,
  request: PlaceOrderRequest,
  settings: DeliverySettings,
  now: Date,
) {
  const { productLines, dealLines } = combineLines(request.items);
  const inputs = await readOrderInputs(
    tx,
    [...productLines.keys()],
    [...dealLines.keys()],
    orderLimitOf(context, customer.userId),
    orderTrustFacts(customer, now),
    request.discountCode === undefined ? undefined : discountCodeWithUsesJson(request.discountCode, customer),
  );
  checkOrderLimit(context, inputs.limitReachedAt);
  const lines = orderableLines(inputs, productLines, dealLines, now);
  if (!lines.allFound) throw notFound(orderErrorCodes.itemsNotFound, ITEMS_NOT_FOUND);
  const { priced, discountCodeId } = priceWithCode(context, inputs, lines, settings, now, request.discountCode);
  return { priced, discountCodeId, orderDeals: lines.orderDeals, customerFacts: inputs.customerFacts };
}

/**
 * POST /api/cart/discount-code: what the code does to the customer's cart as it is now, priced and
 * judged exactly as placing would (what is no longer for sale left out); nothing is stored or locked.
 */
export async function previewDiscountCode(context: AppContext, userId: string, code: string, phone: string | undefined) {
  const [settings, cart] = await Promise.all([cachedDeliverySettings(context), cartOf(context, userId)]);
  const productLines = new Map(Object.entries(cart.products));
  const dealLines = new Map(Object.entries(cart.deals));
  const inputs = await readOrderInputs(
    context.db,
    [...productLines.keys()],
    [...dealLines.keys()],
    undefined,
    sql`null`,
    discountCodeWithUsesJson(code, { userId, phone: phone ?? null }),
  );
  const now = context.clock.now();
  const { priced, freeDelivery } = priceWithCode(context, inputs, orderableLines(inputs, productLines, dealLines, now), settings, now, code);
  return {
    code: priced.discountCode ?? code,
    discount: paisaToRupees(priced.discount),
    freeDelivery,
    subtotal: paisaToRupees(priced.subtotal),
    deliveryCharges: paisaToRupees(priced.deliveryCharge),
    amount: paisaToRupees(priced.total),
  };
}

/** Names the product that is short and, when it came in a deal, the deal, so the shopper knows what to lower. */
function notEnoughStockOf(productId: string, items: readonly OrderItemDraft[]): string {
  const lines = items.filter((item) => item.productId === productId);
  const deals = [...new Set(lines.flatMap((line) => (line.dealName ? [`the deal ${line.dealName}`] : [])))];
  const inDeals = deals.length > 0 ? ` (in ${deals.join(' and ')})` : '';
  return `Sorry, there is not enough stock of ${lines[0]!.name}${inDeals} for this order. Please lower the quantity.`;
}

/**
 * A deal sells its products' units as well as one of its own bundles (decision 010). All product rows,
 * then all deal rows, are taken in one statement, each table's rows locked in id order: every order and
 * every cancel locks rows in this one order, so two of them never deadlock. The same statement tells
 * every process's catalog cache that the stock changed, delivered at the commit (lib/response-cache.ts
 * invalidationNotice), and keeps one `order` move per product in its stock history. The first product
 * short by id is named, else the first deal; the refusal rolls back whatever was taken, and the notice
 * and the moves with it.
 */
async function takeOrderStock(tx: Queryable, items: readonly OrderItemDraft[], orderDeals: readonly OrderDeal[], taking: { orderId: string; at: Date }) {
  const deals = new Map(orderDeals.map((deal) => [deal.id, deal.quantity]));
  const short = await takeStock(
    tx,
    { products: unitsByProduct(items), deals },
    {
      alsoSelect: invalidationNotice(...catalogKeys),
      recordMoves: (changedProducts) => recordingStockMoves(changedProducts, { reason: 'order', ...taking }),
    },
  );
  const [shortProductId] = short.products;
  if (shortProductId) throw conflict(orderErrorCodes.outOfStock, notEnoughStockOf(shortProductId, items));
  const [shortDealId] = short.deals;
  if (shortDealId) {
    const deal = orderDeals.find((candidate) => candidate.id === shortDealId)!;
    throw conflict(orderErrorCodes.outOfStock, `Sorry, there are not enough of the deal ${deal.name} left for this order. Please lower the quantity.`);
  }
}

/**
 * The order and a copy of each line at the price it was bought for, as the customer will see them, in
 * one statement. A new random id and short code are drawn in the rare case that the order number (or,
 * rarer still, the code) is taken.
 */
async function storeOrder(
  tx: Queryable,
  userId: string,
  request: PlaceOrderRequest,
  priced: PricedOrder,
  discountCodeId: string | null,
  orderDeals: OrderDeal[],
  createdAt: Date,
  holdUntil: Date | null,
): Promise<OrderDto> {
  for (;;) {
    const id = newId();
    const stored = await insertOrderUnlessNumberTaken(tx, {
      order: {
        id,
        confirmCode: newConfirmCode(),
        userId,
        address: request.address,
        subtotalPaisa: priced.subtotal,
        discountCodeId,
        discountCode: priced.discountCode,
        discountPaisa: priced.discount,
        deliveryChargePaisa: priced.deliveryCharge,
        amountPaisa: priced.total,
        holdUntil,
        createdAt,
      },
      items: orderItemRows(id, priced, orderDeals, newId),
      // The history every order starts with (docs/product.md §4).
      placedEvent: { id: newId(), orderId: id, status: 'Order Placed', actor: 'customer', createdAt },
    });
    // A new order has no courier yet.
    if (stored) return toOrderDto(stored.order, stored.items, [stored.placedEvent], [], []);
  }
}

/** Thrown inside the transaction to roll it back when a request with the same key got there first. */
class KeyAlreadyAnswered extends Error {}

/** The answer already stored under the customer's key, for a retried request; undefined if none is. */
async function storedAnswer(context: AppContext, userId: string, idempotencyKey: string, requestHash: string): Promise<PlacedOrder | undefined> {
  const existing = await findIdempotencyKey(context.db, userId, idempotencyKey);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash)
    throw new HttpError(422, orderErrorCodes.idempotencyKeyReused, 'This Idempotency-Key was already used for a different order.');
  return { statusCode: existing.statusCode ?? 201, body: existing.responseBody as PlacedOrder['body'] };
}

/**
 * Places a cash-on-delivery order in one transaction: the account's hourly limit checked, prices from
 * the database, the client's amount checked against them, the customer's trust limits checked
 * (docs/product.md §4 Trust), the order stored with its hold, the cart cleared and, last, the stock
 * (products, deals' products and deals) taken by conditional updates so that racing orders never
 * oversell. With an Idempotency-Key the answer is stored under
 * the key in the same transaction, so the same request always answers with the same order: a retry
 * finds the key taken, rolls its own work back and replays the stored answer.
 */
export async function placeOrder(
  context: AppContext,
  user: AuthenticatedUser,
  request: PlaceOrderRequest,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  const requestHash = hashRequest(request);
  // Outside the transaction: on a cache miss the load needs a connection of its own, which a pool
  // full of transactions waiting for that very load would never give it.
  const [settings, shopSettings] = await Promise.all([cachedDeliverySettings(context), cachedShopSettings(context)]);
  let placed: PlacedOrder;
  try {
    placed = await context.db.transaction(async (tx) => {
      const customer = { userId: user.id, phone: request.address.phone, email: user.email };
      await lockCustomer(tx, customer.userId, customer.phone, request.discountCode === undefined ? undefined : discountCodeLock(request.discountCode));
      const now = context.clock.now();
      const { priced, discountCodeId, orderDeals, customerFacts } = await checkLimitAndPrice(context, tx, customer, request, settings, now);
      if (rupeesToPaisa(request.amount) !== priced.total || rupeesToPaisa(request.deliveryCharges) !== priced.deliveryCharge) {
        throw conflict(orderErrorCodes.totalChanged, `The order total is now ${formatMoney(priced.total)}. Please review your cart and try again.`, {
          amount: paisaToRupees(priced.total),
          deliveryCharges: paisaToRupees(priced.deliveryCharge),
        });
      }
      const units = [...unitsByProduct(priced.items).values()].reduce((sum, count) => sum + count, 0);
      checkOrderTrust(customerFacts, { ...customer, amountPaisa: priced.total, units }, shopSettings);
      const holdUntil = holdEndsAt(now, shopSettings.unconfirmedHoldHours);
      const order = await storeOrder(tx, user.id, request, priced, discountCodeId, orderDeals, now, holdUntil);
      // Committed with the order, sent after it (lib/outbox.ts); to the account's own address (decision
      // 005): the form's email is whatever the sender typed; and only once that address is proven.
      const confirmation = { order, recipient: user.email, holdUntil: holdUntil?.toISOString() ?? null };
      const messages = [
        outboxEmail(orderConfirmationMail, confirmation, { onlyIf: emailIsVerified(user.id) }),
        ...orderEventMessages(context, 'order.placed', order, 'customer'),
      ];
      const answer: PlacedOrder = { statusCode: 201, body: { success: true, message: orderMessages.placed, orderId: order._id, order } };
      const entry = idempotencyKey
        ? { userId: user.id, key: idempotencyKey, requestHash, statusCode: answer.statusCode, responseBody: answer.body }
        : undefined;
      // One statement: the cart emptied (and counted recovered after a reminder), the emails (and webhook) queued, the open consoles told and the answer stored.
      const alongWith = [
        emptyingCart(user.id),
        markingCartRecoveredBy(user.id, order._id, now),
        queueingMessages(context, messages),
        announcingOrderEvent('order.placed', order, now),
      ];
      if (!(await rememberAnswerAlongWith(tx, alongWith, entry))) throw new KeyAlreadyAnswered();
      // Last: racing orders queue on the product and deal rows this locks, so they stay locked only for
      // this statement and the commit. A refusal rolls back the order, its items, the cart and the key.
      await takeOrderStock(tx, priced.items, orderDeals, { orderId: order._id, at: now });
      return answer;
    });
  } catch (error) {
    // A retry of an order that was placed replays it, even if prices, stock or the limit have changed since.
    const replay =
      idempotencyKey && (error instanceof KeyAlreadyAnswered || error instanceof HttpError)
        ? await storedAnswer(context, user.id, idempotencyKey, requestHash)
        : undefined;
    if (replay) return replay;
    if (error instanceof KeyAlreadyAnswered) throw conflict(orderErrorCodes.alreadyPlaced, 'This order was placed a moment ago. Please check My Orders.');
    throw error;
  }

  // The other processes hear of the stock taken from the commit itself (takeOrderStock).
  context.cache.dropHere(...catalogKeys);
  return placed;
}

/** The customer's orders, newest first; `view` narrows them to one of the account page's filters (docs/product.md §7). */
export async function listOrders(context: AppContext, userId: string, view: OrderView = 'all'): Promise<OrderDto[]> {
  const { couriers } = await cachedDeliverySettings(context);
  const statuses = view === 'all' ? undefined : statusesOfView(view);
  return (await ordersOfUser(context.db, userId, statuses)).map(({ order, items, events, attempts }) => toOrderDto(order, items, events, attempts, couriers));
}

/** One of the customer's own orders; another customer's order is not found, exactly like an order that does not exist. */
export async function getOwnOrder(context: AppContext, userId: string, orderId: string): Promise<OrderDto> {
  const found = await orderOfUser(context.db, orderId, userId);
  if (!found) throw notFound(orderErrorCodes.orderNotFound, orderMessages.orderNotFound);
  const [{ couriers }, events, attempts] = await Promise.all([
    cachedDeliverySettings(context),
    eventsOfOrders(context.db, [orderId]),
    deliveryAttemptsOfOrders(context.db, [orderId]),
  ]);
  return toOrderDto(found.order, found.items, events, attempts, couriers);
}

/**
 * Only the customer's own order, only from Order Placed or Confirmed, only within the window by the
 * server's clock (docs/product.md §4). The status change is conditional, so of many simultaneous
 * cancels exactly one happens and returns the stock.
 */
export async function cancelOrder(context: AppContext, userId: string, orderId: string, reason: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const found = await orderOfUser(tx, orderId, userId);
    if (!found) throw notFound(orderErrorCodes.orderNotFound, orderMessages.orderNotFound);
    const { order } = found;
    const now = context.clock.now();
    const refusal = checkOrderMove({ status: order.status, placedAt: order.createdAt, deliveredAt: order.deliveredAt }, 'Cancelled', 'customer', now);
    if (refusal?.reason === 'not-allowed')
      throw conflict(orderErrorCodes.notCancellable, `This order is ${order.status.toLowerCase()} and can no longer be cancelled.`);
    if (refusal) throw conflict(orderErrorCodes.cancellationWindowPassed, refusal.message);
    // Cancelled before it was shipped: there is no courier to link to.
    const cancelled = await applyOrderMove(tx, context, found, { to: 'Cancelled', actor: 'customer', at: now, reason }, []);
    if (!cancelled) throw conflict(orderErrorCodes.alreadyCancelled, 'This order has already been cancelled.');
  });
  await context.cache.invalidate(...catalogKeys);
}

export function cancellationReasons(): readonly string[] {
  return fallbackCancellationReasons;
}
