import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ownerAlertState } from '../../db/schema/orders';

/**
 * The one row, created by the first order (as if its last alert went long ago), locked until the
 * caller's transaction ends: the upsert locks the row it finds, and waits for one another order is creating.
 */
export async function lockAlertState(tx: Queryable) {
  const [row] = await tx
    .insert(ownerAlertState)
    .values({ id: 'owner', lastAlertAt: new Date(0) })
    .onConflictDoUpdate({ target: ownerAlertState.id, set: { id: sql`${ownerAlertState.id}` } })
    .returning();
  return row!;
}

export async function saveAlertState(tx: Queryable, values: { lastAlertAt: Date; pendingDigestId: string | null }): Promise<void> {
  await tx.update(ownerAlertState).set(values);
}
