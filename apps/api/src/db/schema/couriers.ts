import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Paisa } from '@shop/core/shared/money';
import { payoutMatches, type PayoutInputLine, type PayoutMapping } from '@shop/core/couriers/courier-payouts';
import { createdAtColumn, idColumn } from './columns';
import { orders } from './orders';
import { users } from './users';

/** docs/product.md §4 Courier payouts: which column of a courier's report holds what, kept from the last report read. */
export const courierPayoutMappings = pgTable('courier_payout_mappings', {
  courier: text('courier').primaryKey(),
  mapping: jsonb('mapping').$type<PayoutMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
});

/**
 * A payout as read and checked, before the owner applies it: kept here, not in one server's memory, so
 * any app server can apply it. Only what the courier said is kept; matching is done again when applied.
 */
export const courierPayoutPreviews = pgTable(
  'courier_payout_previews',
  {
    id: idColumn(),
    courier: text('courier').notNull(),
    fileName: text('file_name'),
    lines: jsonb('lines').$type<PayoutInputLine[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    /** Set, with the payout it became, by the one apply that wins (a conditional update). */
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('courier_payout_previews_created_idx').on(t.createdAt)],
);

/** A payout received from a courier and applied: its totals are its lines'. */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: idColumn(),
    courier: text('courier').notNull(),
    previewId: text('preview_id')
      .notNull()
      .references(() => courierPayoutPreviews.id, { onDelete: 'restrict' }),
    fileName: text('file_name'),
    markedDelivered: integer('marked_delivered').notNull().default(0),
    markedReturned: integer('marked_returned').notNull().default(0),
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('courier_payouts_preview_unique').on(t.previewId), index('courier_payouts_courier_applied_idx').on(t.courier, t.appliedAt)],
);

/**
 * Each line of an applied payout, as the courier reported it, with the order it paid. An order is paid
 * by one line at most, ever (the unique index): the same report applied twice pays nothing twice.
 * Lines that matched no order are kept too, for the owner to take up with the courier.
 */
export const courierPayoutLines = pgTable(
  'courier_payout_lines',
  {
    id: idColumn(),
    payoutId: text('payout_id')
      .notNull()
      .references(() => courierPayouts.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    line: integer('line').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    match: text('match', { enum: payoutMatches }).notNull(),
    cashPaisa: integer('cash_paisa').$type<Paisa>().notNull(),
    chargesPaisa: integer('charges_paisa').$type<Paisa>().notNull(),
    taxPaisa: integer('tax_paisa').$type<Paisa>().notNull(),
    /** Cash less the order's total when applied (negative: paid short); null for unknown and returned lines. */
    differencePaisa: integer('difference_paisa').$type<Paisa>(),
  },
  (t) => [
    uniqueIndex('courier_payout_lines_order_unique')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('courier_payout_lines_payout_idx').on(t.payoutId, t.line),
    check('courier_payout_lines_amounts_non_negative', sql`${t.cashPaisa} >= 0 and ${t.chargesPaisa} >= 0 and ${t.taxPaisa} >= 0`),
    check('courier_payout_lines_match_check', sql`${t.match} in ('matched', 'amount-differs', 'not-delivered', 'returned', 'unknown', 'already-paid')`),
  ],
);
