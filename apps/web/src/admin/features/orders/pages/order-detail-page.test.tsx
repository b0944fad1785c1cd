import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { heldAnswer, json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminOrderDetail } from '../api/get-order';
import { rupees } from '@shop/core/shared/money';
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

type OrderChange = (request: FakeRequest, current: AdminOrderDetail) => { order?: AdminOrderDetail; response: Response | Promise<Response> };

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
      ).toEqual(['Out for delivery', 'Returned', 'Record failed delivery attempt']),
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

  it("records the courier's return charge with a return, and shows it on the returned order", async () => {
    const shipped = adminOrder({
      _id: orderId,
      status: 'Shipped',
      courier: 'Leopards',
      trackingNumber: 'LE40536057',
      nextStatuses: ['Out for delivery', 'Returned'],
    });
    const { moves } = stubOrder(shipped, (request, current) => {
      const order = { ...current, status: 'Returned', nextStatuses: [], returnCharge: rupees((request.body as { returnCharge?: number }).returnCharge ?? 0) };
      return { order, response: json({ success: true, message: 'Order marked Returned', order }) };
    });
    const { user } = await openOrder(shipped);
    expect(section('Shipment').queryByText(/Return charge/)).not.toBeInTheDocument();

    await user.click(section('Next step').getByRole('button', { name: 'Returned' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Refused at the door');
    await user.click(dialog.getByRole('radio', { name: 'Yes, the items can be sold again' }));
    const charge = dialog.getByRole('textbox', { name: 'Return charge (Rs.)' });
    await user.type(charge, 'one fifty');
    await user.click(dialog.getByRole('button', { name: 'Record return' }));
    expect(charge).toHaveAccessibleDescription('Enter the charge in rupees, or leave it empty');
    expect(moves()).toEqual([]);

    await user.clear(charge);
    await user.type(charge, '150');
    await user.click(dialog.getByRole('button', { name: 'Record return' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Returned', reason: 'Refused at the door', restock: true, returnCharge: 150 });
    expect(await section('Shipment').findByText('Return charge: Rs. 150.00')).toBeInTheDocument();
  });

  it("shows what the courier's payout said of the parcel, short or not, linking to the payout", async () => {
    const paid = adminOrder({
      _id: orderId,
      status: 'Delivered',
      payment: true,
      courier: 'Leopards',
      trackingNumber: 'LE40520219',
      nextStatuses: ['Returned'],
      courierPayout: {
        payoutId: 'payout-9',
        paidAt: '2026-11-12T10:00:00.000Z',
        cash: rupees(2_200),
        charges: rupees(180),
        tax: rupees(46),
        difference: rupees(-100),
      },
    });
    stubOrder(paid);
    await openOrder(paid);
    const shipment = section('Shipment');
    const link = shipment.getByRole('link', { name: 'Paid by Leopards on 12 Nov 2026' });
    expect(link).toHaveAttribute('href', '/admin/courier-payouts/payout-9');
    expect(link.closest('p')).toHaveTextContent('Paid by Leopards on 12 Nov 2026: Rs. 2,200.00 (charges Rs. 180.00, tax Rs. 46.00) — Rs. 100.00 short');
    expect(shipment.queryByText(/Return charge/)).not.toBeInTheDocument();
  });

  it('says nothing of a payout before one names the parcel', async () => {
    const delivered = adminOrder({ _id: orderId, status: 'Delivered', payment: true, courier: 'Leopards', trackingNumber: 'LE1', nextStatuses: ['Returned'] });
    stubOrder(delivered);
    await openOrder(delivered);
    expect(section('Shipment').queryByText(/Paid by/)).not.toBeInTheDocument();
  });

  it("offers Delivered on a shipped parcel, for the one the courier's payout reports delivered", async () => {
    const shipped = adminOrder({
      _id: orderId,
      status: 'Shipped',
      courier: 'Leopards',
      trackingNumber: 'LE1',
      nextStatuses: ['Out for delivery', 'Delivered', 'Returned'],
    });
    const { moves } = stubOrder(shipped, (_request, current) => {
      const order = { ...current, status: 'Delivered', payment: true, nextStatuses: ['Returned'] };
      return { order, response: json({ success: true, message: 'Order marked Delivered', order }) };
    });
    const { user } = await openOrder(shipped);
    const next = section('Next step');
    expect(next.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Out for delivery', 'Delivered', 'Returned']));
    await user.click(next.getByRole('button', { name: 'Delivered' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delivered, cash collected' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ status: 'Delivered' });
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

  it("shows the discount code's discount under the subtotal, and prints the code on the slip", async () => {
    const order = adminOrder({ _id: orderId, discountCode: 'EID20', discount: rupees(610), amount: rupees(2690) });
    stubOrder(order);
    await openOrder(order);
    const items = section('Items');
    expect(items.getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs. 3,050.00');
    expect(items.getByText('Discount (EID20)').nextElementSibling).toHaveTextContent('−Rs. 610.00');
    expect(items.getByText('Delivery').nextElementSibling).toHaveTextContent('Rs. 250.00');
    expect(items.getByText('Total').nextElementSibling).toHaveTextContent('Rs. 2,690.00');
    expect(items.getByText('Cash to collect (COD)').nextElementSibling).toHaveTextContent('Rs. 2,690.00');
    const slip = screen.getByRole('region', { name: 'Packing slip' });
    expect(within(slip).getByText(/^Discount code/)).toHaveTextContent('Discount code EID20: −Rs. 610.00');
    expect(within(slip).getByText('Cash to collect').nextElementSibling).toHaveTextContent('Rs. 2,690.00');
  });

  it('names a free-delivery code on the delivery line, with no discount line', async () => {
    const order = adminOrder({ _id: orderId, discountCode: 'FREESHIP', discount: rupees(0), deliveryCharges: rupees(0), amount: rupees(3050) });
    stubOrder(order);
    await openOrder(order);
    const items = section('Items');
    expect(items.getByText('Delivery').nextElementSibling).toHaveTextContent('Free (FREESHIP)');
    expect(items.queryByText(/^Discount/)).not.toBeInTheDocument();
    const slip = screen.getByRole('region', { name: 'Packing slip' });
    expect(within(slip).getByText(/^Discount code/)).toHaveTextContent('Discount code FREESHIP: free delivery');
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

/** A shipped order, as the courier has it: the moves it may make and TCS's tracking link. */
function shippedOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return adminOrder({
    _id: orderId,
    status: 'Shipped',
    courier: 'TCS',
    trackingNumber: 'TCS-7731234567',
    trackingUrl: 'https://www.tcsexpress.com/track?cn=TCS-7731234567',
    nextStatuses: ['Out for delivery', 'Returned'],
    whatsappUrl,
    whatsappKind: 'shipped',
    statusHistory: [
      { status: 'Order Placed', date: Date.parse('2026-11-21T15:42:00+05:00'), by: 'customer' },
      { status: 'Shipped', date: Date.parse('2026-11-22T11:00:00+05:00'), by: 'owner', note: 'TCS, tracking number TCS-7731234567' },
    ],
    ...overrides,
  });
}

/** What each line of the History says first: the status, the failed attempt or the note's kind. */
function historyTitles(): string[] {
  return section('History')
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

const at = (iso: string) => new Date(iso).toISOString();

describe("Order detail: the parcel's story", () => {
  it('logs a missed call without words and an answered one with what was said; the History shows both, marked as the owner’s alone', async () => {
    const order = shippedOrder();
    const times = [at('2026-11-23T10:00:00+05:00'), at('2026-11-23T12:30:00+05:00')];
    const { requests } = stubOrder(order, undefined, {
      [`POST /api/admin/orders/${orderId}/notes`]: (request, current) => {
        const body = request.body as { text: string; call?: 'answered' | 'no-answer' | 'wrong-number' };
        const next = { ...current, notes: [...current.notes, { text: body.text, call: body.call ?? null, at: times[current.notes.length]! }] };
        const label = body.call === 'no-answer' ? 'No answer' : 'Answered';
        return { order: next, response: json({ success: true, message: `Call logged: ${label} on order #abc1234`, order: next }, 201) };
      },
    });
    const { user } = await openOrder(order);
    const notes = section('Notes and calls');
    expect(notes.getByText('Only you see these notes: never the customer, their emails or WhatsApp.')).toBeInTheDocument();
    const calls = within(notes.getByRole('group', { name: 'Log a call' }));
    expect(calls.getAllByRole('button').map((button) => button.textContent)).toEqual(['Answered', 'No answer', 'Wrong number']);

    await user.click(calls.getByRole('button', { name: 'No answer' }));
    expect(await screen.findByText('Call logged: No answer on order #abc1234')).toBeInTheDocument();
    await waitFor(() => expect(historyTitles()).toContain('Call: No answerOnly you see this'));
    expect(notes.getByText('The last call was not answered.')).toBeInTheDocument();

    await user.type(notes.getByRole('textbox', { name: 'Note or what was said' }), '  Will be home after 5 pm ');
    await user.click(calls.getByRole('button', { name: 'Answered' }));
    expect(await screen.findByText('Call logged: Answered on order #abc1234')).toBeInTheDocument();
    await waitFor(() => expect(notes.getByRole('textbox', { name: 'Note or what was said' })).toHaveValue(''));

    const sent = requests.filter((request) => request.path === `/api/admin/orders/${orderId}/notes`).map((request) => request.body);
    expect(sent).toEqual([
      { text: '', call: 'no-answer' },
      { text: 'Will be home after 5 pm', call: 'answered' },
    ]);
    expect(historyTitles()).toEqual(['Order Placed', 'Shipped', 'Call: No answerOnly you see this', 'Call: AnsweredOnly you see this']);
    expect(section('History').getByText('Will be home after 5 pm')).toBeInTheDocument();
    // Answered, the streak of missed calls is over.
    expect(notes.queryByText(/not answered/)).not.toBeInTheDocument();
  });

  it('adds an internal note: asks for words first, waits for the server, then shows it in the History', async () => {
    const order = shippedOrder();
    const held = heldAnswer();
    const saved = { ...order, notes: [{ text: 'Customer prefers a call before the rider comes', call: null, at: at('2026-11-23T09:15:00+05:00') }] };
    const { requests } = stubOrder(order, undefined, {
      [`POST /api/admin/orders/${orderId}/notes`]: (request) => ({ order: saved, response: held.handler(request) }),
    });
    const { user } = await openOrder(order);
    const notes = section('Notes and calls');
    const noteRequests = () => requests.filter((request) => request.path === `/api/admin/orders/${orderId}/notes`);

    await user.click(notes.getByRole('button', { name: 'Add note' }));
    const field = notes.getByRole('textbox', { name: 'Note or what was said' });
    expect(field).toHaveAccessibleDescription('Write the note first, or log a call below');
    expect(noteRequests()).toHaveLength(0);

    await user.type(field, 'Customer prefers a call before the rider comes');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    // While it saves, the buttons say they are busy, and the owner's words stay as typed.
    await waitFor(() => expect(notes.getByRole('button', { name: 'Add note' })).toHaveAttribute('aria-disabled', 'true'));
    expect(notes.getByRole('status')).toHaveTextContent('Saving the note…');
    expect(within(notes.getByRole('group', { name: 'Log a call' })).getByRole('button', { name: 'No answer' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(noteRequests()).toHaveLength(1);
    expect(noteRequests()[0]!.body).toEqual({ text: 'Customer prefers a call before the rider comes' });

    held.release(json({ success: true, message: 'Note added on order #abc1234', order: saved }, 201));
    expect(await screen.findByText('Note added on order #abc1234')).toBeInTheDocument();
    await waitFor(() => expect(historyTitles()).toEqual(['Order Placed', 'Shipped', 'Internal noteOnly you see this']));
    expect(section('History').getByText('Customer prefers a call before the rider comes')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(notes.getByRole('button', { name: 'Add note' })).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's refusal of a note: next to the field when it names text, above the buttons otherwise", async () => {
    const order = shippedOrder();
    let answer = json({ success: false, code: 'INVALID_REQUEST', message: 'text must be at most 2000 characters', fields: ['text'] }, 400);
    stubOrder(order, undefined, { [`POST /api/admin/orders/${orderId}/notes`]: () => ({ response: answer }) });
    const { user } = await openOrder(order);
    const notes = section('Notes and calls');
    const field = notes.getByRole('textbox', { name: 'Note or what was said' });

    await user.type(field, 'Too long, says the server');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('text must be at most 2000 characters'));
    expect(field).toHaveValue('Too long, says the server');

    answer = json({ success: false, code: 'ORDER_NOT_FOUND', message: 'Order not found' }, 404);
    await user.click(within(notes.getByRole('group', { name: 'Log a call' })).getByRole('button', { name: 'Wrong number' }));
    expect(await notes.findByRole('alert')).toHaveTextContent('Order not found');
    expect(field).toHaveValue('Too long, says the server');
  });

  it('counts the characters left near the 2000 limit', async () => {
    const order = shippedOrder();
    stubOrder(order);
    const { user } = await openOrder(order);
    const notes = section('Notes and calls');
    const field = notes.getByRole('textbox', { name: 'Note or what was said' });
    expect(field).toHaveAttribute('maxLength', '2000');
    await user.click(field);
    await user.paste('a'.repeat(1799));
    expect(notes.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.type(field, 'bb');
    expect(notes.getByText('199 characters left')).toBeInTheDocument();
  });

  it('offers the failed delivery attempt only while the courier has the parcel', async () => {
    for (const status of ['Order Placed', 'Confirmed', 'Packing', 'Delivered', 'Returned', 'Cancelled'] as const) {
      const order = adminOrder({ _id: orderId, status, nextStatuses: [] });
      stubOrder(order);
      const { unmount } = await openOrder(order);
      expect(screen.queryByRole('button', { name: 'Record failed delivery attempt' })).not.toBeInTheDocument();
      unmount();
    }
    for (const status of ['Shipped', 'Out for delivery'] as const) {
      const order = shippedOrder({ status, nextStatuses: status === 'Shipped' ? ['Out for delivery', 'Returned'] : ['Delivered', 'Returned'] });
      stubOrder(order);
      const { unmount } = await openOrder(order);
      expect(section('Next step').getByRole('button', { name: 'Record failed delivery attempt' })).toBeInTheDocument();
      unmount();
    }
  });

  it('records a failed attempt with its reason and note; the History shows it, and WhatsApp offers to rearrange', async () => {
    const order = shippedOrder();
    const { requests } = stubOrder(order, undefined, {
      [`POST /api/admin/orders/${orderId}/delivery-attempts`]: (request, current) => {
        const body = request.body as { reason: 'not-at-home'; note?: string };
        const next = {
          ...current,
          whatsappKind: 'deliveryAttempt' as const,
          deliveryAttempts: [{ reason: body.reason, note: body.note ?? null, at: at('2026-11-24T15:05:00+05:00') }],
        };
        return { order: next, response: json({ success: true, message: 'Order #abc1234: Delivery attempt failed: Not at home', order: next }, 201) };
      },
    });
    const { user } = await openOrder(order);
    expect(section('Customer').getByRole('link', { name: /Send shipping details on WhatsApp/ })).toHaveAttribute('href', whatsappUrl);

    await user.click(section('Next step').getByRole('button', { name: 'Record failed delivery attempt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Failed delivery attempt: order #abc1234' }));
    const reasons = within(dialog.getByRole('group', { name: 'Why did the delivery fail?' }));
    expect(reasons.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Not at home',
      'Phone off',
      'Refused at the door',
      'Wrong address',
      'Asked to come another day',
    ]);
    // Nothing chosen, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Record failed attempt' }));
    expect(await dialog.findByText('Choose why the parcel came back')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith('/delivery-attempts'))).toHaveLength(0);

    // From the keyboard: the arrow keys move through the reasons.
    await user.click(reasons.getByRole('radio', { name: 'Phone off' }));
    await user.keyboard('{ArrowUp}');
    expect(reasons.getByRole('radio', { name: 'Not at home' })).toBeChecked();
    expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveAttribute('maxLength', '500');
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), ' Gate locked, rider will retry Friday ');
    await user.click(dialog.getByRole('button', { name: 'Record failed attempt' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.path.endsWith('/delivery-attempts')).map((request) => request.body)).toEqual([
      { reason: 'not-at-home', note: 'Gate locked, rider will retry Friday' },
    ]);
    expect(await screen.findByText('Order #abc1234: Delivery attempt failed: Not at home')).toBeInTheDocument();
    await waitFor(() => expect(historyTitles()).toEqual(['Order Placed', 'Shipped', 'Delivery attempt failed: Not at home']));
    const history = section('History');
    expect(history.getByText('Gate locked, rider will retry Friday')).toBeInTheDocument();
    expect(history.getByText('Your note, only you see it')).toBeInTheDocument();
    expect(section('Customer').getByRole('link', { name: /Ask to rearrange delivery on WhatsApp/ })).toHaveAttribute('href', whatsappUrl);
    expect(section('Next step').getByText(/^1 failed attempt so far; the last: Not at home/)).toBeInTheDocument();
  });

  it('says the order moved meanwhile when the attempt is refused with 409, and shows it as it now is', async () => {
    const order = shippedOrder({ status: 'Out for delivery', nextStatuses: ['Delivered', 'Returned'] });
    const delivered = { ...order, status: 'Delivered', payment: true, nextStatuses: ['Returned'] };
    const refusal = 'This order is Delivered: a failed delivery attempt is recorded only while the courier has the parcel.';
    const { loads } = stubOrder(order, undefined, {
      [`POST /api/admin/orders/${orderId}/delivery-attempts`]: () => ({
        order: delivered,
        response: json({ success: false, code: 'ORDER_STATUS_MOVE_REFUSED', message: refusal, status: 'Delivered', nextStatuses: ['Returned'] }, 409),
      }),
    });
    const { user } = await openOrder(order);
    const loadsBefore = loads().length;

    await user.click(section('Next step').getByRole('button', { name: 'Record failed delivery attempt' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Refused at the door' }));
    await user.click(dialog.getByRole('button', { name: 'Record failed attempt' }));

    expect(await section('Next step').findByRole('alert')).toHaveTextContent(`${refusal} The order has been reloaded.`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(loads().length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(section('Next step').queryByRole('button', { name: 'Record failed delivery attempt' })).not.toBeInTheDocument());
  });

  it('tells the whole story in time order: moves, failed attempts and the owner’s notes and calls', async () => {
    const order = shippedOrder({
      status: 'Out for delivery',
      nextStatuses: ['Delivered', 'Returned'],
      statusHistory: [
        { status: 'Order Placed', date: Date.parse('2026-11-21T15:42:00+05:00'), by: 'customer' },
        { status: 'Shipped', date: Date.parse('2026-11-22T11:00:00+05:00'), by: 'owner' },
        { status: 'Out for delivery', date: Date.parse('2026-11-25T09:00:00+05:00'), by: 'owner' },
      ],
      deliveryAttempts: [
        { reason: 'phone-off', note: null, at: at('2026-11-23T16:00:00+05:00') },
        { reason: 'another-day', note: 'Wants Saturday', at: at('2026-11-24T13:00:00+05:00') },
      ],
      notes: [
        { text: 'Asked twice about the parcel', call: null, at: at('2026-11-21T18:00:00+05:00') },
        { text: '', call: 'no-answer', at: at('2026-11-23T16:30:00+05:00') },
        { text: 'Sister picked up: gave another number', call: 'wrong-number', at: at('2026-11-24T10:00:00+05:00') },
      ],
    });
    stubOrder(order);
    await openOrder(order);
    expect(historyTitles()).toEqual([
      'Order Placed',
      'Internal noteOnly you see this',
      'Shipped',
      'Delivery attempt failed: Phone off',
      'Call: No answerOnly you see this',
      'Call: Wrong numberOnly you see this',
      'Delivery attempt failed: Asked to come another day',
      'Out for delivery',
    ]);
    const items = section('History').getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('21-Nov-2026, 6:00 pm');
    expect(items[5]).toHaveTextContent('Sister picked up: gave another number');
    expect(items[6]).toHaveTextContent('Wants Saturday');
    expect(section('Next step').getByText('2 failed attempts so far; the last: Asked to come another day, 24-Nov-2026, 1:00 pm.')).toBeInTheDocument();
  });

  it('names the WhatsApp button after the message the server wrote', async () => {
    const labels = [
      ['confirmation', 'Send WhatsApp confirmation'],
      ['shipped', 'Send shipping details on WhatsApp'],
      ['deliveryAttempt', 'Ask to rearrange delivery on WhatsApp'],
      ['statusUpdate', 'Message on WhatsApp'],
    ] as const;
    for (const [whatsappKind, label] of labels) {
      const order = adminOrder({ _id: orderId, status: 'Confirmed', nextStatuses: ['Packing', 'Cancelled'], whatsappUrl, whatsappKind });
      stubOrder(order);
      const { unmount } = await openOrder(order);
      const link = section('Customer').getByRole('link', { name: /WhatsApp/ });
      expect(link).toHaveAccessibleName(new RegExp(`^${label}\\s*\\(opens WhatsApp\\)$`));
      unmount();
    }
  });

  it('asks for a tracking link when the courier chosen to ship with has none', async () => {
    const packing = adminOrder({ _id: orderId, status: 'Packing', nextStatuses: ['Shipped', 'Cancelled'] });
    stubOrder(packing);
    const { user } = await openOrder(packing);

    await user.click(section('Next step').getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship order #abc1234' }));
    const courier = dialog.getByRole('combobox', { name: 'Courier' });
    await waitFor(() => expect(courier).toBeEnabled());
    expect(dialog.queryByText(/has no tracking link yet/)).not.toBeInTheDocument();
    await user.selectOptions(courier, 'Leopards');
    expect(dialog.getByText(/has no tracking link yet/)).toHaveTextContent(
      'Leopards has no tracking link yet: customers get the tracking number only. Add its tracking link in Delivery settings',
    );
    expect(dialog.getByRole('link', { name: 'Add its tracking link in Delivery settings' })).toHaveAttribute('href', '/admin/content/delivery');
    await user.selectOptions(courier, 'TCS');
    expect(dialog.queryByText(/has no tracking link yet/)).not.toBeInTheDocument();
  });

  it('asks for a tracking link in the Shipment of a parcel shipped with a courier that has none, and not once it is delivered', async () => {
    const withoutLink = shippedOrder({ courier: 'Leopards', trackingNumber: 'LP-4411', trackingUrl: null });
    stubOrder(withoutLink);
    const { unmount } = await openOrder(withoutLink);
    const shipment = section('Shipment');
    expect(await shipment.findByText(/Leopards has no tracking link yet/)).toBeInTheDocument();
    expect(shipment.getByRole('link', { name: 'Add its tracking link in Delivery settings' })).toHaveAttribute('href', '/admin/content/delivery');
    unmount();

    const withLink = shippedOrder();
    stubOrder(withLink);
    const second = await openOrder(withLink);
    expect(section('Shipment').getByRole('link', { name: /TCS-7731234567/ })).toBeInTheDocument();
    expect(section('Shipment').queryByText(/has no tracking link yet/)).not.toBeInTheDocument();
    second.unmount();

    const delivered = shippedOrder({ status: 'Delivered', payment: true, courier: 'Leopards', trackingUrl: null, nextStatuses: ['Returned'] });
    stubOrder(delivered);
    await openOrder(delivered);
    expect(section('Shipment').getByText('Leopards')).toBeInTheDocument();
    expect(section('Shipment').queryByText(/has no tracking link yet/)).not.toBeInTheDocument();
  });
});
