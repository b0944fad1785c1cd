import { z } from '../shared/zod';
import { businessDetailsSchema, storeSchema } from './business-details-schemas';
import { versionDtoSchema } from '../shared/edit-version';

export const adminStoreDtoSchema = storeSchema.extend({ position: z.number(), version: versionDtoSchema });

/** The business details as the owner edits them: the shop's, with the version a save sends back (decision 025). */
export const adminBusinessDetailsSchema = businessDetailsSchema.extend({ version: versionDtoSchema });

export type AdminBusinessDetails = z.infer<typeof adminBusinessDetailsSchema>;

export type AdminStoreDto = z.infer<typeof adminStoreDtoSchema>;
