import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { versionDtoSchema } from '../shared/edit-version';
import { discountCodeTypes } from './discount-codes';

/** docs/product.md §3 Discount code, as the console reads it: money in rupees, instants in ISO 8601. */
export const adminDiscountCodeDtoSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(discountCodeTypes),
  /** A percentage for `percent`, rupees for `fixed`, null for `free-delivery`. */
  value: z.number().nullable(),
  minSubtotal: rupeesSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  productIds: z.array(z.string()),
  categories: z.array(z.string()),
  dealIds: z.array(z.string()),
  active: z.boolean(),
  version: versionDtoSchema,
  /** Orders that carry it and were not cancelled or returned: what counts against maxUses. */
  uses: z.number().int(),
  /** Rupees: what those orders came to, and what the code took off them. */
  sales: rupeesSchema,
  discountGiven: rupeesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type AdminDiscountCodeDto = z.infer<typeof adminDiscountCodeDtoSchema>;

/** One order that used a code, newest first on the code's page. */
export const discountCodeOrderDtoSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  customerName: z.string(),
  /** ISO 8601. */
  placedAt: z.string(),
  amount: rupeesSchema,
  discount: rupeesSchema,
});

export type DiscountCodeOrderDto = z.infer<typeof discountCodeOrderDtoSchema>;
