import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { savedAddresses } from '../../db/schema/users';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type SavedAddressFields = Pick<SavedAddressRow, 'firstName' | 'lastName' | 'email' | 'street' | 'city' | 'state' | 'zipcode' | 'phone'>;

/** The account's addresses, the default first, then newest first. */
export async function listAddresses(db: Queryable, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), asc(savedAddresses.id));
}

export async function countAddresses(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row?.n ?? 0;
}

/** One of the account's own addresses; another account's is as unknown as a missing one. */
export async function findOwnAddress(db: Queryable, userId: string, id: string): Promise<SavedAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
  return row;
}

export async function insertAddress(db: Queryable, row: typeof savedAddresses.$inferInsert): Promise<void> {
  await db.insert(savedAddresses).values(row);
}

export async function updateOwnAddress(db: Queryable, userId: string, id: string, fields: SavedAddressFields, now: Date): Promise<void> {
  await db
    .update(savedAddresses)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
}

/** Takes the default away from whichever of the account's addresses has it (before another gets it: one default at most). */
export async function clearDefault(db: Queryable, userId: string): Promise<void> {
  await db
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
}

export async function setDefault(db: Queryable, userId: string, id: string): Promise<void> {
  await db
    .update(savedAddresses)
    .set({ isDefault: true })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
}

/** Deletes one of the account's addresses; answers whether it was there. */
export async function deleteOwnAddress(db: Queryable, userId: string, id: string): Promise<SavedAddressRow | undefined> {
  const [row] = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning();
  return row;
}

/** The account's newest address, which becomes the default when the default goes. */
export async function newestAddress(db: Queryable, userId: string): Promise<SavedAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
    .limit(1);
  return row;
}
