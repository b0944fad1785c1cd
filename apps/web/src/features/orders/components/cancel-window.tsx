import { cancellationProgressPercent } from '@shop/core/orders/cancellation';
import { Timer } from 'lucide-react';
import { formatSecondsLeft } from '../order-format';

interface CancelWindowProps {
  secondsLeft: number;
  onCancel: () => void;
}

/** docs/product.md §4 Cancellation window: the time left to cancel, as a countdown and a shrinking bar. */
export function CancelWindow({ secondsLeft, onCancel }: CancelWindowProps) {
  const percent = Math.round(cancellationProgressPercent(secondsLeft));
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-clay/25 bg-clay/5 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm text-ink">
          <Timer aria-hidden="true" className="size-4 shrink-0 text-clay-deep" />
          <span>
            Time left to cancel:{' '}
            <span className="font-semibold tabular-nums" aria-hidden="true">
              {formatSecondsLeft(secondsLeft)}
            </span>
            {/* Words for screen readers, which would otherwise read a new number every second. */}
            <span className="sr-only">about {Math.ceil(secondsLeft / 60)} min</span>
          </span>
        </p>
        <div
          role="progressbar"
          aria-label="Time left to cancel"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% of the cancellation window left`}
          className="mt-2.5 h-1.5 overflow-hidden rounded-full bg-linen"
        >
          <div className="h-full rounded-full bg-clay transition-[width] duration-1000 ease-linear" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <button
        type="button"
        onClick={onCancel}
        className="shrink-0 rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-700 hover:text-white"
      >
        Cancel Order
      </button>
    </div>
  );
}
