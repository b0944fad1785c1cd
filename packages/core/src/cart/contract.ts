import { CART_LINES_MAX } from './cart';
import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';

/** The error codes of the cart calls (docs/product.md §5 cart rules, §8 Catalogue, deals and cart). */
export const cartErrorCodes = {
  /** The product or deal is not for sale (unknown, unpublished, or a deal that is not live). */
  itemNotFound: 'CART_ITEM_NOT_FOUND',
  /** Out of stock, more than the deal has left, or past the line limit. */
  notEnoughStock: 'NOT_ENOUGH_STOCK',
  /** A new line for a cart that already holds CART_LINES_MAX different products and deals. */
  cartFull: 'CART_FULL',
} as const;

const tag = 'Cart';

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
/** Whole numbers only: "2", 1.5 and huge values are refused rather than guessed at. */
const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(-1000, 'Quantity is out of range')
  .max(1000, 'Quantity is out of range');

export const productLineRequestSchema = z.object({ itemId: id('Product ID is required'), quantity });
export const dealLineRequestSchema = z.object({ dealId: id('No deal ID provided'), quantity });

const tooManyLines = `A cart holds at most ${CART_LINES_MAX} different products and deals`;
/** maxProperties puts the bound in the API's document; the merge request checks it for both kinds together. */
const visitorLines = z.record(z.string().max(64), z.number().int().min(1).max(1000)).meta({ maxProperties: CART_LINES_MAX });
/** No more lines than a cart holds, products and deals together: the merge looks every one up and writes it. */
export const mergeCartRequestSchema = z.object({ products: visitorLines.default({}), deals: visitorLines.default({}) }).superRefine((lines, context) => {
  const counts = { products: Object.keys(lines.products).length, deals: Object.keys(lines.deals).length };
  if (counts.products + counts.deals <= CART_LINES_MAX) return;
  for (const field of ['products', 'deals'] as const) {
    if (counts[field] > 0) context.addIssue({ code: 'custom', path: [field], message: tooManyLines });
  }
});

/** docs/product.md §3 Cart: product id → quantity and deal id → quantity. */
export const cartDataSchema = z.object({ products: z.record(z.string(), z.number()), deals: z.record(z.string(), z.number()) });

/** What every line change answers: the whole cart, and what happened in docs/product.md §8's words. */
const cartChangeBody = z.object({ success: z.literal(true), cartData: cartDataSchema, message: z.string() });

const lineErrors = {
  404: [cartErrorCodes.itemNotFound],
  409: [cartErrorCodes.notEnoughStock, cartErrorCodes.cartFull],
} as const;

export const getCart = defineEndpoint({
  method: 'GET',
  path: '/api/cart/',
  summary: "The logged-in customer's cart: product and deal quantities",
  tag,
  auth: 'customer',
  success: { body: cartChangeBody },
});

export const addToCart = defineEndpoint({
  method: 'POST',
  path: '/api/cart/add',
  summary: 'Add a product to the cart',
  tag,
  auth: 'customer',
  request: { body: productLineRequestSchema },
  success: { body: cartChangeBody },
  errors: lineErrors,
});

export const updateCart = defineEndpoint({
  method: 'POST',
  path: '/api/cart/update',
  summary: 'Set the quantity of a product in the cart (0 removes it)',
  tag,
  auth: 'customer',
  request: { body: productLineRequestSchema },
  success: { body: cartChangeBody },
  errors: lineErrors,
});

export const addDealToCart = defineEndpoint({
  method: 'POST',
  path: '/api/cart/add-deal',
  summary: 'Add a deal to the cart',
  tag,
  auth: 'customer',
  request: { body: dealLineRequestSchema },
  success: { body: cartChangeBody },
  errors: lineErrors,
});

export const updateCartDeal = defineEndpoint({
  method: 'POST',
  path: '/api/cart/update-deal',
  summary: 'Set the quantity of a deal in the cart (0 removes it)',
  tag,
  auth: 'customer',
  request: { body: dealLineRequestSchema },
  success: { body: cartChangeBody },
  errors: lineErrors,
});

export const mergeCart = defineEndpoint({
  method: 'POST',
  path: '/api/cart/merge',
  summary: "Merge a visitor's local cart into the account's cart at login",
  tag,
  auth: 'customer',
  request: { body: mergeCartRequestSchema },
  success: { body: z.object({ success: z.literal(true), cartData: cartDataSchema, adjusted: z.boolean(), message: z.string() }) },
});
