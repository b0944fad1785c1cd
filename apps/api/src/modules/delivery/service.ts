import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import type { AdminDeliverySettingsDto } from '@shop/core/delivery/admin-dtos';
import { defaultCouriers, defaultDeliveryDays, type Courier, type DeliveryDays, type DeliverySettings } from '@shop/core/delivery/delivery';
import { paisa, paisaToRupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { deliverySettings } from '../../db/schema/content';
import { cacheKeys } from '../../lib/cache-keys';
import { auditedWrite } from '../../lib/audit';
import { claimSettingEdit } from '../../lib/edit-version';

/** The charge orders are priced with, the couriers they ship with and the delivery time promised (docs/product.md §3 Delivery settings). */
export interface ShopDeliverySettings extends DeliverySettings {
  couriers: Courier[];
  deliveryDays: DeliveryDays;
}

/** No row yet means delivery is free (the shop owner has not set a charge) and the usual couriers. */
export async function currentDeliverySettings(db: Queryable): Promise<ShopDeliverySettings> {
  const [row] = await db.select().from(deliverySettings).limit(1);
  return {
    mode: 'fixed',
    fixedCharge: row?.fixedChargePaisa ?? paisa(0),
    freeDeliveryAbove: row?.freeDeliveryAbovePaisa ?? paisa(0),
    couriers: row && row.couriers.length > 0 ? row.couriers : [...defaultCouriers],
    deliveryDays: row ? { min: row.deliveryDaysMin, max: row.deliveryDaysMax } : { ...defaultDeliveryDays },
  };
}

/**
 * The settings orders are priced with, kept in the response cache: every order needs them and they
 * change rarely. Changing them invalidates cacheKeys.deliverySettings, which drops this entry too.
 */
export function cachedDeliverySettings(context: AppContext): Promise<ShopDeliverySettings> {
  return context.cache.value(`${cacheKeys.deliverySettings}:settings`, () => currentDeliverySettings(context.db));
}

export function toDeliverySettingsDto(settings: ShopDeliverySettings): DeliverySettingsDto {
  return {
    mode: settings.mode,
    fixedCharge: paisaToRupees(settings.fixedCharge),
    freeDeliveryAbove: paisaToRupees(settings.freeDeliveryAbove),
    deliveryDays: { ...settings.deliveryDays },
  };
}

export function toAdminDeliverySettingsDto(settings: ShopDeliverySettings, version: number): AdminDeliverySettingsDto {
  return {
    ...toDeliverySettingsDto(settings),
    version,
    couriers: settings.couriers.map((courier) => ({ name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate })),
  };
}

/**
 * Admin only: one row, replaced in one audited write; orders are priced with it at once, in every
 * process. Without `couriers` or `deliveryDays` (the original client's call has neither) those stay as they are.
 */
export async function updateDeliverySettings(
  context: AppContext,
  actorId: string,
  settings: DeliverySettings & { couriers?: Courier[] | undefined; deliveryDays?: DeliveryDays | undefined; version?: number | undefined },
): Promise<{ settings: ShopDeliverySettings; version: number }> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deliverySettings] }, async (tx) => {
    const version = await claimSettingEdit(
      tx,
      'delivery-settings',
      settings.version,
      actorId,
      context.clock.now(),
      'Someone else saved the delivery settings since you opened them.',
    );
    const before = await currentDeliverySettings(tx);
    const couriers = settings.couriers ?? before.couriers;
    const deliveryDays = settings.deliveryDays ?? before.deliveryDays;
    const values = {
      mode: settings.mode,
      fixedChargePaisa: settings.fixedCharge,
      freeDeliveryAbovePaisa: settings.freeDeliveryAbove,
      couriers,
      deliveryDaysMin: deliveryDays.min,
      deliveryDaysMax: deliveryDays.max,
      updatedAt: context.clock.now(),
    };
    await tx
      .insert(deliverySettings)
      .values({ id: 'shop', ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    const after: ShopDeliverySettings = {
      mode: settings.mode,
      fixedCharge: settings.fixedCharge,
      freeDeliveryAbove: settings.freeDeliveryAbove,
      couriers,
      deliveryDays,
    };
    return { result: { settings: after, version }, audit: { action: 'update', entity: 'delivery_settings', entityId: 'shop', before, after } };
  });
}
