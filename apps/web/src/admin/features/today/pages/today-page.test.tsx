import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { ownerAccount, signInAsOwner } from '../../../../test/console';
import { json, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminOverview } from '../api/get-overview';
import type { OrderReport } from '../../reports/api/get-report-summary';

const overview: AdminOverview = {
  orders: { 'Order Placed': 3, Confirmed: 1, Packing: 0, Shipped: 2, 'Out for delivery': 1, Delivered: 40, Cancelled: 4, Returned: 2 },
  lowStockThreshold: 5,
  lowStockProducts: 2,
  unansweredReviews: 4,
  hiddenReviews: 1,
  unhandledMessages: 0,
  failedMessages: 1,
  ordersAtRisk: { risky: 0, blocked: 0 },
  courierCash: { outstanding: rupees(0), unpaidParcels: 0, overdueParcels: 0, overdueDays: 14, oldestUnpaid: null },
};

const noAttempts: OrderReport['deliveryAttempts'] = {
  total: 0,
  byReason: { 'not-at-home': 0, 'phone-off': 0, refused: 0, 'wrong-address': 0, 'another-day': 0 },
  orders: 0,
};

function report(placed: number, cashCollected: number, deliveryAttempts = noAttempts): OrderReport {
  return {
    from: '',
    to: '',
    placed,
    confirmed: 0,
    shipped: 0,
    delivered: 2,
    returned: 1,
    cancelled: 0,
    cashCollected: rupees(cashCollected),
    refunded: rupees(0),
    returnRate: null,
    deliveryAttempts,
    topProducts: [],
    averageOrder: null,
    days: [],
    byCity: [],
    discountCodes: [],
    carts: { reminded: 0, recovered: 0, recoveredValue: rupees(0) },
    channels: [],
  };
}

// The console loads each screen when it is first opened: loaded here, a busy machine's import time is not
// spent inside the first test's wait for the screen (the other screens' tests do the same).
beforeAll(async () => {
  await import('./today-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Today', () => {
  it('shows what waits for the owner, each number opening its filtered list', async () => {
    const api = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(5, 4250) }),
    });
    renderApp('/admin');

    const waiting = await screen.findByRole('link', { name: /^3\s*Waiting for confirmation/ });
    expect(waiting).toHaveAttribute('href', '/admin/orders?status=Order+Placed');
    expect(screen.getByRole('link', { name: /^2\s*With the courier/ })).toHaveAttribute('href', '/admin/orders?status=Shipped');
    expect(screen.getByRole('link', { name: /Products with 5 or fewer in stock/ })).toHaveAttribute('href', '/admin/products?lowStock=true');
    expect(screen.getByRole('link', { name: /Reviews waiting for a reply/ })).toHaveAttribute('href', '/admin/reviews?answered=false');

    const todayCard = await screen.findByRole('region', { name: 'Today' });
    expect(await within(todayCard).findByText('Rs. 4,250.00')).toBeInTheDocument();
    expect(within(todayCard).getByRole('link', { name: /Placed\s*5/ })).toBeInTheDocument();
    // Both periods are the shop's days, sent bare: the server reads them on the shop's clock.
    const periods = api.requests
      .filter((request) => request.path === '/api/admin/reports/summary')
      .map((request) => [request.url.searchParams.get('from'), request.url.searchParams.get('to')]);
    expect(periods).toHaveLength(2);
    for (const [from, to] of periods) {
      expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(document.title).toContain('Today · Shop console');
  });

  it("opens, from each of a period's counts, exactly the orders it counts: those whose step happened in the period's days", async () => {
    // Wednesday 25 Nov 2026, 23:30 in Karachi: still the 25th there, already the 26th in Tokyo or not yet in UTC's evening.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T18:30:00Z'));
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: { ...report(4, 1000), cancelled: 1 } }),
    });
    const { user, router } = renderApp('/admin');

    const todayCard = within(await screen.findByRole('region', { name: 'Today' }));
    expect(await todayCard.findByRole('link', { name: /Placed\s*4/ })).toHaveAttribute('href', '/admin/orders?from=2026-11-25&to=2026-11-25');
    expect(todayCard.getByRole('link', { name: /Delivered\s*2/ })).toHaveAttribute('href', '/admin/orders?on=delivered&from=2026-11-25&to=2026-11-25');
    expect(todayCard.getByRole('link', { name: /Returned\s*1/ })).toHaveAttribute('href', '/admin/orders?on=returned&from=2026-11-25&to=2026-11-25');
    expect(todayCard.getByRole('link', { name: /Cancelled\s*1/ })).toHaveAttribute('href', '/admin/orders?on=cancelled&from=2026-11-25&to=2026-11-25');
    const week = within(screen.getByRole('region', { name: 'This week' }));
    expect(await week.findByRole('link', { name: /Delivered\s*2/ })).toHaveAttribute('href', '/admin/orders?on=delivered&from=2026-11-23&to=2026-11-25');

    await user.click(todayCard.getByRole('link', { name: /Delivered\s*2/ }));
    expect(router.state.location.search).toBe('?on=delivered&from=2026-11-25&to=2026-11-25');
  });

  it('says when the numbers could not be loaded and loads them again on Try again', async () => {
    let calls = 0;
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () =>
        ++calls === 1
          ? json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy. Try again in a minute.' }, 503)
          : json({ success: true, overview }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByText('The shop is busy. Try again in a minute.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^3\s*Waiting for confirmation/ })).toBeInTheDocument();
  });

  it('names every screen in the navigation', async () => {
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    renderApp('/admin');
    const nav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0]!;
    for (const name of ['Today', 'Orders', 'Couriers', 'Blocklist', 'Products', 'Deals', 'Reviews', 'Content', 'Journal', 'Messages', 'Activity']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText(ownerAccount.email).length).toBeGreaterThan(0);
  });

  it('leads with the open orders of risky and blocked customers, each opening the orders filtered by that risk', async () => {
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview: { ...overview, ordersAtRisk: { risky: 3, blocked: 1 } } }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    renderApp('/admin');

    const atRisk = within(await screen.findByRole('list', { name: 'Orders at risk' }));
    expect(atRisk.getByRole('link', { name: /3 open orders from risky customers/ })).toHaveAttribute('href', '/admin/orders?risk=risky');
    expect(atRisk.getByRole('link', { name: /1 open order from a blocked customer/ })).toHaveAttribute('href', '/admin/orders?risk=blocked');
  });

  it('says nothing of risk when no open order is at risk, and only of the kind there is', async () => {
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview: { ...overview, ordersAtRisk: { risky: 0, blocked: 2 } } }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    const { unmount } = renderApp('/admin');
    const atRisk = within(await screen.findByRole('list', { name: 'Orders at risk' }));
    expect(atRisk.getAllByRole('link')).toHaveLength(1);
    expect(atRisk.getByRole('link', { name: /2 open orders from blocked customers/ })).toBeInTheDocument();
    unmount();

    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    renderApp('/admin');
    await screen.findByRole('link', { name: /^3\s*Waiting for confirmation/ });
    expect(screen.queryByRole('list', { name: 'Orders at risk' })).not.toBeInTheDocument();
  });

  it('shows the cash with couriers, opening the Couriers screen, and warns of deliveries unpaid too long', async () => {
    const courierCash = { outstanding: rupees(6_900), unpaidParcels: 5, overdueParcels: 3, overdueDays: 14, oldestUnpaid: '2026-11-05T09:00:00.000Z' };
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview: { ...overview, courierCash } }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    const { unmount } = renderApp('/admin');
    const card = within(await screen.findByRole('region', { name: 'Cash with couriers' }));
    const link = await card.findByRole('link');
    expect(link).toHaveAttribute('href', '/admin/couriers');
    expect(link).toHaveTextContent('Rs. 6,900.00');
    expect(link).toHaveTextContent('5 parcels delivered and not paid for yet');
    expect(card.getByText('3 deliveries unpaid for more than 14 days')).toBeInTheDocument();
    unmount();

    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () =>
        json({ success: true, overview: { ...overview, courierCash: { ...courierCash, outstanding: rupees(2_300), unpaidParcels: 1, overdueParcels: 0 } } }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: report(0, 0) }),
    });
    renderApp('/admin');
    const quiet = within(await screen.findByRole('region', { name: 'Cash with couriers' }));
    expect(await quiet.findByText('1 parcel delivered and not paid for yet')).toBeInTheDocument();
    expect(quiet.getByText('Rs. 2,300.00')).toBeInTheDocument();
    expect(quiet.queryByText(/unpaid for more than/)).not.toBeInTheDocument();
  });

  it("shows each period's failed delivery attempts, in all and by reason, and a quiet nought when there were none", async () => {
    const week = {
      total: 5,
      byReason: { 'not-at-home': 3, 'phone-off': 0, refused: 1, 'wrong-address': 0, 'another-day': 1 },
      orders: 4,
    };
    // A Wednesday, so that the week (from Monday's midnight) and the day are two periods; only Date is faked.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00+05:00'));
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/overview': () => json({ success: true, overview }),
      'GET /api/admin/reports/summary': (request) =>
        json({ success: true, report: request.url.searchParams.get('from') === '2026-11-23' ? report(9, 0, week) : report(1, 0) }),
    });
    renderApp('/admin');

    const thisWeek = within(await screen.findByRole('region', { name: 'This week' }));
    expect(await thisWeek.findByText('Failed delivery attempts')).toBeInTheDocument();
    expect(thisWeek.getByText('Failed delivery attempts').nextElementSibling).toHaveTextContent('5');
    expect(thisWeek.getByText('On 4 orders')).toBeInTheDocument();
    const byReason = within(thisWeek.getByRole('list', { name: 'Failed delivery attempts this week, by reason' }));
    expect(byReason.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Not at home3', 'Refused at the door1', 'Asked to come another day1']);

    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(await today.findByText('Failed delivery attempts')).toBeInTheDocument();
    expect(today.getByText('Failed delivery attempts').nextElementSibling).toHaveTextContent('0');
    expect(today.queryByRole('list', { name: /by reason/ })).not.toBeInTheDocument();
  });
});
