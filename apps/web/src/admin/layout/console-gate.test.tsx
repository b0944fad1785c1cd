import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/storage';
import { signInAsOwner } from '../../test/console';
import { json, stubApi } from '../../test/fake-api';
import { makeToken, renderApp } from '../../test/render-app';

const overview = {
  orders: { 'Order Placed': 0, Confirmed: 0, Packing: 0, Shipped: 0, 'Out for delivery': 0, Delivered: 0, Cancelled: 0, Returned: 0 },
  lowStockThreshold: 5,
  lowStockProducts: 0,
  unansweredReviews: 0,
  hiddenReviews: 0,
  unhandledMessages: 0,
  failedMessages: 0,
  ordersAtRisk: { risky: 0, blocked: 0 },
};
const emptyReport = {
  from: '',
  to: '',
  placed: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  cashCollected: 0,
  refunded: 0,
  returnRate: null,
  topProducts: [],
};
const customer = { _id: 'user-bilal', name: 'Bilal Ahmed', email: 'bilal@example.pk', role: 'customer' as const };

afterEach(() => vi.unstubAllGlobals());

describe('the console gate', () => {
  it('signs the owner in with email and password and opens Today', async () => {
    const api = stubApi({
      'POST /api/user/login': () => json({ success: true, token: makeToken({ id: 'owner-1', exp: 4_102_444_800 }), message: 'Login successful' }),
      'GET /api/user/me': () => json({ success: true, user: { _id: 'owner-1', name: 'Ayesha', email: 'owner@khalis.pk', role: 'admin' } }),
      'GET /api/admin/overview': () => json({ success: true, overview }),
      'GET /api/admin/reports/summary': () => json({ success: true, report: emptyReport }),
    });
    const { user } = renderApp('/admin/orders?status=Confirmed');
    await user.type(await screen.findByLabelText('Email'), 'owner@khalis.pk');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByRole('navigation', { name: 'Console' })).not.toHaveLength(0);
    expect(api.requests.find((request) => request.path === '/api/user/login')?.body).toEqual({ email: 'owner@khalis.pk', password: 'correct horse' });
  });

  it("shows the server's message when the password is wrong, keeping what was typed", async () => {
    stubApi({
      'POST /api/user/login': () => json({ success: false, code: 'BAD_CREDENTIALS', message: 'Invalid email or password' }, 401),
    });
    const { user } = renderApp('/admin');
    await user.type(await screen.findByLabelText('Email'), 'owner@khalis.pk');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@khalis.pk');
  });

  it("tells a customer that the account cannot open the console, and asks for none of the shop's data", async () => {
    const api = stubApi({ ...signInAsOwner(customer) });
    const { user } = renderApp('/admin');
    expect(await screen.findByText(/This account cannot open the shop console/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('/api/admin/'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
