import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { rupeesSchema } from '../shared/money-schemas';
import { applyDiscountCodeSchema } from './admin-schemas';
import { discountCodeErrorCodes, discountRefusalCodes } from './discount-codes';

/** With DISCOUNT_CODE_MINIMUM_NOT_REACHED: the code's minimum subtotal and what is missing, in rupees. */
export const discountMinimumDetails = z.object({ minSubtotal: rupeesSchema, amountLeft: rupeesSchema });

export const applyDiscountCode = defineEndpoint({
  method: 'POST',
  path: '/api/cart/discount-code',
  summary: "What a discount code does to the customer's cart as it is now: the discount and the new totals, in rupees (nothing is stored)",
  tag: 'Cart',
  auth: 'customer',
  request: { body: applyDiscountCodeSchema },
  success: {
    body: z.object({
      success: z.literal(true),
      /** The code as the shop keeps it (upper case). */
      code: z.string(),
      discount: rupeesSchema,
      /** Whether the code makes delivery free. */
      freeDelivery: z.boolean(),
      subtotal: rupeesSchema,
      deliveryCharges: rupeesSchema,
      amount: rupeesSchema,
      message: z.string(),
    }),
  },
  errors: { 404: [discountCodeErrorCodes.unknown], 409: { codes: discountRefusalCodes, details: discountMinimumDetails } },
});
