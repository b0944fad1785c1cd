import { and, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DiscountCodeRule, DiscountCodeUses } from '@shop/core/discounts/discount-codes';
import type { Paisa } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { categories, deals, products } from '../../db/schema/catalog';
import { discountCodes } from '../../db/schema/discounts';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../lib/like-patterns';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** An order that counts as a use: it carries the code and was not cancelled or returned (docs/product.md §4 Discount codes). */
const countsAsUse = sql`${orders.status} not in ('Cancelled', 'Returned')`;

/** What the rules read of a row. */
export function ruleOf(row: Pick<DiscountCodeRow, keyof DiscountCodeRow>): DiscountCodeRule {
  return {
    code: row.code,
    type: row.type,
    percentOff: row.percentOff,
    amountOff: row.amountOffPaisa,
    minSubtotal: row.minSubtotalPaisa,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    productIds: row.productIds,
    categories: row.categories,
    dealIds: row.dealIds,
    active: row.active,
  };
}

/**
 * Serialises everything done with one code's text: orders using it (so of two racing for its last use
 * the second counts the first) and the console creating or renaming a code to it. Taken with the
 * customer's lock, in the same statement (trust/repository.ts lockCustomer).
 */
export function discountCodeLock(code: string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${`discount-code:${code}`}, 0))`;
}

/**
 * The code and its live uses, all and the customer's (this account or this phone), as one JSON value
 * for the placing statement to carry (orders/repository.ts readOrderInputs); null when no code has
 * this text. Read after discountCodeLock, so the counts include every order committed before.
 */
export function discountCodeWithUsesJson(code: string, customer: { userId: string; phone: string | null }): SQL {
  const byCustomer =
    customer.phone === null
      ? sql`${orders.userId} = ${customer.userId}`
      : sql`(${orders.userId} = ${customer.userId} or ${orders.address}->>'phone' = ${customer.phone})`;
  return sql`(select json_build_object(
      'row', to_json(${discountCodes}),
      'total', (select count(*)::int from ${orders} where ${orders.discountCodeId} = ${discountCodes.id} and ${countsAsUse}),
      'byCustomer', (select count(*)::int from ${orders} where ${orders.discountCodeId} = ${discountCodes.id} and ${countsAsUse} and ${byCustomer}))
    from ${discountCodes} where upper(${discountCodes.code}) = ${code})`;
}

interface CodeWithUsesJson {
  row: Record<string, unknown>;
  total: number;
  byCustomer: number;
}

/** The JSON discountCodeWithUsesJson read, as the rules take it; undefined when there is no such code. */
export function codeWithUsesFrom(value: unknown): { id: string; rule: DiscountCodeRule; uses: DiscountCodeUses } | undefined {
  if (value === null || value === undefined) return undefined;
  const { row, total, byCustomer } = value as CodeWithUsesJson;
  const date = (text: unknown) => (typeof text === 'string' ? new Date(text) : null);
  return {
    id: row.id as string,
    rule: {
      code: row.code as string,
      type: row.type as DiscountCodeRule['type'],
      percentOff: row.percent_off as number | null,
      amountOff: row.amount_off_paisa as Paisa | null,
      minSubtotal: row.min_subtotal_paisa as Paisa,
      startsAt: date(row.starts_at),
      endsAt: date(row.ends_at),
      maxUses: row.max_uses as number | null,
      maxUsesPerCustomer: row.max_uses_per_customer as number | null,
      productIds: row.product_ids as string[],
      categories: row.categories as string[],
      dealIds: row.deal_ids as string[],
      active: row.active as boolean,
    },
    uses: { total, byCustomer },
  };
}

/** The listed code's id, named with its table: inside a subquery on orders a bare "id" would be the order's. */
const listedCodeId = sql`${sql.identifier('discount_codes')}.${sql.identifier('id')}`;
const usesOfListedCode = sql`from ${orders} where ${orders.discountCodeId} = ${listedCodeId} and ${countsAsUse}`;

/** Each code's uses, the sales they brought and the discount given, by the same rule as the limits count. */
const usageColumns = {
  uses: sql<number>`(select count(*)::int ${usesOfListedCode})`,
  salesPaisa: sql<Paisa>`(select coalesce(sum(${orders.amountPaisa}), 0)::bigint ${usesOfListedCode})`.mapWith(Number),
  discountPaisa: sql<Paisa>`(select coalesce(sum(${orders.discountPaisa}), 0)::bigint ${usesOfListedCode})`.mapWith(Number),
};

export type DiscountCodeWithUsage = { code: DiscountCodeRow; uses: number; salesPaisa: Paisa; discountPaisa: Paisa };

export async function findDiscountCodePage(db: Queryable, filter: { q?: string | undefined; limit: number; offset: number }) {
  const where = filter.q ? ilike(discountCodes.code, containsPattern(filter.q)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ code: discountCodes, ...usageColumns })
      .from(discountCodes)
      .where(where)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(discountCodes)
      .where(where),
  ]);
  return { rows: rows as DiscountCodeWithUsage[], total: counted?.total ?? 0 };
}

export async function discountCodeById(db: Queryable, id: string, lock = false): Promise<DiscountCodeWithUsage | undefined> {
  if (lock) await db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  const [row] = await db
    .select({ code: discountCodes, ...usageColumns })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  return row as DiscountCodeWithUsage | undefined;
}

/** Whether another code has this text, whatever its case. */
export async function codeTextTaken(db: Queryable, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(sql`upper(${discountCodes.code}) = ${code}`, exceptId ? ne(discountCodes.id, exceptId) : undefined));
  return row !== undefined;
}

export async function lockCodeText(tx: Queryable, code: string): Promise<void> {
  await tx.execute(sql`select ${discountCodeLock(code)}`);
}

/** Of the products, deals and categories a code names, those that do not exist, in one query. */
export async function missingTargets(db: Queryable, targets: { productIds: readonly string[]; dealIds: readonly string[]; categories: readonly string[] }) {
  const ids = (values: readonly string[]) => sql`array[${sql.join(values.length > 0 ? values.map((value) => sql`${value}`) : [sql`null`], sql`, `)}]::text[]`;
  const result = (await db.execute(sql`select
      array(select wanted from unnest(${ids(targets.productIds)}) as wanted where wanted is not null and not exists (select 1 from ${products} where ${products.id} = wanted)) as products,
      array(select wanted from unnest(${ids(targets.dealIds)}) as wanted where wanted is not null and not exists (select 1 from ${deals} where ${deals.id} = wanted)) as deals,
      array(select wanted from unnest(${ids(targets.categories)}) as wanted where wanted is not null and not exists (select 1 from ${categories} where lower(${categories.name}) = lower(wanted))) as categories`)) as unknown as {
    rows: [{ products: string[]; deals: string[]; categories: string[] }];
  };
  return result.rows[0];
}

export async function insertDiscountCode(tx: Queryable, values: typeof discountCodes.$inferInsert): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDiscountCodeRow(tx: Queryable, id: string, values: PgUpdateSetSource<typeof discountCodes>): Promise<void> {
  await tx.update(discountCodes).set(values).where(eq(discountCodes.id, id));
}

/** The latest orders that used a code, as its page lists them. */
export async function ordersOfCode(db: Queryable, id: string, limit: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      amountPaisa: orders.amountPaisa,
      discountPaisa: orders.discountPaisa,
      address: orders.address,
      accountName: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.discountCodeId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
