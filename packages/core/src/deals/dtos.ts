import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';

export const dealProductDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: rupeesSchema,
  /** The product's discount price, its price when above 0 (as a product's `discountprice`); the deal's total counts it. */
  discountprice: rupeesSchema,
  /** The included product's units in stock; with unitsPerDeal they bound the deal's quantity (decision 010). */
  quantity: z.number(),
  /** How many of this product one deal contains. */
  unitsPerDeal: z.number(),
  image: z.string(),
});

export type DealProductDto = z.infer<typeof dealProductDtoSchema>;

export const dealDtoSchema = z.object({
  _id: z.string(),
  dealName: z.string(),
  dealDescription: z.string(),
  dealImages: z.array(z.string()),
  dealType: z.string(),
  dealProducts: z.array(dealProductDtoSchema),
  products: z.array(z.string()),
  /** What the products sell for today (each one's discount price when above 0) × units per deal, computed when read. */
  dealTotal: rupeesSchema,
  dealFinalPrice: rupeesSchema,
  /** dealTotal − the price the deal sells at, never below 0 (core/catalog/prices.ts dealSavings). */
  dealSavings: rupeesSchema,
  /** ISO 8601, or null for no limit. */
  dealStartDate: z.string().nullable(),
  dealEndDate: z.string().nullable(),
  /** How many of the deal an order can take: its own stock bounded by its products' (decision 010); the cart's limit. */
  quantity: z.number(),
  status: z.literal('published'),
  category: z.string(),
  /** The mean of the verified buyers' reviews when there are any, else of all visible reviews (docs/product.md §3). */
  rating: z.number(),
  /** Every visible review. */
  reviewCount: z.number(),
  /** Visible reviews whose author has a Delivered order holding what they review. */
  verifiedReviewCount: z.number(),
});

export type DealDto = z.infer<typeof dealDtoSchema>;
