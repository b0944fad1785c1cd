import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { adminDeal, daysFromNow } from '../deal-fixtures';

const deals = [
  adminDeal({ _id: 'd-live', dealName: 'Glow Bundle' }),
  adminDeal({ _id: 'd-soon', dealName: 'Eid Gift Box', dealStartDate: daysFromNow(5), dealEndDate: daysFromNow(12) }),
  adminDeal({ _id: 'd-over', dealName: 'Winter Care', dealStartDate: daysFromNow(-40), dealEndDate: daysFromNow(-10) }),
  // Its products went on sale below its price: the API's total (what they sell for today) is under it.
  adminDeal({ _id: 'd-draft', dealName: 'Monsoon Rescue', status: 'draft', dealTotal: rupees(2400), dealSavings: rupees(0) }),
];

function stubDeals() {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/deals': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const matching = deals.filter((deal) => deal.dealName.toLowerCase().includes(q));
      return json({ success: true, deals: matching, total: matching.length, limit: 200, offset: 0 });
    },
  });
}

beforeAll(async () => {
  await import('./deals-page');
});

/** The phone's card list; the desktop table holds the same deals. */
const cards = async () => within(await screen.findByRole('list', { name: 'Deals' }));

describe('Deals list', () => {
  it('shows each deal with its state, price against the total, and stock', async () => {
    stubDeals();
    renderApp('/admin/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    const list = await cards();
    const live = (await list.findByText('Glow Bundle')).closest('a')!;
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('Rs. 2,450.00')).toBeInTheDocument();
    expect(within(live).getByText('Rs. 2,800.00')).toBeInTheDocument();
    expect(within(live).getByText(/save Rs\. 350\.00 \(13%\)/)).toBeInTheDocument();
    expect(within(live).getByText(/15 in stock/)).toBeInTheDocument();
    expect(live).toHaveAttribute('href', '/admin/deals/d-live');
    expect(within(list.getByText('Eid Gift Box').closest('a')!).getByText('Upcoming')).toBeInTheDocument();
    expect(within(list.getByText('Winter Care').closest('a')!).getByText('Ended')).toBeInTheDocument();
    const saving = within(list.getByText('Monsoon Rescue').closest('a')!);
    expect(saving.getByText('Draft')).toBeInTheDocument();
    expect(saving.getByText('saves nothing')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'New deal' })).toHaveAttribute('href', '/admin/deals/new');
  });

  it('filters by state from the address and from the tabs, with counts', async () => {
    stubDeals();
    const { user, router } = renderApp('/admin/deals?state=upcoming');
    const upcoming = await cards();
    expect(await upcoming.findByText('Eid Gift Box')).toBeInTheDocument();
    expect(upcoming.queryByText('Glow Bundle')).not.toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Deal states' }));
    expect(tabs.getByRole('link', { name: /Upcoming/ })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: /All/ })).toHaveTextContent('4');

    await user.click(tabs.getByRole('link', { name: /Draft/ }));
    expect(router.state.location.search).toBe('?state=draft');
    const drafts = await cards();
    expect(await drafts.findByText('Monsoon Rescue')).toBeInTheDocument();
    expect(drafts.queryByText('Eid Gift Box')).not.toBeInTheDocument();
  });

  it('searches by name through the API and says when nothing matches', async () => {
    const { requests } = stubDeals();
    const { user } = renderApp('/admin/deals');
    await (await cards()).findByText('Glow Bundle');
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No deals match "nothing like it"')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/admin/deals' && request.url.searchParams.get('q') === 'nothing like it')).toBe(true);
  });

  it('says when a state has no deals', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/deals': () => json({ success: true, deals: [deals[0]], total: 1, limit: 200, offset: 0 }) });
    renderApp('/admin/deals?state=ended');
    expect(await screen.findByText('No ended deals')).toBeInTheDocument();
  });
});
