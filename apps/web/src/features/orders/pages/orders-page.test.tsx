import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { getRedirectAfterLogin, setToken } from '../../../lib/storage';
import { businessDetailsResponse } from '../../../test/business-details-fixture';
import { json, networkDown, neverAnswers, stubApi, type FakeHandler } from '../../../test/fake-api';
import { makeToken, renderApp } from '../../../test/render-app';
import type { Order } from '../api/get-orders';

const token = makeToken({ id: 'user-ayesha', exp: 4_102_444_800 });
const minute = 60_000;

function order(overrides: Partial<Order> & Pick<Order, '_id'>): Order {
  return {
    status: 'Delivered',
    date: String(Date.now() - 3 * 24 * 60 * minute),
    items: [
      {
        id: 'p-rose',
        name: 'Rose Petal Soap',
        price: rupees(800),
        quantity: 2,
        image: '/uploads/seed/products/p-rose-1.webp',
        category: 'Soaps',
        isFromDeal: false,
      },
      {
        id: 'p-rosehip',
        name: 'Rosehip Oil',
        price: rupees(1200),
        quantity: 1,
        image: '/uploads/seed/products/p-rosehip-1.webp',
        category: 'Oils',
        isFromDeal: true,
        dealName: 'Glow Bundle',
        dealImage: '/uploads/seed/deals/d-glow-1.webp',
        dealDescription: 'Rose soap and rosehip oil.',
      },
    ],
    lines: [
      { kind: 'product', id: 'p-rose', name: 'Rose Petal Soap', image: '/uploads/seed/products/p-rose-1.webp', price: rupees(800), quantity: 2 },
      {
        kind: 'deal',
        dealId: 'd-glow',
        name: 'Glow Bundle',
        image: '/uploads/seed/deals/d-glow-1.webp',
        price: rupees(1200),
        quantity: 1,
        products: [{ id: 'p-rosehip', name: 'Rosehip Oil', quantity: 1, image: '/uploads/seed/products/p-rosehip-1.webp' }],
      },
    ],
    channel: 'web',
    address: {
      firstName: 'Ayesha',
      lastName: 'Khan',
      email: 'ayesha@example.com',
      street: '12 Canal View',
      city: 'Lahore',
      state: 'Punjab',
      zipcode: '54000',
      phone: '03001234567',
    },
    paymentMethod: 'COD',
    payment: false,
    subtotal: rupees(2800),
    discountCode: null,
    discount: rupees(0),
    deliveryCharges: rupees(250),
    amount: rupees(3050),
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    statusHistory: [],
    deliveryAttempts: [],
    ...overrides,
  };
}

function stubOrders(orders: FakeHandler | Order[], extra: Record<string, FakeHandler> = {}) {
  setToken(token);
  return stubApi({
    'POST /api/order/userorders': Array.isArray(orders) ? () => json({ success: true, orders }) : orders,
    'GET /api/order/cancellation-reasons': () => json({ success: true, cancellationReasons: ['Changed my mind', 'Ordered by mistake', 'Other'] }),
    ...extra,
  });
}

// Warm the lazy routes once, so no single test pays for transforming them.
beforeAll(async () => {
  await import('./orders-page');
  await import('../../accounts/pages/login-page');
});

afterEach(() => {
  vi.useRealTimers();
});

function card(orderNumber: string) {
  const article = screen.getByRole('heading', { name: `Order #${orderNumber}` }).closest('article');
  if (!article) throw new Error(`No card for order ${orderNumber}`);
  return within(article);
}

describe('My Orders: who may see it', () => {
  it('sends a logged-out shopper to /login, remembering /orders, and asks for nothing', async () => {
    const { requests } = stubApi({});
    const { router } = renderApp('/orders');
    expect(await screen.findByText('Please login to view your orders')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getRedirectAfterLogin()).toBe('/orders');
    expect(requests.filter((request) => request.path === '/api/order/userorders')).toHaveLength(0);
  });
});

describe('My Orders: the list', () => {
  it('shows orders newest first without cancelled ones, each with its number, date, status, items, address, payment and totals', async () => {
    const { requests } = stubOrders([
      order({ _id: 'older01xyz', date: String(new Date(2026, 10, 2, 9, 5).getTime()), status: 'Shipped' }),
      order({ _id: 'cancel9xyz', status: 'Cancelled' }),
      order({
        _id: 'newer77abc',
        date: String(new Date(2026, 10, 21, 15, 42).getTime()),
        status: 'Out for delivery',
        deliveryCharges: rupees(0),
        amount: rupees(2800),
      }),
    ]);
    renderApp('/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'MY ORDERS' })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2, name: /^Order #/ });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Order #newer77', 'Order #older01']);
    expect(screen.queryByText(/cancel9/)).not.toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/order/userorders')!.headers.get('token')).toBe(token);

    const newer = card('newer77');
    expect(newer.getByText('21 Nov 2026, 3:42 PM')).toBeInTheDocument();
    expect(newer.getByText('Out for delivery')).toBeInTheDocument();
    expect(newer.getByText('Rose Petal Soap')).toBeInTheDocument();
    expect(newer.getByText('2 × Rs. 800.00')).toBeInTheDocument();
    expect(newer.getByText('Glow Bundle')).toBeInTheDocument();
    expect(newer.getByText('1 × Rs. 1,200.00')).toBeInTheDocument();
    expect(newer.getByRole('list', { name: 'In the deal Glow Bundle' })).toHaveTextContent('Rosehip Oil');
    expect(newer.getByText('Delivery Address').nextElementSibling).toHaveTextContent('12 Canal ViewLahore, Punjab - 54000');
    expect(newer.getByText('Contact').nextElementSibling).toHaveTextContent('03001234567');
    expect(newer.getByText('Payment').nextElementSibling).toHaveTextContent('COD');
    expect(newer.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(newer.getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs. 2,800.00');
    expect(newer.getByText('Delivery Fee').nextElementSibling).toHaveTextContent('FREE');
    expect(newer.getByText('Total').nextElementSibling).toHaveTextContent('Rs. 2,800.00');
    expect(card('older01').getByText('Delivery Fee').nextElementSibling).toHaveTextContent('Rs. 250.00');
    expect(card('older01').getByText('Shipped')).toBeInTheDocument();
    // Only a new order within its window can be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('shows the discount code’s line on an order it took something off, and a free-delivery code beside the free delivery', async () => {
    stubOrders([
      order({ _id: 'eid20abxyz', discountCode: 'EID20', discount: rupees(560), amount: rupees(2490) }),
      order({ _id: 'freeshpxyz', discountCode: 'FREESHIP', deliveryCharges: rupees(0), amount: rupees(2800) }),
    ]);
    renderApp('/orders');

    await screen.findByRole('heading', { level: 2, name: 'Order #eid20ab' });
    const discounted = card('eid20ab');
    expect(discounted.getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs. 2,800.00');
    expect(discounted.getByText('Discount (EID20)').nextElementSibling).toHaveTextContent('−Rs. 560.00');
    expect(discounted.getByText('Delivery Fee').nextElementSibling).toHaveTextContent('Rs. 250.00');
    expect(discounted.getByText('Total').nextElementSibling).toHaveTextContent('Rs. 2,490.00');

    const freeDelivery = card('freeshp');
    expect(freeDelivery.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(freeDelivery.getByText('Delivery Fee').nextElementSibling).toHaveTextContent('Free with FREESHIP');
  });

  it("says 'Paid' for a paid order", async () => {
    stubOrders([order({ _id: 'paid123xyz', payment: true })]);
    renderApp('/orders');
    expect(await screen.findByText('Paid')).toBeInTheDocument();
  });

  it('says when there are no active orders', async () => {
    stubOrders([order({ _id: 'cancel9xyz', status: 'Cancelled' })]);
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'No active orders found' })).toBeInTheDocument();
    expect(screen.getByText('Your orders will appear here once you place them')).toBeInTheDocument();
  });

  it("says 'Failed to load orders' and tries again on request", async () => {
    let down = true;
    stubOrders((request) => (down ? networkDown(request) : json({ success: true, orders: [order({ _id: 'back123xyz' })] })));
    const { user } = renderApp('/orders');

    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order #back123' })).toBeInTheDocument();
  });
});

describe('My Orders: confirmation, shipping, delivery and return', () => {
  const placedAt = new Date(2026, 10, 21, 15, 42).getTime();

  it('shows every status but Cancelled, Confirmed and Returned included, each on its badge', async () => {
    stubOrders([
      order({ _id: 'placed1xyz', status: 'Order Placed' }),
      order({ _id: 'confirm1xy', status: 'Confirmed' }),
      order({ _id: 'packing1xy', status: 'Packing' }),
      order({ _id: 'shipped1xy', status: 'Shipped' }),
      order({ _id: 'outford1xy', status: 'Out for delivery' }),
      order({ _id: 'deliver1xy', status: 'Delivered', payment: true }),
      order({ _id: 'returne1xy', status: 'Returned' }),
      order({ _id: 'cancell1xy', status: 'Cancelled' }),
    ]);
    renderApp('/orders');

    expect(await screen.findAllByRole('heading', { level: 2, name: /^Order #/ })).toHaveLength(7);
    expect(card('confirm').getByText('Confirmed')).toBeInTheDocument();
    expect(card('returne').getByText('Returned')).toBeInTheDocument();
    expect(card('deliver').getByText('Paid')).toBeInTheDocument();
    expect(card('placed1').getByText('Cash on Delivery')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order #cancell' })).not.toBeInTheDocument();
  });

  it('links the tracking number of a shipped order to the courier’s page, in a new tab', async () => {
    stubOrders([
      order({
        _id: 'shipA12xyz',
        status: 'Shipped',
        courier: 'TCS',
        trackingNumber: '7731234567',
        trackingUrl: 'https://www.tcsexpress.com/track?cn=7731234567',
      }),
      order({ _id: 'shipB34xyz', status: 'Out for delivery', courier: 'Pakistan Post', trackingNumber: 'RL123456789PK', trackingUrl: null }),
    ]);
    renderApp('/orders');

    const linked = await screen.findByRole('link', { name: /7731234567/ });
    expect(linked).toHaveAttribute('href', 'https://www.tcsexpress.com/track?cn=7731234567');
    expect(linked).toHaveAttribute('target', '_blank');
    expect(linked.getAttribute('rel')).toContain('noopener');
    expect(linked).toHaveAccessibleName(/^7731234567 ?\(track the parcel, opens in a new tab\)$/);
    const shipped = card('shipA12');
    expect(shipped.getByText('Courier').nextElementSibling).toHaveTextContent('TCS');
    expect(shipped.getByText('Tracking number').nextElementSibling).toContainElement(linked);

    // Without a link template, the number is plain text.
    const plain = card('shipB34');
    expect(plain.getByText('Courier').nextElementSibling).toHaveTextContent('Pakistan Post');
    expect(plain.getByText('Tracking number').nextElementSibling).toHaveTextContent('RL123456789PK');
    expect(plain.queryByRole('link')).not.toBeInTheDocument();
  });

  it('never links a tracking address that is not a web page', async () => {
    stubOrders([order({ _id: 'shipped1xy', status: 'Shipped', courier: 'Other', trackingNumber: 'X1', trackingUrl: 'javascript:alert(1)' })]);
    renderApp('/orders');
    expect(await screen.findByText('X1')).toBeInTheDocument();
    expect(card('shipped').queryByRole('link')).not.toBeInTheDocument();
  });

  it("lists the order's history in order: each status, when, by whom and any note", async () => {
    stubOrders([
      order({
        _id: 'history1xy',
        status: 'Returned',
        date: String(placedAt),
        statusHistory: [
          { status: 'Order Placed', date: placedAt, by: 'customer' },
          { status: 'Confirmed', date: placedAt + 5 * minute, by: 'customer' },
          { status: 'Shipped', date: new Date(2026, 10, 22, 10, 0).getTime(), by: 'owner', note: 'TCS 7731234567' },
          { status: 'Returned', date: new Date(2026, 10, 25, 9, 30).getTime(), by: 'owner', note: 'Refused at the door' },
          { status: 'Returned', date: new Date(2026, 10, 25, 9, 31).getTime(), by: 'system' },
        ],
      }),
    ]);
    renderApp('/orders');

    const history = await screen.findByRole('list', { name: 'Order history' });
    expect(history.tagName).toBe('OL');
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order Placed 21 Nov 2026, 3:42 PM, by you',
      'Confirmed 21 Nov 2026, 3:47 PM, by you',
      'Shipped 22 Nov 2026, 10:00 AM, by the shopTCS 7731234567',
      'Returned 25 Nov 2026, 9:30 AM, by the shopRefused at the door',
      'Returned 25 Nov 2026, 9:31 AM, automatically',
    ]);
    expect(within(steps[1]!).getByText('21 Nov 2026, 3:47 PM')).toHaveAttribute('datetime', new Date(placedAt + 5 * minute).toISOString());
  });

  it('lets the customer cancel a confirmed order within the 15 minutes, as a new one', async () => {
    stubOrders([order({ _id: 'confirm1xy', status: 'Confirmed', date: String(Date.now() - 3 * minute) })]);
    renderApp('/orders');
    const button = await screen.findByRole('button', { name: 'Cancel Order' });
    expect(card('confirm').getByRole('button', { name: 'Cancel Order' })).toBe(button);
  });
});

describe('My Orders: the cancellation window', () => {
  // The clock stands still until the test moves it, however long the page takes to load on a busy
  // machine; the page's one-second ticks stay real and read the clock as it stands.
  const stopTheClock = () => vi.useFakeTimers({ toFake: ['Date'] });

  it('counts down every second with a progress bar, and the Cancel Order button is gone when the window closes', async () => {
    stopTheClock();
    // 899 seconds after the order: one second left.
    stubOrders([order({ _id: 'fresh12xyz', status: 'Order Placed', date: String(Date.now() - 899_000) })]);
    renderApp('/orders');

    const button = await screen.findByRole('button', { name: 'Cancel Order' });
    expect(button).toBeInTheDocument();
    expect(screen.getByText('0:01')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Time left to cancel' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    // 901 seconds after the order.
    vi.setSystemTime(Date.now() + 2000);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the time left and its share of the 15 minutes, ticking down', async () => {
    stopTheClock();
    stubOrders([order({ _id: 'fresh12xyz', status: 'Order Placed', date: String(Date.now() - 450_000) })]);
    renderApp('/orders');

    expect(await screen.findByText('7:30')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Time left to cancel' })).toHaveAttribute('aria-valuenow', '50');
    vi.setSystemTime(Date.now() + 1000);
    expect(await screen.findByText('7:29')).toBeInTheDocument();
  });
});

describe('My Orders: the cancel dialog', () => {
  async function openDialog(extra: Record<string, FakeHandler> = {}) {
    let orders = [order({ _id: 'fresh12xyz', status: 'Order Placed', date: String(Date.now() - 2 * minute) })];
    const api = stubOrders(() => json({ success: true, orders }), {
      'POST /api/order/cancel': () => {
        orders = orders.map((placed) => ({ ...placed, status: 'Cancelled' }));
        return json({ success: true, message: 'Order cancelled successfully' });
      },
      ...extra,
    });
    const view = renderApp('/orders');
    const opener = await screen.findByRole('button', { name: 'Cancel Order' });
    await view.user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Order' }));
    return { ...api, ...view, opener, dialog };
  }

  it('asks for a reason; Other needs typed text, which is trimmed and sent; then the list reloads', async () => {
    const { user, dialog, requests } = await openDialog();
    expect(dialog.getByText('Are you sure you want to cancel this order? This action cannot be undone.')).toBeInTheDocument();
    const select = dialog.getByLabelText('Reason for cancellation *');
    expect(select).toBeRequired();
    expect(dialog.getByRole('option', { name: 'Choose a reason' })).toBeDisabled();
    const confirm = dialog.getByRole('button', { name: 'Confirm Cancellation' });
    expect(confirm).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeInTheDocument();

    await user.selectOptions(select, 'Other');
    const other = dialog.getByLabelText('Please specify reason *');
    expect(other).toHaveAttribute('maxLength', '500');
    expect(dialog.getByText('0/500 characters')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.type(other, '   ');
    expect(confirm).toBeDisabled();
    await user.type(other, 'Ordered the wrong size ');
    expect(dialog.getByText('26/500 characters')).toBeInTheDocument();
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/order/cancel')!.body).toEqual({
      orderId: 'fresh12xyz',
      cancellationReason: 'Ordered the wrong size',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'No active orders found' })).toBeInTheDocument();
  });

  it("sends a listed reason as it is, and reads 'Cancelling...' while the server works", async () => {
    const { user, dialog, requests } = await openDialog({ 'POST /api/order/cancel': neverAnswers });
    await user.selectOptions(dialog.getByLabelText('Reason for cancellation *'), 'Ordered by mistake');
    expect(dialog.queryByLabelText('Please specify reason *')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await dialog.findByRole('button', { name: 'Cancelling...' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/order/cancel')!.body).toEqual({
      orderId: 'fresh12xyz',
      cancellationReason: 'Ordered by mistake',
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const { user, dialog } = await openDialog({
      'POST /api/order/cancel': () =>
        json({ success: false, code: 'CANCELLATION_WINDOW_PASSED', message: 'The 15-minute cancellation window for this order has passed.' }, 409),
    });
    await user.selectOptions(dialog.getByLabelText('Reason for cancellation *'), 'Changed my mind');
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText('The 15-minute cancellation window for this order has passed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it("says 'Failed to cancel order' when the server gives no reason", async () => {
    const { user, dialog } = await openDialog({ 'POST /api/order/cancel': () => json({ success: false }, 500) });
    await user.selectOptions(dialog.getByLabelText('Reason for cancellation *'), 'Changed my mind');
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Failed to cancel order')).toBeInTheDocument();
  });

  it('offers the fallback reasons when the list cannot be loaded', async () => {
    const { dialog } = await openDialog({ 'GET /api/order/cancellation-reasons': networkDown });
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Shipping address issues' })).toBeInTheDocument());
    expect(dialog.getAllByRole('option')).toHaveLength(10);
  });

  it('closes with Escape as Keep Order does, giving the focus back to Cancel Order', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the keyboard inside the dialog', async () => {
    const { user } = await openDialog();
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe("My Orders: the parcel's story", () => {
  const firstTry = new Date(2026, 10, 23, 11, 20).toISOString();
  const secondTry = new Date(2026, 10, 24, 15, 5).toISOString();
  const shippedAt = new Date(2026, 10, 22, 10, 0).getTime();
  const history: Order['statusHistory'] = [
    { status: 'Order Placed', date: new Date(2026, 10, 21, 15, 42).getTime(), by: 'customer' },
    { status: 'Shipped', date: shippedAt, by: 'owner', note: 'TCS, tracking number 7731234567' },
  ];

  it('says why the latest delivery failed and when, and how to arrange the next one with the shop’s phone; the history lists every attempt', async () => {
    stubOrders(
      [
        order({
          _id: 'retry12xyz',
          status: 'Shipped',
          courier: 'TCS',
          trackingNumber: '7731234567',
          statusHistory: history,
          deliveryAttempts: [
            { reason: 'phone-off', at: firstTry },
            { reason: 'not-at-home', at: secondTry },
          ],
        }),
      ],
      { 'GET /api/business-details': () => json(businessDetailsResponse()) },
    );
    renderApp('/orders');

    const shipped = await screen.findByRole('heading', { name: 'Order #retry12' });
    const notice = within(shipped.closest('article')!);
    const failed = notice.getAllByText('Delivery attempt failed: Not at home');
    // Once in the notice at the top of the card, once in the history.
    expect(failed).toHaveLength(2);
    const box = failed[0]!.parentElement!;
    expect(box).toHaveTextContent('24 Nov 2026, 3:05 PM');
    expect(await within(box).findByRole('link', { name: '+92 321 4567890' })).toHaveAttribute('href', 'tel:+923214567890');
    expect(box).toHaveTextContent('Please call us on +92 321 4567890 or reply to our email, and we will arrange a new delivery.');

    const steps = within(notice.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Order Placed/),
      expect.stringMatching(/^Shipped/),
      expect.stringMatching(/^Delivery attempt failed: Phone off 23 Nov 2026, 11:20 AM$/),
      expect.stringMatching(/^Delivery attempt failed: Not at home 24 Nov 2026, 3:05 PM$/),
    ]);
  });

  it('asks the customer to call the shop or reply when the shop gives no phone, and says nothing of attempts once the parcel is delivered', async () => {
    stubOrders([
      order({ _id: 'nophone1xy', status: 'Out for delivery', statusHistory: history, deliveryAttempts: [{ reason: 'wrong-address', at: secondTry }] }),
      order({
        _id: 'arrived1xy',
        status: 'Delivered',
        payment: true,
        statusHistory: history,
        deliveryAttempts: [{ reason: 'not-at-home', at: firstTry }],
      }),
    ]);
    renderApp('/orders');

    await screen.findByRole('heading', { name: 'Order #nophone' });
    const waiting = card('nophone');
    const notice = waiting.getAllByText('Delivery attempt failed: Wrong address')[0]!.parentElement!;
    expect(notice).toHaveTextContent('Please call the shop or reply to our email, and we will arrange a new delivery.');

    const delivered = card('arrived');
    // Delivered: the attempt is history, in the order's history only.
    expect(delivered.getAllByText('Delivery attempt failed: Not at home')).toHaveLength(1);
    expect(within(delivered.getByRole('list', { name: 'Order history' })).getByText('Delivery attempt failed: Not at home')).toBeInTheDocument();
    expect(delivered.queryByText(/arrange a new delivery/)).not.toBeInTheDocument();
  });
});
