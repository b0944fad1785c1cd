import { dealPhase, dealWindow, type DealPhase } from '@shop/core/deals/deal-visibility';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { ListSearch } from '../../../components/list-search';
import { EmptyState, QueryView } from '../../../components/query-view';
import { TabLinks } from '../../../components/tab-links';
import { consolePath } from '../../../lib/console-paths';
import { useDeals, type AdminDeal } from '../api/list-deals';
import { DealsList, type DealRow } from '../components/deals-list';
import { dealStateLabels, dealStates } from '../deal-rules';

const isDealState = (value: string | null): value is DealPhase => dealStates.includes(value as DealPhase);

const emptyStateText: Record<DealPhase | 'all', { title: string; body: string }> = {
  all: { title: 'No deals yet', body: 'A deal bundles products at one price for a while. Start one with New deal.' },
  live: { title: 'No deal is live right now', body: 'A published deal shows on the shop between its start and its end.' },
  upcoming: { title: 'No upcoming deals', body: 'Deals that are published but have not started yet show here.' },
  ended: { title: 'No ended deals', body: 'Deals whose end has passed show here.' },
  draft: { title: 'No drafts', body: 'Deals saved as Draft stay off the shop and show here.' },
};

function StateTabs({ rows, current, q }: { rows: readonly DealRow[]; current: DealPhase | 'all'; q: string }) {
  const count = (state: DealPhase | 'all') => (state === 'all' ? rows.length : rows.filter((row) => row.state === state).length);
  const tabs = [{ key: 'all' as const, label: 'All' }, ...dealStates.map((state) => ({ key: state, label: dealStateLabels[state] }))];
  return (
    <TabLinks
      label="Deal states"
      tabs={tabs.map((tab) => ({
        label: tab.label,
        to: consolePath('deals', { state: tab.key === 'all' ? undefined : tab.key, q }),
        current: tab.key === current,
        count: count(tab.key),
      }))}
      className="mb-4"
    />
  );
}

function toRows(deals: readonly AdminDeal[], now: Date): DealRow[] {
  return deals.map((deal) => ({ deal, state: dealPhase(dealWindow(deal), now) }));
}

/** /admin/deals: every deal, sorted into Live / Upcoming / Ended / Draft by the shop's own rule; ?state= and ?q= in the address. */
export function DealsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state');
  const state = isDealState(stateParam) ? stateParam : 'all';
  const q = searchParams.get('q') ?? '';
  const deals = useDeals(q);

  const search = (text: string) => {
    const next = new URLSearchParams(searchParams);
    if (text) next.set('q', text);
    else next.delete('q');
    setSearchParams(next);
  };

  return (
    <ConsolePage
      title="Deals"
      description="Bundles at one price, on the shop between their start and end."
      actions={
        <Link to={consolePath('deals', {}, 'new')} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          New deal
        </Link>
      }
    >
      <ListSearch key={q} label="Search deals" placeholder="Search deals by name" value={q} onSearch={search} className="mb-4" />
      <QueryView query={deals}>
        {(list) => {
          const rows = toRows(list, new Date());
          const shown = state === 'all' ? rows : rows.filter((row) => row.state === state);
          const empty = q ? { title: `No deals match "${q}"`, body: 'Try another name, or clear the search.' } : emptyStateText[state];
          return (
            <>
              <StateTabs rows={rows} current={state} q={q} />
              {shown.length > 0 ? (
                <DealsList rows={shown} />
              ) : (
                <EmptyState title={empty.title}>
                  <p>{empty.body}</p>
                </EmptyState>
              )}
            </>
          );
        }}
      </QueryView>
    </ConsolePage>
  );
}
