import { z } from '../shared/zod';
import { dealDtoSchema } from './dtos';
import { publicationStatus } from '../shared/admin-dtos';

export const adminDealDtoSchema = dealDtoSchema.extend({ status: publicationStatus });

export type AdminDealDto = z.infer<typeof adminDealDtoSchema>;
