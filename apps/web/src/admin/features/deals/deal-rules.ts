import type { DealPhase } from '@shop/core/deals/deal-visibility';

/** The console's tabs of deals, one per phase, in the order it shows them. */
export const dealStates = ['live', 'upcoming', 'ended', 'draft'] as const satisfies readonly DealPhase[];

export const dealStateLabels: Record<DealPhase, string> = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended', draft: 'Draft' };
