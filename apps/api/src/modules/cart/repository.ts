import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { DealWindow } from '@shop/core/deals/deal-visibility';
import { dealAvailableQuantity, type DealProductStock } from '@shop/core/catalog/stock';
import { dealProducts, deals, products } from '../../db/schema/catalog';
import { cartDeals, cartProducts } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export async function readCart(db: Queryable, userId: string) {
  const [productLines, dealLines] = await Promise.all([
    db.select({ id: cartProducts.productId, quantity: cartProducts.quantity }).from(cartProducts).where(eq(cartProducts.userId, userId)),
    db.select({ id: cartDeals.dealId, quantity: cartDeals.quantity }).from(cartDeals).where(eq(cartDeals.userId, userId)),
  ]);
  return {
    products: Object.fromEntries(productLines.map((line) => [line.id, line.quantity])) as Record<string, number>,
    deals: Object.fromEntries(dealLines.map((line) => [line.id, line.quantity])) as Record<string, number>,
  };
}

/** Serialises one user's cart writes: two tabs adding at once must not lose an update. */
export async function lockUser(db: Queryable, userId: string) {
  await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}

/** The stock of each of `ids` that is published, in one query; an id missing from the answer is not for sale. */
export async function publishedProductStocks(db: Queryable, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.status, 'published')));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export type DealForCart = DealWindow & {
  /** What shoppers see: its own stock, bounded by its products' (decision 010), 0 with a product not for sale. */
  stock: number;
};

/** Each deal of `ids` that exists, with its products, in one query (a row per product). */
export async function dealsForCart(db: Queryable, ids: readonly string[]): Promise<Map<string, DealForCart>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: deals.id,
      ownStock: deals.stock,
      status: deals.status,
      startAt: deals.startsAt,
      endAt: deals.endsAt,
      unitsPerDeal: dealProducts.quantity,
      productStock: products.stock,
      published: sql<boolean | null>`${products.status} = 'published'`,
    })
    .from(deals)
    .leftJoin(dealProducts, eq(dealProducts.dealId, deals.id))
    .leftJoin(products, eq(products.id, dealProducts.productId))
    .where(inArray(deals.id, [...ids]));
  const found = new Map<string, { deal: (typeof rows)[number]; included: (DealProductStock | null)[] }>();
  for (const row of rows) {
    const entry = found.get(row.id) ?? { deal: row, included: [] };
    found.set(row.id, entry);
    // A deal without products comes as one row without a product.
    if (row.unitsPerDeal === null) continue;
    entry.included.push(row.productStock === null ? null : { stock: row.productStock, unitsPerDeal: row.unitsPerDeal, published: row.published === true });
  }
  return new Map(
    [...found].map(([id, { deal, included }]) => [
      id,
      { status: deal.status, startAt: deal.startAt, endAt: deal.endAt, stock: dealAvailableQuantity(deal.ownStock, included) },
    ]),
  );
}

export async function setProductLine(db: Queryable, userId: string, productId: string, quantity: number, now: Date) {
  if (quantity === 0) {
    await db.delete(cartProducts).where(and(eq(cartProducts.userId, userId), eq(cartProducts.productId, productId)));
    return;
  }
  await upsertProductLines(db, userId, new Map([[productId, quantity]]), now);
}

export async function setDealLine(db: Queryable, userId: string, dealId: string, quantity: number, now: Date) {
  if (quantity === 0) {
    await db.delete(cartDeals).where(and(eq(cartDeals.userId, userId), eq(cartDeals.dealId, dealId)));
    return;
  }
  await upsertDealLines(db, userId, new Map([[dealId, quantity]]), now);
}

/**
 * Sets every line of `quantities` (each above 0) in one statement, however many there are. Each line
 * keeps when it was last set, by the app's clock (the database's own would not follow a test's): the
 * cart reminders count a cart's age from its latest line.
 */
export async function upsertProductLines(db: Queryable, userId: string, quantities: ReadonlyMap<string, number>, now: Date) {
  if (quantities.size === 0) return;
  await db
    .insert(cartProducts)
    .values([...quantities].map(([productId, quantity]) => ({ userId, productId, quantity, updatedAt: now })))
    .onConflictDoUpdate({
      target: [cartProducts.userId, cartProducts.productId],
      set: { quantity: sql`excluded.${sql.identifier(cartProducts.quantity.name)}`, updatedAt: now },
    });
}

export async function upsertDealLines(db: Queryable, userId: string, quantities: ReadonlyMap<string, number>, now: Date) {
  if (quantities.size === 0) return;
  await db
    .insert(cartDeals)
    .values([...quantities].map(([dealId, quantity]) => ({ userId, dealId, quantity, updatedAt: now })))
    .onConflictDoUpdate({
      target: [cartDeals.userId, cartDeals.dealId],
      set: { quantity: sql`excluded.${sql.identifier(cartDeals.quantity.name)}`, updatedAt: now },
    });
}

/**
 * Empties the customer's cart, both kinds of line, as data-modifying CTEs (`name as (delete …), …`) for
 * a statement of the caller's transaction to carry: placing an order empties the cart in the statement
 * that stores its answer, one round trip less.
 */
export const emptyingCart = (userId: string) => sql`
  emptied_cart_products as (delete from ${cartProducts} where ${cartProducts.userId} = ${userId}),
  emptied_cart_deals as (delete from ${cartDeals} where ${cartDeals.userId} = ${userId})`;
