import { sql } from 'drizzle-orm';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import { adminOrderErrorCodes } from '@shop/core/orders/admin-contract';
import type { HandOrderPreviewRequest, HandOrderRequest } from '@shop/core/orders/admin-schemas';
import { orderErrorCodes } from '@shop/core/orders/contract';
import type { DeliverySettings } from '@shop/core/delivery/delivery';
import type { PricedOrder } from '@shop/core/orders/order-pricing';
import { paisa, paisaToRupees, rupeesToPaisa, type Rupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { HttpError, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { outboxEmail, queueingMessages } from '../../lib/outbox';
import { emailIsVerified, findCustomerAccount, handOrderAccountOf } from '../accounts/service';
import { cachedDeliverySettings } from '../delivery/service';
import { discountCodeLock, discountCodeWithUsesJson } from '../discounts/service';
import { announcingOrderEvent } from '../live/service';
import { orderEventMessages } from '../notifications/service';
import { assessCustomers, lockCustomer, type CustomerIdentity } from '../trust/service';
import { getOrder } from './owner-view';
import {
  combineLines,
  ITEMS_NOT_FOUND,
  orderableLines,
  orderConfirmationMail,
  priceWithCode,
  storeOrder,
  takeOrderStock,
  type OrderLineRequest,
} from './placing';
import { readOrderInputs, writeTogether } from './repository';

// docs/product.md §2 Orders taken by hand: the owner's orders for customers who ordered on WhatsApp,
// Instagram, Facebook, by phone or in the store. They are priced, limited and stocked as placed
// orders are (placing.ts); they start Confirmed, and skip the new-customer limits but not the blocklist.

const blockedMessage = 'This customer is on your blocklist. Lift the block first if you want to take their order.';

type HandOrderLine = HandOrderRequest['items'][number];

const lineRequest = (line: HandOrderLine): OrderLineRequest =>
  line.dealId === undefined
    ? { id: line.productId!, quantity: line.quantity, isFromDeal: false }
    : { id: line.dealId, quantity: line.quantity, isFromDeal: true };

/**
 * Her own delivery charge, when she gave one, replaces the shop's rule's, a free-delivery code's 0
 * included: she agreed the price with the customer.
 */
function withOwnDelivery(priced: PricedOrder, own: Rupees | undefined): PricedOrder {
  if (own === undefined) return priced;
  const deliveryCharge = rupeesToPaisa(own);
  return { ...priced, deliveryCharge, total: paisa(priced.subtotal - priced.discount + deliveryCharge) };
}

/** The order's lines priced with its code, as placing prices them; an item not for sale is refused. */
async function priceHandOrder(
  context: AppContext,
  db: Queryable,
  request: Pick<HandOrderRequest, 'items' | 'discountCode' | 'deliveryCharges'>,
  customer: { userId: string; phone: string | null },
  settings: DeliverySettings,
  now: Date,
) {
  const { productLines, dealLines } = combineLines(request.items.map(lineRequest));
  const inputs = await readOrderInputs(
    db,
    [...productLines.keys()],
    [...dealLines.keys()],
    // No hourly limit and no trust facts: the owner takes the orders she chooses to (docs/product.md §4 Trust).
    undefined,
    sql`null`,
    request.discountCode === undefined ? undefined : discountCodeWithUsesJson(request.discountCode, customer),
  );
  const lines = orderableLines(inputs, productLines, dealLines, now);
  if (!lines.allFound) throw notFound(orderErrorCodes.itemsNotFound, ITEMS_NOT_FOUND);
  const { priced, discountCodeId } = priceWithCode(context, inputs, lines, settings, now, request.discountCode);
  return { priced: withOwnDelivery(priced, request.deliveryCharges), discountCodeId, orderDeals: lines.orderDeals };
}

/** The account the order is for: the one the owner chose, or the phone's (a claimed one, else its passwordless one, made now if it has none). */
async function accountOf(tx: Queryable, customer: HandOrderRequest['customer'], now: Date) {
  if (customer.userId !== undefined) {
    const account = await findCustomerAccount(tx, customer.userId);
    if (!account) throw notFound(adminOrderErrorCodes.customerNotFound, 'No customer has this account id.');
    return { ...account, keyedByPhone: false };
  }
  // Never a registered account found by its profile phone alone: nobody proved that phone is theirs.
  const account = await handOrderAccountOf(tx, { id: newId(), phone: customer.phone!, name: customer.name!, createdAt: now });
  return { ...account, keyedByPhone: true };
}

/**
 * The blocklist holds for orders taken by hand too: the account, the delivery phone, the email and,
 * for an account keyed by its phone, that phone, read after the customer's lock.
 */
async function refuseBlocked(tx: Queryable, identities: CustomerIdentity[], now: Date) {
  const { riskOf } = await assessCustomers(tx, identities, now);
  if (identities.some((identity) => riskOf(identity).level === 'blocked')) throw new HttpError(403, orderErrorCodes.customerBlocked, blockedMessage);
}

/**
 * Takes an order by hand in one audited transaction: the customer's account found or made and locked
 * with the phone (and the code's text) as placing locks them, the blocklist checked, the lines priced,
 * the order stored Confirmed with its channel, the customer's confirmation (to a verified address only),
 * the webhook and the open consoles' news queued, and the stock taken last, as placing takes it.
 */
export async function createHandOrder(context: AppContext, actorId: string, request: HandOrderRequest): Promise<AdminOrderDto> {
  // Outside the transaction, as placing reads it: a cache miss needs a connection of its own.
  const settings = await cachedDeliverySettings(context);
  const address = { ...request.address, email: request.address.email || (request.customer.email ?? '') };
  const orderId = await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const now = context.clock.now();
    const account = await accountOf(tx, request.customer, now);
    await lockCustomer(tx, account.id, address.phone, request.discountCode === undefined ? undefined : discountCodeLock(request.discountCode));
    const email = account.email ?? address.email;
    const identities = [{ userId: account.id, phone: address.phone, email }];
    if (account.keyedByPhone && account.phone && account.phone !== address.phone) identities.push({ userId: account.id, phone: account.phone, email });
    await refuseBlocked(tx, identities, now);
    const { priced, discountCodeId, orderDeals } = await priceHandOrder(context, tx, request, { userId: account.id, phone: address.phone }, settings, now);
    const order = await storeOrder(tx, {
      userId: account.id,
      address,
      priced,
      discountCodeId,
      orderDeals,
      createdAt: now,
      holdUntil: null,
      channel: request.channel,
      placedBy: 'owner',
    });
    // To the account's own address once it is proven, as placing sends it (decision 005); an account
    // keyed by its phone has none until its customer claims it.
    const confirmation = account.email
      ? [outboxEmail(orderConfirmationMail, { order, recipient: account.email, holdUntil: null }, { onlyIf: emailIsVerified(account.id) })]
      : [];
    const messages = [...confirmation, ...orderEventMessages(context, 'order.placed', order, 'owner')];
    // One statement: the emails and webhook queued, the open consoles told.
    await writeTogether(tx, [queueingMessages(context, messages), announcingOrderEvent('order.placed', order, now)]);
    await takeOrderStock(tx, priced.items, orderDeals, { orderId: order._id, at: now });
    return {
      result: order._id,
      audit: {
        action: 'create',
        entity: 'order',
        entityId: order._id,
        after: { channel: order.channel, customer: account.id, amount: order.amount, deliveryCharges: order.deliveryCharges, discountCode: order.discountCode },
      },
    };
  });
  // The other processes hear of the stock taken from the commit itself (takeOrderStock).
  context.cache.dropHere(...catalogKeys);
  return getOrder(context, orderId);
}

/** What the order would come to now, priced exactly as createHandOrder prices it; nothing is stored or locked. */
export async function previewHandOrder(context: AppContext, request: HandOrderPreviewRequest) {
  const settings = await cachedDeliverySettings(context);
  // No account yet: only the phone's uses of a code count, as they will for the order.
  const { priced } = await priceHandOrder(context, context.db, request, { userId: '', phone: request.phone ?? null }, settings, context.clock.now());
  return {
    subtotal: paisaToRupees(priced.subtotal),
    discount: paisaToRupees(priced.discount),
    deliveryCharges: paisaToRupees(priced.deliveryCharge),
    amount: paisaToRupees(priced.total),
    discountCode: priced.discountCode,
  };
}
