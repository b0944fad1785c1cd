import { z } from '../shared/zod';
import { CART_LINE_MAX, CART_LINES_MAX } from '../cart/cart';
import { emailSchema } from '../accounts/account-schemas';
import { MAX_RUPEES_AMOUNT } from '../shared/money';
import { CANCEL_REASON_MAX } from './cancellation';
import { orderMessages } from './order-messages';
import { inRupees } from '../shared/money-schemas';
import { DISCOUNT_CODE_MAX_LENGTH, normaliseDiscountCode } from '../discounts/discount-codes';

export const addressMessages = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  street: 'Please enter your street address',
  city: 'Please enter your city',
  state: 'Please enter your province or state',
  zipcode: 'Please enter a valid postal code (numbers only)',
  phone: 'Please enter a valid phone number, e.g. 03001234567 or +92 300 1234567',
} as const;

const required = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Spaces, dashes and brackets are how people write numbers; what remains must be digits. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}

/**
 * A Pakistani mobile number in its national form (03001234567), from the ways people write it:
 * 0300 1234567, 03001234567, +92 300 1234567, 923001234567 (and 0092…); null for anything else.
 */
export function pakistaniMobile(phone: string): string | null {
  const match = /^(?:\+92|0092|92|0)(3\d{9})$/.exec(normalisePhone(phone.trim()));
  return match ? `0${match[1]}` : null;
}

/** The international form WhatsApp links take (923001234567), or null when it is not a Pakistani mobile. */
export function whatsappNumber(phone: string): string | null {
  const national = pakistaniMobile(phone);
  return national ? `92${national.slice(1)}` : null;
}

/** docs/product.md §5 delivery form: all eight fields required; email an email; zipcode and phone numeric. */
export const addressSchema = z.object({
  firstName: required(addressMessages.firstName, 60),
  lastName: required(addressMessages.lastName, 60),
  email: emailSchema,
  street: required(addressMessages.street, 200),
  city: required(addressMessages.city, 80),
  state: required(addressMessages.state, 80),
  zipcode: z
    .string({ error: addressMessages.zipcode })
    .trim()
    .regex(/^\d{4,10}$/, addressMessages.zipcode),
  // Stored in the national form, so it stays numeric (docs/product.md §5) and the shop can call or WhatsApp it.
  phone: z
    .string({ error: addressMessages.phone })
    .trim()
    .transform((phone, context) => {
      const national = pakistaniMobile(phone);
      if (national) return national;
      context.addIssue({ code: 'custom', message: addressMessages.phone });
      return z.NEVER;
    }),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * The address of an order the owner takes by hand (docs/product.md §2 Orders taken by hand): the delivery
 * form's, except that the email may be left empty: a customer who orders on WhatsApp may have none.
 */
export const handOrderAddressSchema = addressSchema.extend({
  email: z
    .union([z.literal(''), emailSchema], { error: 'email must be an email address, or left empty' })
    .optional()
    .default(''),
});

const money = inRupees(
  z.number({ error: orderMessages.amount }).finite(orderMessages.amount).min(0, orderMessages.amount).max(MAX_RUPEES_AMOUNT, orderMessages.amount),
);

/** docs/product.md §4 Discount codes: one per order, any case; the server applies it (or refuses it) itself. */
export const orderDiscountCodeSchema = z
  .string({ error: 'discountCode must be text' })
  .max(DISCOUNT_CODE_MAX_LENGTH + 20, 'discountCode is too long')
  .transform(normaliseDiscountCode)
  .optional()
  .transform((code) => (code ? code : undefined));

/**
 * docs/product.md §7 place-order body. Names, prices and images the client sends are read but never used:
 * the server prices every line from the database.
 */
export const placeOrderRequestSchema = z.object({
  address: addressSchema,
  items: z
    .array(
      z.object({
        id: z.string({ error: 'Each item needs an id' }).trim().min(1, 'Each item needs an id').max(64, 'Each item needs an id'),
        quantity: z
          .number({ error: orderMessages.quantity })
          .int(orderMessages.quantity)
          .min(1, orderMessages.quantity)
          .max(CART_LINE_MAX, orderMessages.quantity),
        isFromDeal: z.boolean().optional().default(false),
      }),
      { error: orderMessages.emptyOrder },
    )
    .min(1, orderMessages.emptyOrder)
    .max(CART_LINES_MAX, 'Too many items in one order'),
  amount: money,
  deliveryCharges: money,
  method: z.literal('COD', { error: orderMessages.onlyCod }).optional().default('COD'),
  discountCode: orderDiscountCodeSchema,
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const cancelOrderRequestSchema = z.object({
  orderId: z.string({ error: orderMessages.orderNotFound }).trim().min(1, orderMessages.orderNotFound).max(64, orderMessages.orderNotFound),
  cancellationReason: z
    .string({ error: orderMessages.reasonRequired })
    .trim()
    .min(1, orderMessages.reasonRequired)
    .max(CANCEL_REASON_MAX, orderMessages.reasonTooLong),
});
