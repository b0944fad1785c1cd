import { z } from '../shared/zod';
import { blockKinds, riskLevels, riskReasonCodes } from './customer-trust';

export const customerRiskSchema = z.object({
  level: z.enum(riskLevels),
  reasons: z.array(z.object({ code: z.enum(riskReasonCodes), text: z.string() })),
  history: z.object({ delivered: z.number(), returned: z.number(), cancelled: z.number(), expired: z.number() }),
});

export type CustomerRiskDto = z.infer<typeof customerRiskSchema>;

/** A blocked phone number (national form), account email or account, with the owner's reason. */
export const blockDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(blockKinds),
  /** The phone or email as compared, or the account's id. */
  value: z.string(),
  /** For an account: its name and email, so the list says whom it blocks. */
  account: z.object({ name: z.string(), email: z.string() }).nullable(),
  reason: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Orders of this phone, email or account still open (not delivered, cancelled or returned). */
  openOrders: z.number(),
});

export type BlockDto = z.infer<typeof blockDtoSchema>;
