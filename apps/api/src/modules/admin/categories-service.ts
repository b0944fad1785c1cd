import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { CategoryUpdate } from '@shop/core/admin-schemas';
import type { AdminCategoryDto } from '@shop/core/admin-types';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { categories, deals, products } from '../../db/schema/catalog';
import { recordAudit } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { invalidate } from './shared';

export const CATEGORY_NOT_FOUND = 'Category not found';

type CategoryRow = typeof categories.$inferSelect;

const toDto = (row: CategoryRow, count: number): AdminCategoryDto => ({
  name: row.name,
  subcategories: row.subcategories,
  position: row.position,
  productCount: count,
});

export async function listCategories(db: Database): Promise<AdminCategoryDto[]> {
  const rows = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.category, categories.name))
    .groupBy(categories.name)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => toDto(row.category, row.productCount));
}

async function lockCategory(tx: Queryable, name: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.name, name)).for('update');
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

async function countProducts(tx: Queryable, name: string) {
  const [row] = await tx.select({ total: count() }).from(products).where(eq(products.category, name));
  return row?.total ?? 0;
}

export async function createCategory(
  context: AppContext,
  actorId: string,
  input: { name: string; subcategories: string[]; position?: number | undefined },
): Promise<AdminCategoryDto> {
  const created = await context.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${categories.position}), -1)::int` }).from(categories);
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, subcategories: input.subcategories, position: input.position ?? (last?.position ?? -1) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`A category named "${input.name}" already exists`);
    const dto = toDto(row, 0);
    await recordAudit(tx, { actorId, action: 'create', entity: 'category', entityId: row.name, after: dto });
    return dto;
  });
  await invalidate(context, cacheKeys.categories);
  return created;
}

/**
 * Renames carry the products (and, for the category itself, the deals) along in the same
 * transaction; a subcategory that disappears while products still use it is refused.
 */
export async function updateCategory(context: AppContext, actorId: string, name: string, update: CategoryUpdate): Promise<AdminCategoryDto> {
  let touchedCatalog = false;
  const updated = await context.db.transaction(async (tx) => {
    const before = await lockCategory(tx, name);
    const renames = update.renames ?? [];
    for (const rename of renames) {
      if (!before.subcategories.includes(rename.from)) throw badRequest(`renames: "${rename.from}" is not a subcategory of ${name}`);
    }
    if (new Set(renames.map((rename) => rename.from)).size !== renames.length) throw badRequest('renames: each subcategory can be renamed once');
    const renamed = [...new Set(before.subcategories.map((sub) => renames.find((rename) => rename.from === sub)?.to ?? sub))];
    const subcategories = update.subcategories ?? renamed;
    for (const rename of renames) {
      if (!subcategories.includes(rename.to)) throw badRequest(`renames: "${rename.to}" must also be in subcategories`);
    }
    const newName = update.name ?? name;
    if (newName !== name) {
      const [taken] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.name, newName));
      if (taken) throw conflict(`A category named "${newName}" already exists`);
    }

    const moves = renames.filter((rename) => rename.from !== rename.to);
    if (moves.length > 0) {
      // One statement, so that swapping two names (A→B, B→A) cannot merge them.
      const cases = sql.join(
        moves.map((rename) => sql`when ${rename.from} then ${rename.to}`),
        sql` `,
      );
      const changed = await tx
        .update(products)
        .set({ subcategory: sql`case ${products.subcategory} ${cases} else ${products.subcategory} end` })
        .where(and(eq(products.category, name), inArray(products.subcategory, moves.map((rename) => rename.from))))
        .returning({ id: products.id });
      touchedCatalog ||= changed.length > 0;
    }
    const orphans = await tx
      .select({ subcategory: products.subcategory, total: count() })
      .from(products)
      .where(and(eq(products.category, name), ne(products.subcategory, ''), notInArray(products.subcategory, subcategories)))
      .groupBy(products.subcategory);
    if (orphans.length > 0) {
      const [first] = orphans;
      throw conflict(
        `${first!.total} product${first!.total === 1 ? '' : 's'} still use${first!.total === 1 ? 's' : ''} the subcategory "${first!.subcategory}". Rename it (renames) or move those products first.`,
      );
    }

    if (newName !== name) {
      const moved = await tx.update(products).set({ category: newName }).where(eq(products.category, name)).returning({ id: products.id });
      const movedDeals = await tx.update(deals).set({ category: newName }).where(eq(deals.category, name)).returning({ id: deals.id });
      touchedCatalog ||= moved.length > 0 || movedDeals.length > 0;
    }
    const [row] = await tx
      .update(categories)
      .set({ name: newName, subcategories, position: update.position ?? before.position })
      .where(eq(categories.name, name))
      .returning();
    const after = toDto(row!, await countProducts(tx, newName));
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'category',
      entityId: name,
      before: { name: before.name, subcategories: before.subcategories, position: before.position },
      after: { name: after.name, subcategories: after.subcategories, position: after.position, renames },
    });
    return after;
  });
  await invalidate(context, cacheKeys.categories, ...(touchedCatalog ? [cacheKeys.products, cacheKeys.deals] : []));
  return updated;
}

export async function deleteCategory(context: AppContext, actorId: string, name: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await lockCategory(tx, name);
    const productTotal = await countProducts(tx, name);
    const [dealRow] = await tx.select({ total: count() }).from(deals).where(eq(deals.category, name));
    const dealTotal = dealRow?.total ?? 0;
    if (productTotal > 0 || dealTotal > 0) {
      const uses = [productTotal > 0 ? `${productTotal} product${productTotal === 1 ? '' : 's'}` : '', dealTotal > 0 ? `${dealTotal} deal${dealTotal === 1 ? '' : 's'}` : '']
        .filter(Boolean)
        .join(' and ');
      throw conflict(`${uses} still use${productTotal + dealTotal === 1 ? 's' : ''} the category ${name}. Move them to another category first.`);
    }
    await tx.delete(categories).where(eq(categories.name, name));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'category', entityId: name, before: { name, subcategories: before.subcategories, position: before.position } });
  });
  await invalidate(context, cacheKeys.categories);
}
