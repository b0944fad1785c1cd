import type { Queryable } from '../../db/client';
import { shopSettings } from '../../db/schema/content';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** The one row, or undefined until the owner first saves the settings. */
export async function shopSettingsRow(db: Queryable): Promise<ShopSettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).limit(1);
  return row;
}

/** Writes the one row, creating it on the first save. */
export async function saveShopSettingsRow(tx: Queryable, values: Omit<typeof shopSettings.$inferInsert, 'id'>): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ id: 'shop', ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values });
}
