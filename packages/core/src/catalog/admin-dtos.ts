import { z } from '../shared/zod';
import { productDtoSchema } from './dtos';
import { publicationStatus } from '../shared/admin-dtos';

export const adminProductDtoSchema = productDtoSchema.extend({ status: publicationStatus });

export type AdminProductDto = z.infer<typeof adminProductDtoSchema>;

export const adminCategoryDtoSchema = z.object({
  name: z.string(),
  subcategories: z.array(z.string()),
  position: z.number(),
  /** Products filed under it, published or not. */
  productCount: z.number(),
});

export type AdminCategoryDto = z.infer<typeof adminCategoryDtoSchema>;
