import { z } from '../shared/zod';
import { pakistaniMobile } from '../orders/order-schemas';

export const BLOCK_REASON_MAX = 300;

/** POST /api/admin/blocks: exactly one of phone, email or userId, with the owner's reason. */
export const blockBody = z
  .object({
    phone: z
      .string({ error: 'phone must be text' })
      .trim()
      .max(40, 'phone must be a Pakistani mobile number, e.g. 03001234567')
      .transform((phone, context) => {
        const national = pakistaniMobile(phone);
        if (national) return national;
        context.addIssue({ code: 'custom', message: 'phone must be a Pakistani mobile number, e.g. 03001234567' });
        return z.NEVER;
      })
      .optional(),
    email: z
      .string({ error: 'email must be text' })
      .trim()
      .max(254, 'email must be an email address')
      .email('email must be an email address')
      .transform((email) => email.toLowerCase())
      .optional(),
    userId: z.string({ error: 'userId must be text' }).trim().min(1, 'userId must be an account id').max(64, 'userId must be an account id').optional(),
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .min(1, 'reason is required: why is this customer blocked?')
      .max(BLOCK_REASON_MAX, `reason can be at most ${BLOCK_REASON_MAX} characters long`),
  })
  .superRefine((body, context) => {
    const given = (['phone', 'email', 'userId'] as const).filter((field) => body[field] !== undefined);
    if (given.length !== 1)
      context.addIssue({ code: 'custom', path: [given[1] ?? 'phone'], message: 'phone, email or userId: give exactly one of them to block' });
  });

export type BlockInput = z.infer<typeof blockBody>;
