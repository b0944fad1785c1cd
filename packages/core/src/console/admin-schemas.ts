import { z } from '../shared/zod';
import { changesSomething, editVersionField } from '../shared/edit-version';
import { optionalText, paginationQuery, wholeNumber } from '../shared/admin-field-schemas';
import { inRupees } from '../shared/money-schemas';
import { COURIER_PAYOUT_DAYS_MAX } from '../couriers/courier-payouts';

export const auditListQuery = z.object({
  entity: optionalText('entity', 60).optional(),
  entityId: optionalText('entityId', 64).optional(),
  /** Who made the change: the admin's account id, or their email (any case). */
  actor: optionalText('actor', 254).optional(),
  /** What was done, as the entries spell it: create, update, status, stock, delete… */
  action: optionalText('action', 60).optional(),
  ...paginationQuery,
});

/**
 * The owner's console counts a product as low on stock at or below this many units. It is the
 * owner's own warning, apart from the shopper's 'Only n left!' label (stock.ts).
 */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;

export const LOW_STOCK_THRESHOLD_MAX = 100_000;

/** The most hours an order may be held unconfirmed by the setting (30 days); 0 holds it for ever. */
export const UNCONFIRMED_HOLD_HOURS_MAX = 720;

/** docs/product.md §2 Carts that come back: hours a cart waits untouched before its one reminder; 0 sends none. */
export const ABANDONED_CART_HOURS_DEFAULT = 6;

export const ABANDONED_CART_HOURS_MAX = 720;

/**
 * PUT /api/admin/shop-settings: the settings to change; those left out keep their value. The trust limits
 * (customer-trust.ts) take 0 as "no limit" and unconfirmedHoldHours 0 as "hold for ever".
 */
export const shopSettingsBody = z
  .object({
    lowStockThreshold: wholeNumber('lowStockThreshold', 0, LOW_STOCK_THRESHOLD_MAX).optional(),
    unconfirmedHoldHours: wholeNumber('unconfirmedHoldHours', 0, UNCONFIRMED_HOLD_HOURS_MAX).optional(),
    newCustomerOpenOrders: wholeNumber('newCustomerOpenOrders', 0, 100).optional(),
    newCustomerMaxOrderRupees: inRupees(wholeNumber('newCustomerMaxOrderRupees', 0, 10_000_000)).optional(),
    newCustomerMaxOrderUnits: wholeNumber('newCustomerMaxOrderUnits', 0, 10_000).optional(),
    abandonedCartHours: wholeNumber('abandonedCartHours', 0, ABANDONED_CART_HOURS_MAX).optional(),
    courierPayoutDays: wholeNumber('courierPayoutDays', 1, COURIER_PAYOUT_DAYS_MAX).optional(),
    ...editVersionField,
  })
  .refine(changesSomething, {
    message:
      'lowStockThreshold, unconfirmedHoldHours, newCustomerOpenOrders, newCustomerMaxOrderRupees, newCustomerMaxOrderUnits, abandonedCartHours or courierPayoutDays is required',
    path: ['lowStockThreshold'],
  });

export type ShopSettingsInput = z.infer<typeof shopSettingsBody>;

export const uploadFolders = ['banners', 'team', 'journal', 'deals', 'products', 'business'] as const;

export const uploadQuery = z.object({
  folder: z.enum(uploadFolders, { error: `folder must be one of: ${uploadFolders.join(', ')}` }),
});
