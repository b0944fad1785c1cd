import { z } from '../shared/zod';
import { idSchema, optionalText, paginationQuery, trueOrFalse } from '../shared/admin-field-schemas';
import { MAX_RUPEES_AMOUNT, type Rupees } from '../shared/money';
import { rupeesAmountSchema } from '../shared/money-schemas';
import { changesSomething, editVersionField } from '../shared/edit-version';
import { productMessages } from '../catalog/admin-schemas';
import { addressMessages, pakistaniMobile } from '../orders/order-schemas';
import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_CODE_TARGETS_MAX,
  DISCOUNT_CODE_USES_MAX,
  discountCodeTypes,
  normaliseDiscountCode,
  type DiscountCodeType,
} from './discount-codes';

export const discountCodeMessages = {
  code: `code must be 3 to ${DISCOUNT_CODE_MAX_LENGTH} letters, digits, - or _, starting with a letter or digit (such as EID20)`,
  percent: 'value must be a whole percentage from 1 to 100',
  fixed: `value must be an amount in rupees above 0 and at most ${MAX_RUPEES_AMOUNT.toLocaleString('en-US')}`,
  endAfterStart: 'endsAt must be after startsAt',
  uses: (field: string) => `${field} must be a whole number from 1 to ${DISCOUNT_CODE_USES_MAX.toLocaleString('en-US')}, or null for no limit`,
} as const;

/** The code as typed, any case, checked once it is upper-cased. */
const codeText = z
  .string({ error: discountCodeMessages.code })
  .max(DISCOUNT_CODE_MAX_LENGTH + 20, discountCodeMessages.code)
  .transform(normaliseDiscountCode)
  .refine((code) => DISCOUNT_CODE_PATTERN.test(code), discountCodeMessages.code);

/** docs/product.md §7: an instant as ISO 8601 with its offset, or epoch milliseconds; null for no limit. */
const instant = (field: string) => {
  const message = `${field} must be a date and time such as 2026-12-01T09:00:00+05:00 (or epoch milliseconds), or null for no limit`;
  return z
    .union(
      [
        z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text)),
        z
          .number({ error: message })
          .int(message)
          .min(0, message)
          .max(8_640_000_000_000_000, message)
          .transform((millis) => new Date(millis)),
        z.null(),
      ],
      { error: message },
    )
    .refine((value) => value === null || !Number.isNaN(value.getTime()), message);
};

const usesLimit = (field: string) =>
  z
    .union(
      [
        z
          .number({ error: discountCodeMessages.uses(field) })
          .int(discountCodeMessages.uses(field))
          .min(1, discountCodeMessages.uses(field))
          .max(DISCOUNT_CODE_USES_MAX, discountCodeMessages.uses(field)),
        z.null(),
      ],
      { error: discountCodeMessages.uses(field) },
    )
    .default(null);

const targets = (field: string, itemSchema: z.ZodType<string>) =>
  z
    .array(itemSchema, { error: `${field} must be a list` })
    .max(DISCOUNT_CODE_TARGETS_MAX, `${field} can list at most ${DISCOUNT_CODE_TARGETS_MAX} entries`)
    .refine((items) => new Set(items).size === items.length, `${field} lists the same entry twice`);

/** `value` is read by `type`: a percentage, or rupees; a free-delivery code takes none. */
const valueInput = z.number({ error: 'value must be a number' }).finite('value must be a number').nullable();

const fields = {
  code: codeText,
  type: z.enum(discountCodeTypes, { error: 'type must be percent, fixed or free-delivery' }),
  value: valueInput.optional(),
  minSubtotal: rupeesAmountSchema,
  startsAt: instant('startsAt'),
  endsAt: instant('endsAt'),
  maxUses: usesLimit('maxUses'),
  maxUsesPerCustomer: usesLimit('maxUsesPerCustomer'),
  productIds: targets('productIds', idSchema('productIds')),
  categories: targets('categories', optionalText('categories', 100).pipe(z.string().min(1, 'categories cannot list an empty name'))),
  dealIds: targets('dealIds', idSchema('dealIds')),
  active: trueOrFalse('active'),
};

/** A code as the service takes it: value in its own unit (percent, or rupees), null for free delivery. */
export interface DiscountCodeInput {
  code: string;
  type: DiscountCodeType;
  value: number | null;
  minSubtotal: Rupees;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  productIds: string[];
  categories: string[];
  dealIds: string[];
  active: boolean;
}

/** The message when `value` does not suit `type`, or null when it does. */
export function discountValueProblem(type: DiscountCodeType, value: number | null | undefined): string | null {
  if (type === 'free-delivery') return null;
  if (type === 'percent')
    return value !== null && value !== undefined && Number.isInteger(value) && value >= 1 && value <= 100 ? null : discountCodeMessages.percent;
  const parsed = rupeesAmountSchema.safeParse(value);
  return parsed.success && parsed.data > 0 ? null : discountCodeMessages.fixed;
}

export function discountWindowIsValid(startsAt: Date | null, endsAt: Date | null): boolean {
  return startsAt === null || endsAt === null || startsAt.getTime() < endsAt.getTime();
}

const readableDate = (value: unknown): value is Date | null => value === null || value instanceof Date;

export const discountCodeCreateSchema = z
  .object({
    ...fields,
    minSubtotal: fields.minSubtotal.default(0 as Rupees),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    productIds: fields.productIds.default([]),
    categories: fields.categories.default([]),
    dealIds: fields.dealIds.default([]),
    active: fields.active.default(true),
  })
  .superRefine((body, context) => {
    const problem = discountValueProblem(body.type, body.value);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
    if (readableDate(body.startsAt) && readableDate(body.endsAt) && !discountWindowIsValid(body.startsAt, body.endsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: discountCodeMessages.endAfterStart });
  })
  .transform((body): DiscountCodeInput => ({ ...body, value: body.type === 'free-delivery' ? null : (body.value ?? null) }));

/** A PUT: the fields to change (the rest stay) and the version the form was opened on (decision 025). */
export type DiscountCodeUpdate = Partial<DiscountCodeInput> & { version?: number | undefined };

export const discountCodeUpdateSchema = z
  .object({
    code: fields.code.optional(),
    type: fields.type.optional(),
    value: fields.value,
    minSubtotal: fields.minSubtotal.optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
    maxUses: fields.maxUses.optional(),
    maxUsesPerCustomer: fields.maxUsesPerCustomer.optional(),
    productIds: fields.productIds.optional(),
    categories: fields.categories.optional(),
    dealIds: fields.dealIds.optional(),
    active: fields.active.optional(),
    ...editVersionField,
  })
  .transform((raw, context): DiscountCodeUpdate => {
    const changes = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)) as DiscountCodeUpdate;
    if (!changesSomething(changes)) {
      context.addIssue({ code: 'custom', message: productMessages.nothingToChange });
      return z.NEVER;
    }
    return changes;
  });

export const discountCodeListQuery = z.object({
  q: optionalText('q', 100).optional(),
  ...paginationQuery,
});

/** docs/product.md §7: the shopper's "apply code" body; phone and city are the checkout form's, when filled in. */
export const applyDiscountCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter a discount code' })
    .max(DISCOUNT_CODE_MAX_LENGTH + 20, 'Please enter a discount code as the shop gave it')
    .transform(normaliseDiscountCode)
    .refine((code) => code.length > 0, 'Please enter a discount code'),
  phone: z
    .string({ error: addressMessages.phone })
    .max(40, addressMessages.phone)
    .transform((phone, context) => {
      const national = pakistaniMobile(phone);
      if (national) return national;
      context.addIssue({ code: 'custom', message: addressMessages.phone });
      return z.NEVER;
    })
    .optional(),
  city: z.string().max(80).optional(),
});
