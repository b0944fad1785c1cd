import { asc, desc, eq, inArray, sql, and, count, ilike, or, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { dealProducts, deals, products } from '../../db/schema/catalog';
import type { DealInput } from '@shop/core/deals/admin-schemas';
import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { Paisa } from '@shop/core/shared/money';
import { newId } from '../../lib/ids';
import { containsPattern } from '../../lib/like-patterns';

export async function listPublishedDealsWithProducts(db: Queryable) {
  const dealRows = await db.select().from(deals).where(eq(deals.status, 'published')).orderBy(desc(deals.createdAt), asc(deals.id));
  return withDealProducts(db, dealRows);
}

/** Each deal with its products (current name, prices, stock, images and whether each is published) in the deal's order. */
export async function withDealProducts(db: Queryable, dealRows: (typeof deals.$inferSelect)[]) {
  if (dealRows.length === 0) return [];
  const items = await db
    .select({
      dealId: dealProducts.dealId,
      productId: products.id,
      name: products.name,
      pricePaisa: products.pricePaisa,
      discountPricePaisa: products.discountPricePaisa,
      stock: products.stock,
      images: products.images,
      unitsPerDeal: dealProducts.quantity,
      published: sql<boolean>`${products.status} = 'published'`,
    })
    .from(dealProducts)
    .innerJoin(products, eq(products.id, dealProducts.productId))
    .where(
      inArray(
        dealProducts.dealId,
        dealRows.map((deal) => deal.id),
      ),
    )
    .orderBy(asc(dealProducts.position));
  return dealRows.map((deal) => ({ deal, items: items.filter((item) => item.dealId === deal.id) }));
}

export type DealRow = typeof deals.$inferSelect;

export interface DealListFilter {
  status?: PublicationStatus | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export async function findDealPage(db: Queryable, filter: DealListFilter): Promise<{ rows: DealRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(deals.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(deals.name, pattern), ilike(deals.description, pattern), ilike(deals.dealType, pattern), ilike(deals.category, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db.select().from(deals).where(where).orderBy(desc(deals.createdAt), asc(deals.id)).limit(filter.limit).offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(deals).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The deal, locked for the rest of the transaction when `lock` is set. */
export async function dealById(db: Queryable, id: string, lock = false): Promise<DealRow | undefined> {
  const query = db.select().from(deals).where(eq(deals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Each product's price and discount price, by id. */
export async function productPrices(tx: Queryable, ids: string[]): Promise<Map<string, { price: Paisa; discountPrice: Paisa }>> {
  const rows = await tx
    .select({ id: products.id, price: products.pricePaisa, discountPrice: products.discountPricePaisa })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map(({ id, ...prices }) => [id, prices]));
}

export async function replaceDealProducts(tx: Queryable, dealId: string, items: DealInput['products']): Promise<void> {
  await tx.delete(dealProducts).where(eq(dealProducts.dealId, dealId));
  await tx.insert(dealProducts).values(items.map((item, position) => ({ dealId, productId: item.productId, quantity: item.units, position })));
}

export async function insertDeal(tx: Queryable, values: Omit<typeof deals.$inferInsert, 'id'>): Promise<DealRow> {
  const [row] = await tx
    .insert(deals)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updateDealRow(tx: Queryable, id: string, values: PgUpdateSetSource<typeof deals>): Promise<DealRow> {
  const [row] = await tx.update(deals).set(values).where(eq(deals.id, id)).returning();
  return row!;
}

/**
 * Sets the deal's stock, or changes it by a number of units in one conditional update that never
 * goes below 0. Undefined when the change was refused.
 */
export async function updateDealStock(
  tx: Queryable,
  id: string,
  stock: { quantity?: number | undefined; change?: number | undefined },
): Promise<DealRow | undefined> {
  const change = stock.change ?? 0;
  const [row] = await tx
    .update(deals)
    .set({ stock: stock.quantity !== undefined ? stock.quantity : sql`${deals.stock} + ${change}` })
    .where(stock.quantity !== undefined ? eq(deals.id, id) : and(eq(deals.id, id), sql`${deals.stock} + ${change} >= 0`))
    .returning();
  return row;
}
