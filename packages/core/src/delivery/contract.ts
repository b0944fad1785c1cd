import { z } from '../shared/zod';
import { deliverySettingsDtoSchema } from './dtos';
import { adminDeliverySettingsDtoSchema } from './admin-dtos';
import { couriersSchema, deliveryDaysSchema } from './admin-schemas';
import { rupeesAmountSchema } from '../shared/money-schemas';
import { adminTag } from '../contract/admin-shared';
import { defineEndpoint } from '../contract/endpoint';
import { editConflictError, editVersionField } from '../shared/edit-version';

const tag = 'Delivery';

export const getDeliverySettings = defineEndpoint({
  method: 'GET',
  path: '/api/delivery-settings',
  summary: 'Delivery charge, free-delivery threshold and the delivery time promised, in working days',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), settings: deliverySettingsDtoSchema }) },
});

const deliverySettingsRequestSchema = z.object({
  mode: z.literal('fixed', { error: "mode must be 'fixed'" }).optional().default('fixed'),
  fixedCharge: rupeesAmountSchema,
  freeDeliveryAbove: rupeesAmountSchema,
  /** Left as it is when not sent (the original client's body has no delivery time). */
  deliveryDays: deliveryDaysSchema.optional(),
});

export const updateDeliverySettings = defineEndpoint({
  method: 'POST',
  path: '/api/delivery-settings',
  summary: 'Change the delivery charge (admin only)',
  tag,
  auth: 'admin',
  request: {
    // docs/product.md §7 sends "the settings body": accepted as it is or wrapped in { settings }.
    body: z.union([z.object({ settings: deliverySettingsRequestSchema }).transform((body) => body.settings), deliverySettingsRequestSchema]),
  },
  success: { body: z.object({ success: z.literal(true), settings: deliverySettingsDtoSchema, message: z.string() }) },
});

export const getAdminDeliverySettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/delivery-settings',
  summary: 'Delivery charge, free-delivery threshold and the couriers orders ship with',
  tag: adminTag('Delivery'),
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), settings: adminDeliverySettingsDtoSchema }) },
});

export const putAdminDeliverySettings = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/delivery-settings',
  summary:
    'Replace the delivery settings: charge, threshold, couriers ({ name, trackingUrlTemplate with {tracking} or null }) and, when sent, deliveryDays { min, max }',
  tag: adminTag('Delivery'),
  auth: 'admin',
  request: { body: deliverySettingsRequestSchema.extend({ couriers: couriersSchema, ...editVersionField }) },
  success: { body: z.object({ success: z.literal(true), settings: adminDeliverySettingsDtoSchema, message: z.string() }) },
  errors: { 409: editConflictError() },
});
