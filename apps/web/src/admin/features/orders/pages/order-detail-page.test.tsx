import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminOrderDetail } from '../api/get-order';
import { adminOrder, customerRisk } from '../test/order-fixtures';

beforeAll(async () => {
  await import('./order-detail-page');
});

const orderId = 'abc1234def';
const whatsappUrl = 'https://wa.me/923001234567?text=Hello%20Ayesha';
const couriers = [
  { name: 'TCS', trackingUrlTemplate: 'https://www.tcsexpress.com/track?cn={tracking}' },
  { name: 'Leopards', trackingUrlTemplate: null },
];

type OrderChange = (request: FakeRequest, current: AdminOrderDetail) => { order?: AdminOrderDetail; response: Response };

/**
 * The server's side of one order: GET answers the order as it is now; a move handler, or one of `more`
 * (other calls by their route), may change it.
 */
function stubOrder(start: AdminOrderDetail, move?: OrderChange, more: Record<string, OrderChange> = {}) {
  let current = start;
  const changing =
    (change: OrderChange): FakeHandler =>
    (request) => {
      const { order, response } = change(request, current);
      if (order) current = order;
      return response;
    };
  const stub = stubApi({
    ...signInAsOwner(),
    [`GET /api/admin/orders/${orderId}`]: () => json({ success: true, order: current }),
    ...(move ? { [`POST /api/admin/orders/${orderId}/status`]: changing(move) } : {}),
    ...Object.fromEntries(Object.entries(more).map(([route, change]) => [route, changing(change)])),
    'GET /api/admin/delivery-settings': () =>
      json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 5000, deliveryDays: { min: 3, max: 5 }, couriers } }),
  });
  const moves = () => stub.requests.filter((request) => request.method === 'POST' && request.path === `/api/admin/orders/${orderId}/status`);
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

describe('Order detail: cash-on-delivery protection', () => {
  const refuser = customerRisk('risky', [{ code: 'refused', text: '2 of 3 parcels to 03001234567 refused at the door' }], {
    delivered: 1,
    returned: 2,
    cancelled: 1,
    expired: 3,
  });
  const blocked = customerRisk('blocked', [{ code: 'blocked', text: 'The phone number 03001234567 is blocked' }]);
  const blocks = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/blocks');

  it("shows the customer's risk: the level, each reason and the orders so far, and the badge beside the status", async () => {
    const order = adminOrder({ _id: orderId, risk: refuser });
    stubOrder(order);
    await openOrder(order);

    const risk = section('Customer risk');
    expect(risk.getByText('Risky customer')).toBeInTheDocument();
    expect(risk.getByText('Call the customer and make sure of this order before you send it.')).toBeInTheDocument();
    expect(
      within(risk.getByRole('list', { name: 'Why' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 of 3 parcels to 03001234567 refused at the door']);
    const count = (label: string) => risk.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([count('Delivered'), count('Returned'), count('Cancelled'), count('Not confirmed in time')]).toEqual(['1', '2', '1', '3']);
    // The page's heading says it too, beside the status, before the owner scrolls.
    expect(screen.getAllByText('Risky customer')).toHaveLength(2);
  });

  it('names a new customer quietly, with no reasons', async () => {
    const order = adminOrder({ _id: orderId });
    stubOrder(order);
    await openOrder(order);
    const risk = section('Customer risk');
    expect(risk.getByText('New customer')).toBeInTheDocument();
    expect(risk.queryByRole('list', { name: 'Why' })).not.toBeInTheDocument();
    expect(screen.getAllByText('New customer')).toHaveLength(1);
  });

  it('says until when an unconfirmed order is held, and extends the hold by 24 hours', async () => {
    const placed = adminOrder({ _id: orderId, holdUntil: '2026-11-23T10:42:00.000Z' });
    const { requests } = stubOrder(placed, undefined, {
      [`POST /api/admin/orders/${orderId}/extend-hold`]: (_request, current) => {
        const order = { ...current, holdUntil: '2026-11-24T10:42:00.000Z' };
        return { order, response: json({ success: true, message: 'The order is held 24 hours more, until 24-Nov-2026, 3:42 pm', order }) };
      },
    });
    const { user } = await openOrder(placed);

    const next = section('Next step');
    expect(next.getByText(/Held until/)).toHaveTextContent('Held until 23-Nov-2026, 3:42 pm.');
    await user.click(next.getByRole('button', { name: 'Extend hold by 24 hours' }));

    expect(await screen.findByText('The order is held 24 hours more, until 24-Nov-2026, 3:42 pm')).toBeInTheDocument();
    await waitFor(() => expect(next.getByText(/Held until/)).toHaveTextContent('Held until 24-Nov-2026, 3:42 pm.'));
    expect(requests.filter((request) => request.path === `/api/admin/orders/${orderId}/extend-hold`)).toHaveLength(1);
  });

  it('shows no hold once the order is confirmed, or when the shop holds orders for ever', async () => {
    const confirmed = adminOrder({ _id: orderId, status: 'Confirmed', holdUntil: '2026-11-23T10:42:00.000Z', nextStatuses: ['Packing', 'Cancelled'] });
    stubOrder(confirmed);
    const { unmount } = await openOrder(confirmed);
    expect(section('Next step').queryByText(/Held until/)).not.toBeInTheDocument();
    unmount();

    const forever = adminOrder({ _id: orderId, holdUntil: null });
    stubOrder(forever);
    await openOrder(forever);
    expect(section('Next step').queryByRole('button', { name: /Extend hold/ })).not.toBeInTheDocument();
  });

  it('says why the hold could not be extended and shows the order as it now is', async () => {
    const placed = adminOrder({ _id: orderId, holdUntil: '2026-11-23T10:42:00.000Z' });
    stubOrder(placed, undefined, {
      [`POST /api/admin/orders/${orderId}/extend-hold`]: (_request, current) => ({
        order: { ...current, status: 'Confirmed', holdUntil: null, nextStatuses: ['Packing', 'Cancelled'] },
        response: json({ success: false, code: 'HOLD_NOT_EXTENDABLE', message: 'This order is no longer waiting for confirmation.' }, 409),
      }),
    });
    const { user } = await openOrder(placed);

    await user.click(section('Next step').getByRole('button', { name: 'Extend hold by 24 hours' }));
    expect(await section('Next step').findByRole('alert')).toHaveTextContent('This order is no longer waiting for confirmation. The order has been reloaded.');
    await waitFor(() => expect(section('Next step').getByRole('button', { name: 'Start packing' })).toBeInTheDocument());
    expect(section('Next step').queryByText(/Held until/)).not.toBeInTheDocument();
  });

  it("blocks the order's phone with a reason, and shows the customer as blocked after", async () => {
    const order = adminOrder({ _id: orderId });
    const { requests, loads } = stubOrder(order, undefined, {
      'POST /api/admin/blocks': (_request, current) => ({
        order: { ...current, risk: blocked },
        response: json(
          {
            success: true,
            message: '03001234567 is blocked',
            block: {
              _id: 'b1',
              kind: 'phone',
              value: '03001234567',
              account: null,
              reason: 'Refused twice',
              createdAt: '2026-11-21T12:00:00.000Z',
              openOrders: 1,
            },
          },
          201,
        ),
      }),
    });
    const { user } = await openOrder(order);
    const loadsBefore = loads().length;

    await user.click(section('Customer risk').getByRole('button', { name: 'Block phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block this phone number?' }));
    expect(dialog.getByText('03001234567')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why this customer is blocked');
    expect(blocks(requests)).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  Refused twice ');
    await user.click(dialog.getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(blocks(requests).map((request) => request.body)).toEqual([{ phone: '03001234567', reason: 'Refused twice' }]);
    expect(await screen.findByText('03001234567 is blocked')).toBeInTheDocument();
    await waitFor(() => expect(loads().length).toBeGreaterThan(loadsBefore));
    expect(await section('Customer risk').findByText('Blocked customer')).toBeInTheDocument();
    expect(section('Customer risk').getByText('The phone number 03001234567 is blocked')).toBeInTheDocument();
  });

  it("blocks the account's email or the account itself by what the order knows of them", async () => {
    const order = adminOrder({ _id: orderId });
    const { requests } = stubOrder(order, undefined, {
      'POST /api/admin/blocks': () => ({
        response: json(
          {
            success: true,
            message: 'Blocked',
            block: {
              _id: 'b1',
              kind: 'email',
              value: 'ayesha@example.com',
              account: null,
              reason: 'Fake',
              createdAt: '2026-11-21T12:00:00.000Z',
              openOrders: 0,
            },
          },
          201,
        ),
      }),
    });
    const { user } = await openOrder(order);

    await user.click(section('Customer risk').getByRole('button', { name: 'Block email' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Block this email?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Fake orders');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(section('Customer risk').getByRole('button', { name: 'Block account' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Block this account?' }));
    expect(dialog.getByText('Ayesha Khan (ayesha@example.com)')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Fake orders');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(blocks(requests).map((request) => request.body)).toEqual([
      { email: 'ayesha@example.com', reason: 'Fake orders' },
      { userId: 'user-ayesha', reason: 'Fake orders' },
    ]);
  });

  it('says so in the dialog when the phone is blocked already, keeping the reason typed', async () => {
    const order = adminOrder({ _id: orderId });
    stubOrder(order, undefined, {
      'POST /api/admin/blocks': () => ({
        response: json({ success: false, code: 'ALREADY_BLOCKED', message: 'The phone number 03001234567 is blocked already.' }, 409),
      }),
    });
    const { user } = await openOrder(order);

    await user.click(section('Customer risk').getByRole('button', { name: 'Block phone' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Refused twice');
    await user.click(dialog.getByRole('button', { name: 'Block' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The phone number 03001234567 is blocked already.');
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Refused twice');
  });

  it("offers the owner's cancel reasons as choices that fill the reason; Fake order says what it counts against", async () => {
    const placed = adminOrder({ _id: orderId, nextStatuses: ['Confirmed', 'Packing', 'Cancelled'] });
    const { moves } = stubOrder(placed, (_request, current) => {
      const order = { ...current, status: 'Cancelled', nextStatuses: [] };
      return { order, response: json({ success: true, message: 'Order cancelled', order }) };
    });
    const { user } = await openOrder(placed);

    await user.click(section('Next step').getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #abc1234?' }));
    const choices = within(dialog.getByRole('group', { name: 'Quick reasons' }));
    expect(choices.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Customer asked to cancel',
      'Fake order',
      'Could not reach the customer',
      'Out of stock',
      'Duplicate order',
    ]);
    const fake = choices.getByRole('radio', { name: 'Fake order' });
    expect(fake).toHaveAccessibleDescription("Counts against this customer's phone number and account: their orders are marked risky for 180 days.");

    // From the keyboard: the arrow keys move through the choices, each filling the reason.
    await user.click(choices.getByRole('radio', { name: 'Customer asked to cancel' }));
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Customer asked to cancel');
    await user.keyboard('{ArrowDown}');
    expect(fake).toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Fake order');

    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Cancelled', reason: 'Fake order' });
  });

  it('keeps the free text: a chosen reason the owner edits is no longer a choice', async () => {
    const placed = adminOrder({ _id: orderId, nextStatuses: ['Confirmed', 'Packing', 'Cancelled'] });
    stubOrder(placed);
    const { user } = await openOrder(placed);

    await user.click(section('Next step').getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Out of stock' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), ': the last jar broke');
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Out of stock: the last jar broke');
    expect(dialog.getByRole('radio', { name: 'Out of stock' })).not.toBeChecked();
  });
});
