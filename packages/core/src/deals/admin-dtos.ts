import { z } from '../shared/zod';
import { dealDtoSchema } from './dtos';
import { publicationStatus } from '../shared/admin-dtos';
import { versionDtoSchema } from '../shared/edit-version';

export const adminDealDtoSchema = dealDtoSchema.extend({ status: publicationStatus, version: versionDtoSchema });

export type AdminDealDto = z.infer<typeof adminDealDtoSchema>;
