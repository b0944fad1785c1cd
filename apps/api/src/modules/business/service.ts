import { businessDetailsSchema, type BusinessDetails } from '@shop/core/business-details-schemas';
import { businessErrorCodes } from '@shop/core/contract/business';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findBusinessDetails } from './repository';

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
