import { z } from '../shared/zod';
import { requiredText } from '../shared/admin-field-schemas';
import { MAX_DELIVERY_DAYS } from './delivery';
import { DELIVERY_ATTEMPT_NOTE_MAX_LENGTH, deliveryAttemptReasons, ORDER_NOTE_MAX_LENGTH, orderCallOutcomes } from './parcel-story';

export const courierSchema = z.object({
  name: requiredText('name', 40),
  trackingUrlTemplate: z
    .string({ error: 'trackingUrlTemplate must be text or null' })
    .trim()
    .max(300, 'trackingUrlTemplate can be at most 300 characters long')
    .refine(
      (template) => template === '' || (/^https?:\/\/[^\s]+$/.test(template) && template.includes('{tracking}')),
      'trackingUrlTemplate must be an http(s) link with {tracking} where the tracking number goes, e.g. https://example.pk/track?cn={tracking}',
    )
    .nullish()
    .transform((template) => template || null),
});

/** The couriers of the delivery settings: at least one, each name once (docs/product.md §3). */
export const couriersSchema = z
  .array(courierSchema, { error: 'couriers must be a list' })
  .min(1, 'couriers must name at least one courier')
  .max(30, 'couriers can hold at most 30 couriers')
  .superRefine((couriers, context) => {
    const seen = new Set<string>();
    for (const [index, courier] of couriers.entries()) {
      const key = courier.name.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: `couriers: ${courier.name} is listed twice` });
      seen.add(key);
    }
  });

const deliveryDayCount = (name: 'min' | 'max') =>
  z
    .number({ error: `deliveryDays.${name} must be a number of working days` })
    .int(`deliveryDays.${name} must be a whole number of working days`)
    .min(1, `deliveryDays.${name} must be at least 1 working day`)
    .max(MAX_DELIVERY_DAYS, `deliveryDays.${name} can be at most ${MAX_DELIVERY_DAYS} working days`);

/** The delivery time promised to customers, in working days (docs/product.md §3 Delivery settings). */
export const deliveryDaysSchema = z
  .object({ min: deliveryDayCount('min'), max: deliveryDayCount('max') }, { error: 'deliveryDays must be { min, max }' })
  .refine((days) => days.min <= days.max, { message: 'The longest delivery time cannot be shorter than the shortest', path: ['max'] });

const noteText = (max: number, field: string) => z.string().trim().max(max, `${field} must be at most ${max} characters`);

export const deliveryAttemptBody = z.object({
  reason: z.enum(deliveryAttemptReasons, { error: `reason must be one of ${deliveryAttemptReasons.join(', ')}` }),
  note: noteText(DELIVERY_ATTEMPT_NOTE_MAX_LENGTH, 'note').optional(),
});
export type DeliveryAttemptRequest = z.infer<typeof deliveryAttemptBody>;

/** A note, a call, or a call with what was said: a call may come without text, a plain note may not. */
export const orderNoteBody = z
  .object({
    text: noteText(ORDER_NOTE_MAX_LENGTH, 'text').default(''),
    call: z.enum(orderCallOutcomes, { error: `call must be one of ${orderCallOutcomes.join(', ')}` }).optional(),
  })
  .refine((note) => note.call !== undefined || note.text.length > 0, { message: 'text is required for a note that is not a call', path: ['text'] });
export type OrderNoteRequest = z.infer<typeof orderNoteBody>;
