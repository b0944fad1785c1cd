import { z } from '../shared/zod';
import {
  idSchema,
  imageList,
  optionalText,
  paginationQuery,
  type PublicationStatus,
  requiredText,
  statusSchema,
  stockCount,
  wholeNumber,
} from '../shared/admin-field-schemas';
import { rupeesAmountSchema } from '../shared/money-schemas';
import type { Rupees } from '../shared/money';
import { productMessages } from '../catalog/admin-schemas';
import { changesSomething, editVersionField } from '../shared/edit-version';

const dealTypeInput = z
  .union(
    [
      z.string(),
      z.object({ slug: z.string().nullish(), name: z.string().nullish(), _id: z.string().nullish() }).transform((type) => type.slug || type.name || ''),
    ],
    { error: 'dealType must be text such as flash_sale, or an object with a slug' },
  )
  .pipe(requiredText('dealType', 60));

const dealProductRef = z.union(
  [
    idSchema('products').transform((productId) => ({ productId, units: 1 })),
    z
      .object({
        _id: idSchema('products._id'),
        units: wholeNumber('products.units', 1, 100).optional(),
        unitsPerDeal: wholeNumber('products.unitsPerDeal', 1, 100).optional(),
      })
      .transform((item) => ({ productId: item._id, units: item.units ?? item.unitsPerDeal ?? 1 })),
  ],
  { error: 'products must list product ids, or { _id, units }' },
);

const dealProductList = z
  .array(dealProductRef, { error: 'products must list the products in the deal' })
  .min(1, 'products must list at least one product')
  .max(20, 'products can list at most 20 products')
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'products lists the same product twice');

const dealDate = (field: string) => {
  const message = `${field} must be a date and time such as 2026-12-01T09:00:00+05:00, or null for no limit`;
  return z
    .union([z.iso.datetime({ offset: true, error: message }), z.null()], { error: message })
    .transform((value) => (value === null ? null : new Date(value)));
};

export const dealMessages = {
  endAfterStart: 'dealEndDate must be after dealStartDate',
  finalPricePositive: 'dealFinalPrice must be above 0',
} as const;

/** A deal as the admin API takes it (docs/product.md §3 names); the total is computed from the products. */
export interface DealInput {
  dealName: string;
  dealDescription: string;
  dealType: string;
  dealImages: string[];
  products: { productId: string; units: number }[];
  dealFinalPrice: Rupees;
  dealStartDate: Date | null;
  dealEndDate: Date | null;
  quantity: number;
  status: PublicationStatus;
  category: string;
}

export function dealWindowIsValid(start: Date | null, end: Date | null): boolean {
  return start === null || end === null || start.getTime() < end.getTime();
}

export const dealListQuery = z.object({
  status: statusSchema().optional(),
  q: optionalText('q', 100).optional(),
  ...paginationQuery,
});

export const dealCreateSchema = z
  .object({
    dealName: requiredText('dealName', 200),
    dealDescription: optionalText('dealDescription', 10_000).default(''),
    dealType: dealTypeInput,
    dealImages: imageList('dealImages').default([]),
    products: dealProductList,
    dealFinalPrice: rupeesAmountSchema.refine((price) => price > 0, dealMessages.finalPricePositive),
    dealStartDate: dealDate('dealStartDate').default(null),
    dealEndDate: dealDate('dealEndDate').default(null),
    quantity: stockCount('quantity').default(0),
    status: statusSchema().default('draft'),
    category: optionalText('category', 100).default(''),
  })
  .superRefine((deal, context) => {
    // Refinements run even when a field already failed; only compare two readable dates.
    const readable = (value: unknown): value is Date | null => value === null || value instanceof Date;
    if (readable(deal.dealStartDate) && readable(deal.dealEndDate) && !dealWindowIsValid(deal.dealStartDate, deal.dealEndDate)) {
      context.addIssue({ code: 'custom', path: ['dealEndDate'], message: dealMessages.endAfterStart });
    }
  });

/** What PATCH may change; stock and status have their own calls. */
export type DealChanges = Partial<Omit<DealInput, 'quantity' | 'status'>>;

/** A PATCH: the changes, and the version the form was opened on (decision 025). */
export type DealUpdate = DealChanges & { version?: number | undefined };

export const dealUpdateSchema = z
  .object({
    dealName: requiredText('dealName', 200).optional(),
    dealDescription: optionalText('dealDescription', 10_000).optional(),
    dealType: dealTypeInput.optional(),
    dealImages: imageList('dealImages').optional(),
    products: dealProductList.optional(),
    dealFinalPrice: rupeesAmountSchema.refine((price) => price > 0, dealMessages.finalPricePositive).optional(),
    dealStartDate: dealDate('dealStartDate').optional(),
    dealEndDate: dealDate('dealEndDate').optional(),
    category: optionalText('category', 100).optional(),
    ...editVersionField,
  })
  .transform((raw, context): DealUpdate => {
    const changes = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)) as DealUpdate;
    if (!changesSomething(changes)) {
      context.addIssue({ code: 'custom', message: productMessages.nothingToChange });
      return z.NEVER;
    }
    return changes;
  });
