import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';

/**
 * What the API sends, in docs/product.md §3's field names, as schemas: the contracts in ./contract
 * serialise answers through them, and the types below are read off them. Money here is rupees
 * (numbers with at most two decimals), as the API speaks it; convert with rupeesToPaisa before computing.
 */

export const productDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: rupeesSchema,
  /** Final price after discount; 0 when the product is not discounted. */
  discountprice: rupeesSchema,
  /** Percent off, 0 when not discounted. */
  discount: z.number(),
  image: z.array(z.string()),
  category: z.string(),
  subcategory: z.string(),
  /** Units in stock. */
  quantity: z.number(),
  bestseller: z.boolean(),
  /** The mean of the verified buyers' reviews when there are any, else of all visible reviews (docs/product.md §3). */
  rating: z.number(),
  /** Every visible review. */
  reviewCount: z.number(),
  /** Visible reviews whose author has a Delivered order holding what they review. */
  verifiedReviewCount: z.number(),
  status: z.literal('published'),
  /** When the product was added, epoch milliseconds. */
  date: z.number(),
});

export type ProductDto = z.infer<typeof productDtoSchema>;

export const categoryDtoSchema = z.object({
  name: z.string(),
  subcategories: z.array(z.string()),
});

export type CategoryDto = z.infer<typeof categoryDtoSchema>;
