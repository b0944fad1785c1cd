import type { DealPhase } from '@shop/core/deals/deal-visibility';
import { dealStateLabels } from '../deal-rules';

const stateClass: Record<DealPhase, string> = {
  live: 'bg-leaf-700 text-white',
  upcoming: 'bg-amber-100 text-amber-900',
  ended: 'bg-sand text-muted',
  draft: 'border border-linen bg-white text-ink',
};

export function DealStateBadge({ state }: { state: DealPhase }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateClass[state]}`}>{dealStateLabels[state]}</span>
  );
}
