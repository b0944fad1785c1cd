import type { DeliverySettingsDto } from '@shop/core/api-types';
import type { DeliverySettings } from '@shop/core/delivery';
import { paisaToRupees } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { deliverySettings } from '../../db/schema/content';
import { auditLog } from '../../db/schema/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { newId } from '../../lib/ids';

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

/** Admin only: one row, replaced in one transaction with a record of who changed what. */
export async function updateDeliverySettings(db: Database, actorId: string, settings: DeliverySettings): Promise<DeliverySettings> {
  return db.transaction(async (tx) => {
    const before = await currentDeliverySettings(tx);
    const values = { mode: settings.mode, fixedChargePaisa: settings.fixedCharge, freeDeliveryAbovePaisa: settings.freeDeliveryAbove, updatedAt: new Date() };
    await tx.insert(deliverySettings).values({ id: 'shop', ...values }).onConflictDoUpdate({ target: deliverySettings.id, set: values });
    await tx.insert(auditLog).values({
      id: newId(),
      actorId,
      action: 'update',
      entity: 'delivery_settings',
      entityId: 'shop',
      changes: { before, after: settings },
    });
    return settings;
  });
}
