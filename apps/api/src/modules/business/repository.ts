import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessDetails, stores } from '../../db/schema/content';

export async function findBusinessDetails(db: Database) {
  const [details] = await db.select().from(businessDetails).limit(1);
  if (!details) return undefined;
  const storeRows = await db.select().from(stores).orderBy(asc(stores.position), asc(stores.name));
  return { details, storeRows };
}
