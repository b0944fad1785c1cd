import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminDeliverySettings } from '../api/get-delivery-settings';
import type { ShopSettings } from '../api/get-shop-settings';

const settings: AdminDeliverySettings = {
  mode: 'fixed',
  fixedCharge: rupees(200),
  freeDeliveryAbove: rupees(3000),
  deliveryDays: { min: 3, max: 5 },
  couriers: [
    { name: 'TCS', trackingUrlTemplate: 'https://www.tcsexpress.com/track/{tracking}' },
    { name: 'Leopards', trackingUrlTemplate: null },
  ],
  version: 1,
};

const shopSettings: ShopSettings = {
  lowStockThreshold: 5,
  unconfirmedHoldHours: 48,
  newCustomerOpenOrders: 2,
  newCustomerMaxOrderRupees: rupees(25000),
  newCustomerMaxOrderUnits: 20,
  abandonedCartHours: 6,
  courierPayoutDays: 14,
  version: 1,
};

function stubSettings(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/delivery-settings': () => json({ success: true, settings }),
    'GET /api/admin/shop-settings': () => json({ success: true, settings: shopSettings }),
    ...routes,
  });
}

function deliveryForm() {
  return within(screen.getByRole('form', { name: 'Delivery charge' }));
}

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: delivery & settings', () => {
  it('saves the charge, the threshold, the delivery time and the couriers, a link left empty sent as null', async () => {
    const api = stubSettings({
      'PUT /api/admin/delivery-settings': (request) =>
        json({ success: true, message: 'Delivery settings saved', settings: { mode: 'fixed', ...(request.body as object) } }),
    });
    const { user } = renderApp('/admin/content/delivery');
    await screen.findByRole('form', { name: 'Delivery charge' });
    const form = deliveryForm();
    expect(form.getByText('Shoppers pay Rs. 200.00 for delivery; orders of Rs. 3,000.00 or more travel free.')).toBeInTheDocument();

    const charge = form.getByLabelText('Delivery charge (Rs.)');
    await user.clear(charge);
    await user.type(charge, '250');
    expect(form.getByText('Shoppers pay Rs. 250.00 for delivery; orders of Rs. 3,000.00 or more travel free.')).toBeInTheDocument();
    expect(form.getByText('Delivery usually takes 3–5 working days across Pakistan, after your order is confirmed.')).toBeInTheDocument();
    const from = form.getByLabelText('From (working days)');
    await user.clear(from);
    await user.type(from, '2');
    const to = form.getByLabelText('To (working days)');
    await user.clear(to);
    await user.type(to, '2');
    expect(form.getByText('Delivery usually takes 2 working days across Pakistan, after your order is confirmed.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Remove Leopards' }));
    await user.click(form.getByRole('button', { name: 'Add courier' }));
    const names = form.getAllByLabelText('Courier name');
    await user.type(names[1]!, 'PostEx');
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));

    expect(await form.findByText('Delivery settings saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      fixedCharge: 250,
      freeDeliveryAbove: 3000,
      deliveryDays: { min: 2, max: 2 },
      couriers: [
        { name: 'TCS', trackingUrlTemplate: 'https://www.tcsexpress.com/track/{tracking}' },
        { name: 'PostEx', trackingUrlTemplate: null },
      ],
      version: 1,
    });
  });

  it('refuses a delivery time that ends before it starts, or is not a number of days, and sends nothing', async () => {
    const api = stubSettings();
    const { user } = renderApp('/admin/content/delivery');
    await screen.findByRole('form', { name: 'Delivery charge' });
    const form = deliveryForm();
    const to = form.getByLabelText('To (working days)');
    await user.clear(to);
    await user.type(to, '2');
    const from = form.getByLabelText('From (working days)');
    await user.clear(from);
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));
    expect(await form.findByText('Write a number of working days')).toBeInTheDocument();
    await user.type(from, '4');
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));
    expect(await form.findByText('Cannot be shorter than From')).toBeInTheDocument();
    expect(form.getByLabelText('To (working days)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '31');
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));
    expect(await form.findByText('At most 30 working days')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("puts the server's refusal of one courier's link next to that link", async () => {
    const message =
      'couriers.1.trackingUrlTemplate: trackingUrlTemplate must be an http(s) link with {tracking} where the tracking number goes, e.g. https://example.pk/track?cn={tracking}';
    stubSettings({
      'PUT /api/admin/delivery-settings': () => json({ success: false, code: 'INVALID_REQUEST', message, fields: ['couriers.1.trackingUrlTemplate'] }, 400),
    });
    const { user } = renderApp('/admin/content/delivery');
    await screen.findByRole('form', { name: 'Delivery charge' });
    const form = deliveryForm();
    const links = form.getAllByLabelText('Tracking link');
    await user.type(links[1]!, 'https://leopardscourier.com/track');
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));

    await waitFor(() => expect(links[1]).toHaveAccessibleDescription(message));
    expect(links[1]).toHaveValue('https://leopardscourier.com/track');
    expect(links[0]).not.toHaveAttribute('aria-invalid');
  });

  it('the two shop-settings forms share one version: a save of one moves it on for the other, so neither refuses the other', async () => {
    let stored = { ...shopSettings, version: 7 };
    const api = stubSettings({
      'GET /api/admin/shop-settings': () => json({ success: true, settings: stored }),
      'PUT /api/admin/shop-settings': (request) => {
        const { version, ...changes } = request.body as { version?: number };
        if (version !== stored.version)
          return json({ success: false, code: 'EDIT_CONFLICT', message: 'Someone else saved the shop settings since you opened them.', details: {} }, 409);
        stored = { ...stored, ...changes, version: stored.version + 1 };
        return json({ success: true, message: 'Shop settings saved', settings: stored });
      },
    });
    const { user } = renderApp('/admin/content/delivery');
    const threshold = await screen.findByLabelText('Low-stock alert at');
    await user.clear(threshold);
    await user.type(threshold, '9');
    await user.click(screen.getByRole('button', { name: 'Save low-stock alert' }));
    expect(await screen.findByText('Low-stock alert saved.')).toBeInTheDocument();
    const protection = within(screen.getByRole('form', { name: 'Cash-on-delivery protection' }));
    const units = protection.getByLabelText('New customers: most items per order');
    await user.clear(units);
    await user.type(units, '8');
    await user.click(protection.getByRole('button', { name: 'Save protection settings' }));
    expect(await screen.findByText('Protection settings saved.')).toBeInTheDocument();
    const puts = api.requests.filter((request) => request.path === '/api/admin/shop-settings' && request.method === 'PUT');
    expect(puts.map((request) => (request.body as { version: number }).version)).toEqual([7, 8]);
    expect(stored).toMatchObject({ lowStockThreshold: 9, newCustomerMaxOrderUnits: 8, version: 9 });
  });

  it('says who saved the delivery settings meanwhile and when, keeps what was typed, and loads their version on request', async () => {
    let stored = { ...settings };
    const api = stubSettings({
      'GET /api/admin/delivery-settings': () => json({ success: true, settings: stored }),
      'PUT /api/admin/delivery-settings': (request) => {
        const { version } = request.body as { version?: number };
        if (version !== stored.version)
          return json(
            {
              success: false,
              code: 'EDIT_CONFLICT',
              message: 'Someone else saved the delivery settings since you opened them.',
              details: { version: stored.version, updatedAt: '2026-11-28T09:02:00.000Z', updatedBy: 'ayesha@example.pk' },
            },
            409,
          );
        stored = { ...stored, ...(request.body as object), version: stored.version + 1 };
        return json({ success: true, message: 'Delivery settings saved', settings: stored });
      },
    });
    const { user } = renderApp('/admin/content/delivery');
    await screen.findByRole('form', { name: 'Delivery charge' });
    const form = deliveryForm();
    const charge = form.getByLabelText('Delivery charge (Rs.)');
    await user.clear(charge);
    await user.type(charge, '300');
    // Meanwhile, on her phone, the free-delivery threshold goes down to Rs. 2,500.
    stored = { ...stored, freeDeliveryAbove: rupees(2500), version: 2 };
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));

    const notice = (await form.findByText(/saved the delivery settings at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('ayesha@example.pk saved the delivery settings at 28-Nov-2026, 2:02 pm, after you opened it');
    expect(charge).toHaveValue(300);
    expect(form.queryByText('Delivery settings saved.')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(form.getByLabelText('Free delivery above (Rs.)')).toHaveValue(2500));
    expect(form.getByLabelText('Delivery charge (Rs.)')).toHaveValue(200);
    expect(form.queryByText(/saved the delivery settings at/)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save delivery settings' }));
    expect(await form.findByText('Delivery settings saved.')).toBeInTheDocument();
    const puts = api.requests.filter((request) => request.method === 'PUT').map((request) => request.body as { version: number; freeDeliveryAbove: number });
    expect(puts.map((body) => [body.version, body.freeDeliveryAbove])).toEqual([
      [1, 3000],
      [2, 2500],
    ]);
  });

  it('saves the low-stock alert level', async () => {
    const api = stubSettings({
      'PUT /api/admin/shop-settings': () => json({ success: true, message: 'Shop settings saved', settings: { ...shopSettings, lowStockThreshold: 12 } }),
    });
    const { user } = renderApp('/admin/content/delivery');
    const threshold = await screen.findByLabelText('Low-stock alert at');
    expect(threshold).toHaveValue(5);
    await user.clear(threshold);
    await user.type(threshold, '12');
    await user.click(screen.getByRole('button', { name: 'Save low-stock alert' }));
    expect(await screen.findByText('Low-stock alert saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/api/admin/shop-settings' && request.method === 'PUT')?.body).toEqual({
      lowStockThreshold: 12,
      version: 1,
    });
  });

  it("shows the server's refusal of the threshold under it", async () => {
    stubSettings({
      'PUT /api/admin/shop-settings': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'lowStockThreshold must be at most 100000', fields: ['lowStockThreshold'] }, 400),
    });
    const { user } = renderApp('/admin/content/delivery');
    const threshold = await screen.findByLabelText('Low-stock alert at');
    await user.clear(threshold);
    await user.type(threshold, '200000');
    await user.click(screen.getByRole('button', { name: 'Save low-stock alert' }));
    await waitFor(() => expect(threshold).toHaveAccessibleDescription('lowStockThreshold must be at most 100000'));
    expect(threshold).toHaveValue(200000);
  });

  it('saves the cash-on-delivery protection: the hold and the three limits on new customers, and only those', async () => {
    const api = stubSettings({
      'PUT /api/admin/shop-settings': (request) =>
        json({ success: true, message: 'Shop settings saved', settings: { ...shopSettings, ...(request.body as object) } }),
    });
    const { user } = renderApp('/admin/content/delivery');
    const form = within(await screen.findByRole('form', { name: 'Cash-on-delivery protection' }));
    expect(form.getByText(/Trusted customers, with at least one order delivered and nothing refused, are not limited/)).toBeInTheDocument();
    const hold = form.getByLabelText('Hold unconfirmed orders for (hours)');
    expect(hold).toHaveValue(48);
    expect(hold).toHaveAccessibleDescription('An order nobody confirms in this time is cancelled and its items go back in stock. 0 = never.');
    expect(form.getByLabelText('New customers: orders waiting for confirmation')).toHaveValue(2);
    expect(form.getByLabelText('New customers: largest order (Rs.)')).toHaveValue(25000);
    expect(form.getByLabelText('New customers: most items per order')).toHaveValue(20);

    await user.clear(hold);
    await user.type(hold, '72');
    const units = form.getByLabelText('New customers: most items per order');
    await user.clear(units);
    await user.type(units, '0');
    await user.click(form.getByRole('button', { name: 'Save protection settings' }));

    expect(await form.findByText('Protection settings saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/api/admin/shop-settings' && request.method === 'PUT')?.body).toEqual({
      unconfirmedHoldHours: 72,
      newCustomerOpenOrders: 2,
      newCustomerMaxOrderRupees: 25000,
      newCustomerMaxOrderUnits: 0,
      version: 1,
    });
  });

  it('saves the hours before a cart reminder, and only those; 0 turns reminders off', async () => {
    const api = stubSettings({
      'PUT /api/admin/shop-settings': (request) =>
        json({ success: true, message: 'Shop settings saved', settings: { ...shopSettings, ...(request.body as object) } }),
    });
    const { user } = renderApp('/admin/content/delivery');
    const form = within(await screen.findByRole('form', { name: 'Cart reminders' }));
    const hours = form.getByLabelText('Remind after (hours)');
    expect(hours).toHaveValue(6);
    expect(hours).toHaveAccessibleDescription('Hours the cart waits untouched; 6 unless you change it. 0 = no reminders.');

    await user.clear(hours);
    await user.type(hours, '800');
    await user.click(form.getByRole('button', { name: 'Save cart reminders' }));
    expect(hours).toHaveAccessibleDescription('Write a whole number of hours from 0 to 720');
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(form.getByRole('button', { name: 'Save cart reminders' }));
    expect(await form.findByText('Cart reminders saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/api/admin/shop-settings' && request.method === 'PUT')?.body).toEqual({
      abandonedCartHours: 0,
      version: 1,
    });
  });

  it('saves the days a delivery may wait for its courier’s payout, and only those, from 1 to 365', async () => {
    const api = stubSettings({
      'PUT /api/admin/shop-settings': (request) =>
        json({ success: true, message: 'Shop settings saved', settings: { ...shopSettings, ...(request.body as object), version: 2 } }),
    });
    const { user } = renderApp('/admin/content/delivery');
    const form = within(await screen.findByRole('form', { name: 'Courier payouts' }));
    const days = form.getByLabelText('Days a delivery may wait for its courier’s payout');
    expect(days).toHaveValue(14);
    expect(days).toHaveAccessibleDescription('Days after delivery; 14 unless you change it.');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(form.getByRole('button', { name: 'Save courier payouts' }));
    expect(days).toHaveAccessibleDescription('Write a whole number of days from 1 to 365');
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.clear(days);
    await user.type(days, '10');
    await user.click(form.getByRole('button', { name: 'Save courier payouts' }));
    expect(await form.findByText('Courier payouts saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/api/admin/shop-settings' && request.method === 'PUT')?.body).toEqual({
      courierPayoutDays: 10,
      version: 1,
    });
  });

  it('shows the server’s refusal of the payout days under the field', async () => {
    const message = 'courierPayoutDays must be at most 365';
    stubSettings({
      'PUT /api/admin/shop-settings': () => json({ success: false, code: 'INVALID_REQUEST', message, fields: ['courierPayoutDays'] }, 400),
    });
    const { user } = renderApp('/admin/content/delivery');
    const form = within(await screen.findByRole('form', { name: 'Courier payouts' }));
    await user.click(form.getByRole('button', { name: 'Save courier payouts' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Days a delivery may wait for its courier’s payout')).toHaveAccessibleDescription(message);
  });

  it('asks for whole numbers, and shows the server’s refusal under the field it names', async () => {
    const message = 'unconfirmedHoldHours must be at most 720';
    const api = stubSettings({
      'PUT /api/admin/shop-settings': () => json({ success: false, code: 'INVALID_REQUEST', message, fields: ['unconfirmedHoldHours'] }, 400),
    });
    const { user } = renderApp('/admin/content/delivery');
    const form = within(await screen.findByRole('form', { name: 'Cash-on-delivery protection' }));
    const orders = form.getByLabelText('New customers: orders waiting for confirmation');
    await user.clear(orders);
    await user.click(form.getByRole('button', { name: 'Save protection settings' }));
    expect(orders).toHaveAccessibleDescription('Write a whole number, 0 for none');
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.type(orders, '3');
    const hold = form.getByLabelText('Hold unconfirmed orders for (hours)');
    await user.clear(hold);
    await user.type(hold, '1000');
    await user.click(form.getByRole('button', { name: 'Save protection settings' }));
    await waitFor(() => expect(hold).toHaveAccessibleDescription(message));
    expect(hold).toHaveValue(1000);
    expect(orders).not.toHaveAttribute('aria-invalid');
  });
});
