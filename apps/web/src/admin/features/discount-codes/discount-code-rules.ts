import { formatRupees, rupees } from '@shop/core/shared/money';
import { formatShopDateTime } from '../../lib/shop-time';
import type { AdminDiscountCode } from './api/list-discount-codes';

export type DiscountCodeState = 'active' | 'paused' | 'scheduled' | 'ended' | 'used-up';

type CodeTerms = Pick<AdminDiscountCode, 'type' | 'value'>;
type CodeLife = Pick<AdminDiscountCode, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>;

/**
 * Where a code stands for a shopper typing it now. An end or a use limit reached is final, so it wins
 * over Paused, which the owner can undo; a paused code that has not started yet shows as Paused too,
 * since it will not start by itself.
 */
export function discountCodeState(code: CodeLife, now: Date): DiscountCodeState {
  if (code.endsAt !== null && new Date(code.endsAt).getTime() <= now.getTime()) return 'ended';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  if (!code.active) return 'paused';
  if (code.startsAt !== null && new Date(code.startsAt).getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

const stateLabels: Record<DiscountCodeState, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  ended: 'Ended',
  'used-up': 'Used up',
};

/** 'Active', 'Used up'. */
export function discountCodeStateLabel(state: DiscountCodeState): string {
  return stateLabels[state];
}

/** When a scheduled code starts, '1-Dec-2026, 9:00 am' in shop time; null in any other state. */
export function discountCodeStart(code: CodeLife, state: DiscountCodeState): string | null {
  return state === 'scheduled' && code.startsAt !== null ? formatShopDateTime(code.startsAt) : null;
}

/** '20% off', 'Rs. 500.00 off', 'Free delivery'. */
export function discountCodeOffer({ type, value }: CodeTerms): string {
  if (type === 'free-delivery') return 'Free delivery';
  if (type === 'percent') return `${value ?? 0}% off`;
  return `${formatRupees(rupees(value ?? 0))} off`;
}

/** '12 of 100 uses', '1 use'. */
export function discountCodeUses({ uses, maxUses }: Pick<AdminDiscountCode, 'uses' | 'maxUses'>): string {
  if (maxUses !== null) return `${uses} of ${maxUses} uses`;
  return uses === 1 ? '1 use' : `${uses} uses`;
}
