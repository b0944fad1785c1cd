import { ABANDONED_CART_HOURS_DEFAULT, LOW_STOCK_THRESHOLD_DEFAULT, type ShopSettingsInput } from '@shop/core/console/admin-schemas';
import type { AdminShopSettingsDto, ShopSettingsDto } from '@shop/core/console/admin-dtos';
import { trustSettingDefaults } from '@shop/core/trust/customer-trust';
import { COURIER_PAYOUT_DAYS_DEFAULT } from '@shop/core/couriers/courier-payouts';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { claimSettingEdit, settingVersion } from '../../lib/edit-version';
import { cacheKeys } from '../../lib/cache-keys';
import { saveShopSettingsRow, shopSettingsRow } from './repository';

/**
 * The owner's shop settings, kept in the database: the console's low-stock threshold, the trust
 * settings that placing an order and the hold sweep read (docs/product.md §4 Trust), and the hours
 * before the cart reminder sweep reminds a customer of their cart (§2 Carts that come back), and the
 * days a delivery may wait for its courier's payout (§4 Courier payouts).
 */

const defaults: ShopSettingsDto = {
  lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
  ...trustSettingDefaults,
  abandonedCartHours: ABANDONED_CART_HOURS_DEFAULT,
  courierPayoutDays: COURIER_PAYOUT_DAYS_DEFAULT,
};

/** The settings as saved, or the defaults while the owner has not saved any. */
export async function currentShopSettings(db: Queryable): Promise<ShopSettingsDto> {
  const row = await shopSettingsRow(db);
  if (!row) return defaults;
  return {
    lowStockThreshold: row.lowStockThreshold,
    unconfirmedHoldHours: row.unconfirmedHoldHours,
    newCustomerOpenOrders: row.newCustomerOpenOrders,
    newCustomerMaxOrderRupees: row.newCustomerMaxOrderRupees,
    newCustomerMaxOrderUnits: row.newCustomerMaxOrderUnits,
    abandonedCartHours: row.abandonedCartHours,
    courierPayoutDays: row.courierPayoutDays,
  };
}

/**
 * The settings as placing an order reads them: from this process's cache, dropped in every process when
 * they change. Read before the order's transaction, as the delivery settings are: a cache miss needs a
 * connection of its own.
 */
export function cachedShopSettings(context: AppContext): Promise<ShopSettingsDto> {
  return context.cache.value(cacheKeys.shopSettings, () => currentShopSettings(context.db));
}

/** The settings as the owner edits them, with their version (decision 025). */
export async function adminShopSettings(db: Queryable): Promise<AdminShopSettingsDto> {
  const [settings, version] = await Promise.all([currentShopSettings(db), settingVersion(db, 'shop-settings')]);
  return { ...settings, version };
}

/** Changes the settings given, keeping the others, in one audited write. */
export function updateShopSettings(context: AppContext, actorId: string | null, input: ShopSettingsInput): Promise<AdminShopSettingsDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.shopSettings] }, async (tx) => {
    const { version: sent, ...settings } = input;
    const now = context.clock.now();
    const version = await claimSettingEdit(tx, 'shop-settings', sent, actorId, now, 'Someone else saved the shop settings since you opened them.');
    const before = await currentShopSettings(tx);
    const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
    const after: ShopSettingsDto = { ...before, ...given };
    await saveShopSettingsRow(tx, { ...after, updatedAt: now });
    return { result: { ...after, version }, audit: { action: 'update', entity: 'shop_settings', entityId: 'shop', before, after } };
  });
}
