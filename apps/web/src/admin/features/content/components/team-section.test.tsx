import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminTeamMember } from '../api/list-team';

const ayesha: AdminTeamMember = {
  _id: 'm-ayesha',
  name: 'Ayesha Khan',
  role: 'Founder',
  description: 'Makes every batch by hand.',
  image: { url: '/uploads/team/ayesha.webp' },
  isActive: true,
  order: 0,
  version: 1,
};
const omar: AdminTeamMember = {
  _id: 'm-omar',
  name: 'Omar Farooq',
  role: 'Packing',
  description: '',
  image: { url: '' },
  isActive: false,
  order: 1,
  version: 1,
};

function stubTeam(routes: Record<string, FakeHandler> = {}) {
  return stubApi({ ...signInAsOwner(), 'GET /api/admin/team': () => json({ success: true, team: [omar, ayesha] }), ...routes });
}

beforeAll(async () => {
  await import('../../../console-app');
  await import('../pages/content-page');
});

describe('Content: team', () => {
  it('lists the team in order, shown or hidden', async () => {
    stubTeam();
    renderApp('/admin/content/team');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Ayesha Khan', 'Omar Farooq']);
    expect(within(cards[1]!).getByText('Hidden')).toBeInTheDocument();
  });

  it('adds a member with a picture, placed after the last one', async () => {
    const api = stubTeam({
      'POST /api/admin/uploads': () => json({ success: true, message: 'Uploaded', images: ['/uploads/team/bilal.webp'] }, 201),
      'POST /api/admin/team': (request) => json({ success: true, message: 'Team member added', member: { ...(request.body as object), _id: 'm-bilal' } }, 201),
    });
    const { user } = renderApp('/admin/content/team');
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New team member' }));
    await user.type(dialog.getByLabelText('Name'), 'Bilal Ahmed');
    await user.type(dialog.getByLabelText('Role'), 'Deliveries');
    await user.type(dialog.getByLabelText('About them'), 'Knows every street in Lahore.');
    await user.upload(dialog.getByLabelText('Picture'), new File(['jpeg'], 'bilal.jpg', { type: 'image/jpeg' }));
    await dialog.findByRole('img', { name: /Picture 1/ });
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.method === 'POST' && request.path === '/api/admin/team')?.body).toEqual({
      name: 'Bilal Ahmed',
      role: 'Deliveries',
      description: 'Knows every street in Lahore.',
      image: { url: '/uploads/team/bilal.webp' },
      isActive: true,
      order: 2,
    });
  });

  it("shows the server's refusal of a field under it, keeping the other values", async () => {
    stubTeam({
      'PATCH /api/admin/team/m-ayesha': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'role can be at most 100 characters long', fields: ['role'] }, 400),
    });
    const { user } = renderApp('/admin/content/team');
    await user.click(await screen.findByRole('button', { name: 'Edit Ayesha Khan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit team member' }));
    await user.type(dialog.getByLabelText('Role'), ' and chief soap maker');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('role can be at most 100 characters long')).toBeInTheDocument();
    expect(dialog.getByLabelText('Role')).toHaveAccessibleDescription('role can be at most 100 characters long');
    expect(dialog.getByLabelText('Role')).toHaveValue('Founder and chief soap maker');
  });

  it('puts a refusal of the picture under the picture', async () => {
    stubTeam({
      'PATCH /api/admin/team/m-omar': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'image.url must be an /uploads/… path or an http(s) address', fields: ['image.url'] }, 400),
    });
    const { user } = renderApp('/admin/content/team');
    await user.click(await screen.findByRole('button', { name: 'Edit Omar Farooq' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit team member' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('image.url must be an /uploads/… path or an http(s) address')).toBeInTheDocument();
    expect(dialog.getByLabelText('Picture')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a member after the owner confirms', async () => {
    const api = stubTeam({ 'DELETE /api/admin/team/m-omar': () => json({ success: true, message: 'Team member removed' }) });
    const { user } = renderApp('/admin/content/team');
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Farooq' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this team member?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE' && request.path === '/api/admin/team/m-omar')).toBe(true));
  });
});
