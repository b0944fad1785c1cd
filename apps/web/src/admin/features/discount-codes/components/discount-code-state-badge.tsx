import type { DiscountCodeState } from '../discount-code-rules';

const stateClass: Record<DiscountCodeState, string> = {
  active: 'bg-leaf-700 text-white',
  scheduled: 'bg-amber-100 text-amber-900',
  paused: 'border border-linen bg-white text-ink',
  ended: 'bg-sand text-muted',
  'used-up': 'bg-sand text-muted',
};

export function DiscountCodeStateBadge({ state, label }: { state: DiscountCodeState; label: string }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateClass[state]}`}>{label}</span>;
}
