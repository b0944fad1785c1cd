/**
 * docs/product.md §4 Discount codes: what a code takes off an order, and why it does not apply. Pure
 * and zod-free, so the server's placing transaction, the cart's preview and the console read one rule.
 * Money in integer paisa.
 */

import { formatMoney, paisa, type Paisa } from '../shared/money';

export const discountCodeTypes = ['percent', 'fixed', 'free-delivery'] as const;
export type DiscountCodeType = (typeof discountCodeTypes)[number];

/** Letters, digits, '-' and '_', 3 to 30 of them: what fits on a poster and in a WhatsApp status. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const DISCOUNT_CODE_MAX_LENGTH = 30;
/** The most uses a code or a customer may be given: anything larger is a typo for "no limit". */
export const DISCOUNT_CODE_USES_MAX = 1_000_000;
/** Restrictions name at most this many products, categories or deals. */
export const DISCOUNT_CODE_TARGETS_MAX = 200;

/** How many codes one client may try in the window: enough for typos, far too few to guess a code. */
export const DISCOUNT_CODE_TRIES_PER_CLIENT = 30;
export const DISCOUNT_CODE_TRIES_WINDOW_MINUTES = 10;

/** Codes are case-insensitive: 'eid20 ' is EID20. Only ASCII is upper-cased, so no locale can change a code. */
export function normaliseDiscountCode(text: string): string {
  return text.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

export const discountCodeErrorCodes = {
  unknown: 'DISCOUNT_CODE_UNKNOWN',
  notStarted: 'DISCOUNT_CODE_NOT_STARTED',
  ended: 'DISCOUNT_CODE_ENDED',
  usedUp: 'DISCOUNT_CODE_USED_UP',
  alreadyUsed: 'DISCOUNT_CODE_ALREADY_USED',
  minimumNotReached: 'DISCOUNT_CODE_MINIMUM_NOT_REACHED',
  notApplicable: 'DISCOUNT_CODE_NOT_APPLICABLE',
  /** The console's: another code already has this text (whatever its case). */
  taken: 'DISCOUNT_CODE_TAKEN',
  /** The console's: no code with this id. */
  notFound: 'DISCOUNT_CODE_NOT_FOUND',
} as const;

/** The refusals a shopper can get, all 409 but the unknown code's 404. */
export const discountRefusalCodes = [
  discountCodeErrorCodes.notStarted,
  discountCodeErrorCodes.ended,
  discountCodeErrorCodes.usedUp,
  discountCodeErrorCodes.alreadyUsed,
  discountCodeErrorCodes.minimumNotReached,
  discountCodeErrorCodes.notApplicable,
] as const;

/** A code as the rules read it (the database's row, in paisa). */
export interface DiscountCodeRule {
  code: string;
  type: DiscountCodeType;
  /** 1 to 100, for `percent`. */
  percentOff: number | null;
  /** For `fixed`. */
  amountOff: Paisa | null;
  /** 0: no minimum. */
  minSubtotal: Paisa;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  productIds: readonly string[];
  categories: readonly string[];
  dealIds: readonly string[];
  active: boolean;
}

/** One line of the order as priced before the code: a product's or a deal's, with what it costs in all. */
export interface DiscountableLine {
  kind: 'product' | 'deal';
  id: string;
  category: string;
  amount: Paisa;
}

/** The code's live uses: every order that carries it and was not cancelled or returned. */
export interface DiscountCodeUses {
  total: number;
  /** Of them, the orders of this account or this phone number. */
  byCustomer: number;
}

export type DiscountRefusalCode = (typeof discountRefusalCodes)[number] | typeof discountCodeErrorCodes.unknown;

export interface DiscountRefusal {
  status: 404 | 409;
  code: DiscountRefusalCode;
  message: string;
  /** With MINIMUM_NOT_REACHED: the minimum and what is missing. */
  minimum?: { minSubtotal: Paisa; amountLeft: Paisa };
}

export interface DiscountGranted {
  code: string;
  /** Taken off the products; 0 for a free-delivery code. */
  discount: Paisa;
  freeDelivery: boolean;
}

export type DiscountVerdict = { granted: DiscountGranted } | { refused: DiscountRefusal };

/** The shopper's wording of an instant on the shop's clock: '1 Dec 2026, 9:00 am'. */
export function shopMoment(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
    .format(instant)
    .replace(/\b(AM|PM)\b/i, (half) => half.toLowerCase());
}

export function unknownDiscountCode(): DiscountRefusal {
  return { status: 404, code: discountCodeErrorCodes.unknown, message: 'We do not have that discount code. Please check the spelling and try again.' };
}

function isRestricted(rule: DiscountCodeRule): boolean {
  return rule.productIds.length > 0 || rule.categories.length > 0 || rule.dealIds.length > 0;
}

/** The lines a code takes its discount from: all of them, or those it names (a product, its category, a deal, a deal's category). */
export function linesTheCodeCovers(rule: DiscountCodeRule, lines: readonly DiscountableLine[]): DiscountableLine[] {
  if (!isRestricted(rule)) return [...lines];
  const categories = new Set(rule.categories.map((category) => category.toLowerCase()));
  return lines.filter(
    (line) => categories.has(line.category.toLowerCase()) || (line.kind === 'product' ? rule.productIds.includes(line.id) : rule.dealIds.includes(line.id)),
  );
}

/** A percentage of an amount in paisa, rounded half up, computed once for the whole order. */
export function percentOf(amount: Paisa, percent: number): Paisa {
  return paisa(Math.floor((amount * percent + 50) / 100));
}

/**
 * docs/product.md §4 Discount codes, in the order a shopper can act on: the code is on and in its dates,
 * has uses left for the shop and for this customer, the subtotal (after product and deal prices) reaches
 * its minimum, and something in the order is what it is for. Then its discount: a percentage of the
 * lines it covers, or its amount up to what they cost, or free delivery.
 */
export function judgeDiscountCode(
  rule: DiscountCodeRule,
  order: { lines: readonly DiscountableLine[]; subtotal: Paisa; uses: DiscountCodeUses; now: Date; timeZone: string },
): DiscountVerdict {
  const refuse = (code: DiscountRefusal['code'], message: string, minimum?: DiscountRefusal['minimum']): DiscountVerdict => ({
    refused: { status: 409, code, message, ...(minimum ? { minimum } : {}) },
  });
  const { code } = rule;
  if (!rule.active) return refuse(discountCodeErrorCodes.ended, `The code ${code} is not running at the moment.`);
  if (rule.startsAt && order.now < rule.startsAt)
    return refuse(discountCodeErrorCodes.notStarted, `The code ${code} starts on ${shopMoment(rule.startsAt, order.timeZone)}.`);
  if (rule.endsAt && order.now >= rule.endsAt)
    return refuse(discountCodeErrorCodes.ended, `The code ${code} ended on ${shopMoment(rule.endsAt, order.timeZone)}.`);
  if (rule.maxUses !== null && order.uses.total >= rule.maxUses) return refuse(discountCodeErrorCodes.usedUp, `The code ${code} has been used up.`);
  if (rule.maxUsesPerCustomer !== null && order.uses.byCustomer >= rule.maxUsesPerCustomer) {
    const times = rule.maxUsesPerCustomer === 1 ? 'once' : `${rule.maxUsesPerCustomer} times`;
    return refuse(discountCodeErrorCodes.alreadyUsed, `You have already used the code ${code}: it can be used ${times} per customer.`);
  }
  if (order.subtotal < rule.minSubtotal) {
    const amountLeft = paisa(rule.minSubtotal - order.subtotal);
    return refuse(
      discountCodeErrorCodes.minimumNotReached,
      `The code ${code} is for orders of ${formatMoney(rule.minSubtotal)} or more: add ${formatMoney(amountLeft)} more to use it.`,
      { minSubtotal: rule.minSubtotal, amountLeft },
    );
  }
  const covered = linesTheCodeCovers(rule, order.lines);
  const coveredAmount = covered.reduce((sum, line) => sum + line.amount, 0);
  if (covered.length === 0 || (rule.type !== 'free-delivery' && coveredAmount === 0))
    return refuse(discountCodeErrorCodes.notApplicable, `The code ${code} is not for anything in your cart.`);
  const discount =
    rule.type === 'percent'
      ? percentOf(paisa(coveredAmount), rule.percentOff ?? 0)
      : rule.type === 'fixed'
        ? paisa(Math.min(rule.amountOff ?? 0, coveredAmount))
        : paisa(0);
  return { granted: { code, discount, freeDelivery: rule.type === 'free-delivery' } };
}
