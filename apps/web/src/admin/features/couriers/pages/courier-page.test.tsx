import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutDto } from '@shop/core/couriers/admin-dtos';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { courierBalance, courierBalances, unpaidParcel, unpaidParcels } from '../courier-fixtures';

const payout: PayoutDto = {
  _id: 'payout-7',
  courier: 'Leopards',
  fileName: 'leopards-2026-11-20.csv',
  appliedAt: '2026-11-20T11:00:00.000Z',
  appliedBy: 'owner@khalis.pk',
  totals: {
    lines: 5,
    matched: 4,
    amountDiffers: 1,
    notDelivered: 0,
    returned: 0,
    unknown: 0,
    alreadyPaid: 0,
    cash: rupees(11_300),
    charges: rupees(900),
    tax: rupees(226),
    net: rupees(10_174),
    shortfall: rupees(200),
    excess: rupees(0),
  },
  markedDelivered: 0,
  markedReturned: 0,
};

const parcels = [
  unpaidParcel(),
  unpaidParcel({
    orderId: 'order-1077',
    orderNumber: '1077',
    trackingNumber: 'LE40520219',
    customerName: 'Bilal Ahmed',
    city: 'Lahore',
    amount: rupees(1_450),
    deliveredAt: '2026-11-22T09:00:00.000Z',
    daysUnpaid: 4,
    overdue: false,
  }),
];

function stubCourier(name: string, routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/couriers/balances': () => json(courierBalances([courierBalance({ courier: name })])),
    'GET /api/admin/couriers/unpaid': () => json(unpaidParcels(parcels.map((parcel) => ({ ...parcel, courier: name })))),
    'GET /api/admin/courier-payouts': () => json({ success: true, payouts: [{ ...payout, courier: name }], total: 1, limit: 10, offset: 0 }),
    ...routes,
  });
}

beforeAll(async () => {
  await import('./courier-page');
});

describe('A courier', () => {
  it('lists the parcels it has not paid for, oldest first, each opening its order, the overdue ones marked', async () => {
    const { requests } = stubCourier('Leopards');
    renderApp('/admin/couriers/Leopards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leopards' })).toBeInTheDocument();

    const list = within(await screen.findByRole('list', { name: 'Unpaid parcels' }));
    const [oldest, newest] = list.getAllByRole('link');
    expect(oldest).toHaveAttribute('href', '/admin/orders/order-1042');
    expect(oldest).toHaveTextContent('Order #1042');
    expect(within(oldest!).getByText('Overdue')).toBeInTheDocument();
    expect(within(oldest!).getByText('Ayesha Khan · Lahore')).toBeInTheDocument();
    expect(within(oldest!).getByText('LE40512300')).toBeInTheDocument();
    expect(within(oldest!).getByText('Rs. 2,300.00 · delivered 5 Nov 2026 · 21 days')).toBeInTheDocument();
    expect(newest).toHaveAttribute('href', '/admin/orders/order-1077');
    expect(within(newest!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(newest!).getByText('Rs. 1,450.00 · delivered 22 Nov 2026 · 4 days')).toBeInTheDocument();
    expect(screen.getByText('Overdue: delivered more than 14 days ago.')).toBeInTheDocument();

    const unpaidCall = requests.find((request) => request.path === '/api/admin/couriers/unpaid')!;
    expect(Object.fromEntries(unpaidCall.url.searchParams)).toEqual({ courier: 'Leopards', limit: '50', offset: '0' });

    const balance = within(screen.getByRole('region', { name: 'Balance, all time' }));
    expect(await balance.findByText('Rs. 6,900.00')).toBeInTheDocument();
    expect(balance.getByText('3 parcels unpaid')).toBeInTheDocument();

    const payouts = within(screen.getByRole('region', { name: 'Payouts received' }));
    const payoutLink = within(await payouts.findByRole('list', { name: 'Payouts' })).getByRole('link');
    expect(payoutLink).toHaveAttribute('href', '/admin/courier-payouts/payout-7');
    expect(payoutLink).toHaveTextContent('leopards-2026-11-20.csv · 5 lines');
    expect(payoutLink).toHaveTextContent('Rs. 200.00 short');
    expect(requests.find((request) => request.path === '/api/admin/courier-payouts')!.url.searchParams.get('courier')).toBe('Leopards');

    expect(screen.getByRole('link', { name: 'Record a payout' })).toHaveAttribute('href', '/admin/courier-payouts/new?courier=Leopards');
  });

  it('takes a courier whose name needs encoding, and asks for its own parcels', async () => {
    const { requests } = stubCourier('M&P Express');
    const { user, router } = renderApp(`/admin/couriers/${encodeURIComponent('M&P Express')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'M&P Express' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Unpaid parcels' });
    expect(requests.find((request) => request.path === '/api/admin/couriers/unpaid')!.url.searchParams.get('courier')).toBe('M&P Express');
    await user.click(screen.getByRole('link', { name: 'Record a payout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courier-payouts/new'));
    expect(router.state.location.search).toBe('?courier=M%26P+Express');
  });

  it('says so when every parcel is paid for and no payout came yet', async () => {
    stubCourier('TCS', {
      'GET /api/admin/couriers/balances': () => json(courierBalances([])),
      'GET /api/admin/couriers/unpaid': () => json(unpaidParcels([])),
      'GET /api/admin/courier-payouts': () => json({ success: true, payouts: [], total: 0, limit: 10, offset: 0 }),
    });
    renderApp('/admin/couriers/TCS');
    expect(await screen.findByText('Every delivered parcel is paid for')).toBeInTheDocument();
    expect(await screen.findByText('No payout from TCS yet')).toBeInTheDocument();
    expect(await screen.findByText('No parcel delivered by TCS yet')).toBeInTheDocument();
  });
});
