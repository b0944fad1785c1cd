import type { BusinessDetails } from '@shop/core/business/business-details';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../test/console';
import { json, stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const details: BusinessDetails = {
  company: { name: 'Khalis', tagline: 'Soap from Lahore', description: 'Handmade soap.', foundedYear: 2021 },
  contact: { customerSupport: { email: 'care@khalis.pk', phone: '+92 42 111 222 333', hours: 'Mon–Sat 10:00–18:00' } },
  location: { displayAddress: '12 Garden Street, Lahore', googleMapsLink: 'https://maps.google.com/?q=khalis' },
  socialMedia: { facebook: 'https://facebook.com/khalis', instagram: '', tiktok: '', whatsapp: '+92 300 1234567' },
  logos: { website: { url: '/uploads/business/logo.webp' }, favicon: { url: '' } },
  multiStore: { enabled: false, stores: [], defaultStore: null },
};

function stubShop(stored: BusinessDetails = details) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/business-details': () => json({ success: true, data: stored }),
    'PATCH /api/admin/business-details': (request) =>
      json({ success: true, message: 'Business details updated', data: { ...details, ...(request.body as Partial<BusinessDetails>) } }),
  });
}

const socialLinks = () => within(screen.getByRole('form', { name: 'Social links' }));
const instagram = 'https://instagram.com/khalis.pk';

async function typeInstagram(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('form', { name: 'Social links' });
  await user.type(socialLinks().getByLabelText('Instagram'), instagram);
}

beforeAll(async () => {
  await import('../console-app');
  await import('../features/content/pages/content-page');
});

describe('Drafts and the leave question in the console (docs/product.md §10 Drafts)', () => {
  it('asks before leaving a form with unsaved changes, and stays when asked to', async () => {
    stubShop();
    const { user, router } = renderApp('/admin/content/business');
    await typeInstagram(user);

    await act(() => router.navigate('/admin'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));

    expect(router.state.location.pathname).toBe('/admin/content/business');
    expect(socialLinks().getByLabelText('Instagram')).toHaveValue(instagram);
  });

  it('leaves and forgets the changes when the owner discards them', async () => {
    stubShop();
    const { user, router } = renderApp('/admin/content/business');
    await typeInstagram(user);

    await act(() => router.navigate('/admin'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Discard changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await act(() => router.navigate('/admin/content/business'));
    await screen.findByRole('form', { name: 'Social links' });
    expect(screen.queryByText(/changes here that were not saved/)).not.toBeInTheDocument();
    expect(socialLinks().getByLabelText('Instagram')).toHaveValue('');
  });

  it('offers the typed changes back after the page is reloaded, and restores them', async () => {
    stubShop();
    const first = renderApp('/admin/content/business');
    await typeInstagram(first.user);
    first.unmount();

    const { user } = renderApp('/admin/content/business');
    expect(await screen.findByText(/changes here that were not saved/)).toBeInTheDocument();
    expect(socialLinks().getByLabelText('Instagram')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(socialLinks().getByLabelText('Instagram')).toHaveValue(instagram);
    expect(screen.queryByText(/changes here that were not saved/)).not.toBeInTheDocument();
  });

  it('puts back only the fields the owner changed when the details were saved again since', async () => {
    stubShop();
    const first = renderApp('/admin/content/business');
    await typeInstagram(first.user);
    first.unmount();

    const tagline = 'Soap from Lahore since 2021';
    stubShop({ ...details, company: { ...details.company, tagline } });
    const { user } = renderApp('/admin/content/business');
    expect(await screen.findByText(/It was saved again since: only the fields you changed are put back/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore them' }));

    expect(socialLinks().getByLabelText('Instagram')).toHaveValue(instagram);
    expect(within(screen.getByRole('form', { name: 'Shop' })).getByLabelText('Tagline')).toHaveValue(tagline);
  });

  it('keeps no draft and does not ask once the changes are saved', async () => {
    const api = stubShop();
    const { user, router } = renderApp('/admin/content/business');
    await typeInstagram(user);
    await user.click(socialLinks().getByRole('button', { name: 'Save social links' }));
    await socialLinks().findByText('Social links saved.');

    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('console-draft:'))).toEqual([]);
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('forgets the drafts when the owner signs out', async () => {
    stubShop();
    const { user } = renderApp('/admin/content/business');
    await typeInstagram(user);
    expect(Object.keys(localStorage).some((key) => key.startsWith('console-draft:'))).toBe(true);

    await user.click(screen.getAllByRole('button', { name: /sign out/i })[0]!);
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('console-draft:'))).toEqual([]));
  });
});
