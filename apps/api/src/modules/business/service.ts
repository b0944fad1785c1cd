import { businessDetailsSchema, type BusinessDetails } from '@shop/core/business/business-details-schemas';
import { businessErrorCodes } from '@shop/core/business/contract';
import type { Database, Queryable } from '../../db/client';
import { notFound, badRequest, invalidField } from '../../lib/http-errors';
import {
  findBusinessDetails,
  allStores,
  clearDefaultStore,
  deleteStoreRow,
  insertBusinessDetails,
  insertStore,
  lockBusinessDetailsRow,
  lockStoreRow,
  storeExists,
  updateBusinessDetailsRow,
  updateStoreRow,
  type DetailsRow,
  type StoreRow,
} from './repository';
import type { z } from 'zod';
import type { BusinessDetailsUpdate, storeCreateSchema, storeUpdateSchema } from '@shop/core/business/admin-schemas';
import type { AdminBusinessDetails, AdminStoreDto } from '@shop/core/business/admin-dtos';
import { adminBusinessErrorCodes } from '@shop/core/business/admin-contract';
import type { AppContext } from '../../app-context';
import { auditedWrite } from '../../lib/audit';
import { checkEditVersion, claimSettingEdit, nextEdit, settingVersion } from '../../lib/edit-version';
import { stores } from '../../db/schema/content';
import { cacheKeys } from '../../lib/cache-keys';

export async function getBusinessDetails(db: Database): Promise<BusinessDetails> {
  const found = await findBusinessDetails(db);
  if (!found) throw notFound(businessErrorCodes.notSetUp, 'Business details have not been set up yet');
  const { details, storeRows } = found;
  return businessDetailsSchema.parse({
    company: details.company,
    contact: details.contact,
    location: details.location,
    socialMedia: details.socialMedia,
    logos: details.logos,
    multiStore: {
      enabled: details.multiStoreEnabled,
      stores: storeRows.map((store) => ({
        storeId: store.id,
        storeName: store.name,
        storeType: store.storeType,
        location: store.location,
        contact: store.contact,
        operatingHours: store.operatingHours,
        status: store.status,
      })),
      defaultStore: details.defaultStoreId,
    },
  });
}

/** The details as the owner edits them, with their version (decision 025). */
export async function adminBusinessDetails(db: Database): Promise<AdminBusinessDetails> {
  return { ...(await getBusinessDetails(db)), version: await settingVersion(db, 'business-details') };
}

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
  if (!(await storeExists(tx, storeId))) throw invalidField('multiStore.defaultStore', `multiStore.defaultStore: there is no store with id ${storeId}`);
}

/**
 * Replaces the parts sent, each checked whole with core's businessDetailsSchema; the footer, the
 * contact page, emails and page titles all read the result, so every copy is dropped.
 */
export async function updateBusinessDetails(context: AppContext, actorId: string, update: BusinessDetailsUpdate): Promise<AdminBusinessDetails> {
  await auditedWrite(context, { actorId, invalidates: [cacheKeys.businessDetails] }, async (tx) => {
    await claimSettingEdit(
      tx,
      'business-details',
      update.version,
      actorId,
      context.clock.now(),
      'Someone else saved the business details since you opened them.',
    );
    const row = await lockBusinessDetailsRow(tx);
    await checkStore(tx, update.multiStore?.defaultStore);
    if (!row) {
      const { company, contact, location, socialMedia, logos } = update;
      if (!company || !contact || !location || !socialMedia || !logos) {
        throw badRequest(
          adminBusinessErrorCodes.detailsNotSetUp,
          'Business details are not set up yet: send company, contact, location, socialMedia and logos together',
        );
      }
      await insertBusinessDetails(tx, {
        company,
        contact,
        location,
        socialMedia,
        logos,
        multiStoreEnabled: update.multiStore?.enabled ?? false,
        defaultStoreId: update.multiStore?.defaultStore ?? null,
        updatedAt: context.clock.now(),
      });
      return { result: undefined, audit: { action: 'create', entity: 'business_details', entityId: 'shop', after: update } };
    }
    const saved = await updateBusinessDetailsRow(tx, row.id, {
      company: update.company,
      contact: update.contact,
      location: update.location,
      socialMedia: update.socialMedia,
      logos: update.logos,
      multiStoreEnabled: update.multiStore?.enabled,
      defaultStoreId: update.multiStore?.defaultStore,
      updatedAt: context.clock.now(),
    });
    return { result: undefined, audit: { action: 'update', entity: 'business_details', entityId: row.id, before: detailsOf(row), after: detailsOf(saved) } };
  });
  return adminBusinessDetails(context.db);
}

// ---------------------------------------------------------------------------------------------
// Stores (docs/product.md §3), shown in business details' multiStore list and on the contact page.

const toStoreDto = (row: StoreRow): AdminStoreDto => ({
  storeId: row.id,
  storeName: row.name,
  storeType: row.storeType,
  location: row.location,
  contact: row.contact,
  operatingHours: row.operatingHours,
  status: row.status,
  position: row.position,
  version: row.version,
});

export async function listStores(db: Queryable): Promise<AdminStoreDto[]> {
  return (await allStores(db)).map(toStoreDto);
}

async function lockStore(tx: Queryable, id: string): Promise<StoreRow> {
  const row = await lockStoreRow(tx, id);
  if (!row) throw notFound(adminBusinessErrorCodes.storeNotFound, 'Store not found');
  return row;
}

export function createStore(context: AppContext, actorId: string, input: z.infer<typeof storeCreateSchema>): Promise<AdminStoreDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.businessDetails] }, async (tx) => {
    const row = await insertStore(tx, {
      name: input.storeName,
      storeType: input.storeType,
      location: input.location,
      contact: input.contact,
      operatingHours: input.operatingHours,
      status: input.status,
      position: input.position,
    });
    const store = toStoreDto(row);
    return { result: store, audit: { action: 'create', entity: 'store', entityId: store.storeId, after: store } };
  });
}

export function updateStore(context: AppContext, actorId: string, id: string, changes: z.infer<typeof storeUpdateSchema>): Promise<AdminStoreDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.businessDetails] }, async (tx) => {
    const before = await lockStore(tx, id);
    checkEditVersion(before, changes.version, 'Someone else saved this store since you opened it.');
    const row = await updateStoreRow(tx, id, {
      name: changes.storeName,
      storeType: changes.storeType,
      location: changes.location,
      contact: changes.contact,
      operatingHours: changes.operatingHours,
      status: changes.status,
      position: changes.position,
      ...nextEdit(stores, actorId, context.clock.now()),
    });
    const after = toStoreDto(row);
    return { result: after, audit: { action: 'update', entity: 'store', entityId: id, before: toStoreDto(before), after } };
  });
}

/** Deleting the default store leaves the shop without a default rather than pointing at nothing. */
export async function deleteStore(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: [cacheKeys.businessDetails] }, async (tx) => {
    const before = await lockStore(tx, id);
    await clearDefaultStore(tx, id);
    await deleteStoreRow(tx, id);
    return { result: undefined, audit: { action: 'delete', entity: 'store', entityId: id, before: toStoreDto(before) } };
  });
}
