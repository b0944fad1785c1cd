import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { categories, deals, products } from '../../db/schema/catalog';

export type CategoryRow = typeof categories.$inferSelect;

export function categoriesWithProductCounts(db: Queryable) {
  return db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.category, categories.name))
    .groupBy(categories.name)
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function lockCategoryRow(tx: Queryable, name: string): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.name, name)).for('update');
  return row;
}

export async function categoryByName(db: Queryable, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.name, name));
  return row;
}

export async function categoryExists(tx: Queryable, name: string): Promise<boolean> {
  const [row] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.name, name));
  return row !== undefined;
}

export async function countProductsIn(tx: Queryable, name: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(products).where(eq(products.category, name));
  return row?.total ?? 0;
}

export async function countDealsIn(tx: Queryable, name: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(deals).where(eq(deals.category, name));
  return row?.total ?? 0;
}

/** The category, last in the list unless a position is given; undefined when the name is taken. */
export async function insertCategory(
  tx: Queryable,
  input: { name: string; subcategories: string[]; position?: number | undefined },
): Promise<CategoryRow | undefined> {
  const [last] = await tx.select({ position: sql<number>`coalesce(max(${categories.position}), -1)::int` }).from(categories);
  const [row] = await tx
    .insert(categories)
    .values({ name: input.name, subcategories: input.subcategories, position: input.position ?? (last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Moves the category's products from one subcategory to another, in one statement so that swapping
 * two names (A→B, B→A) cannot merge them. Answers how many products moved.
 */
export async function renameSubcategories(tx: Queryable, category: string, moves: { from: string; to: string }[]): Promise<number> {
  const cases = sql.join(
    moves.map((rename) => sql`when ${rename.from} then ${rename.to}`),
    sql` `,
  );
  const changed = await tx
    .update(products)
    .set({ subcategory: sql`case ${products.subcategory} ${cases} else ${products.subcategory} end` })
    .where(
      and(
        eq(products.category, category),
        inArray(
          products.subcategory,
          moves.map((rename) => rename.from),
        ),
      ),
    )
    .returning({ id: products.id });
  return changed.length;
}

/** Subcategories the category's products use that are not in `subcategories`, with how many use each. */
export function subcategoriesOutside(tx: Queryable, category: string, subcategories: string[]) {
  return tx
    .select({ subcategory: products.subcategory, total: count() })
    .from(products)
    .where(and(eq(products.category, category), ne(products.subcategory, ''), notInArray(products.subcategory, subcategories)))
    .groupBy(products.subcategory);
}

/** Files the products and deals of one category under its new name; answers how many rows moved. */
export async function moveToCategory(tx: Queryable, from: string, to: string): Promise<number> {
  const moved = await tx.update(products).set({ category: to }).where(eq(products.category, from)).returning({ id: products.id });
  const movedDeals = await tx.update(deals).set({ category: to }).where(eq(deals.category, from)).returning({ id: deals.id });
  return moved.length + movedDeals.length;
}

export async function updateCategoryRow(tx: Queryable, name: string, values: PgUpdateSetSource<typeof categories>): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.name, name)).returning();
  return row!;
}

export async function deleteCategoryRow(tx: Queryable, name: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.name, name));
}
