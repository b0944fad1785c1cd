import { z } from '../shared/zod';
import { shopSettingsBody } from './admin-schemas';
import { adminShopSettingsDtoSchema } from './admin-dtos';
import { editConflictError } from '../shared/edit-version';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';

const tag = adminTag('Shop settings');

export const getAdminShopSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/shop-settings',
  summary:
    "The owner's console settings: the low-stock threshold (5 until changed), how long unconfirmed orders hold stock (48 hours) the limits on new customers' orders (2 waiting, Rs. 25,000, 20 units) the hours before a cart left behind gets its reminder (6) and the days a delivery may wait for its courier's payout (14)",
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), settings: adminShopSettingsDtoSchema }) },
});

export const putAdminShopSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/shop-settings',
  summary:
    'Change the shop settings: lowStockThreshold (units, 0 to 100000), unconfirmedHoldHours (0 = never, up to 720), newCustomerOpenOrders, newCustomerMaxOrderRupees, newCustomerMaxOrderUnits (0 = no limit), abandonedCartHours (0 = no reminders, up to 720), courierPayoutDays (1 to 365); those left out keep their value',
  tag,
  auth: 'admin',
  request: { body: shopSettingsBody },
  success: { body: z.object({ success: z.literal(true), message: z.string(), settings: adminShopSettingsDtoSchema }) },
  errors: { 409: editConflictError() },
});
