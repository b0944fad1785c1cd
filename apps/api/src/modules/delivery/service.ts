import type { DeliverySettingsDto } from '@shop/core/api-types';
import type { DeliverySettings } from '@shop/core/delivery';
import { paisaToRupees } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { deliverySettings } from '../../db/schema/content';
import { cacheKeys } from '../../lib/cache-keys';
import { auditedWrite } from '../../lib/audit';

/** No row yet means delivery is free: the shop owner has not set a charge. */
export async function currentDeliverySettings(db: Queryable): Promise<DeliverySettings> {
  const [row] = await db.select().from(deliverySettings).limit(1);
  return {
    mode: 'fixed',
    fixedCharge: row?.fixedChargePaisa ?? 0,
    freeDeliveryAbove: row?.freeDeliveryAbovePaisa ?? 0,
  };
}

/**
 * The settings orders are priced with, kept in the response cache: every order needs them and they
 * change rarely. Changing them invalidates cacheKeys.deliverySettings, which drops this entry too.
 */
export function cachedDeliverySettings(context: AppContext): Promise<DeliverySettings> {
  return context.cache.value(`${cacheKeys.deliverySettings}:settings`, () => currentDeliverySettings(context.db));
}

export function toDeliverySettingsDto(settings: DeliverySettings): DeliverySettingsDto {
  return {
    mode: settings.mode,
    fixedCharge: paisaToRupees(settings.fixedCharge),
    freeDeliveryAbove: paisaToRupees(settings.freeDeliveryAbove),
  };
}

/** Admin only: one row, replaced in one audited write; orders are priced with it at once, in every process. */
export async function updateDeliverySettings(context: AppContext, actorId: string, settings: DeliverySettings): Promise<DeliverySettings> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deliverySettings] }, async (tx) => {
    const before = await currentDeliverySettings(tx);
    const values = {
      mode: settings.mode,
      fixedChargePaisa: settings.fixedCharge,
      freeDeliveryAbovePaisa: settings.freeDeliveryAbove,
      updatedAt: context.clock.now(),
    };
    await tx
      .insert(deliverySettings)
      .values({ id: 'shop', ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    return { result: settings, audit: { action: 'update', entity: 'delivery_settings', entityId: 'shop', before, after: settings } };
  });
}
