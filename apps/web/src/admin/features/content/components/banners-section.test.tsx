import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminBanner } from '../api/list-banners';

function banner(overrides: Partial<AdminBanner> & Pick<AdminBanner, '_id' | 'headingLine1' | 'position'>): AdminBanner {
  return {
    imageUrl: `/uploads/banners/${overrides._id}.webp`,
    headingLine2: '',
    subtext: '',
    buttonText: 'Shop now',
    redirectUrl: '/collection',
    active: true,
    version: 1,
    ...overrides,
  };
}

const eid = banner({ _id: 'b-eid', headingLine1: 'Eid gift boxes', position: 0 });
const rose = banner({ _id: 'b-rose', headingLine1: 'Rose soap is back', position: 1, redirectUrl: '/product/p-rose' });
const winter = banner({ _id: 'b-winter', headingLine1: 'Winter care', position: 2, active: false });

function stubBanners(routes: Record<string, FakeHandler> = {}, banners: AdminBanner[] = [eid, rose, winter]) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/banners': () => json({ success: true, banners }),
    ...routes,
  });
}

function row(name: string) {
  return within(screen.getByRole('article', { name }));
}

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: banners', () => {
  it('lists the banners in order, each with its active switch', async () => {
    stubBanners();
    renderApp('/admin/content/banners');
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Eid gift boxes', 'Rose soap is back', 'Winter care']);
    expect(row('Winter care').getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(row('Eid gift boxes').getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(row('Eid gift boxes').getByRole('button', { name: 'Move Eid gift boxes up' })).toBeDisabled();
  });

  it('says so when there are none yet', async () => {
    stubBanners({}, []);
    renderApp('/admin/content/banners');
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
  });

  it('adds a banner with an uploaded picture, sending the fields the contract names', async () => {
    const api = stubBanners({
      'POST /api/admin/uploads': () => json({ success: true, message: 'Uploaded', images: ['/uploads/banners/new-eid.webp'] }, 201),
      'POST /api/admin/banners': (request) =>
        json({ success: true, message: 'Banner created', banner: { ...(request.body as object), _id: 'b-new', position: 3 } }, 201),
    });
    const { user } = renderApp('/admin/content/banners');
    await user.click(await screen.findByRole('button', { name: 'Add banner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New banner' }));
    await user.upload(dialog.getByLabelText('Picture'), new File(['jpeg'], 'eid.jpg', { type: 'image/jpeg' }));
    expect(await dialog.findByRole('img', { name: 'Picture 1 (main)' })).toHaveAttribute('src', '/uploads/banners/new-eid.webp');
    expect(api.requests.find((request) => request.path === '/api/admin/uploads')?.url.searchParams.get('folder')).toBe('banners');
    await user.type(dialog.getByLabelText('Heading'), 'Eid is near');
    await user.type(dialog.getByLabelText('Button text'), 'See the boxes');
    await user.type(dialog.getByLabelText('Link'), '/deal/d-eid');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.method === 'POST' && request.path === '/api/admin/banners')?.body).toEqual({
      imageUrl: '/uploads/banners/new-eid.webp',
      headingLine1: 'Eid is near',
      headingLine2: '',
      subtext: '',
      buttonText: 'See the boxes',
      redirectUrl: '/deal/d-eid',
      active: true,
    });
  });

  it("shows the server's refusal under the field it names and keeps what the owner typed", async () => {
    const api = stubBanners({
      'PATCH /api/admin/banners/b-rose': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'redirectUrl must be a path inside the shop, starting with /', fields: ['redirectUrl'] }, 400),
    });
    const { user } = renderApp('/admin/content/banners');
    await user.click(await screen.findByRole('button', { name: 'Edit Rose soap is back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit banner' }));
    const link = dialog.getByLabelText('Link');
    await user.clear(link);
    await user.type(link, 'https://elsewhere.example');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('redirectUrl must be a path inside the shop, starting with /')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('redirectUrl must be a path inside the shop, starting with /');
    expect(link).toHaveValue('https://elsewhere.example');
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      headingLine1: 'Rose soap is back',
      redirectUrl: 'https://elsewhere.example',
    });
  });

  it('moves a banner down by numbering the list afresh', async () => {
    const api = stubBanners({
      'PATCH /api/admin/banners/b-eid': () => json({ success: true, message: 'Banner updated', banner: { ...eid, position: 1 } }),
      'PATCH /api/admin/banners/b-rose': () => json({ success: true, message: 'Banner updated', banner: { ...rose, position: 0 } }),
    });
    const { user } = renderApp('/admin/content/banners');
    await user.click(await screen.findByRole('button', { name: 'Move Eid gift boxes down' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(2));
    const moves = api.requests.filter((request) => request.method === 'PATCH').map((request) => [request.path, request.body]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['/api/admin/banners/b-rose', { position: 0 }],
        ['/api/admin/banners/b-eid', { position: 1 }],
      ]),
    );
  });

  it('switches a banner off at once', async () => {
    const api = stubBanners({
      'PATCH /api/admin/banners/b-eid': () => json({ success: true, message: 'Banner updated', banner: { ...eid, active: false } }),
    });
    const { user } = renderApp('/admin/content/banners');
    await screen.findAllByRole('article');
    await user.click(row('Eid gift boxes').getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ active: false }));
  });

  it('deletes a banner only after the owner confirms', async () => {
    const api = stubBanners({ 'DELETE /api/admin/banners/b-winter': () => json({ success: true, message: 'Banner deleted' }) });
    const { user } = renderApp('/admin/content/banners');
    await user.click(await screen.findByRole('button', { name: 'Delete Winter care' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this banner?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Winter care' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this banner?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE' && request.path === '/api/admin/banners/b-winter')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
