import { z } from '../shared/zod';
import { deliverySettingsDtoSchema } from './dtos';

/** docs/product.md §3 Delivery settings as the owner edits them: the public charge and threshold, and the couriers. */
export const adminDeliverySettingsDtoSchema = deliverySettingsDtoSchema.extend({
  couriers: z.array(z.object({ name: z.string(), trackingUrlTemplate: z.string().nullable() })),
});

export type AdminDeliverySettingsDto = z.infer<typeof adminDeliverySettingsDtoSchema>;
