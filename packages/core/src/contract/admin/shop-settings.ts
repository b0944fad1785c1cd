import { z } from '../../zod';
import { shopSettingsBody } from '../../admin-schemas';
import { shopSettingsDtoSchema } from '../../admin-types';
import { defineEndpoint } from '../endpoint';
import { adminTag } from './shared';

const tag = adminTag('Shop settings');

export const getAdminShopSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/shop-settings',
  summary: "The owner's console settings: the low-stock threshold (5 until changed)",
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), settings: shopSettingsDtoSchema }) },
});

export const putAdminShopSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/shop-settings',
  summary: 'Replace the shop settings ({ lowStockThreshold }: a whole number of units, 0 to 100000)',
  tag,
  auth: 'admin',
  request: { body: shopSettingsBody },
  success: { body: z.object({ success: z.literal(true), message: z.string(), settings: shopSettingsDtoSchema }) },
});
