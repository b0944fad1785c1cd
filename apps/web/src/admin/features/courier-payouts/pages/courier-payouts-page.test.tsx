import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { PayoutDto } from '@shop/core/couriers/admin-dtos';
import { everyKindTotals, payoutDetail, payoutLine } from '../payout-fixtures';

const leopardsPayout: PayoutDto = {
  _id: 'payout-9',
  courier: 'Leopards',
  fileName: 'leopards-payout.csv',
  appliedAt: '2026-11-26T10:05:00.000Z',
  appliedBy: 'owner@khalis.pk',
  totals: everyKindTotals,
  markedDelivered: 1,
  markedReturned: 1,
};
const tcsPayout = {
  ...leopardsPayout,
  _id: 'payout-8',
  courier: 'TCS',
  fileName: null,
  appliedAt: '2026-11-24T06:00:00.000Z',
  totals: { ...everyKindTotals, lines: 1, cash: rupees(2_300), net: rupees(2_074), shortfall: rupees(0) },
};

function stubPayouts(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/delivery-settings': () =>
      json({
        success: true,
        settings: {
          mode: 'fixed',
          fixedCharge: 250,
          freeDeliveryAbove: 5000,
          deliveryDays: { min: 3, max: 5 },
          couriers: [
            { name: 'Leopards', trackingUrlTemplate: null },
            { name: 'TCS', trackingUrlTemplate: null },
          ],
          version: 1,
        },
      }),
    'GET /api/admin/courier-payouts': ({ url }) => {
      const courier = url.searchParams.get('courier');
      const payouts = [leopardsPayout, tcsPayout].filter((payout) => !courier || payout.courier === courier);
      return json({ success: true, payouts, total: payouts.length, limit: 50, offset: 0 });
    },
    'GET /api/admin/courier-payouts/payout-9': () => json({ success: true, payout: payoutDetail() }),
    ...routes,
  });
}

beforeAll(async () => {
  await import('./courier-payouts-page');
  await import('./courier-payout-page');
});

describe('Payouts', () => {
  it('lists the payouts received with their courier, report, lines, cash, net and shortfall, each opening the payout', async () => {
    stubPayouts();
    const { user, router } = renderApp('/admin/courier-payouts');
    const list = within(await screen.findByRole('list', { name: 'Payouts' }));
    const [leopards, tcs] = list.getAllByRole('link');
    expect(leopards).toHaveAttribute('href', '/admin/courier-payouts/payout-9');
    expect(leopards).toHaveTextContent('Leopards · 26-Nov-2026, 3:05 pm');
    expect(leopards).toHaveTextContent('leopards-payout.csv · 6 lines');
    expect(leopards).toHaveTextContent('Cash Rs. 4,530.00 · net Rs. 3,702.00');
    expect(leopards).toHaveTextContent('Rs. 200.00 short');
    expect(tcs).toHaveTextContent('Typed in · 1 line');
    expect(tcs).not.toHaveTextContent('short');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Courier' }), 'TCS');
    await waitFor(() => expect(router.state.location.search).toBe('?courier=TCS'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Record a payout' })).toHaveAttribute('href', '/admin/courier-payouts/new?courier=TCS');
  });

  it('says when no payout has come yet', async () => {
    stubPayouts({ 'GET /api/admin/courier-payouts': () => json({ success: true, payouts: [], total: 0, limit: 50, offset: 0 }) });
    renderApp('/admin/courier-payouts');
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  });

  it('shows a payout: its totals, the orders moved with it and its lines by match', async () => {
    stubPayouts({
      'GET /api/admin/courier-payouts/payout-9': () =>
        json({
          success: true,
          payout: payoutDetail({
            lines: [
              payoutLine(),
              payoutLine({ line: 3, trackingNumber: 'LE40520219', match: 'amount-differs', codAmount: rupees(2_350), difference: rupees(50) }),
            ],
          }),
        }),
    });
    renderApp('/admin/courier-payouts/payout-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout from Leopards' })).toBeInTheDocument();
    expect(screen.getByText('Applied 26-Nov-2026, 3:05 pm by owner@khalis.pk · leopards-payout.csv')).toBeInTheDocument();
    expect(screen.getByText('Marked delivered with it: 1 order · marked returned: 1 order')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('Net', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rs. 3,702.00');
    expect(totals.getByRole('link', { name: 'What Leopards still owes' })).toHaveAttribute('href', '/admin/couriers/Leopards');
    expect(within(screen.getByRole('region', { name: 'Matched (1)' })).getByRole('link', { name: 'Order #1042' })).toHaveAttribute(
      'href',
      '/admin/orders/order-1042',
    );
    expect(within(screen.getByRole('region', { name: 'Amount differs (1)' })).getByText('Rs. 50.00 over')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says so when the payout does not exist', async () => {
    stubPayouts({
      'GET /api/admin/courier-payouts/payout-404': () => json({ success: false, code: 'PAYOUT_NOT_FOUND', message: 'No such payout' }, 404),
    });
    renderApp('/admin/courier-payouts/payout-404');
    expect(await screen.findByText('This payout does not exist')).toBeInTheDocument();
  });
});
