import type { BusinessDetails } from '@shop/core/business/business-details';
import { fallbackOperatingHours } from '@shop/core/business/business-details';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminStore } from '../api/list-stores';

const gulberg: AdminStore = {
  storeId: 's-gulberg',
  storeName: 'Khalis Gulberg',
  storeType: 'retail',
  location: {
    displayName: 'Gulberg, Lahore',
    address: { street: '12 Main Boulevard', city: 'Lahore', state: 'Punjab', zipCode: '54660' },
    googleMapsLink: 'https://maps.google.com/?q=gulberg',
  },
  contact: { phone: '+92 42 3570 0000', manager: 'Sana' },
  operatingHours: fallbackOperatingHours,
  status: 'active',
  position: 0,
  version: 1,
};

const details: BusinessDetails = {
  company: { name: 'Khalis', tagline: '', description: '', foundedYear: 2021 },
  contact: { customerSupport: { email: 'care@khalis.pk', phone: '', hours: '' } },
  location: { displayAddress: '', googleMapsLink: '' },
  socialMedia: { facebook: '', instagram: '', tiktok: '', whatsapp: '' },
  logos: { website: { url: '' }, favicon: { url: '' } },
  multiStore: { enabled: false, stores: [], defaultStore: null },
};

function stubStores(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/stores': () => json({ success: true, stores: [gulberg] }),
    'GET /api/admin/business-details': () => json({ success: true, data: details }),
    ...routes,
  });
}

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: stores', () => {
  it('lists each store with its week in one line', async () => {
    stubStores();
    renderApp('/admin/content/stores');
    const card = within(await screen.findByRole('article', { name: 'Khalis Gulberg' }));
    expect(card.getByText('Mon–Sat 09:00–18:00 · Sun closed')).toBeInTheDocument();
    expect(card.getByText('Open')).toBeInTheDocument();
  });

  it('adds a store with its weekly hours', async () => {
    const api = stubStores({
      'POST /api/admin/stores': (request) =>
        json({ success: true, message: 'Store added', store: { ...(request.body as object), storeId: 's-dha', position: 1 } }, 201),
    });
    const { user } = renderApp('/admin/content/stores');
    await user.click(await screen.findByRole('button', { name: 'Add store' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New store' }));
    await user.type(dialog.getByLabelText('Store name'), 'Khalis DHA');
    await user.selectOptions(dialog.getByLabelText('Type'), 'Warehouse');
    await user.type(dialog.getByLabelText('Street'), 'Phase 5');
    await user.type(dialog.getByLabelText('City'), 'Lahore');
    await user.type(dialog.getByLabelText('Store phone'), '0300 1234567');

    const monday = within(dialog.getByRole('group', { name: 'Monday' }));
    await user.clear(monday.getByLabelText('Opens'));
    await user.type(monday.getByLabelText('Opens'), '10:30');
    await user.click(dialog.getByRole('button', { name: 'Use Monday’s hours on every open day' }));
    await user.click(within(dialog.getByRole('group', { name: 'Friday' })).getByLabelText('Closed'));
    expect(within(dialog.getByRole('group', { name: 'Friday' })).getByText('Closed all day')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const open = { open: '10:30', close: '18:00', closed: false };
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      storeName: 'Khalis DHA',
      storeType: 'warehouse',
      status: 'active',
      location: { displayName: '', address: { street: 'Phase 5', city: 'Lahore', state: '', zipCode: '' }, googleMapsLink: '' },
      contact: { phone: '0300 1234567', manager: '' },
      operatingHours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: { ...open, closed: true },
        saturday: open,
        sunday: { open: '09:00', close: '18:00', closed: true },
      },
    });
  });

  it("puts the server's refusal of an address field under it", async () => {
    stubStores({
      'PATCH /api/admin/stores/s-gulberg': () =>
        json(
          { success: false, code: 'INVALID_REQUEST', message: 'location.address.city: Invalid input: expected string', fields: ['location.address.city'] },
          400,
        ),
    });
    const { user } = renderApp('/admin/content/stores');
    await user.click(await screen.findByRole('button', { name: 'Edit Khalis Gulberg' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit store' }));
    await user.type(dialog.getByLabelText('Manager'), ' Malik');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByLabelText('City')).toHaveAccessibleDescription('location.address.city: Invalid input: expected string'));
    expect(dialog.getByLabelText('Manager')).toHaveValue('Sana Malik');
  });

  it('lists the stores on the Contact page with a main store', async () => {
    const api = stubStores({
      'PATCH /api/admin/business-details': () =>
        json({
          success: true,
          message: 'Business details updated',
          data: { ...details, multiStore: { enabled: true, stores: [], defaultStore: 's-gulberg' } },
        }),
    });
    const { user } = renderApp('/admin/content/stores');
    const display = within(await screen.findByRole('form', { name: 'Stores on the Contact page' }));
    await user.click(display.getByLabelText('List the stores on the Contact page'));
    await user.selectOptions(display.getByLabelText('Main store'), 'Khalis Gulberg');
    await user.click(display.getByRole('button', { name: 'Save store display' }));
    expect(await display.findByText('Saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ multiStore: { enabled: true, defaultStore: 's-gulberg' } });
  });

  it('deletes a store after the owner confirms', async () => {
    const api = stubStores({ 'DELETE /api/admin/stores/s-gulberg': () => json({ success: true, message: 'Store removed' }) });
    const { user } = renderApp('/admin/content/stores');
    await user.click(await screen.findByRole('button', { name: 'Delete Khalis Gulberg' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this store?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE' && request.path === '/api/admin/stores/s-gulberg')).toBe(true));
  });
});
