import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminOrderDetail } from '../api/get-order';
import { adminOrder } from '../test/order-fixtures';

beforeAll(async () => {
  await import('./order-detail-page');
});

const orderId = 'abc1234def';
const whatsappUrl = 'https://wa.me/923001234567?text=Hello%20Ayesha';
const couriers = [
  { name: 'TCS', trackingUrlTemplate: 'https://www.tcsexpress.com/track?cn={tracking}' },
  { name: 'Leopards', trackingUrlTemplate: null },
];

/** The server's side of one order: GET answers the order as it is now; a move handler may change it. */
function stubOrder(start: AdminOrderDetail, move?: (request: FakeRequest, current: AdminOrderDetail) => { order?: AdminOrderDetail; response: Response }) {
  let current = start;
  const onMove: FakeHandler = (request) => {
    const { order, response } = move!(request, current);
    if (order) current = order;
    return response;
  };
  const stub = stubApi({
    ...signInAsOwner(),
    [`GET /api/admin/orders/${orderId}`]: () => json({ success: true, order: current }),
    [`POST /api/admin/orders/${orderId}/status`]: onMove,
    'GET /api/admin/delivery-settings': () =>
      json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 5000, deliveryDays: { min: 3, max: 5 }, couriers } }),
  });
  const moves = () => stub.requests.filter((request) => request.method === 'POST');
  const loads = () => stub.requests.filter((request) => request.method === 'GET' && request.path === `/api/admin/orders/${orderId}`);
  return { ...stub, moves, loads };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function openOrder(order: AdminOrderDetail) {
  const view = renderApp(`/admin/orders/${orderId}`);
  await screen.findByRole('heading', { level: 1, name: `Order #${order.orderNumber}` });
  return view;
}

describe('Order detail', () => {
  it('shows the order: status, items with deals as the deal, customer with tap-to-call and WhatsApp, totals and history', async () => {
    const order = adminOrder({
      _id: orderId,
      whatsappUrl,
      statusHistory: [
        { status: 'Order Placed', date: new Date(2026, 10, 21, 15, 42).getTime(), by: 'customer' },
        { status: 'Confirmed', date: new Date(2026, 10, 21, 16, 0).getTime(), by: 'owner', note: 'Confirmed on the phone' },
      ],
    });
    stubOrder(order);
    await openOrder(order);

    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
    const items = section('Items');
    const productLine = items.getAllByRole('listitem')[0]!;
    expect(productLine).toHaveTextContent('Rose Petal Soap2 × Rs. 800.00Rs. 1,600.00');
    const deal = within(items.getByRole('list', { name: 'In the deal Glow Bundle' }));
    expect(deal.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 ×Rose Petal Soap', '1 ×Rosehip Oil']);
    expect(items.getByText('Glow Bundle')).toBeInTheDocument();
    expect(items.getByText('Rs. 1,450.00')).toBeInTheDocument();
    expect(items.getByText('1 × Rs. 1,450.00')).toBeInTheDocument();
    expect(items.getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs. 3,050.00');
    expect(items.getByText('Delivery').nextElementSibling).toHaveTextContent('Rs. 250.00');
    expect(items.getByText('Total').nextElementSibling).toHaveTextContent('Rs. 3,300.00');
    expect(items.getByText('Cash to collect (COD)').nextElementSibling).toHaveTextContent('Rs. 3,300.00');

    const customer = section('Customer');
    expect(customer.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: 'Call 03001234567' })).toHaveAttribute('href', 'tel:03001234567');
    const whatsapp = customer.getByRole('link', { name: /Send WhatsApp confirmation/ });
    expect(whatsapp).toHaveAttribute('href', whatsappUrl);
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(customer.getByRole('link', { name: 'ayesha@example.com' })).toHaveAttribute('href', 'mailto:ayesha@example.com');
    expect(customer.getByText('Delivery address').nextElementSibling).toHaveTextContent('12 Canal ViewLahore, Punjab 54000');

    const history = section('History');
    expect(history.getByText('Confirmed on the phone')).toBeInTheDocument();
    expect(history.getByText(/by the shop/)).toBeInTheDocument();
    expect(history.getByText(/by the customer/)).toBeInTheDocument();
  });

  it('has no WhatsApp button when the phone is not a Pakistani mobile', async () => {
    const order = adminOrder({ _id: orderId, whatsappUrl: null });
    stubOrder(order);
    await openOrder(order);
    expect(section('Customer').queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('offers exactly one button per move in nextStatuses, by the names the issue gives', async () => {
    const placed = adminOrder({ _id: orderId, nextStatuses: ['Confirmed', 'Packing', 'Cancelled'] });
    stubOrder(placed);
    const { unmount } = await openOrder(placed);
    expect(
      section('Next step')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Start packing', 'Cancel order']);
    unmount();

    const delivered = adminOrder({ _id: orderId, status: 'Delivered', payment: true, nextStatuses: ['Returned'] });
    stubOrder(delivered);
    const second = await openOrder(delivered);
    expect(
      section('Next step')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Returned']);
    expect(section('Items').getByText('Cash collected').nextElementSibling).toHaveTextContent('Rs. 3,300.00');
    second.unmount();

    const cancelled = adminOrder({ _id: orderId, status: 'Cancelled', nextStatuses: [] });
    stubOrder(cancelled);
    await openOrder(cancelled);
    expect(section('Next step').queryByRole('button')).not.toBeInTheDocument();
    expect(section('Next step').getByText('This order is Cancelled: it has no further steps.')).toBeInTheDocument();
  });

  it('ships with a courier and tracking number, shows the server’s message and the order as it now is', async () => {
    const packing = adminOrder({ _id: orderId, status: 'Packing', nextStatuses: ['Shipped', 'Cancelled'] });
    const { moves } = stubOrder(packing, (request, current) => {
      const body = request.body as { courier: string; trackingNumber: string };
      const order = {
        ...current,
        status: 'Shipped',
        courier: body.courier,
        trackingNumber: body.trackingNumber,
        nextStatuses: ['Out for delivery', 'Returned'],
      };
      return { order, response: json({ success: true, message: 'Order marked Shipped; the customer has been emailed', order }) };
    });
    const { user } = await openOrder(packing);

    await user.click(section('Next step').getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship order #abc1234' }));
    const courier = dialog.getByRole('combobox', { name: 'Courier' });
    await waitFor(() => expect(courier).toBeEnabled());
    await user.selectOptions(courier, 'TCS');
    await user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'TCS-7731234567');
    await user.click(dialog.getByRole('button', { name: 'Ship' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(moves()).toHaveLength(1);
    expect(moves()[0]!.body).toEqual({ status: 'Shipped', courier: 'TCS', trackingNumber: 'TCS-7731234567' });
    expect(await screen.findByText('Order marked Shipped; the customer has been emailed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        section('Next step')
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Out for delivery', 'Returned']),
    );
    expect(section('Shipment').getByText('TCS-7731234567')).toBeInTheDocument();
  });

  it('asks for both ship fields before sending anything', async () => {
    const packing = adminOrder({ _id: orderId, status: 'Packing', nextStatuses: ['Shipped', 'Cancelled'] });
    const { moves } = stubOrder(packing);
    const { user } = await openOrder(packing);

    await user.click(section('Next step').getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Ship' }));
    expect(await dialog.findByRole('combobox', { name: 'Courier' })).toHaveAccessibleDescription('Choose the courier that took the parcel');
    expect(dialog.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription('Enter the tracking number');
    expect(moves()).toHaveLength(0);
  });

  it('puts a 400 naming trackingNumber next to “Tracking number”, keeping what was typed', async () => {
    const packing = adminOrder({ _id: orderId, status: 'Packing', nextStatuses: ['Shipped', 'Cancelled'] });
    const refusal = 'trackingNumber may hold letters, digits, spaces, dashes and slashes, at most 60';
    stubOrder(packing, () => ({ response: json({ success: false, code: 'INVALID_REQUEST', message: refusal, fields: ['trackingNumber'] }, 400) }));
    const { user } = await openOrder(packing);

    await user.click(section('Next step').getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Courier' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Courier' }), 'Leopards');
    await user.type(dialog.getByRole('textbox', { name: 'Tracking number' }), 'LP#99');
    await user.click(dialog.getByRole('button', { name: 'Ship' }));

    const tracking = dialog.getByRole('textbox', { name: 'Tracking number' });
    await waitFor(() => expect(tracking).toHaveAccessibleDescription(refusal));
    expect(tracking).toHaveValue('LP#99');
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('combobox', { name: 'Courier' })).toHaveValue('Leopards');
  });

  it('says the order moved meanwhile on a 409 and shows it as it now is', async () => {
    const placed = adminOrder({ _id: orderId, nextStatuses: ['Confirmed', 'Packing', 'Cancelled'] });
    const cancelled = { ...placed, status: 'Cancelled', nextStatuses: [] };
    const { loads } = stubOrder(placed, () => ({
      order: cancelled,
      response: json(
        {
          success: false,
          code: 'ORDER_STATUS_MOVE_REFUSED',
          message: 'This order cannot move from Cancelled to Confirmed. An order that is Cancelled cannot change any more.',
          status: 'Cancelled',
          nextStatuses: [],
        },
        409,
      ),
    }));
    const { user } = await openOrder(placed);
    const loadsBefore = loads().length;

    await user.click(section('Next step').getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order was moved meanwhile: it is now Cancelled. It has been reloaded, so check it and choose again.',
    );
    await waitFor(() => expect(loads().length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(section('Next step').queryByRole('button')).not.toBeInTheDocument());
  });

  it('cancels with a reason', async () => {
    const placed = adminOrder({ _id: orderId, nextStatuses: ['Confirmed', 'Packing', 'Cancelled'] });
    const { moves } = stubOrder(placed, (_request, current) => {
      const order = { ...current, status: 'Cancelled', nextStatuses: [] };
      return { order, response: json({ success: true, message: 'Order cancelled', order }) };
    });
    const { user } = await openOrder(placed);

    await user.click(section('Next step').getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #abc1234?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText('Say why the order is cancelled')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Customer asked on the phone');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Cancelled', reason: 'Customer asked on the phone' });
  });

  it('marks delivered only after the cash collected is confirmed, showing the amount', async () => {
    const out = adminOrder({ _id: orderId, status: 'Out for delivery', nextStatuses: ['Delivered', 'Returned'] });
    const { moves } = stubOrder(out, (_request, current) => {
      const order = { ...current, status: 'Delivered', payment: true, nextStatuses: ['Returned'] };
      return { order, response: json({ success: true, message: 'Order marked Delivered', order }) };
    });
    const { user } = await openOrder(out);

    await user.click(section('Next step').getByRole('button', { name: 'Delivered' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #abc1234 delivered?' }));
    expect(dialog.getByText('Rs. 3,300.00')).toBeInTheDocument();
    expect(moves()).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delivered, cash collected' }));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Delivered' });
  });

  it('records a return after delivery with the reason, the restock choice and the refund', async () => {
    const delivered = adminOrder({ _id: orderId, status: 'Delivered', payment: true, nextStatuses: ['Returned'] });
    const { moves } = stubOrder(delivered, (_request, current) => {
      const order = { ...current, status: 'Returned', nextStatuses: [] };
      return { order, response: json({ success: true, message: 'Order marked Returned', order }) };
    });
    const { user } = await openOrder(delivered);

    await user.click(section('Next step').getByRole('button', { name: 'Returned' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.type(dialog.getByRole('textbox', { name: 'What happened' }), 'Wrong shade');
    await user.click(dialog.getByRole('radio', { name: 'No, keep them out (damaged)' }));
    await user.type(dialog.getByRole('textbox', { name: 'Refund (Rs.)' }), '1,500');
    await user.click(dialog.getByRole('button', { name: 'Record return' }));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Returned', reason: 'Wrong shade', restock: false, refund: 1500 });
  });

  it('returns a parcel that came back before delivery without asking for a refund', async () => {
    const shipped = adminOrder({ _id: orderId, status: 'Shipped', courier: 'TCS', trackingNumber: 'T1', nextStatuses: ['Out for delivery', 'Returned'] });
    const { moves } = stubOrder(shipped, (_request, current) => {
      const order = { ...current, status: 'Returned', nextStatuses: [] };
      return { order, response: json({ success: true, message: 'Order marked Returned', order }) };
    });
    const { user } = await openOrder(shipped);

    await user.click(section('Next step').getByRole('button', { name: 'Returned' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('textbox', { name: 'Refund (Rs.)' })).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Refused at the door');
    await user.click(dialog.getByRole('radio', { name: 'Yes, the items can be sold again' }));
    await user.click(dialog.getByRole('button', { name: 'Record return' }));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Returned', reason: 'Refused at the door', restock: true });
  });

  it('prints a packing slip with the shop, order, address, phone, items and the cash to collect', async () => {
    const order = adminOrder({ _id: orderId });
    stubOrder(order);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openOrder(order);

    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalledTimes(1);

    const slip = within(screen.getByRole('region', { name: 'Packing slip' }));
    expect(slip.getByText('Order #abc1234')).toBeInTheDocument();
    expect(slip.getByText('21-Nov-2026, 3:42 pm')).toBeInTheDocument();
    expect(slip.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(slip.getByText('12 Canal View')).toBeInTheDocument();
    expect(slip.getByText('Phone: 03001234567')).toBeInTheDocument();
    expect(slip.getByText('Deal: Glow Bundle')).toBeInTheDocument();
    expect(slip.getByText('Cash to collect').nextElementSibling).toHaveTextContent('Rs. 3,300.00');
  });

  it("shows a deal bought twice as the server grouped it: one line of 2, what each holds, and the slip's units to pack", async () => {
    const base = adminOrder({ _id: orderId });
    const deal = base.lines[1]!;
    const order = adminOrder({ _id: orderId, lines: [{ ...deal, quantity: 2 }] });
    stubOrder(order);
    await openOrder(order);
    const items = section('Items');
    expect(items.getByText('2 × Rs. 1,450.00')).toBeInTheDocument();
    expect(items.getByText('Rs. 2,900.00')).toBeInTheDocument();
    expect(items.getByText('Each deal holds:')).toBeInTheDocument();
    expect(
      within(items.getByRole('list', { name: 'In the deal Glow Bundle' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 ×Rose Petal Soap', '1 ×Rosehip Oil']);
    const slip = within(screen.getByRole('region', { name: 'Packing slip' }));
    expect(slip.getByText('Deal: Glow Bundle').nextElementSibling).toHaveTextContent('2 × Rose Petal Soap2 × Rosehip Oil');
  });

  it('says so when the order does not exist', async () => {
    stubApi({
      ...signInAsOwner(),
      [`GET /api/admin/orders/${orderId}`]: () => json({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' }, 404),
    });
    renderApp(`/admin/orders/${orderId}`);
    expect(await screen.findByText('This order does not exist')).toBeInTheDocument();
  });
});
