import { z } from '../shared/zod';
import {
  booleanQuery,
  flagInput,
  imageList,
  optionalText,
  paginationQuery,
  type PublicationStatus,
  requiredText,
  statusSchema,
  STOCK_MAX,
  stockCount,
  textList,
  wholeNumber,
} from '../shared/admin-field-schemas';
import { bestsellerFlagKeys, readBestsellerFlag } from './catalog';
import { ownerStockMoveReasons, STOCK_MOVE_NOTE_MAX } from './stock-moves';
import { rupees, type Rupees } from '../shared/money';
import { rupeesAmountSchema } from '../shared/money-schemas';
import { changesSomething, editVersionField } from '../shared/edit-version';

const bestsellerFlags = {
  bestseller: flagInput('bestseller').optional(),
  bestSeller: flagInput('bestSeller').optional(),
  best_seller: flagInput('best_seller').optional(),
  isBestseller: flagInput('isBestseller').optional(),
  isBestSeller: flagInput('isBestSeller').optional(),
  featured: flagInput('featured').optional(),
};

/** A product as the admin API takes it, after the alternate spellings are read. */
export interface ProductInput {
  name: string;
  description: string;
  price: Rupees;
  /** The final price after discount, 0 for none. */
  discountprice: Rupees;
  image: string[];
  category: string;
  subcategory: string;
  quantity: number;
  bestseller: boolean;
  status: PublicationStatus;
}

export const productMessages = {
  discountBelowPrice: 'discountprice must be below price (or 0 for no discount)',
  nothingToChange: 'Send at least one field to change',
} as const;

/** docs/product.md §3: discountprice is the final price, so it must be below the price, or 0. */
export function discountIsValid(price: number, discountprice: number): boolean {
  return discountprice === 0 || discountprice < price;
}

const flagGiven = (raw: Record<string, unknown>) => bestsellerFlagKeys.some((key) => raw[key] !== undefined);

export const productListQuery = z.object({
  status: statusSchema().optional(),
  q: optionalText('q', 100).optional(),
  /** The category's exact name. */
  category: optionalText('category', 100).optional(),
  /** true: stock at or below the shop's low-stock threshold; false: above it. */
  lowStock: booleanQuery('lowStock').optional(),
  ...paginationQuery,
});

export const productCreateSchema = z
  .object({
    name: requiredText('name', 200),
    description: optionalText('description', 10_000).default(''),
    price: rupeesAmountSchema,
    discountprice: rupeesAmountSchema.optional(),
    discountPrice: rupeesAmountSchema.optional(),
    image: imageList('image').default([]),
    category: requiredText('category', 100),
    subcategory: optionalText('subcategory', 100).default(''),
    quantity: stockCount('quantity').default(0),
    status: statusSchema().default('draft'),
    ...bestsellerFlags,
  })
  .transform((raw, context): ProductInput => {
    const discountprice = raw.discountprice ?? raw.discountPrice ?? rupees(0);
    if (!discountIsValid(raw.price, discountprice)) {
      context.addIssue({ code: 'custom', path: ['discountprice'], message: productMessages.discountBelowPrice });
      return z.NEVER;
    }
    return {
      name: raw.name,
      description: raw.description,
      price: raw.price,
      discountprice,
      image: raw.image,
      category: raw.category,
      subcategory: raw.subcategory,
      quantity: raw.quantity,
      bestseller: readBestsellerFlag(raw),
      status: raw.status,
    };
  });

/** What PATCH may change. Stock and status have their own calls, so a stale form cannot undo an order. */
export type ProductChanges = Partial<Omit<ProductInput, 'quantity' | 'status'>>;

/** A PATCH: the changes, and the version the form was opened on (decision 025). */
export type ProductUpdate = ProductChanges & { version?: number | undefined };

export const productUpdateSchema = z
  .object({
    name: requiredText('name', 200).optional(),
    description: optionalText('description', 10_000).optional(),
    price: rupeesAmountSchema.optional(),
    discountprice: rupeesAmountSchema.optional(),
    discountPrice: rupeesAmountSchema.optional(),
    image: imageList('image').optional(),
    category: requiredText('category', 100).optional(),
    subcategory: optionalText('subcategory', 100).optional(),
    ...bestsellerFlags,
    ...editVersionField,
  })
  .transform((raw, context): ProductUpdate => {
    const changes: ProductChanges = {};
    if (raw.name !== undefined) changes.name = raw.name;
    if (raw.description !== undefined) changes.description = raw.description;
    if (raw.price !== undefined) changes.price = raw.price;
    const discountprice = raw.discountprice ?? raw.discountPrice;
    if (discountprice !== undefined) changes.discountprice = discountprice;
    if (raw.image !== undefined) changes.image = raw.image;
    if (raw.category !== undefined) changes.category = raw.category;
    if (raw.subcategory !== undefined) changes.subcategory = raw.subcategory;
    if (flagGiven(raw)) changes.bestseller = readBestsellerFlag(raw);
    if (Object.keys(changes).length === 0) {
      context.addIssue({ code: 'custom', message: productMessages.nothingToChange });
      return z.NEVER;
    }
    return raw.version === undefined ? changes : { ...changes, version: raw.version };
  });

export const publicationStatusBody = z.object({ status: statusSchema() });

const stockFields = {
  quantity: stockCount('quantity').optional(),
  change: wholeNumber('change', -STOCK_MAX, STOCK_MAX)
    .refine((change) => change !== 0, 'change must not be 0')
    .optional(),
};

const quantityOrChange = (body: { quantity?: number | undefined; change?: number | undefined }) =>
  (body.quantity === undefined) !== (body.change === undefined);
const quantityOrChangeMessage = 'Send quantity (the new stock) or change (units to add or take away), not both';

/** A deal's stock: either the new count, or a change to add (positive) or take away (negative). */
export const stockBody = z.object(stockFields).refine(quantityOrChange, quantityOrChangeMessage);

export type StockBody = z.infer<typeof stockBody>;

/**
 * A product's stock moves with a reason and an optional note, each kept (docs/product.md §4 Stock moves);
 * a call without a reason gets defaultStockMoveReason's.
 */
export const productStockBody = z
  .object({
    ...stockFields,
    reason: z.enum(ownerStockMoveReasons, { error: `reason must be one of ${ownerStockMoveReasons.join(', ')}` }).optional(),
    note: optionalText('note', STOCK_MOVE_NOTE_MAX).optional(),
  })
  .refine(quantityOrChange, quantityOrChangeMessage);

export type ProductStockBody = z.infer<typeof productStockBody>;

export const stockMoveListQuery = z.object(paginationQuery);

export const removeImageQuery = z.object({ url: requiredText('url', 500) });

export const categoryCreateSchema = z.object({
  name: requiredText('name', 60),
  subcategories: textList('subcategories', 50, 60).default([]),
  position: wholeNumber('position', 0, 10_000).optional(),
});

/**
 * Renames are applied to the products that use them in the same transaction; a subcategory that
 * disappears while products still use it is refused.
 */
export const categoryUpdateSchema = z
  .object({
    name: requiredText('name', 60).optional(),
    subcategories: textList('subcategories', 50, 60).optional(),
    renames: z
      .array(z.object({ from: requiredText('renames.from', 60), to: requiredText('renames.to', 60) }), {
        error: 'renames must be a list of { from, to }',
      })
      .max(50, 'renames can list at most 50 entries')
      .optional(),
    position: wholeNumber('position', 0, 10_000).optional(),
    ...editVersionField,
  })
  .refine(changesSomething, productMessages.nothingToChange);

export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
