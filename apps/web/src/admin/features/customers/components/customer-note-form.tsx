import { CUSTOMER_NOTE_MAX } from '@shop/core/customers/customers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-fields';
import { UnsavedWork } from '../../../components/unsaved-work';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { customerQueryOptions, type CustomerDetail } from '../api/get-customer';
import { useSaveCustomerNote } from '../api/save-customer-note';

interface NoteValues {
  note: string;
}

/**
 * The owner's own note on the customer, never shown to them: saved whole with the version it was
 * opened on, so a save after someone else's is refused and what she typed stays (decision 025).
 * Emptying it deletes it.
 */
export function CustomerNoteForm({ customer }: { customer: Pick<CustomerDetail, '_id' | 'note'> }) {
  const saveNote = useSaveCustomerNote();
  const queryClient = useQueryClient();
  // The version the form was opened on, moved on by its own saves only.
  const [version, setVersion] = useState(customer.note?.version);
  const form = useForm<NoteValues>({ defaultValues: { note: customer.note?.text ?? '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError, saved, conflict, clearConflict } = useSaveForm(
    handleSubmit,
    async (values) => {
      const answer = await saveNote.mutateAsync({ id: customer._id, body: { note: values.note, version } });
      setVersion(answer.note?.version);
      reset({ note: answer.note?.text ?? '' });
    },
    (error) => showServerErrors(error, setError, ['note']),
  );

  const loadTheirVersion = async () => {
    const fresh = await queryClient.fetchQuery({ ...customerQueryOptions(customer._id), staleTime: 0 });
    setVersion(fresh.note?.version);
    reset({ note: fresh.note?.text ?? '' });
    clearConflict();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <UnsavedWork form={form} draftName={`customer-note:${customer._id}`} saved={saved} />
      <TextAreaField
        label="Your note"
        hint="Only you see it: how they like to be called, what they buy, anything to remember."
        rows={4}
        maxLength={CUSTOMER_NOTE_MAX}
        error={errors.note?.message}
        {...register('note', { maxLength: { value: CUSTOMER_NOTE_MAX, message: `Keep the note under ${CUSTOMER_NOTE_MAX} characters` } })}
      />
      {customer.note?.updatedBy ? <p className="text-xs text-muted">Last saved by {customer.note.updatedBy}</p> : null}
      <EditConflictNotice conflict={conflict} subject="a note on this customer" onReload={loadTheirVersion} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save note'}
        </button>
        <p role="status" className="text-sm text-leaf-700">
          {saved ? 'Note saved.' : ''}
        </p>
      </div>
    </form>
  );
}
