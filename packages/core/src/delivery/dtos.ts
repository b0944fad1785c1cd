import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';

export const deliverySettingsDtoSchema = z.object({
  mode: z.literal('fixed'),
  fixedCharge: rupeesSchema,
  freeDeliveryAbove: rupeesSchema,
  /** Working days after confirmation, as the confirmation page promises them. */
  deliveryDays: z.object({ min: z.number(), max: z.number() }),
});

export type DeliverySettingsDto = z.infer<typeof deliverySettingsDtoSchema>;
