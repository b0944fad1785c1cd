import { z } from '../shared/zod';
import { productDtoSchema } from './dtos';
import { publicationStatus } from '../shared/admin-dtos';
import { stockMoveReasons } from './stock-moves';
import { versionDtoSchema } from '../shared/edit-version';

/** `version`: what a save sends back to be refused when someone else saved meanwhile (decision 025); stock moves leave it. */
export const adminProductDtoSchema = productDtoSchema.extend({ status: publicationStatus, version: versionDtoSchema });

export type AdminProductDto = z.infer<typeof adminProductDtoSchema>;

export const adminCategoryDtoSchema = z.object({
  name: z.string(),
  subcategories: z.array(z.string()),
  position: z.number(),
  /** Products filed under it, published or not. */
  productCount: z.number(),
  version: versionDtoSchema,
});

export type AdminCategoryDto = z.infer<typeof adminCategoryDtoSchema>;

/** One move of a product's stock, as the product's history lists it (newest first). */
export const stockMoveDtoSchema = z.object({
  /** Units added (positive) or taken away (negative). */
  change: z.number(),
  reason: z.enum(stockMoveReasons),
  note: z.string().nullable(),
  at: z.string(),
  /** The owner who moved it (her name, else her email); null for the shop's own moves: orders taking and giving back. */
  by: z.string().nullable(),
  /** The order that took or gave back the units; null for the owner's moves. */
  orderId: z.string().nullable(),
  /** The product's stock right after the move. */
  stockAfter: z.number(),
});

export type StockMoveDto = z.infer<typeof stockMoveDtoSchema>;
