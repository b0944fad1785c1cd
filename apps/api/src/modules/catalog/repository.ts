import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

export function listPublishedProducts(db: Database) {
  return db.select().from(products).where(eq(products.status, 'published')).orderBy(desc(products.createdAt), asc(products.id));
}

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}
