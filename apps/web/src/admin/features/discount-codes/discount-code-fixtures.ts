import { rupees } from '@shop/core/shared/money';
import type { DiscountCodeOrder } from './api/get-discount-code';
import type { AdminDiscountCode } from './api/list-discount-codes';

const day = 24 * 60 * 60 * 1000;

/** An ISO instant `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();

export function adminDiscountCode(overrides: Partial<AdminDiscountCode> & Pick<AdminDiscountCode, '_id' | 'code'>): AdminDiscountCode {
  return {
    type: 'percent',
    value: 20,
    minSubtotal: rupees(0),
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    productIds: [],
    categories: [],
    dealIds: [],
    active: true,
    version: 1,
    uses: 0,
    sales: rupees(0),
    discountGiven: rupees(0),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function discountCodeOrder(overrides: Partial<DiscountCodeOrder> & Pick<DiscountCodeOrder, '_id' | 'orderNumber'>): DiscountCodeOrder {
  return {
    status: 'Delivered',
    customerName: 'Ayesha Khan',
    placedAt: '2026-11-25T10:30:00.000Z',
    amount: rupees(2650),
    discount: rupees(600),
    ...overrides,
  };
}
