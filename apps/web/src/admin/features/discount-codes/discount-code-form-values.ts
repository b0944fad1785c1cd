import { discountCodeMessages, discountValueProblem } from '@shop/core/discounts/admin-schemas';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_USES_MAX, normaliseDiscountCode, type DiscountCodeType } from '@shop/core/discounts/discount-codes';
import { rupees, type Rupees } from '@shop/core/shared/money';
import { fromShopInputValue, toShopInputValue } from '../../lib/shop-time';
import type { DiscountCodeCreateBody } from './api/create-discount-code';
import type { AdminDiscountCode } from './api/list-discount-codes';
import type { DiscountCodeChangesBody } from './api/update-discount-code';

/**
 * What the owner types, kept as typed: numbers and times stay text until Save, so a refused save gives
 * back exactly what was there. The names are the API's, so its 400s land on the right field.
 */
export interface DiscountCodeFormValues {
  code: string;
  type: DiscountCodeType;
  /** A percentage or rupees, by `type`; not sent for free delivery. */
  value: string;
  /** Rupees; empty for no minimum. */
  minSubtotal: string;
  /** datetime-local values in shop time; empty for no limit. */
  startsAt: string;
  endsAt: string;
  /** Empty for no limit. */
  maxUses: string;
  maxUsesPerCustomer: string;
  productIds: string[];
  categories: string[];
  dealIds: string[];
  active: boolean;
}

export const discountCodeFormFields = [
  'code',
  'type',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'productIds',
  'categories',
  'dealIds',
  'active',
] as const satisfies readonly (keyof DiscountCodeFormValues)[];

export const newDiscountCodeValues: DiscountCodeFormValues = {
  code: '',
  type: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  productIds: [],
  categories: [],
  dealIds: [],
  active: true,
};

const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

export function discountCodeFormValues(code: AdminDiscountCode): DiscountCodeFormValues {
  return {
    code: code.code,
    type: code.type,
    value: code.value === null ? '' : String(code.value),
    minSubtotal: code.minSubtotal === 0 ? '' : String(code.minSubtotal),
    startsAt: toShopInputValue(code.startsAt),
    endsAt: toShopInputValue(code.endsAt),
    maxUses: limitText(code.maxUses),
    maxUsesPerCustomer: limitText(code.maxUsesPerCustomer),
    productIds: code.productIds,
    categories: code.categories,
    dealIds: code.dealIds,
    active: code.active,
  };
}

/** Rupees with at most two decimals ('500', '499.50'), or null for anything else. */
function parseRupees(text: string): Rupees | null {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? rupees(Number(trimmed)) : null;
}

/** A number the owner typed ('20', '12.5'), or null when it is not one; the rules then say what is wrong with it. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

type LimitField = 'maxUses' | 'maxUsesPerCustomer';

/** Empty is no limit (null); a whole number in range is the limit; anything else is undefined. */
function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const limit = Number(trimmed);
  return /^\d+$/.test(trimmed) && limit >= 1 && limit <= DISCOUNT_CODE_USES_MAX ? limit : undefined;
}

/** A field the form's own checks refused, with the server's message for it. */
export interface FieldProblem {
  field: keyof DiscountCodeFormValues;
  message: string;
}

/** The body the form's values make: a new code's whole POST, and what an existing code's PUT picks its changes from. */
export type CodeFields = Required<Omit<DiscountCodeCreateBody, 'value'>> & { value: number | null };

/**
 * The values as the API takes them, or the fields whose text the server would refuse, each with the
 * server's own message: the code in upper case, the value read by the type, times in shop time.
 */
export function readDiscountCodeForm(values: DiscountCodeFormValues): { fields: CodeFields } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const code = normaliseDiscountCode(values.code);
  if (!DISCOUNT_CODE_PATTERN.test(code)) problems.push({ field: 'code', message: discountCodeMessages.code });
  const value = values.type === 'free-delivery' ? null : parseNumber(values.value);
  const valueProblem = discountValueProblem(values.type, value);
  if (valueProblem) problems.push({ field: 'value', message: valueProblem });
  const minSubtotal = values.minSubtotal.trim() === '' ? rupees(0) : parseRupees(values.minSubtotal);
  if (minSubtotal === null) problems.push({ field: 'minSubtotal', message: 'Enter the minimum subtotal in rupees, such as 2000, or leave it empty' });
  const startsAt = fromShopInputValue(values.startsAt);
  const endsAt = fromShopInputValue(values.endsAt);
  if (startsAt !== null && endsAt !== null && new Date(startsAt).getTime() >= new Date(endsAt).getTime())
    problems.push({ field: 'endsAt', message: discountCodeMessages.endAfterStart });
  const limits = { maxUses: parseLimit(values.maxUses), maxUsesPerCustomer: parseLimit(values.maxUsesPerCustomer) };
  for (const field of ['maxUses', 'maxUsesPerCustomer'] as const satisfies readonly LimitField[])
    if (limits[field] === undefined) problems.push({ field, message: discountCodeMessages.uses(field) });
  if (problems.length > 0 || minSubtotal === null || limits.maxUses === undefined || limits.maxUsesPerCustomer === undefined) return { problems };
  return {
    fields: {
      code,
      type: values.type,
      value,
      minSubtotal,
      startsAt,
      endsAt,
      maxUses: limits.maxUses,
      maxUsesPerCustomer: limits.maxUsesPerCustomer,
      productIds: values.productIds,
      categories: values.categories,
      dealIds: values.dealIds,
      active: values.active,
    },
  };
}

/**
 * Only what the owner changed goes in the PUT: a date she did not touch is not rounded to the minute
 * the input shows, and the audit log names only what she changed.
 */
export function discountCodeChanges(saved: DiscountCodeFormValues, fields: CodeFields): Omit<DiscountCodeChangesBody, 'version'> {
  const before = readDiscountCodeForm(saved);
  if (!('fields' in before)) return fields;
  const changed = (Object.keys(fields) as (keyof CodeFields)[]).filter((key) => JSON.stringify(before.fields[key]) !== JSON.stringify(fields[key]));
  return Object.fromEntries(changed.map((key) => [key, fields[key]]));
}
