import { asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { businessDetails, stores } from '../../db/schema/content';
import { newId } from '../../lib/ids';

export async function findBusinessDetails(db: Database) {
  const [details] = await db.select().from(businessDetails).limit(1);
  if (!details) return undefined;
  const storeRows = await db.select().from(stores).orderBy(asc(stores.position), asc(stores.name));
  return { details, storeRows };
}

export type DetailsRow = typeof businessDetails.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

/** The one row of business details, locked; undefined until they are first set up. */
export async function lockBusinessDetailsRow(tx: Queryable): Promise<DetailsRow | undefined> {
  const [row] = await tx.select().from(businessDetails).for('update');
  return row;
}

export async function insertBusinessDetails(tx: Queryable, values: Omit<typeof businessDetails.$inferInsert, 'id'>): Promise<void> {
  await tx.insert(businessDetails).values(values);
}

export async function updateBusinessDetailsRow(tx: Queryable, id: string, values: Partial<typeof businessDetails.$inferInsert>): Promise<DetailsRow> {
  const [row] = await tx.update(businessDetails).set(values).where(eq(businessDetails.id, id)).returning();
  return row!;
}

/** Leaves the shop without a default store where it was this one. */
export async function clearDefaultStore(tx: Queryable, storeId: string): Promise<void> {
  await tx.update(businessDetails).set({ defaultStoreId: null }).where(eq(businessDetails.defaultStoreId, storeId));
}

export async function storeExists(tx: Queryable, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id));
  return row !== undefined;
}

export function allStores(db: Queryable): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.position), asc(stores.name));
}

export async function lockStoreRow(tx: Queryable, id: string): Promise<StoreRow | undefined> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
  return row;
}

/** The store, last in the list unless a position is given. */
export async function insertStore(
  tx: Queryable,
  values: Omit<typeof stores.$inferInsert, 'id' | 'position'> & { position?: number | undefined },
): Promise<StoreRow> {
  const [last] = await tx.select({ position: sql<number>`coalesce(max(${stores.position}), -1)::int` }).from(stores);
  const [row] = await tx
    .insert(stores)
    .values({ id: newId(), ...values, position: values.position ?? (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateStoreRow(tx: Queryable, id: string, values: PgUpdateSetSource<typeof stores>): Promise<StoreRow> {
  const [row] = await tx.update(stores).set(values).where(eq(stores.id, id)).returning();
  return row!;
}

export async function deleteStoreRow(tx: Queryable, id: string): Promise<void> {
  await tx.delete(stores).where(eq(stores.id, id));
}
