import { z } from '../shared/zod';
import { storeSchema } from './business-details-schemas';

export const adminStoreDtoSchema = storeSchema.extend({ position: z.number() });

export type AdminStoreDto = z.infer<typeof adminStoreDtoSchema>;
