import type { AdminDiscountCode } from '../api/list-discount-codes';
import { discountCodeStart, discountCodeStateLabel, type DiscountCodeState } from '../discount-code-rules';

const stateClass: Record<DiscountCodeState, string> = {
  active: 'bg-leaf-700 text-white',
  scheduled: 'bg-amber-100 text-amber-900',
  paused: 'border border-linen bg-white text-ink',
  ended: 'bg-sand text-muted',
  'used-up': 'bg-sand text-muted',
};

/** 'Active', 'Used up'; a scheduled code says when it starts beside its badge: 'Scheduled (starts 1-Dec-2026, 9:00 am)'. */
export function DiscountCodeStateBadge({ code, state }: { code: AdminDiscountCode; state: DiscountCodeState }) {
  const start = discountCodeStart(code, state);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
      <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateClass[state]}`}>
        {discountCodeStateLabel(state)}
      </span>
      {start ? <span className="text-xs text-muted">(starts {start})</span> : null}
    </span>
  );
}
