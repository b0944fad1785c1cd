import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { json, networkDown, stubApi, type FakeHandler } from '../../../test/fake-api';
import { makeToken, renderWithProviders } from '../../../test/render-app';
import { customerOrder } from '../test/order-fixture';
import { OrderHistory } from './order-history';

const token = makeToken({ id: 'user-ayesha', exp: 4_102_444_800 });
const day = 86_400_000;

const orders = [
  customerOrder({ _id: 'placed1xyz', status: 'Order Placed', date: String(Date.now() - 1 * day) }),
  customerOrder({ _id: 'shippe1xyz', status: 'Shipped', date: String(Date.now() - 2 * day) }),
  customerOrder({ _id: 'delive1xyz', status: 'Delivered', payment: true, date: String(Date.now() - 3 * day) }),
  customerOrder({ _id: 'cancel1xyz', status: 'Cancelled', date: String(Date.now() - 4 * day) }),
  customerOrder({ _id: 'return1xyz', status: 'Returned', date: String(Date.now() - 5 * day) }),
];

function stub(handler: FakeHandler = () => json({ success: true, orders })) {
  setToken(token);
  return stubApi({
    'POST /api/order/userorders': handler,
    'GET /api/order/cancellation-reasons': () => json({ success: true, cancellationReasons: ['Changed my mind', 'Other'] }),
  });
}

const shownOrders = () => screen.queryAllByRole('heading', { level: 2, name: /^Order #/ }).map((heading) => heading.textContent);

describe('order history', () => {
  it('shows every order, cancelled and returned included, newest first, and filters them by tab with counts', async () => {
    stub();
    const { user } = renderWithProviders(<OrderHistory />);
    expect(await screen.findByRole('heading', { name: 'Order #placed1' })).toBeInTheDocument();
    expect(shownOrders()).toEqual(['Order #placed1', 'Order #shippe1', 'Order #delive1', 'Order #cancel1', 'Order #return1']);

    const filters = within(screen.getByRole('group', { name: 'Show orders' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All (5)',
      'Active (2)',
      'Delivered (1)',
      'Cancelled (1)',
      'Returned (1)',
    ]);
    expect(filters.getByRole('button', { name: 'All (5)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Active (2)' }));
    expect(filters.getByRole('button', { name: 'Active (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownOrders()).toEqual(['Order #placed1', 'Order #shippe1']);
    await user.click(filters.getByRole('button', { name: 'Delivered (1)' }));
    expect(shownOrders()).toEqual(['Order #delive1']);
    await user.click(filters.getByRole('button', { name: 'Cancelled (1)' }));
    expect(shownOrders()).toEqual(['Order #cancel1']);
    await user.click(filters.getByRole('button', { name: 'Returned (1)' }));
    expect(shownOrders()).toEqual(['Order #return1']);
  });

  it('shows each order with My Orders’ card: a deal as one line with the products it held', async () => {
    stub(() => json({ success: true, orders: [orders[2]] }));
    renderWithProviders(<OrderHistory />);
    const card = within((await screen.findByRole('heading', { name: 'Order #delive1' })).closest('article')!);
    expect(card.getByText('Glow Bundle')).toBeInTheDocument();
    expect(card.getByText('2 × Rs. 2,408.10')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'In the deal Glow Bundle' })).toHaveTextContent('Neem Soap2 ×Rosehip Oil');
    expect(card.queryByText(/591\.90/)).not.toBeInTheDocument();
  });

  it('says when a filter has nothing, and offers the shop when there are no orders at all', async () => {
    stub(() => json({ success: true, orders: [orders[0]] }));
    const { user } = renderWithProviders(<OrderHistory />);
    await screen.findByRole('heading', { name: 'Order #placed1' });
    await user.click(screen.getByRole('button', { name: 'Returned (0)' }));
    expect(screen.getByText('No returned orders')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'START SHOPPING' })).not.toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    stub(() => json({ success: true, orders: [] }));
    renderWithProviders(<OrderHistory />);
    expect(await screen.findByText('You have not placed any orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START SHOPPING' })).toHaveAttribute('href', '/collection');
  });

  it("says 'Failed to load orders' and tries again on request", async () => {
    let down = true;
    stub((request) => (down ? networkDown(request) : json({ success: true, orders })));
    const { user } = renderWithProviders(<OrderHistory />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order #placed1' })).toBeInTheDocument();
  });
});
