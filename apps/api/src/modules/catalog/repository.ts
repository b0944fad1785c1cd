import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

/** What a product answer is made of; the search text stays in the database. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  pricePaisa: products.pricePaisa,
  discountPricePaisa: products.discountPricePaisa,
  images: products.images,
  category: products.category,
  subcategory: products.subcategory,
  stock: products.stock,
  bestseller: products.bestseller,
  status: products.status,
  rating: products.rating,
  reviewCount: products.reviewCount,
  verifiedReviewCount: products.verifiedReviewCount,
  createdAt: products.createdAt,
};

export function listPublishedProducts(db: Database) {
  return db.select(productColumns).from(products).where(eq(products.status, 'published')).orderBy(desc(products.createdAt), asc(products.id));
}

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}
