import type { createAdminBlock } from '@shop/core/trust/admin-contract';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { BlockReasonField, blockReasonRules } from '../../../components/block-reason-field';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-fields';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateBlock } from '../api/create-block';

interface AddBlockValues {
  kind: 'phone' | 'email';
  value: string;
  reason: string;
}

const blockFields = ['value', 'reason'] as const;

const valueFields = {
  phone: { label: 'Phone number', type: 'tel', inputMode: 'tel', hint: 'A Pakistani mobile, e.g. 03001234567.', missing: 'Write the phone number' },
  email: { label: 'Email', type: 'email', inputMode: 'email', hint: "The email of the customer's account.", missing: 'Write the email' },
} as const;

/**
 * Blocks a phone number or an account's email the owner knows without an order at hand (an account is
 * blocked from one of its orders). The server's refusals of the number or email go under it.
 */
export function AddBlockForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const create = useCreateBlock();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddBlockValues>({ defaultValues: { kind: 'phone', value: '', reason: '' } });
  const field = valueFields[watch('kind')];

  const { onSubmit, formError } = useSaveForm(
    handleSubmit,
    async ({ kind, value, reason }) => {
      const target = kind === 'phone' ? { phone: value.trim() } : { email: value.trim() };
      const answer = await create.mutateAsync({ ...target, reason: reason.trim() });
      toast.success(answer.message);
      onDone();
    },
    (error) => {
      // Nobody ordered with that number or has that email, or it is blocked already: both are about the value typed.
      if (hasErrorCode<typeof createAdminBlock>(error, 'BLOCK_TARGET_UNKNOWN') || hasErrorCode<typeof createAdminBlock>(error, 'ALREADY_BLOCKED')) {
        setError('value', { type: 'server', message: error.message }, { shouldFocus: true });
        return null;
      }
      return showServerErrors(error, setError, blockFields, { phone: 'value', email: 'value' });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Block a phone number or email" className="space-y-4">
      <SelectField label="Block" {...register('kind', { onChange: () => clearErrors('value') })}>
        <option value="phone">A phone number</option>
        <option value="email">An email</option>
      </SelectField>
      <TextField
        label={field.label}
        type={field.type}
        inputMode={field.inputMode}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={field.hint}
        error={errors.value?.message}
        {...register('value', { validate: (value) => value.trim() !== '' || field.missing })}
      />
      <BlockReasonField error={errors.reason?.message} registration={register('reason', blockReasonRules)} />
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
          {isSubmitting ? 'Blocking…' : 'Block'}
        </button>
      </div>
    </form>
  );
}
