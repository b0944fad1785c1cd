import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dealAvailableQuantity } from '@shop/core/stock';
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

export async function productForCart(db: Queryable, productId: string) {
  const [product] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'published')));
  return product;
}

/** The deal with the stock shoppers see: its own, bounded by its products' (decision 010), 0 with a product not for sale. */
export async function dealForCart(db: Queryable, dealId: string) {
  const [deal] = await db
    .select({ id: deals.id, stock: deals.stock, status: deals.status, startAt: deals.startsAt, endAt: deals.endsAt })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!deal) return undefined;
  const included = await db
    .select({ stock: products.stock, unitsPerDeal: dealProducts.quantity, published: sql<boolean>`${products.status} = 'published'` })
    .from(dealProducts)
    .innerJoin(products, eq(products.id, dealProducts.productId))
    .where(eq(dealProducts.dealId, dealId));
  return { ...deal, stock: dealAvailableQuantity(deal.stock, included) };
}

export async function setProductLine(db: Queryable, userId: string, productId: string, quantity: number) {
  if (quantity === 0) {
    await db.delete(cartProducts).where(and(eq(cartProducts.userId, userId), eq(cartProducts.productId, productId)));
    return;
  }
  await db
    .insert(cartProducts)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartProducts.userId, cartProducts.productId], set: { quantity, updatedAt: sql`now()` } });
}

export async function setDealLine(db: Queryable, userId: string, dealId: string, quantity: number) {
  if (quantity === 0) {
    await db.delete(cartDeals).where(and(eq(cartDeals.userId, userId), eq(cartDeals.dealId, dealId)));
    return;
  }
  await db
    .insert(cartDeals)
    .values({ userId, dealId, quantity })
    .onConflictDoUpdate({ target: [cartDeals.userId, cartDeals.dealId], set: { quantity, updatedAt: sql`now()` } });
}

/** Both kinds of line in one statement: one round trip less inside the transaction that places an order. */
export async function clearCart(db: Queryable, userId: string) {
  await db.execute(sql`
    with cleared_products as (delete from ${cartProducts} where ${cartProducts.userId} = ${userId})
    delete from ${cartDeals} where ${cartDeals.userId} = ${userId}`);
}
