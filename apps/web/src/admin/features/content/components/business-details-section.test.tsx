import type { BusinessDetails } from '@shop/core/business/business-details';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const details: BusinessDetails = {
  company: { name: 'Khalis', tagline: 'Soap from Lahore', description: 'Handmade soap.', foundedYear: 2021 },
  contact: { customerSupport: { email: 'care@khalis.pk', phone: '+92 42 111 222 333', hours: 'Mon–Sat 10:00–18:00' } },
  location: { displayAddress: '12 Garden Street, Lahore', googleMapsLink: 'https://maps.google.com/?q=khalis' },
  socialMedia: { facebook: 'https://facebook.com/khalis', instagram: '', tiktok: '', whatsapp: '+92 300 1234567' },
  logos: { website: { url: '/uploads/business/logo.webp' }, favicon: { url: '' } },
  multiStore: { enabled: false, stores: [], defaultStore: null },
};

function stubDetails(routes: Record<string, FakeHandler>, answer: FakeHandler = () => json({ success: true, data: details })) {
  return stubApi({ ...signInAsOwner(), 'GET /api/admin/business-details': answer, ...routes });
}

function part(name: string) {
  return within(screen.getByRole('form', { name }));
}

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: business details', () => {
  it('saves one part at a time, sending only that part', async () => {
    const api = stubDetails({
      'PATCH /api/admin/business-details': (request) =>
        json({ success: true, message: 'Business details updated', data: { ...details, ...(request.body as Partial<BusinessDetails>) } }),
    });
    const { user } = renderApp('/admin/content/business');
    await screen.findByRole('form', { name: 'Social links' });
    const social = part('Social links');
    await user.type(social.getByLabelText('Instagram'), 'https://instagram.com/khalis.pk');
    await user.click(social.getByRole('button', { name: 'Save social links' }));

    expect(await social.findByText('Social links saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      socialMedia: { facebook: 'https://facebook.com/khalis', instagram: 'https://instagram.com/khalis.pk', tiktok: '', whatsapp: '+92 300 1234567' },
    });
  });

  it('puts a refusal of a nested field next to that field', async () => {
    const api = stubDetails({
      'PATCH /api/admin/business-details': () =>
        json(
          {
            success: false,
            code: 'INVALID_REQUEST',
            message: 'contact.customerSupport.email: Invalid input: expected string',
            fields: ['contact.customerSupport.email'],
          },
          400,
        ),
    });
    const { user } = renderApp('/admin/content/business');
    await screen.findByRole('form', { name: 'Customer support' });
    const contact = part('Customer support');
    const email = contact.getByLabelText('Support email');
    await user.clear(email);
    await user.type(email, 'help@khalis.pk');
    await user.click(contact.getByRole('button', { name: 'Save customer support' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('contact.customerSupport.email: Invalid input: expected string'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('help@khalis.pk');
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      contact: { customerSupport: { email: 'help@khalis.pk', phone: '+92 42 111 222 333', hours: 'Mon–Sat 10:00–18:00' } },
    });
  });

  it('sends every part on the first save of a new shop', async () => {
    const api = stubDetails(
      {
        'PATCH /api/admin/business-details': (request) =>
          json({ success: true, message: 'Business details updated', data: { ...details, ...(request.body as object) } }),
      },
      () => json({ success: false, code: 'BUSINESS_DETAILS_NOT_SET_UP', message: 'Business details have not been set up yet' }, 404),
    );
    const { user } = renderApp('/admin/content/business');
    expect(await screen.findByText(/have not been saved yet/)).toBeInTheDocument();
    const company = part('Shop');
    await user.type(company.getByLabelText('Shop name'), 'Khalis');
    await user.click(company.getByRole('button', { name: 'Save shop' }));

    await waitFor(() => expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true));
    expect(Object.keys(api.requests.find((request) => request.method === 'PATCH')?.body as object).sort()).toEqual([
      'company',
      'contact',
      'location',
      'logos',
      'socialMedia',
    ]);
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ company: { name: 'Khalis', foundedYear: 2024 } });
  });
});
