import { CANCEL_REASON_MAX, cancellationReasonToSend, OTHER_CANCELLATION_REASON } from '@shop/core/orders/cancellation';
import { orderMessages } from '@shop/core/orders/order-messages';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { cancelFailedMessage, useCancelOrder } from '../api/cancel-order';
import { useCancellationReasons } from '../api/get-cancellation-reasons';

interface CancelOrderDialogProps {
  orderId: string;
  onClose: () => void;
  /** Called after the server has cancelled the order (the toast is already shown). */
  onCancelled: () => void;
}

const fieldClass =
  'w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-leaf-700 disabled:bg-sand sm:text-sm';

/** docs/product.md §2 My Orders, cancel dialog, and §5 Cancellation: a required reason, free text for Other. */
export function CancelOrderDialog({ orderId, onClose, onCancelled }: CancelOrderDialogProps) {
  const { reasons } = useCancellationReasons();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [otherText, setOtherText] = useState('');
  const [otherTouched, setOtherTouched] = useState(false);
  const selectId = useId();
  const otherId = useId();
  const counterId = useId();
  const otherErrorId = useId();

  const isOther = reason === OTHER_CANCELLATION_REASON;
  const toSend = cancellationReasonToSend(reason, otherText);
  const busy = cancel.isPending;
  const showOtherError = isOther && otherTouched && otherText.trim() === '';

  // Keep Order and Escape must not walk away from a cancellation the server is already carrying out.
  const close = () => {
    if (!busy) onClose();
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (toSend === null || busy) return;
    try {
      const message = await cancel.mutateAsync({ orderId, cancellationReason: toSend });
      toast.success(message);
      onCancelled();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : cancelFailedMessage);
    }
  }

  return (
    <ModalDialog title="Cancel Order" onClose={close} size="sm">
      <p className="text-sm text-ink">Are you sure you want to cancel this order? This action cannot be undone.</p>
      <form onSubmit={confirm} noValidate className="mt-5 space-y-4">
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
            Reason for cancellation *
          </label>
          <select
            id={selectId}
            required
            value={reason}
            disabled={reasons === null || busy}
            onChange={(event) => setReason(event.target.value)}
            className={fieldClass}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {(reasons ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>

        {isOther ? (
          <div>
            <label htmlFor={otherId} className="mb-1.5 block text-sm font-medium text-ink">
              Please specify reason *
            </label>
            <textarea
              id={otherId}
              required
              rows={4}
              maxLength={CANCEL_REASON_MAX}
              value={otherText}
              disabled={busy}
              onChange={(event) => setOtherText(event.target.value)}
              onBlur={() => setOtherTouched(true)}
              aria-invalid={showOtherError ? true : undefined}
              aria-describedby={showOtherError ? `${otherErrorId} ${counterId}` : counterId}
              className={`${fieldClass} resize-y`}
            />
            <div className="mt-1.5 flex justify-between gap-4 text-xs">
              <p id={otherErrorId} className="text-red-700">
                {showOtherError ? orderMessages.reasonRequired : null}
              </p>
              <p id={counterId} className="shrink-0 text-muted tabular-nums">
                {otherText.length}/{CANCEL_REASON_MAX} characters
              </p>
            </div>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={close}
            aria-disabled={busy || undefined}
            className="rounded-full border border-linen bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-sand aria-disabled:opacity-60"
          >
            Keep Order
          </button>
          <button
            type="submit"
            // Busy stays focusable (aria-disabled): a disabled button would drop the focus out of the dialog.
            disabled={toSend === null}
            aria-disabled={busy || undefined}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait"
          >
            {busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                Cancelling...
              </>
            ) : (
              'Confirm Cancellation'
            )}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
