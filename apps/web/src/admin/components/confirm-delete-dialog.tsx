import { useState, type ReactNode } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { buttonClass } from './buttons';
import { FormAlert } from './form-alert';

interface ConfirmDeleteDialogProps {
  title: string;
  /** What goes, and what happens on the storefront. */
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The delete button's words: 'Delete article'. */
  confirmLabel?: string;
  /** Its words while the answer is awaited, for a removal that is not a deletion ('Lifting…'). */
  pendingLabel?: string;
}

/** Asks before anything is deleted; a refusal is shown in the dialog, which stays open. */
export function ConfirmDeleteDialog({ title, children, onConfirm, onClose, confirmLabel = 'Delete', pendingLabel = 'Deleting…' }: ConfirmDeleteDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'It could not be deleted. Please try again.');
      setPending(false);
    }
  };
  return (
    <ModalDialog title={title} onClose={onClose} size="sm">
      <div className="space-y-4 text-sm text-ink">
        <div className="break-words">{children}</div>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass.secondary}>
            Keep it
          </button>
          <button type="button" onClick={() => void confirm()} disabled={pending} className={buttonClass.danger}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
