import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deals, products } from './catalog';
import { createdAtColumn, editVersionColumns, idColumn } from './columns';
import { paisa, type Paisa } from '@shop/core/shared/money';
import { orderStatuses } from '@shop/core/orders/cancellation';
import { orderChannels } from '@shop/core/orders/order-channels';
import { orderEventActors } from '@shop/core/orders/order-lifecycle';
import { blockKinds } from '@shop/core/trust/customer-trust';
import { deliveryAttemptReasons, orderCallOutcomes } from '@shop/core/delivery/parcel-story';
import type { Address } from '@shop/core/orders/order-schemas';
import { users } from './users';
import { discountCodes } from './discounts';

export const cartProducts = pgTable(
  'cart_products',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_products_quantity_range', sql`${t.quantity} between 1 and 10`)],
);

export const cartDeals = pgTable(
  'cart_deals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealId] }), check('cart_deals_quantity_range', sql`${t.quantity} between 1 and 10`)],
);

export type OrderAddress = Address;

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull().default('Order Placed'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    paymentMethod: text('payment_method', { enum: ['COD'] })
      .notNull()
      .default('COD'),
    paid: boolean('paid').notNull().default(false),
    subtotalPaisa: integer('subtotal_paisa').$type<Paisa>().notNull(),
    deliveryChargePaisa: integer('delivery_charge_paisa').$type<Paisa>().notNull(),
    amountPaisa: integer('amount_paisa').$type<Paisa>().notNull(),
    /** The discount code the order used: its text as applied (kept if the code is deleted) and what it took off the products. */
    discountCodeId: text('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountPaisa: integer('discount_paisa').$type<Paisa>().notNull().default(paisa(0)),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The courier's display name and its consignment number, set when the order is shipped. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    returnReason: text('return_reason'),
    /** Cash given back for a parcel returned after delivery; reports count cash net of it. */
    refundPaisa: integer('refund_paisa').$type<Paisa>().notNull().default(paisa(0)),
    /** What the courier charged for bringing a returned parcel back (its payout line's charges, or the owner's figure). */
    returnChargePaisa: integer('return_charge_paisa').$type<Paisa>().notNull().default(paisa(0)),
    /** Whether the order's units went back on the shelf (cancelled, or returned with restock): at most once. */
    stockReturned: boolean('stock_returned').notNull().default(false),
    /** While at Order Placed: when the shop cancels it and takes its stock back (null: held for ever, or the order moved on). */
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }),
    /** The WhatsApp confirmation's short link /c/{code} (decision 019); null on orders placed before it. */
    confirmCode: text('confirm_code'),
    /** Where the order came from: `web` for the storefront's, the chat or counter for one the owner took by hand. */
    channel: text('channel', { enum: orderChannels }).notNull().default('web'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('orders_channel_check', sql`${t.channel} in ('web', 'whatsapp', 'instagram', 'facebook', 'phone', 'store')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned')`,
    ),
    check('orders_refund_non_negative', sql`${t.refundPaisa} >= 0`),
    check('orders_return_charge_non_negative', sql`${t.returnChargePaisa} >= 0`),
    // A payout line finds its parcel by courier and tracking number, compared without spaces or case (core/couriers).
    index('orders_courier_tracking_idx')
      .on(t.courier, sql`upper(regexp_replace(${t.trackingNumber}, '\\s', '', 'g'))`)
      .where(sql`${t.trackingNumber} is not null`),
    // What every courier owes: its delivered parcels by delivery time.
    index('orders_courier_delivered_idx')
      .on(t.courier, t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    check('orders_amounts_non_negative', sql`${t.subtotalPaisa} >= 0 and ${t.deliveryChargePaisa} >= 0 and ${t.amountPaisa} >= 0`),
    check('orders_discount_within_subtotal', sql`${t.discountPaisa} >= 0 and ${t.discountPaisa} <= ${t.subtotalPaisa}`),
    // A code's uses and the orders on its page.
    index('orders_discount_code_idx')
      .on(t.discountCodeId, t.createdAt)
      .where(sql`${t.discountCodeId} is not null`),
    // The order number shown to customers is the first 7 characters of the id, so they must be unique.
    uniqueIndex('orders_number_unique').on(sql`left(${t.id}, 7)`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The order list (newest first), the reports' periods and the CSV's keyset batches (placing time, then id).
    index('orders_created_idx').on(t.createdAt, t.id),
    // The customer's story by phone number (docs/product.md §4 Trust); the address keeps it in national form.
    index('orders_phone_idx').on(sql`(${t.address}->>'phone')`),
    // A short code names one order (decision 019); a clash draws another (orders/service.ts insertOrderWithFreshNumber).
    uniqueIndex('orders_confirm_code_unique')
      .on(t.confirmCode)
      .where(sql`${t.confirmCode} is not null`),
    // What the hold sweep looks for: only orders still waiting carry a hold.
    index('orders_hold_until_idx')
      .on(t.holdUntil)
      .where(sql`${t.holdUntil} is not null`),
  ],
);

/**
 * docs/product.md §4 Trust: phone numbers (national form), account emails (lower case) and accounts that
 * may not order. One row per blocked value; lifting a block deletes it (the audit log keeps both).
 */
export const customerBlocks = pgTable(
  'customer_blocks',
  {
    id: idColumn(),
    kind: text('kind', { enum: blockKinds }).notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('customer_blocks_kind_value_unique').on(t.kind, t.value),
    check('customer_blocks_kind_check', sql`${t.kind} in ('phone', 'email', 'user')`),
  ],
);

/** Every status an order took, by whom and when: the timeline the customer and the owner read. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    actor: text('actor', { enum: orderEventActors }).notNull(),
    note: text('note'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * docs/product.md §4 The parcel's story: the courier's failed attempts to deliver, as the owner records
 * them. The customer sees the reason and time; the note is the owner's.
 */
export const orderDeliveryAttempts = pgTable(
  'order_delivery_attempts',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: deliveryAttemptReasons }).notNull(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('order_delivery_attempts_order_idx').on(t.orderId, t.createdAt),
    check('order_delivery_attempts_reason_check', sql`${t.reason} in ('not-at-home', 'phone-off', 'refused', 'wrong-address', 'another-day')`),
  ],
);

/**
 * The owner's internal notes and logged calls on an order: the console's alone. Kept apart from
 * order_events, whose history the customer, the emails and the webhook all read.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    call: text('call', { enum: orderCallOutcomes }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_call_check', sql`${t.call} is null or ${t.call} in ('answered', 'no-answer', 'wrong-number')`),
  ],
);

/** A copy of what was bought, at the price it was bought for. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPricePaisa: integer('unit_price_paisa').$type<Paisa>().notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image').notNull().default(''),
    category: text('category').notNull().default(''),
    isFromDeal: boolean('is_from_deal').notNull().default(false),
    dealName: text('deal_name'),
    dealImage: text('deal_image'),
    dealDescription: text('deal_description'),
    /** How many deals this line came from, so that cancelling returns the deal's stock. */
    dealQuantity: integer('deal_quantity'),
    /** What one deal cost when it was bought (a deal's items only; null on items stored before it was kept). */
    dealPricePaisa: integer('deal_price_paisa').$type<Paisa>(),
    /**
     * Whether placing the order took this line's units from the product. Deal lines of orders placed
     * before deals took their products' units (migration 0003) say false: cancelling them returns
     * the deal only, never units that were not taken.
     */
    productStockTaken: boolean('product_stock_taken').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_non_negative', sql`${t.unitPricePaisa} >= 0`),
    check('order_items_deal_price_non_negative', sql`${t.dealPricePaisa} is null or ${t.dealPricePaisa} >= 0`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/** Remembers the answer to a keyed request so that a retried order is placed once. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The owner's own notes about a customer (docs/product.md §2 Customers), one text per person: the
 * person key of the customers list (a phone number's, else an account's), versioned like every edit (decision 025).
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    personKey: text('person_key').primaryKey(),
    note: text('note').notNull(),
    ...editVersionColumns(),
  },
  (t) => [check('customer_notes_version_positive', sql`${t.version} >= 1`)],
);

/**
 * The one reminder a cart left behind gets (docs/product.md §2 Carts that come back): when it went, the
 * cart's time it was for, an HMAC of its one-click unsubscribe token and when that was used, and the
 * order that brought the cart back, placed after it.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartUpdatedAt: timestamp('cart_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** What the cart was worth when reminded of, at the prices of that moment. */
    valuePaisa: integer('value_paisa').$type<Paisa>().notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    recoveredOrderId: text('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true, mode: 'date' }),
    sentAt: createdAtColumn(),
  },
  (t) => [
    // The week's one reminder per customer, and placing's look for a reminder to mark recovered.
    index('cart_reminders_user_sent_idx').on(t.userId, t.sentAt),
    uniqueIndex('cart_reminders_token_unique').on(t.unsubscribeTokenHash),
    // The reports' carts recovered in a period.
    index('cart_reminders_recovered_idx')
      .on(t.recoveredAt)
      .where(sql`${t.recoveredAt} is not null`),
  ],
);
