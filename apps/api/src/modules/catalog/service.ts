import type { AdminProductDto } from '@shop/core/catalog/admin-dtos';
import type { CategoryDto, ProductDto } from '@shop/core/catalog/dtos';
import { paisaToRupees } from '@shop/core/shared/money';
import { percentOffLabel } from '@shop/core/catalog/prices';
import type { SearchSynonym } from '@shop/core/catalog/product-search-schemas';
import type { Database, Queryable } from '../../db/client';
import type { products } from '../../db/schema/catalog';
import { listCategories, listPublishedProducts } from './repository';
import { listOwnerSynonyms } from './search-repository';

type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;

/** What the shop shows reads no edit version (decision 025): the public lists select without it. */
type ShopProductRow = Omit<ProductRow, 'version' | 'updatedAt' | 'updatedBy'>;

export function toProductDto(row: ShopProductRow): ProductDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paisaToRupees(row.pricePaisa),
    discountprice: paisaToRupees(row.discountPricePaisa),
    discount: percentOffLabel(row.pricePaisa, row.discountPricePaisa) ?? 0,
    image: row.images,
    category: row.category,
    subcategory: row.subcategory,
    quantity: row.stock,
    bestseller: row.bestseller,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    verifiedReviewCount: row.verifiedReviewCount,
    status: 'published',
    date: row.createdAt.getTime(),
  };
}

export function toAdminProductDto(row: ProductRow): AdminProductDto {
  return { ...toProductDto(row), status: row.status, version: row.version };
}

export async function publishedProducts(db: Database): Promise<ProductDto[]> {
  const rows = await listPublishedProducts(db);
  return rows.map(toProductDto);
}

export async function categoryList(db: Database): Promise<CategoryDto[]> {
  const rows = await listCategories(db);
  return rows.map((row) => ({ name: row.name, subcategories: row.subcategories }));
}

/** The owner's own search synonyms, in the owner's order (the built-in ones are in core/catalog/product-search.ts). */
export async function ownerSearchSynonyms(db: Queryable): Promise<SearchSynonym[]> {
  return listOwnerSynonyms(db);
}

// Deals are filed under the shop's categories; the command line's product import writes in its own transaction.
export { categoryExists } from './categories-repository';
export { insertProduct } from './products-repository';
// Orders keep the moves of the units they take and give back in the statement that moves them.
export { recordingStockMoves } from './stock-moves-repository';
