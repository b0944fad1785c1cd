import { BLOCK_REASON_MAX } from '@shop/core/trust/admin-schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from './form-fields';

/** The rules of a block's reason, as the server holds them (core/trust/admin-schemas.ts blockBody). */
export const blockReasonRules = {
  validate: (value: string) => value.trim() !== '' || 'Say why this customer is blocked',
  maxLength: { value: BLOCK_REASON_MAX, message: `At most ${BLOCK_REASON_MAX} characters` },
};

/** Why a customer is blocked: asked wherever the owner blocks one (an order's page, the Blocklist). */
export function BlockReasonField({ error, registration }: { error: string | undefined; registration: UseFormRegisterReturn<'reason'> }) {
  return (
    <TextAreaField
      label="Reason"
      rows={3}
      maxLength={BLOCK_REASON_MAX}
      hint="For the Blocklist: for example, refused two parcels at the door."
      error={error}
      {...registration}
    />
  );
}
