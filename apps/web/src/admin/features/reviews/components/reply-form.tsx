import { REPLY_TEXT_MAX } from '@shop/core/reviews/admin-schemas';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../components/form-fields';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';

interface ReplyFormProps {
  initial: string;
  submitLabel: string;
  /** Resolves once the reply is saved; rejects with the API's error, shown under the text. */
  onSubmit: (content: string) => Promise<void>;
  onCancel: () => void;
}

/** The shop's reply to one review: its text, then Post reply (or Save reply) and Cancel. */
export function ReplyForm({ initial, submitLabel, onSubmit, onCancel }: ReplyFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { content: initial } });

  const { onSubmit: submit, formError } = useSaveForm(
    handleSubmit,
    ({ content }) => onSubmit(content),
    (error) => showServerErrors(error, setError, ['content']),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <TextAreaField label="Your reply" rows={3} maxLength={REPLY_TEXT_MAX} autoFocus error={errors.content?.message} {...register('content')} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
