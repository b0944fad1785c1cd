import { z } from '../shared/zod';
import { accountMessages, nameSchema, registerRequestSchema } from './account-schemas';
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

export const ORDER_NUMBER_LENGTH = 7;

export const claimMessages = {
  orderNumber: `Please enter the ${ORDER_NUMBER_LENGTH}-character order number from your order's message`,
  both: 'Please enter both the phone number and the order number of your order, or neither',
} as const;

/** An optional text field whose empty value means left out. */
const leftOutWhenEmpty = <T>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(schema.optional());

/**
 * docs/product.md §2 Login/sign-up: a customer whose orders the shop took by hand claims their account
 * at sign-up with the phone and the number of one of those orders.
 */
export const orderClaimFields = {
  phone: leftOutWhenEmpty(
    z.string({ error: addressMessages.phone }).transform((phone, context) => {
      const national = pakistaniMobile(phone);
      if (national) return national;
      context.addIssue({ code: 'custom', message: addressMessages.phone });
      return z.NEVER;
    }),
  ),
  orderNumber: leftOutWhenEmpty(
    z
      .string({ error: claimMessages.orderNumber })
      .toLowerCase()
      .regex(new RegExp(`^[0-9a-f]{${ORDER_NUMBER_LENGTH}}$`), claimMessages.orderNumber),
  ),
};

const bothOrNeither = (form: { phone?: string | undefined; orderNumber?: string | undefined }, context: z.RefinementCtx) => {
  if ((form.phone === undefined) !== (form.orderNumber === undefined))
    context.addIssue({ code: 'custom', path: [form.phone === undefined ? 'phone' : 'orderNumber'], message: claimMessages.both });
};

/** What POST /api/user/register reads: the account, and optionally the phone and order number of the account it claims. */
export const registerWithClaimRequestSchema = registerRequestSchema.extend(orderClaimFields).superRefine(bothOrNeither);

/** The sign-up form: the password typed twice, and the claim's fields behind their disclosure. */
export const signupWithClaimFormSchema = registerRequestSchema
  .extend({ ...orderClaimFields, confirmPassword: z.string() })
  .superRefine(bothOrNeither)
  .refine((form) => form.password === form.confirmPassword, { message: accountMessages.passwordsDontMatch, path: ['confirmPassword'] });
