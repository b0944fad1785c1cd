import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fallbackCancellationReasons } from '@shop/core/orders/cancellation';
import { checkOrderMove } from '@shop/core/orders/order-lifecycle';
import { formatMoney, paisaToRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { orderMessages } from '@shop/core/orders/order-messages';
import type { PlaceOrderRequest } from '@shop/core/orders/order-schemas';
import { orderErrorCodes } from '@shop/core/orders/contract';
import type { DeliverySettings } from '@shop/core/delivery/delivery';
import { ORDER_LIMIT_WINDOW_SECONDS, ORDERS_PER_ACCOUNT_PER_HOUR, orderLimitMessage, secondsUntilNextOrderAllowed } from '@shop/core/orders/order-limits';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { catalogKeys } from '../../lib/cache-keys';
import { conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { emailIsVerified } from '../accounts/service';
import { cartOf, emptyingCart, markingCartRecoveredBy } from '../cart/service';
import { discountCodeLock, discountCodeWithUsesJson } from '../discounts/service';
import { cachedDeliverySettings } from '../delivery/service';
import { outboxEmail, queueingMessages } from '../../lib/outbox';
import { announcingOrderEvent } from '../live/service';
import { orderEventMessages } from '../notifications/service';
import { deliveryAttemptMail, orderStatusMail } from './emails';
import { combineLines, ITEMS_NOT_FOUND, orderableLines, orderConfirmationMail, priceWithCode, storeOrder, takeOrderStock } from './placing';
import { orderExpiredMail } from './holds';
import { applyOrderMove } from './lifecycle';
import { statusesOfView, type OrderView } from '@shop/core/orders/order-views';
import {
  deliveryAttemptsOfOrders,
  eventsOfOrders,
  findIdempotencyKey,
  orderOfUser,
  ordersOfUser,
  readOrderInputs,
  rememberAnswerAlongWith,
} from './repository';
import type { OrderDto } from '@shop/core/orders/dtos';
import { toOrderDto } from './dto';
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
// A courier's payout moves the parcels it reports delivered or returned as the owner's own move does (couriers/payouts.ts).
export { orderWithItems } from './repository';
export { moveOrderAsOwner } from './owner-moves';

export interface PlacedOrder {
  statusCode: number;
  body: { success: true; message: string; orderId: string; order: OrderDto };
}

/** The emails this module sends, for the outbox to know at start-up (email-templates.ts). */
export const orderEmailTemplates = [orderConfirmationMail, orderStatusMail, deliveryAttemptMail, orderExpiredMail];

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
      const order = await storeOrder(tx, {
        userId: user.id,
        address: request.address,
        priced,
        discountCodeId,
        orderDeals,
        createdAt: now,
        holdUntil,
        channel: 'web',
        placedBy: 'customer',
      });
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
