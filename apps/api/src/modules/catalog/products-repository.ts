import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductInput } from '@shop/core/catalog/admin-schemas';
import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import { rupeesToPaisa } from '@shop/core/shared/money';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { dealProducts, products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { newId } from '../../lib/ids';
import { containsPattern } from '../../lib/like-patterns';

export type ProductRow = typeof products.$inferSelect;

export interface ProductListFilter {
  status?: PublicationStatus | undefined;
  q?: string | undefined;
  /** The category's exact name. */
  category?: string | undefined;
  /** Stock at or below the threshold (true) or above it (false). */
  lowStock?: { atOrBelow: boolean; threshold: number } | undefined;
  limit: number;
  offset: number;
}

/** Every status, newest first; q looks in the name, description, category and subcategory. */
export async function findProductPage(db: Queryable, filter: ProductListFilter): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.lowStock) {
    const { atOrBelow, threshold } = filter.lowStock;
    conditions.push(atOrBelow ? lte(products.stock, threshold) : gt(products.stock, threshold));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.category, pattern), ilike(products.subcategory, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db.select().from(products).where(where).orderBy(desc(products.createdAt), asc(products.id)).limit(filter.limit).offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The product, locked for the rest of the transaction when `lock` is set. */
export async function productById(db: Queryable, id: string, lock = false): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a product whose category was checked; the admin API and the import command share it. */
export async function insertProduct(tx: Queryable, input: ProductInput, createdAt: Date): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({
      id: newId(),
      name: input.name,
      description: input.description,
      pricePaisa: rupeesToPaisa(input.price),
      discountPricePaisa: rupeesToPaisa(input.discountprice),
      images: input.image,
      category: input.category,
      subcategory: input.subcategory,
      stock: input.quantity,
      bestseller: input.bestseller,
      status: input.status,
      createdAt,
    })
    .returning();
  return row!;
}

export async function updateProductRow(tx: Queryable, id: string, values: PgUpdateSetSource<typeof products>): Promise<ProductRow> {
  const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
  return row!;
}

/**
 * Sets the stock, or changes it by a number of units in one conditional update, so that a change
 * adds to whatever orders left and never goes below 0. Undefined when the change was refused.
 */
export async function updateProductStock(
  tx: Queryable,
  id: string,
  stock: { quantity?: number | undefined; change?: number | undefined },
): Promise<ProductRow | undefined> {
  const change = stock.change ?? 0;
  const [row] = await tx
    .update(products)
    .set({ stock: stock.quantity !== undefined ? stock.quantity : sql`${products.stock} + ${change}` })
    .where(stock.quantity !== undefined ? eq(products.id, id) : and(eq(products.id, id), sql`${products.stock} + ${change} >= 0`))
    .returning();
  return row;
}

/** How many order lines and deals include the product. */
export async function productUses(tx: Queryable, id: string): Promise<{ orderLines: number; deals: number }> {
  const [ordered] = await tx.select({ total: count() }).from(orderItems).where(eq(orderItems.productId, id));
  const [inDeals] = await tx.select({ total: count() }).from(dealProducts).where(eq(dealProducts.productId, id));
  return { orderLines: ordered?.total ?? 0, deals: inDeals?.total ?? 0 };
}

export async function deleteProductRow(tx: Queryable, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}
