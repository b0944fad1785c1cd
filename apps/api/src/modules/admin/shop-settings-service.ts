import { LOW_STOCK_THRESHOLD_DEFAULT, type ShopSettingsInput } from '@shop/core/admin-schemas';
import type { ShopSettingsDto } from '@shop/core/admin-types';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { saveShopSettingsRow, shopSettingsRow } from './shop-settings-repository';

/** The settings as saved, or the defaults while the owner has not saved any. */
export async function currentShopSettings(db: Queryable): Promise<ShopSettingsDto> {
  const row = await shopSettingsRow(db);
  return { lowStockThreshold: row?.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT };
}

/** Replaces the settings in one audited write. Only the owner's console reads them, so no cached answer changes. */
export function updateShopSettings(context: AppContext, actorId: string, settings: ShopSettingsInput): Promise<ShopSettingsDto> {
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const before = await currentShopSettings(tx);
    const after: ShopSettingsDto = { lowStockThreshold: settings.lowStockThreshold };
    await saveShopSettingsRow(tx, { ...after, updatedAt: context.clock.now() });
    return { result: after, audit: { action: 'update', entity: 'shop_settings', entityId: 'shop', before, after } };
  });
}
