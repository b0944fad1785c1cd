import type { DeliverySettingsDto } from '@shop/core/api-types';
import type { AdminDeliverySettingsDto } from '@shop/core/admin-types';
import { defaultCouriers, type Courier, type DeliverySettings } from '@shop/core/delivery';
import { paisaToRupees } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { deliverySettings } from '../../db/schema/content';
import { cacheKeys } from '../../lib/cache-keys';
import { auditedWrite } from '../../lib/audit';

/** The charge orders are priced with, and the couriers they ship with (docs/product.md §3 Delivery settings). */
export interface ShopDeliverySettings extends DeliverySettings {
  couriers: Courier[];
}

/** No row yet means delivery is free (the shop owner has not set a charge) and the usual couriers. */
export async function currentDeliverySettings(db: Queryable): Promise<ShopDeliverySettings> {
  const [row] = await db.select().from(deliverySettings).limit(1);
  return {
    mode: 'fixed',
    fixedCharge: row?.fixedChargePaisa ?? 0,
    freeDeliveryAbove: row?.freeDeliveryAbovePaisa ?? 0,
    couriers: row && row.couriers.length > 0 ? row.couriers : [...defaultCouriers],
  };
}

/**
 * The settings orders are priced with, kept in the response cache: every order needs them and they
 * change rarely. Changing them invalidates cacheKeys.deliverySettings, which drops this entry too.
 */
export function cachedDeliverySettings(context: AppContext): Promise<ShopDeliverySettings> {
  return context.cache.value(`${cacheKeys.deliverySettings}:settings`, () => currentDeliverySettings(context.db));
}

export function toDeliverySettingsDto(settings: DeliverySettings): DeliverySettingsDto {
  return {
    mode: settings.mode,
    fixedCharge: paisaToRupees(settings.fixedCharge),
    freeDeliveryAbove: paisaToRupees(settings.freeDeliveryAbove),
  };
}

export function toAdminDeliverySettingsDto(settings: ShopDeliverySettings): AdminDeliverySettingsDto {
  return {
    ...toDeliverySettingsDto(settings),
    couriers: settings.couriers.map((courier) => ({ name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate })),
  };
}

/**
 * Admin only: one row, replaced in one audited write; orders are priced with it at once, in every
 * process. Without `couriers` (the storefront's older call) the couriers stay as they are.
 */
export async function updateDeliverySettings(
  context: AppContext,
  actorId: string,
  settings: DeliverySettings & { couriers?: Courier[] },
): Promise<ShopDeliverySettings> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deliverySettings] }, async (tx) => {
    const before = await currentDeliverySettings(tx);
    const values = {
      mode: settings.mode,
      fixedChargePaisa: settings.fixedCharge,
      freeDeliveryAbovePaisa: settings.freeDeliveryAbove,
      ...(settings.couriers ? { couriers: settings.couriers } : {}),
      updatedAt: context.clock.now(),
    };
    await tx
      .insert(deliverySettings)
      .values({ id: 'shop', couriers: before.couriers, ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    const after: ShopDeliverySettings = { ...settings, couriers: settings.couriers ?? before.couriers };
    return { result: after, audit: { action: 'update', entity: 'delivery_settings', entityId: 'shop', before, after } };
  });
}
