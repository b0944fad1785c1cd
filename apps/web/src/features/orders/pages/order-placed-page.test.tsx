import { rupees } from '@shop/core/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRedirectAfterLogin, setToken } from '../../../lib/storage';
import { heldAnswer, json, networkDown, neverAnswers, stubApi, type FakeHandler } from '../../../test/fake-api';
import { makeToken, renderApp } from '../../../test/render-app';
import type { Order } from '../api/get-orders';
import { customerOrder } from '../test/order-fixture';

const token = makeToken({ id: 'user-ayesha', exp: 4_102_444_800 });
const orderId = 'k3x9qmz2abcdef0123456789';
const path = `/orders/${orderId}/placed`;

function stub(handler: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  setToken(token);
  return stubApi({
    [`GET /api/order/${orderId}`]: handler,
    'GET /api/order/cancellation-reasons': () => json({ success: true, cancellationReasons: ['Changed my mind', 'Other'] }),
    'GET /api/delivery-settings': () =>
      json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000, deliveryDays: { min: 2, max: 4 } } }),
    ...extra,
  });
}

const answer = (order: Order) => () => json({ success: true, order });

beforeAll(async () => {
  await import('./order-placed-page');
  await import('../../accounts/pages/login-page');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the order placed page', () => {
  it('shows the order number, what happens next, the cash to keep ready, the cancel window and the items as bought', async () => {
    // The clock stands still while the page loads, however busy the machine; the page's ticks stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { requests } = stub(answer(customerOrder({ _id: orderId, date: String(Date.now() - 60_000) })));
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ayesha!' })).toBeInTheDocument();
    expect(screen.getByText('#k3x9qmz')).toBeInTheDocument();
    expect(requests.find((request) => request.path === `/api/order/${orderId}`)!.headers.get('token')).toBe(token);
    expect(screen.getByText(/Cash on Delivery: please keep/)).toHaveTextContent('Cash on Delivery: please keep Rs. 6,416.20 ready for the courier.');

    const next = within(screen.getByRole('list', { name: 'What happens next' }));
    expect(next.getByText('We confirm your order')).toBeInTheDocument();
    expect(next.getByText(/We will call you on 03001234567/)).toHaveTextContent('"Confirm my order" link in the email');
    // The delivery time the owner set.
    expect(await next.findByText('Delivery usually takes 2–4 working days across Pakistan, after your order is confirmed.')).toBeInTheDocument();

    // 14 minutes left, ticking.
    expect(screen.getByText('14:00')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 1000);
    expect(await screen.findByText('13:59')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Items' }));
    expect(items.getByText('Glow Bundle')).toBeInTheDocument();
    expect(items.getByText('2 × Rs. 2,408.10')).toBeInTheDocument();
    expect(items.getByText('Rs. 4,816.20')).toBeInTheDocument();
    expect(items.getByRole('list', { name: 'In the deal Glow Bundle' })).toHaveTextContent('Neem Soap2 ×Rosehip Oil');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('Rs. 6,416.20');
    expect(screen.getByRole('link', { name: 'VIEW MY ORDERS' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute('href', '/collection');
  });

  it('shows what the discount code took off, and the cash to keep ready after it', async () => {
    stub(answer(customerOrder({ _id: orderId, discountCode: 'EID20', discount: rupees(1283.24), deliveryCharges: rupees(250), amount: rupees(5382.96) })));
    renderApp(path);

    expect(await screen.findByText('Discount (EID20)')).toBeInTheDocument();
    expect(screen.getByText('Discount (EID20)').nextElementSibling).toHaveTextContent('−Rs. 1,283.24');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('Rs. 5,382.96');
    expect(screen.getByText(/Cash on Delivery: please keep/)).toHaveTextContent('Cash on Delivery: please keep Rs. 5,382.96 ready for the courier.');
  });

  it('cancels from the page with a reason, and then says the order was cancelled', async () => {
    let order = customerOrder({ _id: orderId, date: String(Date.now() - 60_000) });
    const { requests } = stub(() => json({ success: true, order }), {
      'POST /api/order/cancel': () => {
        order = { ...order, status: 'Cancelled' };
        return json({ success: true, message: 'Order cancelled successfully' });
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox'), 'Changed my mind');
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/order/cancel')!.body).toEqual({ orderId, cancellationReason: 'Changed my mind' });
    expect(screen.queryByText(/please keep/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('says the window has passed once the 15 minutes are over, and that a confirmed order is confirmed', async () => {
    stub(answer(customerOrder({ _id: orderId, status: 'Confirmed', date: String(Date.now() - 16 * 60_000) })));
    renderApp(path);
    expect(await screen.findByText('Your order is confirmed')).toBeInTheDocument();
    expect(screen.getByText(/The 15-minute window to cancel this order has passed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('promises no delivery time it could not read: the step then says how the parcel comes', async () => {
    stub(answer(customerOrder({ _id: orderId, date: String(Date.now() - 60_000) })), {
      'GET /api/delivery-settings': () => json({ success: false, message: 'The shop is busy' }, 503),
    });
    renderApp(path);
    const next = within(await screen.findByRole('list', { name: 'What happens next' }));
    expect(await next.findByText('The courier brings it to your door; My Orders shows each step.')).toBeInTheDocument();
    expect(next.queryByText(/working days/)).not.toBeInTheDocument();
  });

  it('shows a loading state, then the same not-found state for an order that is not the customer’s', async () => {
    const order = heldAnswer();
    stub(order.handler);
    renderApp(path);
    expect(await screen.findByText('Loading your order...')).toBeInTheDocument();
    order.release(json({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW MY ORDERS' })).toBeInTheDocument();
  });

  it("says 'Failed to load your order' and tries again on request", async () => {
    let down = true;
    stub((request) => (down ? networkDown(request) : json({ success: true, order: customerOrder({ _id: orderId }) })));
    const { user } = renderApp(path);
    expect(await screen.findByText('Failed to load your order')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ayesha!' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor to login and brings them back to the page', async () => {
    const { requests } = stubApi({ [`GET /api/order/${orderId}`]: neverAnswers });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getRedirectAfterLogin()).toBe(path);
    expect(requests.filter((request) => request.path === `/api/order/${orderId}`)).toHaveLength(0);
  });
});
