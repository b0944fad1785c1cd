import { z } from '../shared/zod';

export const deliverySettingsDtoSchema = z.object({
  mode: z.literal('fixed'),
  fixedCharge: z.number(),
  freeDeliveryAbove: z.number(),
  /** Working days after confirmation, as the confirmation page promises them. */
  deliveryDays: z.object({ min: z.number(), max: z.number() }),
});

export type DeliverySettingsDto = z.infer<typeof deliverySettingsDtoSchema>;
