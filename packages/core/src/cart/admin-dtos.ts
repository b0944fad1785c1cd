import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';

/** One customer's open cart, as the owner's console lists it (docs/product.md §2 Carts that come back). */
export const abandonedCartDtoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The account's phone, else the phone of its latest order, else null. */
  phone: z.string().nullable(),
  /** Lines in the cart that are still for sale, products and deals. */
  items: z.number().int(),
  /** Rupees, at today's prices (discount prices and live deals). */
  value: rupeesSchema,
  /** ISO 8601: the cart's last change. */
  updatedAt: z.string(),
  /** Whole hours since then. */
  ageHours: z.number().int(),
  /** ISO 8601: the reminder email of this cart, or null when none was sent for it. */
  remindedAt: z.string().nullable(),
  /** A wa.me link with a short friendly message, or null without a phone. */
  whatsappUrl: z.string().nullable(),
});

export type AbandonedCartDto = z.infer<typeof abandonedCartDtoSchema>;
