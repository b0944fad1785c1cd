import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BusinessDetailsUpdate, storeCreateSchema, storeUpdateSchema } from '@shop/core/admin-schemas';
import type { AdminStoreDto } from '@shop/core/admin-types';
import type { BusinessDetails } from '@shop/core/business-details';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { businessDetails, stores } from '../../db/schema/content';
import { recordAudit } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { badRequest, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { getBusinessDetails } from '../business/service';
import { invalidate } from './shared';

type DetailsRow = typeof businessDetails.$inferSelect;
type StoreRow = typeof stores.$inferSelect;

export const STORE_NOT_FOUND = 'Store not found';

const detailsOf = (row: DetailsRow) => ({
  company: row.company,
  contact: row.contact,
  location: row.location,
  socialMedia: row.socialMedia,
  logos: row.logos,
  multiStore: { enabled: row.multiStoreEnabled, defaultStore: row.defaultStoreId },
});

async function checkStore(tx: Queryable, storeId: string | null | undefined) {
  if (!storeId) return;
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!row) throw badRequest(`multiStore.defaultStore: there is no store with id ${storeId}`);
}

/**
 * Replaces the parts sent, each checked whole with core's businessDetailsSchema; the footer, the
 * contact page, emails and page titles all read the result, so every copy is dropped.
 */
export async function updateBusinessDetails(context: AppContext, actorId: string, update: BusinessDetailsUpdate): Promise<BusinessDetails> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(businessDetails).for('update');
    await checkStore(tx, update.multiStore?.defaultStore);
    if (!row) {
      const { company, contact, location, socialMedia, logos } = update;
      if (!company || !contact || !location || !socialMedia || !logos) {
        throw badRequest('Business details are not set up yet: send company, contact, location, socialMedia and logos together');
      }
      await tx.insert(businessDetails).values({
        company,
        contact,
        location,
        socialMedia,
        logos,
        multiStoreEnabled: update.multiStore?.enabled ?? false,
        defaultStoreId: update.multiStore?.defaultStore ?? null,
        updatedAt: context.clock.now(),
      });
      await recordAudit(tx, { actorId, action: 'create', entity: 'business_details', entityId: 'shop', after: update });
      return;
    }
    const [saved] = await tx
      .update(businessDetails)
      .set({
        company: update.company,
        contact: update.contact,
        location: update.location,
        socialMedia: update.socialMedia,
        logos: update.logos,
        multiStoreEnabled: update.multiStore?.enabled,
        defaultStoreId: update.multiStore?.defaultStore,
        updatedAt: context.clock.now(),
      })
      .where(eq(businessDetails.id, row.id))
      .returning();
    await recordAudit(tx, { actorId, action: 'update', entity: 'business_details', entityId: row.id, before: detailsOf(row), after: detailsOf(saved!) });
  });
  await invalidate(context, cacheKeys.businessDetails);
  return getBusinessDetails(context.db);
}

// ---------------------------------------------------------------------------------------------
// Stores (SPEC §3), shown in business details' multiStore list and on the contact page.

const toStoreDto = (row: StoreRow): AdminStoreDto => ({
  storeId: row.id,
  storeName: row.name,
  storeType: row.storeType,
  location: row.location,
  contact: row.contact,
  operatingHours: row.operatingHours,
  status: row.status,
  position: row.position,
});

export async function listStores(db: Database): Promise<AdminStoreDto[]> {
  return (await db.select().from(stores).orderBy(asc(stores.position), asc(stores.name))).map(toStoreDto);
}

async function lockStore(tx: Queryable, id: string): Promise<StoreRow> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
  if (!row) throw notFound(STORE_NOT_FOUND);
  return row;
}

export async function createStore(context: AppContext, actorId: string, input: z.infer<typeof storeCreateSchema>): Promise<AdminStoreDto> {
  const created = await context.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${stores.position}), -1)::int` }).from(stores);
    const [row] = await tx
      .insert(stores)
      .values({
        id: newId(),
        name: input.storeName,
        storeType: input.storeType,
        location: input.location,
        contact: input.contact,
        operatingHours: input.operatingHours,
        status: input.status,
        position: input.position ?? (last?.position ?? -1) + 1,
      })
      .returning();
    const dto = toStoreDto(row!);
    await recordAudit(tx, { actorId, action: 'create', entity: 'store', entityId: dto.storeId, after: dto });
    return dto;
  });
  await invalidate(context, cacheKeys.businessDetails);
  return created;
}

export async function updateStore(context: AppContext, actorId: string, id: string, changes: z.infer<typeof storeUpdateSchema>): Promise<AdminStoreDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await lockStore(tx, id);
    const [row] = await tx
      .update(stores)
      .set({
        name: changes.storeName,
        storeType: changes.storeType,
        location: changes.location,
        contact: changes.contact,
        operatingHours: changes.operatingHours,
        status: changes.status,
        position: changes.position,
      })
      .where(eq(stores.id, id))
      .returning();
    const after = toStoreDto(row!);
    await recordAudit(tx, { actorId, action: 'update', entity: 'store', entityId: id, before: toStoreDto(before), after });
    return after;
  });
  await invalidate(context, cacheKeys.businessDetails);
  return updated;
}

/** Deleting the default store leaves the shop without a default rather than pointing at nothing. */
export async function deleteStore(context: AppContext, actorId: string, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await lockStore(tx, id);
    await tx.update(businessDetails).set({ defaultStoreId: null }).where(eq(businessDetails.defaultStoreId, id));
    await tx.delete(stores).where(eq(stores.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'store', entityId: id, before: toStoreDto(before) });
  });
  await invalidate(context, cacheKeys.businessDetails);
}
