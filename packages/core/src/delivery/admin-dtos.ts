import { z } from '../shared/zod';
import { deliverySettingsDtoSchema } from './dtos';
import { versionDtoSchema } from '../shared/edit-version';

/** docs/product.md §3 Delivery settings as the owner edits them: the public charge and threshold, and the couriers. */
export const adminDeliverySettingsDtoSchema = deliverySettingsDtoSchema.extend({
  couriers: z.array(z.object({ name: z.string(), trackingUrlTemplate: z.string().nullable() })),
  /** Moved on by every save, the original client's POST /api/delivery-settings too (decision 025). */
  version: versionDtoSchema,
});

export type AdminDeliverySettingsDto = z.infer<typeof adminDeliverySettingsDtoSchema>;
