import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Paisa } from '@shop/core/shared/money';
import { discountCodeTypes } from '@shop/core/discounts/discount-codes';
import { createdAtColumn, editVersionColumns, idColumn } from './columns';

/**
 * docs/product.md §3 Discount code. Its uses are not counted here: they are the orders that carry it
 * and were not cancelled or returned, so a cancel, an expiry or a return gives a use back by itself.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: idColumn(),
    /** Upper case, as shoppers' text is normalised before it is looked up (core/discounts/discount-codes.ts). */
    code: text('code').notNull(),
    type: text('type', { enum: discountCodeTypes }).notNull(),
    percentOff: integer('percent_off'),
    amountOffPaisa: integer('amount_off_paisa').$type<Paisa>(),
    minSubtotalPaisa: integer('min_subtotal_paisa')
      .$type<Paisa>()
      .notNull()
      .default(sql`0`),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    productIds: text('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dealIds: text('deal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    ...editVersionColumns(),
  },
  (t) => [
    // Unique whatever the case: two owners creating EID20 and eid20 at once, one of them is refused.
    uniqueIndex('discount_codes_code_unique').on(sql`upper(${t.code})`),
    check('discount_codes_version_positive', sql`${t.version} >= 1`),
    check('discount_codes_type_check', sql`${t.type} in ('percent', 'fixed', 'free-delivery')`),
    check(
      'discount_codes_value_check',
      sql`(${t.type} = 'percent' and ${t.percentOff} between 1 and 100) or (${t.type} = 'fixed' and ${t.amountOffPaisa} > 0) or ${t.type} = 'free-delivery'`,
    ),
    check('discount_codes_minimum_non_negative', sql`${t.minSubtotalPaisa} >= 0`),
    check(
      'discount_codes_uses_positive',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} >= 1)`,
    ),
    check('discount_codes_window_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
