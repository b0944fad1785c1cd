import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, networkDown, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { courierBalance, courierBalances } from '../courier-fixtures';

const leopards = courierBalance();
const tcs = courierBalance({
  courier: 'TCS',
  outstanding: rupees(0),
  delivered: rupees(5_000),
  paid: rupees(5_050),
  shortfalls: rupees(0),
  excess: rupees(50),
  charges: rupees(400),
  tax: rupees(100),
  returnCharges: rupees(0),
  net: rupees(4_550),
  deliveredParcels: 2,
  unpaidParcels: 0,
  overdueParcels: 0,
  oldestUnpaid: null,
  payouts: 1,
  lastPayoutAt: '2026-11-18T11:00:00.000Z',
});

/** A courier of the delivery settings with nothing in the period. */
const idle = (courier: string) =>
  courierBalance({
    courier,
    outstanding: rupees(0),
    delivered: rupees(0),
    paid: rupees(0),
    shortfalls: rupees(0),
    excess: rupees(0),
    charges: rupees(0),
    tax: rupees(0),
    returnCharges: rupees(0),
    net: rupees(0),
    deliveredParcels: 0,
    unpaidParcels: 0,
    overdueParcels: 0,
    oldestUnpaid: null,
    payouts: 0,
    lastPayoutAt: null,
  });

function stubCouriers(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/couriers/balances': () => json(courierBalances([leopards, tcs, idle('BlueEX'), idle('Trax')])),
    ...routes,
  });
}

/** The figure a card or the total shows under a label: its dd. */
const figure = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const cards = async () => within(await screen.findByRole('list', { name: 'Couriers' }));

beforeAll(async () => {
  await import('./couriers-page');
});

beforeEach(() => {
  // Thursday 26 Nov 2026, 15:00 in Karachi; only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Couriers', () => {
  it('shows what each courier owes, the money of the period and the total, each courier opening its page', async () => {
    stubCouriers();
    renderApp('/admin/couriers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Couriers' })).toBeInTheDocument();
    const list = await cards();

    const leopardsLink = list.getByRole('link', { name: 'Leopards' });
    expect(leopardsLink).toHaveAttribute('href', '/admin/couriers/Leopards');
    const card = leopardsLink.closest('li')!;
    expect(within(card).getByText('Rs. 6,900.00')).toBeInTheDocument();
    expect(within(card).getByText('3 parcels unpaid')).toBeInTheDocument();
    expect(within(card).getByText('2 overdue (over 14 days)')).toBeInTheDocument();
    // Delivered on 5 Nov at 14:00 in Karachi: 21 days and an hour before now.
    expect(within(card).getByText('Oldest unpaid: 5 Nov 2026 (21 days)')).toBeInTheDocument();
    expect(figure(card, 'Delivered')).toBe('Rs. 18,400.00 (8 parcels)');
    expect(figure(card, 'Paid')).toBe('Rs. 11,300.00');
    expect(figure(card, 'Shortfalls')).toBe('Rs. 200.00');
    expect(within(card).queryByText('Paid over')).not.toBeInTheDocument();
    expect(figure(card, 'Charges')).toBe('Rs. 1,440.00');
    expect(figure(card, 'Tax withheld')).toBe('Rs. 226.00');
    expect(figure(card, 'Return charges')).toBe('Rs. 180.00');
    expect(figure(card, 'Net')).toBe('Rs. 9,454.00');
    expect(figure(card, 'Payouts')).toBe('2 · last 20 Nov 2026');

    const tcsCard = list.getByRole('link', { name: 'TCS' }).closest('li')!;
    expect(within(tcsCard).getByText('Oldest unpaid: None waiting')).toBeInTheDocument();
    expect(within(tcsCard).queryByText(/overdue/)).not.toBeInTheDocument();
    expect(figure(tcsCard, 'Paid over')).toBe('Rs. 50.00');

    const total = list.getByText('Total').closest('li')!;
    expect(within(total).getByText('Rs. 6,900.00')).toBeInTheDocument();
    expect(figure(total, 'Delivered')).toBe('Rs. 23,400.00 (10 parcels)');
    expect(figure(total, 'Net')).toBe('Rs. 14,004.00');

    // The courier owing most first; couriers with nothing in the period are one line of links, not cards of zeros.
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['Leopards', 'TCS']);
    const nothing = screen.getByText(/Nothing in this period from/);
    expect(nothing).toHaveTextContent('Nothing in this period from BlueEX, Trax.');
    expect(within(nothing).getByRole('link', { name: 'Trax' })).toHaveAttribute('href', '/admin/couriers/Trax');

    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(table.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a payout' })).toHaveAttribute('href', '/admin/courier-payouts/new');
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/admin/courier-payouts');
  });

  it('asks for the period chosen, keeps it in the address, and goes back to all time', async () => {
    const { requests } = stubCouriers();
    const { user, router } = renderApp('/admin/couriers');
    await cards();
    expect(screen.getByRole('heading', { level: 2, name: 'Deliveries: All time' })).toBeInTheDocument();

    const period = within(screen.getByRole('form', { name: 'Choose the period' }));
    await user.type(period.getByLabelText('From'), '2026-11-20');
    await user.type(period.getByLabelText('To'), '2026-11-01');
    await user.click(period.getByRole('button', { name: 'Show' }));
    expect(period.getByLabelText('To')).toHaveAccessibleDescription('The last day cannot be before the first.');
    expect(router.state.location.search).toBe('');

    await user.clear(period.getByLabelText('To'));
    await user.type(period.getByLabelText('To'), '2026-11-25');
    await user.click(period.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-25'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Deliveries: 20 Nov – 25 Nov 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/admin/couriers/balances').map((request) => request.url.search)).toContain(
        '?from=2026-11-20&to=2026-11-25',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('downloads the CSV of the period on screen', async () => {
    const { requests } = stubCouriers({
      'GET /api/admin/couriers/balances.csv': () => new Response('courier,outstanding\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    URL.createObjectURL = () => 'blob:couriers';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderApp('/admin/couriers?from=2026-11-01&to=2026-11-25');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The CSV of the couriers’ balances is downloaded.')).toBeInTheDocument();
    const download = requests.find((request) => request.path === '/api/admin/couriers/balances.csv')!;
    expect(Object.fromEntries(download.url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('says the server’s reason when the CSV is refused', async () => {
    stubCouriers({
      'GET /api/admin/couriers/balances.csv': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'from must be a date such as 2026-11-21', fields: ['from'] }, 400),
    });
    const { user } = renderApp('/admin/couriers');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be a date such as 2026-11-21');
  });

  it('says when no courier has delivered anything, and when the balances cannot load', async () => {
    stubCouriers({ 'GET /api/admin/couriers/balances': () => json(courierBalances([])) });
    const { unmount } = renderApp('/admin/couriers');
    expect(await screen.findByText('No courier has delivered a parcel yet')).toBeInTheDocument();
    unmount();

    stubCouriers({ 'GET /api/admin/couriers/balances': networkDown });
    renderApp('/admin/couriers');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
