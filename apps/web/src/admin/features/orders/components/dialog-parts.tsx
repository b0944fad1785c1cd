import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/buttons';
import type { OrderMoveBody } from '../api/move-order-status';

/** What a move's dialog is given: the move to send (it rejects with the server's refusal) and how to close. */
export interface MoveDialogProps {
  onMove: (body: OrderMoveBody) => Promise<void>;
  onClose: () => void;
}

/** The dialog's answer and its way out: side by side on a wide screen, stacked for the thumb on a phone. */
export function DialogActions({ onClose, closeLabel, children }: { onClose: () => void; closeLabel: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onClose} className={buttonClass.secondary}>
        {closeLabel}
      </button>
      {children}
    </div>
  );
}
