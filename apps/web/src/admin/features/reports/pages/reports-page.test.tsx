import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { OrderReport } from '../api/get-report-summary';

beforeAll(async () => {
  await import('./reports-page');
});

// Wednesday 25 Nov 2026, 23:30 in Karachi (18:30 UTC): the shop's today is the 25th. Only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function report(from: string, to: string, fill = true): OrderReport {
  const days: OrderReport['days'] = [];
  for (let day = from; day <= to; day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    days.push({ date: day, placed: fill ? 2 : 0, delivered: fill ? 1 : 0, cash: rupees(fill ? 1500 : 0) });
  }
  const placed = days.reduce((sum, day) => sum + day.placed, 0);
  const delivered = days.reduce((sum, day) => sum + day.delivered, 0);
  return {
    from: '',
    to: '',
    placed,
    confirmed: fill ? placed - 1 : 0,
    shipped: fill ? 4 : 0,
    delivered,
    returned: fill ? 1 : 0,
    cancelled: fill ? 1 : 0,
    cashCollected: rupees(delivered * 1500),
    refunded: rupees(0),
    returnRate: fill ? 0.25 : null,
    deliveryAttempts: { total: 0, byReason: { 'not-at-home': 0, 'phone-off': 0, refused: 0, 'wrong-address': 0, 'another-day': 0 }, orders: 0 },
    topProducts: fill ? [{ productId: 'p1', name: 'Neem & Tea Tree Soap', units: 6 }] : [],
    averageOrder: fill ? rupees(1500) : null,
    days,
    byCity: fill
      ? [
          { city: 'Lahore', orders: placed - 1, cash: rupees(delivered * 1500) },
          { city: 'Karachi', orders: 1, cash: rupees(0) },
        ]
      : [],
    discountCodes: fill ? [{ code: 'EID20', orders: 2, discount: rupees(600), sales: rupees(2900) }] : [],
    carts: fill ? { reminded: 7, recovered: 2, recoveredValue: rupees(3150) } : { reminded: 0, recovered: 0, recoveredValue: rupees(0) },
    channels: [
      { channel: 'web', orders: fill ? 3 : 0, cash: rupees(fill ? 2400 : 0) },
      { channel: 'whatsapp', orders: fill ? 2 : 0, cash: rupees(fill ? 3100 : 0) },
      { channel: 'instagram', orders: 0, cash: rupees(0) },
      { channel: 'facebook', orders: 0, cash: rupees(0) },
      { channel: 'phone', orders: 0, cash: rupees(0) },
      { channel: 'store', orders: 0, cash: rupees(0) },
    ],
  };
}

const reportRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/admin/reports/summary');
const lastPeriod = (requests: FakeRequest[]) => {
  const query = reportRequests(requests).at(-1)!.url.searchParams;
  return [query.get('from'), query.get('to')];
};

function stubReports(
  handler: FakeHandler = (request) => json({ success: true, report: report(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!) }),
) {
  return stubApi({ ...signInAsOwner(), 'GET /api/admin/reports/summary': handler });
}

describe('Reports', () => {
  it('shows the last 7 shop days at first, each count opening exactly its orders, the money, the chart with its numbers, products and cities', async () => {
    const { requests } = stubReports();
    renderApp('/admin/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('19 Nov – 25 Nov 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Period' })).getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
    const orders = within(await screen.findByRole('region', { name: 'Orders' }));
    expect(lastPeriod(requests)).toEqual(['2026-11-19', '2026-11-25']);
    expect(orders.getByRole('link', { name: /^14\s*Placed/ })).toHaveAttribute('href', '/admin/orders?from=2026-11-19&to=2026-11-25');
    expect(orders.getByRole('link', { name: /^7\s*Delivered/ })).toHaveAttribute('href', '/admin/orders?on=delivered&from=2026-11-19&to=2026-11-25');
    expect(orders.getByRole('link', { name: /^13\s*Confirmed/ })).toHaveAttribute('href', '/admin/orders?on=confirmed&from=2026-11-19&to=2026-11-25');
    expect(orders.getByRole('link', { name: /^1\s*Returned/ })).toHaveAttribute('href', '/admin/orders?on=returned&from=2026-11-19&to=2026-11-25');
    expect(orders.getByRole('link', { name: /^1\s*Cancelled/ })).toHaveAttribute('href', '/admin/orders?on=cancelled&from=2026-11-19&to=2026-11-25');

    const money = within(screen.getByRole('region', { name: 'Money' }));
    expect(money.getByText('Rs. 10,500.00')).toBeInTheDocument();
    expect(money.getByText('25 %')).toBeInTheDocument();
    expect(money.getByText('Rs. 1,500.00')).toBeInTheDocument();

    // The chart is an image with a name and a summary; every day's numbers are in the table under it.
    const chart = screen.getByRole('img', { name: /Orders placed and delivered per day, 19 Nov – 25 Nov 2026/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('rect')).toHaveLength(14);
    const table = within(screen.getByRole('table', { name: 'Orders placed and delivered, and cash collected, by day' }));
    expect(table.getAllByRole('row')).toHaveLength(8);
    expect(table.getByRole('rowheader', { name: 'Wed 25 Nov' })).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'Top products' })).getByText('Neem & Tea Tree Soap')).toBeInTheDocument();
    const cities = within(screen.getByRole('table', { name: 'Orders placed and cash collected by city' }));
    expect(cities.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Lahore', 'Karachi']);
    const codes = within(screen.getByRole('table', { name: 'Orders placed with each discount code, what it took off and what they came to' }));
    expect(
      within(codes.getByRole('row', { name: /EID20/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Rs. 600.00', 'Rs. 2,900.00']);
    const carts = within(screen.getByRole('region', { name: 'Carts that came back' }));
    expect(carts.getByText('Reminders sent').nextElementSibling).toHaveTextContent('7');
    expect(carts.getByText('Carts recovered').nextElementSibling).toHaveTextContent('2');
    expect(carts.getByText('Recovered sales').nextElementSibling).toHaveTextContent('Rs. 3,150.00');
    // The channels that had orders, the website's and those taken by hand.
    const channels = within(screen.getByRole('table', { name: 'Orders placed and cash collected by where the order came from' }));
    expect(
      channels
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Website', '3', 'Rs. 2,400.00'],
      ['WhatsApp', '2', 'Rs. 3,100.00'],
    ]);
  });

  it('switches between today, 7 days, 30 days and a chosen range, each in the address', async () => {
    const { requests } = stubReports();
    const { user, router } = renderApp('/admin/reports');
    await screen.findByRole('region', { name: 'Orders' });
    const periods = within(screen.getByRole('navigation', { name: 'Period' }));

    await user.click(periods.getByRole('link', { name: 'Today' }));
    await waitFor(() => expect(lastPeriod(requests)).toEqual(['2026-11-25', '2026-11-25']));
    expect(router.state.location.search).toBe('?period=today');
    expect(await screen.findByRole('link', { name: /^2\s*Placed/ })).toHaveAttribute('href', '/admin/orders?from=2026-11-25&to=2026-11-25');

    await user.click(periods.getByRole('link', { name: '30 days' }));
    await waitFor(() => expect(lastPeriod(requests)).toEqual(['2026-10-27', '2026-11-25']));
    expect(await screen.findByRole('link', { name: /^60\s*Placed/ })).toBeInTheDocument();

    await user.click(periods.getByRole('link', { name: 'Choose dates' }));
    const form = within(await screen.findByRole('form', { name: 'Choose the days' }));
    await user.clear(form.getByLabelText('From'));
    await user.type(form.getByLabelText('From'), '2026-11-20');
    await user.clear(form.getByLabelText('To'));
    await user.type(form.getByLabelText('To'), '2026-11-10');
    await user.click(form.getByRole('button', { name: 'Show report' }));
    expect(await form.findByText('The last day cannot be before the first.')).toBeInTheDocument();

    await user.clear(form.getByLabelText('To'));
    await user.type(form.getByLabelText('To'), '2026-11-22');
    await user.click(form.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=range&from=2026-11-20&to=2026-11-22'));
    await waitFor(() => expect(lastPeriod(requests)).toEqual(['2026-11-20', '2026-11-22']));
    expect(await screen.findByText('20 Nov – 22 Nov 2026')).toBeInTheDocument();
  });

  it('downloads the CSV of the orders placed in the chosen days', async () => {
    const { requests } = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/reports/summary': (request) =>
        json({ success: true, report: report(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!) }),
      'GET /api/admin/orders.csv': () => new Response('"order_number"\r\n"abc1234"\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:orders') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderApp('/admin/reports?period=30days');
    await screen.findByRole('region', { name: 'Orders' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-10-27-to-2026-11-25.csv']));
    const download = requests.find((request) => request.path === '/api/admin/orders.csv')!;
    expect(Object.fromEntries(download.url.searchParams)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('says when no order came in the days, and shows no chart', async () => {
    stubReports((request) => json({ success: true, report: report(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!, false) }));
    renderApp('/admin/reports?period=today');

    expect(await screen.findByText('No orders in these days')).toBeInTheDocument();
    expect(screen.getByText('No parcel shipped in these days')).toBeInTheDocument();
    expect(screen.getByText('No order delivered in these days')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it("shows the server's refusal and loads the report again on Try again", async () => {
    let calls = 0;
    stubReports((request) =>
      ++calls === 1
        ? json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy. Try again in a minute.' }, 503)
        : json({ success: true, report: report(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!) }),
    );
    const { user } = renderApp('/admin/reports?period=today');

    expect(await screen.findByText('The shop is busy. Try again in a minute.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^2\s*Placed/ })).toBeInTheDocument();
  });
});
