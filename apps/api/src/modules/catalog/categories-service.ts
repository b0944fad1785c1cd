import type { CategoryUpdate } from '@shop/core/catalog/admin-schemas';
import type { AdminCategoryDto } from '@shop/core/catalog/admin-dtos';
import { adminCategoryErrorCodes } from '@shop/core/catalog/admin-categories-contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { checkEditVersion, nextEdit } from '../../lib/edit-version';
import { categories } from '../../db/schema/catalog';
import { cacheKeys } from '../../lib/cache-keys';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import {
  categoriesWithProductCounts,
  categoryExists,
  countDealsIn,
  countProductsIn,
  deleteCategoryRow,
  insertCategory,
  lockCategoryRow,
  moveToCategory,
  renameSubcategories,
  subcategoriesOutside,
  updateCategoryRow,
  type CategoryRow,
} from './categories-repository';

const toDto = (row: CategoryRow, count: number): AdminCategoryDto => ({
  name: row.name,
  subcategories: row.subcategories,
  position: row.position,
  productCount: count,
  version: row.version,
});

export async function listCategories(db: Queryable): Promise<AdminCategoryDto[]> {
  return (await categoriesWithProductCounts(db)).map((row) => toDto(row.category, row.productCount));
}

async function lockCategory(tx: Queryable, name: string): Promise<CategoryRow> {
  const row = await lockCategoryRow(tx, name);
  if (!row) throw notFound(adminCategoryErrorCodes.categoryNotFound, 'Category not found');
  return row;
}

export function createCategory(
  context: AppContext,
  actorId: string,
  input: { name: string; subcategories: string[]; position?: number | undefined },
): Promise<AdminCategoryDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.categories] }, async (tx) => {
    const row = await insertCategory(tx, input);
    if (!row) throw conflict(adminCategoryErrorCodes.categoryExists, `A category named "${input.name}" already exists`);
    const category = toDto(row, 0);
    return { result: category, audit: { action: 'create', entity: 'category', entityId: row.name, after: category } };
  });
}

/**
 * Renames carry the products (and, for the category itself, the deals) along in the same
 * transaction; a subcategory that disappears while products still use it is refused.
 */
export async function updateCategory(context: AppContext, actorId: string, name: string, update: CategoryUpdate): Promise<AdminCategoryDto> {
  const { category } = await auditedWrite<{ category: AdminCategoryDto; touchedCatalog: boolean }>(
    context,
    // Products and deals are cached with their category: drop them only when some moved. The
    // collection's cached pages list the categories in the shop's order, so they go either way.
    { actorId, invalidates: ({ touchedCatalog }) => [cacheKeys.categories, cacheKeys.products, ...(touchedCatalog ? [cacheKeys.deals] : [])] },
    async (tx) => {
      const before = await lockCategory(tx, name);
      checkEditVersion(before, update.version, `Someone else saved the category ${name} since you opened it.`);
      const renames = update.renames ?? [];
      for (const rename of renames) {
        if (!before.subcategories.includes(rename.from)) throw invalidField('renames', `renames: "${rename.from}" is not a subcategory of ${name}`);
      }
      if (new Set(renames.map((rename) => rename.from)).size !== renames.length) throw invalidField('renames', 'renames: each subcategory can be renamed once');
      const renamed = [...new Set(before.subcategories.map((sub) => renames.find((rename) => rename.from === sub)?.to ?? sub))];
      const subcategories = update.subcategories ?? renamed;
      for (const rename of renames) {
        if (!subcategories.includes(rename.to)) throw invalidField('renames', `renames: "${rename.to}" must also be in subcategories`);
      }
      const newName = update.name ?? name;
      if (newName !== name && (await categoryExists(tx, newName)))
        throw conflict(adminCategoryErrorCodes.categoryExists, `A category named "${newName}" already exists`);

      const moves = renames.filter((rename) => rename.from !== rename.to);
      const movedBySubcategory = moves.length > 0 ? await renameSubcategories(tx, name, moves) : 0;
      const orphans = await subcategoriesOutside(tx, name, subcategories);
      if (orphans.length > 0) {
        const [first] = orphans;
        throw conflict(
          adminCategoryErrorCodes.subcategoryInUse,
          `${first!.total} product${first!.total === 1 ? '' : 's'} still use${first!.total === 1 ? 's' : ''} the subcategory "${first!.subcategory}". Rename it (renames) or move those products first.`,
        );
      }

      const movedByCategory = newName !== name ? await moveToCategory(tx, name, newName) : 0;
      const row = await updateCategoryRow(tx, name, {
        name: newName,
        subcategories,
        position: update.position ?? before.position,
        ...nextEdit(categories, actorId, context.clock.now()),
      });
      const after = toDto(row, await countProductsIn(tx, newName));
      return {
        result: { category: after, touchedCatalog: movedBySubcategory + movedByCategory > 0 },
        audit: {
          action: 'update',
          entity: 'category',
          entityId: name,
          before: { name: before.name, subcategories: before.subcategories, position: before.position },
          after: { name: after.name, subcategories: after.subcategories, position: after.position, renames },
        },
      };
    },
  );
  return category;
}

export async function deleteCategory(context: AppContext, actorId: string, name: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: [cacheKeys.categories] }, async (tx) => {
    const before = await lockCategory(tx, name);
    const productTotal = await countProductsIn(tx, name);
    const dealTotal = await countDealsIn(tx, name);
    if (productTotal > 0 || dealTotal > 0) {
      const uses = [
        productTotal > 0 ? `${productTotal} product${productTotal === 1 ? '' : 's'}` : '',
        dealTotal > 0 ? `${dealTotal} deal${dealTotal === 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw conflict(
        adminCategoryErrorCodes.categoryInUse,
        `${uses} still use${productTotal + dealTotal === 1 ? 's' : ''} the category ${name}. Move them to another category first.`,
      );
    }
    await deleteCategoryRow(tx, name);
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'category', entityId: name, before: { name, subcategories: before.subcategories, position: before.position } },
    };
  });
}
