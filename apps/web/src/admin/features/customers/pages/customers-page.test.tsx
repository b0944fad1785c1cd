import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, networkDown, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { customerSummary } from '../customer-fixtures';

const customers = [
  customerSummary(),
  customerSummary({ _id: 'p-03119876543', name: 'Bilal Ahmed', phone: '03119876543', email: null, orders: 7, accounts: 2 }),
  customerSummary({
    _id: 'a-u-9',
    name: 'Sana Malik',
    phone: null,
    email: 'sana@example.pk',
    orders: 0,
    delivered: 0,
    returned: 0,
    spent: rupees(0),
    lastOrderAt: null,
  }),
];

function stubCustomers(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/customers': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const matching = customers.filter((customer) => `${customer.name} ${customer.phone ?? ''} ${customer.email ?? ''}`.toLowerCase().includes(q));
      return json({ success: true, customers: matching, total: matching.length, limit: 50, offset: 0 });
    },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./customers-page');
});

const cards = async () => within(await screen.findByRole('list', { name: 'Customers' }));

describe('Customers list', () => {
  it('shows each customer with their phone, counts and spend, each opening their page', async () => {
    stubCustomers();
    renderApp('/admin/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const list = await cards();
    const ayesha = within(list.getByText('Ayesha Khan').closest('a')!);
    expect(ayesha.getByText('03001234567 · ayesha@example.pk')).toBeInTheDocument();
    expect(ayesha.getByText('3 orders · 2 delivered · 1 returned · Rs. 4,500.00')).toBeInTheDocument();
    expect(list.getByText('Ayesha Khan').closest('a')).toHaveAttribute('href', '/admin/customers/p-03001234567');
    expect(list.getByText('03119876543 · 2 accounts')).toBeInTheDocument();
    expect(within(list.getByText('Sana Malik').closest('a')!).getByText('Last order: No orders yet')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('keeps the search and the sort in the address and asks the API for them', async () => {
    const { requests } = stubCustomers();
    const { user, router } = renderApp('/admin/customers');
    await (await cards()).findByText('Ayesha Khan');
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'bilal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Ayesha Khan')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?q=bilal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most spent');
    await waitFor(() => expect(router.state.location.search).toBe('?q=bilal&sort=spent'));
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/admin/customers' && request.url.searchParams.get('q') === 'bilal' && request.url.searchParams.get('sort') === 'spent',
        ),
      ).toBe(true),
    );
  });

  it('says when nothing matches the search', async () => {
    stubCustomers();
    renderApp('/admin/customers?q=nobody');
    expect(await screen.findByText('No customers match "nobody"')).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot load, and tries again', async () => {
    stubCustomers({ 'GET /api/admin/customers': networkDown });
    renderApp('/admin/customers');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('downloads the CSV of the list as searched and sorted', async () => {
    const { requests } = stubCustomers({
      'GET /api/admin/customers/export.csv': () => new Response('customer_id\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    URL.createObjectURL = () => 'blob:customers';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderApp('/admin/customers?q=ayesha&sort=orders');
    await (await cards()).findByText('Ayesha Khan');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/admin/customers/export.csv')).toBe(true));
    const download = requests.find((request) => request.path === '/api/admin/customers/export.csv')!;
    expect(Object.fromEntries(download.url.searchParams)).toEqual({ q: 'ayesha', sort: 'orders' });
    expect(await screen.findByText('The CSV of the customers is downloaded.')).toBeInTheDocument();
  });
});
