import { formatMoney, type Paisa } from '@shop/core/shared/money';
import { useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { DialogActions, type MoveDialogProps } from './dialog-parts';

/** Delivered means the cash was collected (decision 012): the owner confirms the amount before saying so. */
export function DeliverDialog({ orderNumber, amountPaisa, onMove, onClose }: MoveDialogProps & { orderNumber: string; amountPaisa: Paisa }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setFormError(null);
    setSending(true);
    try {
      await onMove({ status: 'Delivered' });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'The order could not be marked delivered.');
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalDialog title={`Order #${orderNumber} delivered?`} size="sm" onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-ink">Mark it delivered once the courier has collected the cash:</p>
        <p className="rounded-xl bg-leaf-50 px-4 py-3 text-center">
          <span className="block text-xs font-semibold uppercase tracking-[0.12em] text-leaf-800">Cash collected</span>
          <span className="block text-2xl font-semibold text-ink tabular-nums">{formatMoney(amountPaisa)}</span>
        </p>
        <FormAlert message={formError} />
        <DialogActions onClose={onClose} closeLabel="Not yet">
          <button type="button" onClick={() => void confirm()} disabled={sending} className={buttonClass.primary}>
            Delivered, cash collected
          </button>
        </DialogActions>
      </div>
    </ModalDialog>
  );
}
