import { z } from '../shared/zod';
import { nameSchema } from './account-schemas';
import { addressMessages, addressSchema, pakistaniMobile } from '../orders/order-schemas';

/**
 * docs/product.md §2 Account: the profile's phone, checked like the delivery form's and kept in its
 * national form (03001234567); an empty field clears it (null).
 */
export const profilePhoneSchema = z
  .string({ error: addressMessages.phone })
  .trim()
  .max(40, addressMessages.phone)
  .nullish()
  .transform((phone, context) => {
    if (!phone) return null;
    const national = pakistaniMobile(phone);
    if (national) return national;
    context.addIssue({ code: 'custom', message: addressMessages.phone });
    return z.NEVER;
  });

/** What PUT /api/user/profile reads: the name (as at sign-up) and the phone. The email is not changed here. */
export const updateProfileRequestSchema = z.object({ name: nameSchema, phone: profilePhoneSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * What POST /api/user/addresses and PUT /api/user/addresses/:id read: the order form's eight fields,
 * checked as the order's (core/orders/order-schemas.ts), and whether it becomes the default.
 */
export const savedAddressRequestSchema = addressSchema.extend({ isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional() });
export type SavedAddressRequest = z.input<typeof savedAddressRequestSchema>;

/** How many addresses one account keeps (docs/product.md §3); the server refuses the 11th. */
export const SAVED_ADDRESSES_MAX = 10;

export const savedAddressMessages = {
  added: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  madeDefault: 'Default address updated',
  notFound: 'Address not found',
  tooMany: `You can save up to ${SAVED_ADDRESSES_MAX} addresses. Please delete one first.`,
} as const;
