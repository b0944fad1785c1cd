import type { applyPayout as applyPayoutEndpoint } from '@shop/core/couriers/admin-contract';
import type { PayoutLineDto } from '@shop/core/couriers/admin-dtos';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { CheckboxField } from '../../../components/form-fields';
import { FormAlert } from '../../../components/form-alert';
import { courierPayoutPath, courierPayoutsPath } from '../../../lib/console-paths';
import { useApplyPayout } from '../api/apply-payout';
import type { PayoutPreview } from '../api/preview-payout';
import type { AppliedPayoutState } from '../applied-payout-state';
import { PayoutLines } from './payout-lines';
import { PayoutTotals } from './payout-totals';

interface ReturnChoice {
  mark: boolean;
  restock: boolean;
}

/** Every offer starts accepted: the courier says the parcel was delivered, or came back whole. */
const deliveryOffers = (lines: readonly PayoutLineDto[]): Record<string, boolean> =>
  Object.fromEntries(lines.filter((line) => line.match === 'not-delivered').map((line) => [line.trackingNumber, true]));

const returnOffers = (lines: readonly PayoutLineDto[]): Record<string, ReturnChoice> =>
  Object.fromEntries(lines.filter((line) => line.match === 'returned').map((line) => [line.trackingNumber, { mark: true, restock: true }]));

/** The refusals after which applying this preview again cannot help: it was applied, or pays nothing. */
function isSettled(error: unknown): boolean {
  return (
    hasErrorCode<typeof applyPayoutEndpoint>(error, 'PAYOUT_ALREADY_APPLIED') || hasErrorCode<typeof applyPayoutEndpoint>(error, 'PAYOUT_NOTHING_TO_APPLY')
  );
}

/**
 * The preview of a payout before anything is saved: its totals, its lines by match, and the offers on
 * the lines whose order should move (Delivered, Returned). Apply saves it all at once and opens the payout.
 */
export function PayoutPreviewView({ preview, onStartAgain }: { preview: PayoutPreview; onStartAgain: () => void }) {
  const navigate = useNavigate();
  const apply = useApplyPayout();
  const [deliver, setDeliver] = useState(() => deliveryOffers(preview.lines));
  const [returns, setReturns] = useState(() => returnOffers(preview.lines));
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The form that asked for the preview is hidden now: the keyboard carries on from the preview's word.
  useEffect(() => messageRef.current?.focus(), []);

  const submit = () => {
    apply.mutate(
      {
        previewId: preview.previewId,
        markDelivered: Object.keys(deliver).filter((trackingNumber) => deliver[trackingNumber]),
        markReturned: Object.entries(returns)
          .filter(([, choice]) => choice.mark)
          .map(([trackingNumber, choice]) => ({ trackingNumber, restock: choice.restock })),
      },
      {
        onSuccess: (answer) => {
          const state: AppliedPayoutState = { message: answer.message };
          void navigate(courierPayoutPath(answer.payout._id), { state });
        },
      },
    );
  };

  const offerFor = (line: PayoutLineDto) => {
    if (line.match === 'not-delivered') {
      return (
        <CheckboxField
          label="Mark Delivered"
          hint="The order moves to Delivered with this payout."
          checked={deliver[line.trackingNumber] ?? false}
          onChange={(event) => setDeliver((current) => ({ ...current, [line.trackingNumber]: event.target.checked }))}
          className="border-t border-linen pt-2"
        />
      );
    }
    if (line.match === 'returned') {
      const choice = returns[line.trackingNumber] ?? { mark: false, restock: false };
      const change = (next: Partial<ReturnChoice>) => setReturns((current) => ({ ...current, [line.trackingNumber]: { ...choice, ...next } }));
      return (
        <div className="border-t border-linen pt-2">
          <CheckboxField label="Mark Returned" checked={choice.mark} onChange={(event) => change({ mark: event.target.checked })} />
          <CheckboxField
            label="Put items back in stock"
            hint="Untick when the items came back damaged."
            checked={choice.restock}
            disabled={!choice.mark}
            onChange={(event) => change({ restock: event.target.checked })}
            className="pl-8"
          />
        </div>
      );
    }
    return null;
  };

  const settled = apply.isError && isSettled(apply.error);
  const expired = hasErrorCode<typeof applyPayoutEndpoint>(apply.error, 'PAYOUT_PREVIEW_NOT_FOUND');

  return (
    <div className="space-y-5">
      <p ref={messageRef} tabIndex={-1} role="status" className="break-words rounded-2xl border border-leaf-200 bg-leaf-50 px-4 py-3 text-sm text-ink">
        {preview.message}
      </p>
      <section aria-labelledby="preview-totals" className="space-y-3">
        <h2 id="preview-totals" className="text-lg text-ink">
          Payout from {preview.courier}: {preview.totals.lines === 1 ? '1 line' : `${preview.totals.lines} lines`}
        </h2>
        <PayoutTotals totals={preview.totals} />
      </section>
      <section aria-labelledby="preview-lines" className="space-y-3">
        <h2 id="preview-lines" className="text-lg text-ink">
          Lines
        </h2>
        <PayoutLines lines={preview.lines} offerFor={offerFor} />
      </section>
      <div className="space-y-3 rounded-2xl border border-linen bg-white p-4">
        <p className="text-sm text-muted">Nothing is saved until you apply the payout. It is applied whole, in one go.</p>
        <FormAlert message={apply.isError ? apply.error.message : null} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {settled ? (
            <Link to={courierPayoutsPath} className={buttonClass.primary}>
              See the payouts
            </Link>
          ) : (
            <button type="button" onClick={submit} disabled={apply.isPending || expired} className={buttonClass.primary}>
              {apply.isPending ? 'Applying…' : 'Apply payout'}
            </button>
          )}
          <button type="button" onClick={onStartAgain} disabled={apply.isPending} className={buttonClass.secondary}>
            {expired ? 'Check it again' : 'Change the payout'}
          </button>
        </div>
      </div>
    </div>
  );
}
