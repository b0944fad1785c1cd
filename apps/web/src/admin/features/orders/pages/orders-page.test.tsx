import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminOrder } from '../api/list-orders';
import { adminOrder, customerRisk, statusCounts } from '../test/order-fixtures';

// Warm the lazy screen once, so no single test pays for transforming it.
beforeAll(async () => {
  await import('./orders-page');
});

function listAnswer(orders: AdminOrder[], { total = orders.length, offset = 0, counts = statusCounts({ 'Order Placed': orders.length }) } = {}) {
  return json({ success: true, orders, total, limit: 50, offset, counts });
}

function stubOrders(handler: FakeHandler) {
  return stubApi({ ...signInAsOwner(), 'GET /api/admin/orders': handler });
}

const listRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/admin/orders');
const lastListQuery = (requests: FakeRequest[]) => listRequests(requests).at(-1)!.url.searchParams;

describe('Orders list', () => {
  it('shows each order with its number, time, customer, phone, items, total, status and payment, linking to its detail', async () => {
    stubOrders(() =>
      listAnswer([
        adminOrder({ _id: 'newer77abc', status: 'Packing', discountCode: 'EID20' }),
        adminOrder({
          _id: 'older01xyz',
          status: 'Delivered',
          payment: true,
          address: { ...adminOrder({ _id: 'x' }).address, firstName: 'Bilal', lastName: 'Ahmed', phone: '03111234567' },
        }),
      ]),
    );
    renderApp('/admin/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: '#newer77' })).toHaveAttribute('href', '/admin/orders/newer77abc');
    expect(first.getByText('21-Nov-2026, 3:42 pm')).toBeInTheDocument();
    expect(first.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(first.getByText('03001234567')).toBeInTheDocument();
    expect(first.getByText('2 items, 1 deal')).toBeInTheDocument();
    expect(first.getByText('Rs. 3,300.00')).toBeInTheDocument();
    expect(first.getByText('Packing')).toBeInTheDocument();
    expect(first.getByText('COD')).toBeInTheDocument();
    expect(first.getByText('EID20')).toHaveTextContent('Discount code EID20');
    const second = within(rows[1]!);
    expect(second.queryByText(/Discount code/)).not.toBeInTheDocument();
    expect(second.getByText('Bilal Ahmed')).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();

    // The phone's cards carry the same orders, each card one link.
    const cards = within(screen.getByRole('list', { name: 'Orders' }));
    expect(cards.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/orders/newer77abc', '/admin/orders/older01xyz']);
    expect(within(cards.getAllByRole('link')[0]!).getByText('EID20')).toBeInTheDocument();
  });

  it('has a tab per status in lifecycle order with its count, All first; a tab filters the list through the address', async () => {
    const counts = statusCounts({ 'Order Placed': 5, Confirmed: 3, Packing: 2, Shipped: 4, 'Out for delivery': 1, Delivered: 100, Cancelled: 10, Returned: 7 });
    const { requests } = stubOrders((request) =>
      listAnswer(
        request.url.searchParams.get('status') === 'Packing' ? [adminOrder({ _id: 'pack111abc', status: 'Packing' })] : [adminOrder({ _id: 'all1111abc' })],
        {
          total: request.url.searchParams.get('status') === 'Packing' ? 2 : 132,
          counts,
        },
      ),
    );
    const { user, router } = renderApp('/admin/orders');

    const tabs = within(await screen.findByRole('navigation', { name: 'Order status' }));
    await waitFor(() => expect(tabs.getByRole('link', { name: 'All 132' })).toHaveAttribute('aria-current', 'page'));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All 132',
      'Order Placed 5',
      'Confirmed 3',
      'Packing 2',
      'Shipped 4',
      'Out for delivery 1',
      'Delivered 100',
      'Cancelled 10',
      'Returned 7',
    ]);
    expect(lastListQuery(requests).get('status')).toBeNull();

    await user.click(tabs.getByRole('link', { name: 'Packing 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Packing'));
    await waitFor(() => expect(lastListQuery(requests).get('status')).toBe('Packing'));
    expect(await screen.findByRole('link', { name: '#pack111' })).toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Packing 2' })).toHaveAttribute('aria-current', 'page');

    // On a phone the same choice is a select.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipped (4)');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Shipped'));
    await waitFor(() => expect(lastListQuery(requests).get('status')).toBe('Shipped'));
  });

  it('opens filtered from an address such as Today links to, the first status also by its short name', async () => {
    const { requests } = stubOrders(() => listAnswer([adminOrder({ _id: 'placed1abc' })]));
    renderApp('/admin/orders?status=Placed');
    expect(await screen.findByRole('link', { name: /^Order Placed/ })).toHaveAttribute('aria-current', 'page');
    expect(lastListQuery(requests).get('status')).toBe('Order Placed');
  });

  it('shows every filter as a chip, asks for the orders whose step happened in those shop days, and a chip takes its filter off the address', async () => {
    const { requests } = stubOrders(() => listAnswer([adminOrder({ _id: 'deliv11abc', status: 'Delivered' })]));
    const { user, router } = renderApp('/admin/orders?status=Delivered&on=delivered&from=2026-11-28&to=2026-11-28&risk=risky&q=Ayesha');
    await screen.findByRole('table');

    const query = lastListQuery(requests);
    expect(Object.fromEntries(query)).toMatchObject({ status: 'Delivered', on: 'delivered', from: '2026-11-28', to: '2026-11-28', risk: 'risky', q: 'Ayesha' });
    const chips = within(screen.getByRole('list', { name: 'Filters on the orders' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Status: Delivered',
      'Delivered 28 Nov 2026',
      'Orders from risky customers',
      'Search: “Ayesha”',
    ]);

    await user.click(chips.getByRole('button', { name: 'Remove filter: Delivered 28 Nov 2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Delivered&q=Ayesha&risk=risky'));
    await waitFor(() => expect(lastListQuery(requests).get('from')).toBeNull());
    expect(lastListQuery(requests).get('on')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove filter: Status: Delivered' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Ayesha&risk=risky'));
    await user.click(screen.getByRole('button', { name: 'Remove filter: Orders from risky customers' }));
    await user.click(screen.getByRole('button', { name: 'Remove filter: Search: “Ayesha”' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filters on the orders' })).not.toBeInTheDocument();
    // Back brings the filters again: they live in the address.
    await router.navigate(-4);
    await waitFor(() => expect(router.state.location.search).toBe('?status=Delivered&on=delivered&from=2026-11-28&to=2026-11-28&risk=risky&q=Ayesha'));
  });

  it('names the days of a range and of placing in its chip, keeps them through a status tab, and says when none of their orders is there', async () => {
    const { requests } = stubOrders(() => listAnswer([], { counts: statusCounts({}) }));
    const { user, router } = renderApp('/admin/orders?from=2026-11-01&to=2026-11-28');
    expect(await screen.findByText('No orders: Placed 1 Nov – 28 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Placed 1 Nov – 28 Nov 2026' })).toBeInTheDocument();
    expect(lastListQuery(requests).get('on')).toBeNull();

    await user.click(within(screen.getByRole('navigation', { name: 'Order status' })).getByRole('link', { name: /^Returned/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Returned&from=2026-11-01&to=2026-11-28'));
    // A date the address cannot carry is left out rather than refused by the server.
    await router.navigate('/admin/orders?from=yesterday');
    await waitFor(() => expect(lastListQuery(requests).get('from')).toBeNull());
  });

  it('searches by order number, name or phone: Enter puts q in the address and the request, keeping the tab', async () => {
    const { requests } = stubOrders(() => listAnswer([adminOrder({ _id: 'found12abc' })]));
    const { user, router } = renderApp('/admin/orders?status=Confirmed&page=2');
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' 0300 123{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Confirmed&q=0300+123'));
    await waitFor(() => expect(lastListQuery(requests).get('q')).toBe('0300 123'));
    expect(lastListQuery(requests).get('status')).toBe('Confirmed');
    expect(lastListQuery(requests).get('offset')).toBe('0');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('0300 123');
  });

  it('pages through the orders 50 at a time with Previous and Next, the page in the address', async () => {
    const { requests } = stubOrders((request) => {
      const offset = Number(request.url.searchParams.get('offset'));
      const count = offset === 100 ? 32 : 50;
      const orders = Array.from({ length: count }, (_, index) =>
        adminOrder({ _id: `o${String(offset + index).padStart(3, '0')}xxxxx`, items: [], lines: [], statusHistory: [] }),
      );
      return listAnswer(orders, { total: 132, offset });
    });
    const { user, router } = renderApp('/admin/orders');
    // Fifty rows make role queries over the whole page slow: the pager's own buttons are looked up inside it.
    const pager = async (summary: string) => within((await screen.findByText(summary)).closest('nav')!);

    let pages = await pager('Showing 1–50 of 132');
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(lastListQuery(requests).get('limit')).toBe('50');

    await user.click(pages.getByRole('link', { name: 'Next' }));
    pages = await pager('Showing 51–100 of 132');
    expect(router.state.location.search).toBe('?page=2');
    expect(lastListQuery(requests).get('offset')).toBe('50');

    await user.click(pages.getByRole('link', { name: 'Next' }));
    pages = await pager('Showing 101–132 of 132');
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pages.getByRole('link', { name: 'Previous' }));
    await pager('Showing 51–100 of 132');
  });

  it('opens an order and comes back to the same tab and page', async () => {
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/orders': () => listAnswer([adminOrder({ _id: 'pack111abc', status: 'Packing' })], { total: 60, offset: 50 }),
      'GET /api/admin/orders/pack111abc': () => json({ success: true, order: adminOrder({ _id: 'pack111abc', status: 'Packing' }) }),
    });
    const { user, router } = renderApp('/admin/orders?status=Packing&page=2');

    await user.click(within(await screen.findByRole('table')).getByRole('link', { name: '#pack111' }));
    await user.click(await screen.findByRole('link', { name: 'Back to orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe('?status=Packing&page=2');
  });

  it('says what an empty tab means, and what an empty search means', async () => {
    stubOrders(() => listAnswer([], { counts: statusCounts() }));
    const { user } = renderApp('/admin/orders?status=Returned');
    expect(await screen.findByText('No returned parcels')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Zainab{Enter}');
    expect(await screen.findByText('No orders match “Zainab”')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear the search' }));
    expect(await screen.findByText('No returned parcels')).toBeInTheDocument();
  });

  it('says when the shop has no orders at all', async () => {
    stubOrders(() => listAnswer([], { counts: statusCounts() }));
    renderApp('/admin/orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('says why the list could not be loaded and loads it again with Try again', async () => {
    let down = true;
    stubOrders((request) => (down ? networkDown(request) : listAnswer([adminOrder({ _id: 'back123abc' })])));
    const { user } = renderApp('/admin/orders');

    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '#back123' })).toBeInTheDocument();
  });
});

describe('Orders list: customer risk', () => {
  const refused = '2 of 3 parcels to 03001234567 refused at the door';

  it('marks a risky or blocked customer with a badge and the first reason, a new or trusted one quietly', async () => {
    stubOrders(() =>
      listAnswer([
        adminOrder({
          _id: 'risky11abc',
          risk: customerRisk('risky', [
            { code: 'refused', text: refused },
            { code: 'fake-order', text: '1 order cancelled as fake' },
          ]),
        }),
        adminOrder({ _id: 'block22abc', risk: customerRisk('blocked', [{ code: 'blocked', text: 'The account is blocked' }]) }),
        adminOrder({ _id: 'trust33abc', risk: customerRisk('trusted', [], { delivered: 4 }) }),
        adminOrder({ _id: 'fresh44abc' }),
      ]),
    );
    renderApp('/admin/orders');

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const risky = within(rows[0]!);
    expect(risky.getByText('Risky customer')).toBeInTheDocument();
    expect(risky.getByText(refused)).toBeInTheDocument();
    expect(risky.queryByText('1 order cancelled as fake')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Blocked customer')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('The account is blocked')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Trusted customer')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('New customer')).toBeInTheDocument();

    // On a phone's card the reason is part of the link the owner taps.
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('link');
    expect(cards[0]).toHaveTextContent(`Risky customer${refused}`);
    expect(cards[1]).toHaveTextContent('Blocked customerThe account is blocked');
  });

  it('filters by risk through the address, keeping the tab and the search', async () => {
    const { requests } = stubOrders((request) =>
      listAnswer(
        request.url.searchParams.get('risk') === 'risky'
          ? [adminOrder({ _id: 'risky11abc', risk: customerRisk('risky', [{ code: 'refused', text: refused }]) })]
          : [adminOrder({ _id: 'fresh44abc' })],
      ),
    );
    const { user, router } = renderApp('/admin/orders?status=Confirmed&q=Ayesha');
    const filter = await screen.findByRole('combobox', { name: 'Customer risk' });
    expect(filter).toHaveDisplayValue('All');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Risky', 'Blocked', 'New', 'Trusted']);
    await screen.findByRole('link', { name: '#fresh44' });
    expect(lastListQuery(requests).get('risk')).toBeNull();

    await user.selectOptions(filter, 'Risky');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Confirmed&q=Ayesha&risk=risky'));
    await waitFor(() => expect(lastListQuery(requests).get('risk')).toBe('risky'));
    expect(lastListQuery(requests).get('status')).toBe('Confirmed');
    expect(await screen.findByRole('link', { name: '#risky11' })).toBeInTheDocument();

    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Confirmed&q=Ayesha'));
  });

  it("opens filtered from Today's link, and says what an empty risk filter means", async () => {
    const { requests } = stubOrders(() => listAnswer([], { counts: statusCounts() }));
    const { user, router } = renderApp('/admin/orders?risk=blocked');
    expect(await screen.findByText('No orders from blocked customers')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer risk' })).toHaveDisplayValue('Blocked');
    expect(lastListQuery(requests).get('risk')).toBe('blocked');

    await user.click(screen.getByRole('link', { name: 'Show every customer’s orders' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('ignores a risk level it does not know', async () => {
    const { requests } = stubOrders(() => listAnswer([adminOrder({ _id: 'fresh44abc' })]));
    renderApp('/admin/orders?risk=dangerous');
    await screen.findByRole('link', { name: '#fresh44' });
    expect(lastListQuery(requests).get('risk')).toBeNull();
  });

  it('marks the calls not answered since the last answered one ("No answer ×2") and the failed delivery attempts, on the cards and the rows', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 8)).toISOString();
    stubOrders(() =>
      listAnswer([
        adminOrder({
          _id: 'missed2abc',
          status: 'Shipped',
          notes: [
            { text: '', call: 'no-answer', at: at(21) },
            { text: 'Will pick up tomorrow', call: 'answered', at: at(22) },
            { text: '', call: 'no-answer', at: at(23) },
            { text: 'Gate was locked', call: null, at: at(23) },
            { text: '', call: 'no-answer', at: at(24) },
          ],
          deliveryAttempts: [{ reason: 'not-at-home', note: null, at: at(23) }],
        }),
        adminOrder({
          _id: 'twice22abc',
          status: 'Out for delivery',
          notes: [
            { text: '', call: 'no-answer', at: at(22) },
            { text: 'Yes, tomorrow', call: 'answered', at: at(23) },
          ],
          deliveryAttempts: [
            { reason: 'phone-off', note: null, at: at(22) },
            { reason: 'another-day', note: 'Saturday', at: at(23) },
          ],
        }),
        adminOrder({ _id: 'quiet33abc', status: 'Packing' }),
      ]),
    );
    renderApp('/admin/orders');

    const cards = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('No answer ×2');
    expect(cards[0]).toHaveTextContent('1 failed attempt');
    // Answered after the missed one: no streak, only the attempts.
    expect(cards[1]).not.toHaveTextContent('No answer');
    expect(cards[1]).toHaveTextContent('2 failed attempts');
    expect(cards[2]).not.toHaveTextContent(/No answer|failed attempt/);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('No answer ×2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 failed attempts')).toBeInTheDocument();
  });
});
