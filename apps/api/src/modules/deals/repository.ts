import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealProducts, deals, products } from '../../db/schema/catalog';

export async function listPublishedDealsWithProducts(db: Queryable) {
  const dealRows = await db.select().from(deals).where(eq(deals.status, 'published')).orderBy(desc(deals.createdAt), asc(deals.id));
  return withDealProducts(db, dealRows);
}

/** Each deal with its products (current name, price, stock, images and whether each is published) in the deal's order. */
export async function withDealProducts(db: Queryable, dealRows: (typeof deals.$inferSelect)[]) {
  if (dealRows.length === 0) return [];
  const items = await db
    .select({
      dealId: dealProducts.dealId,
      productId: products.id,
      name: products.name,
      pricePaisa: products.pricePaisa,
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
