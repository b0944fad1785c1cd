import { isDealLive } from '@shop/core/deals/deal-visibility';
import { paisaToRupees } from '@shop/core/shared/money';
import { CART_LINE_MAX } from '@shop/core/cart/cart';
import { orderMessages } from '@shop/core/orders/order-messages';
import type { Address } from '@shop/core/orders/order-schemas';
import type { OrderChannel } from '@shop/core/orders/order-channels';
import { orderErrorCodes } from '@shop/core/orders/contract';
import type { DeliverySettings } from '@shop/core/delivery/delivery';
import { discountableLines, priceOrder, type OrderDeal, type OrderItemDraft, type OrderProduct, type PricedOrder } from '@shop/core/orders/order-pricing';
import { judgeDiscountCode, unknownDiscountCode, type DiscountRefusal } from '@shop/core/discounts/discount-codes';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { catalogKeys } from '../../lib/cache-keys';
import { invalidationNotice } from '../../lib/response-cache';
import { conflict, HttpError, invalidField } from '../../lib/http-errors';
import { newConfirmCode, newId } from '../../lib/ids';
import { emailTemplate } from '../../lib/outbox';
import { codeWithUsesFrom } from '../discounts/service';
import { recordingStockMoves } from '../catalog/service';
import { orderConfirmationEmail } from './emails';
import { insertOrderUnlessNumberTaken, takeStock, type OrderInputs } from './repository';
import { toOrderDto } from './dto';
import { orderItemRows } from './item-rows';
import { unitsByProduct } from './stock';

// What every way of taking an order shares (the customer's placing in service.ts, the owner's order
// taken by hand in hand-orders.ts): one way to combine, price, store and take the stock of an order.

/** One line as an order asks for it: a product's or a deal's id and how many. */
export interface OrderLineRequest {
  id: string;
  quantity: number;
  isFromDeal: boolean;
}

/** The customer's confirmation, as the outbox stores it: rendered when it is sent. */
export const orderConfirmationMail = emailTemplate('order-confirmation', (context, data: { order: OrderDto; recipient: string; holdUntil?: string | null }) =>
  orderConfirmationEmail(context, data.order, data.recipient, data.holdUntil ?? null),
);

export const ITEMS_NOT_FOUND = 'Some items in your order were not found. Please refresh your cart and try again.';

/** Lines for the same item are one line; more than a cart line allows is refused. */
export function combineLines(items: readonly OrderLineRequest[]) {
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

/** What the order's lines are made of, from readOrderInputs: the products and the live deals among those asked for. */
export function orderableLines(inputs: OrderInputs, productLines: ReadonlyMap<string, number>, dealLines: ReadonlyMap<string, number>, now: Date) {
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
export function priceWithCode(
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
export async function takeOrderStock(tx: Queryable, items: readonly OrderItemDraft[], orderDeals: readonly OrderDeal[], taking: { orderId: string; at: Date }) {
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

/** What storeOrder keeps: the order as priced, for its account, with how it starts its history. */
export interface OrderToStore {
  userId: string;
  address: Address;
  priced: PricedOrder;
  discountCodeId: string | null;
  orderDeals: readonly OrderDeal[];
  createdAt: Date;
  holdUntil: Date | null;
  channel: OrderChannel;
  /**
   * Who placed it. The customer's order starts at Order Placed; the owner's (an order taken by hand,
   * docs/product.md §2) is confirmed as she takes it, since she has spoken to the customer.
   */
  placedBy: 'customer' | 'owner';
}

/**
 * The order and a copy of each line at the price it was bought for, as the customer will see them, in
 * one statement. A new random id and short code are drawn in the rare case that the order number (or,
 * rarer still, the code) is taken.
 */
export async function storeOrder(tx: Queryable, toStore: OrderToStore): Promise<OrderDto> {
  const { priced, createdAt, placedBy } = toStore;
  const confirmed = placedBy === 'owner';
  for (;;) {
    const id = newId();
    const stored = await insertOrderUnlessNumberTaken(tx, {
      order: {
        id,
        confirmCode: newConfirmCode(),
        userId: toStore.userId,
        address: toStore.address,
        subtotalPaisa: priced.subtotal,
        discountCodeId: toStore.discountCodeId,
        discountCode: priced.discountCode,
        discountPaisa: priced.discount,
        deliveryChargePaisa: priced.deliveryCharge,
        amountPaisa: priced.total,
        holdUntil: toStore.holdUntil,
        channel: toStore.channel,
        ...(confirmed ? { status: 'Confirmed' as const, confirmedAt: createdAt } : {}),
        createdAt,
      },
      items: orderItemRows(id, priced, toStore.orderDeals, newId),
      // The history every order starts with (docs/product.md §4), and the owner's confirmation with it.
      events: [
        { id: newId(), orderId: id, status: 'Order Placed', actor: placedBy, createdAt },
        ...(confirmed ? [{ id: newId(), orderId: id, status: 'Confirmed' as const, actor: placedBy, createdAt }] : []),
      ],
    });
    // A new order has no courier yet.
    if (stored) return toOrderDto(stored.order, stored.items, stored.events, [], []);
  }
}
