import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerAccount, signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AuditEntry } from '../api/list-audit-entries';

const owner = { _id: ownerAccount._id, name: ownerAccount.name, email: ownerAccount.email };

const entries: AuditEntry[] = [
  {
    _id: 'audit-3',
    actor: owner,
    action: 'status',
    entity: 'order',
    entityId: '3f9a2c1d8e7b6a5f4e3d2c1b',
    changes: { before: { status: 'Placed' }, after: { status: 'Confirmed' } },
    createdAt: '2026-11-24T10:05:00.000Z',
  },
  {
    _id: 'audit-2',
    actor: owner,
    action: 'delete',
    entity: 'product',
    entityId: 'p-lavender',
    changes: { before: { name: 'Lavender Soap', price: 700 } },
    createdAt: '2026-11-24T09:00:00.000Z',
  },
  {
    _id: 'audit-1',
    actor: null,
    action: 'import',
    entity: 'product',
    entityId: 'p-rose',
    changes: { after: { name: 'Rose Petal Soap' } },
    createdAt: '2026-11-23T08:00:00.000Z',
  },
];

function auditAnswer(shown: AuditEntry[]): FakeHandler {
  return () => json({ success: true, entries: shown, total: shown.length, limit: 50, offset: 0 });
}

function auditQueries(requests: { path: string; url: URL }[]) {
  return requests.filter((request) => request.path === '/api/admin/audit').map((request) => Object.fromEntries(request.url.searchParams));
}

beforeAll(async () => {
  await import('./activity-page');
});

describe('Activity', () => {
  it('shows when, who, what happened and which item, linking the items the console can open', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/audit': auditAnswer(entries) });
    renderApp('/admin/activity');

    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    // The rows themselves, not the 'What changed' lines inside them.
    const [status, deleted, imported] = [...list.children] as HTMLElement[];
    expect(within(status!).getByText('Status changed')).toBeInTheDocument();
    expect(within(status!).getByRole('link', { name: '#3f9a2c1' })).toHaveAttribute('href', '/admin/orders/3f9a2c1d8e7b6a5f4e3d2c1b');
    expect(within(status!).getByText('status: Placed → Confirmed')).toBeInTheDocument();
    expect(within(status!).getByRole('link', { name: 'Ayesha Khan' })).toHaveAttribute('href', '/admin/activity?actor=owner%40khalis.pk');
    expect(within(status!).getByRole('time')).toHaveAttribute('datetime', '2026-11-24T10:05:00.000Z');
    expect(within(deleted!).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted!).getByText('Lavender Soap')).toBeInTheDocument();
    expect(within(deleted!).queryByRole('link', { name: 'Lavender Soap' })).toBeNull();
    expect(within(imported!).getByText('Command line (or a removed account)')).toBeInTheDocument();
    expect(within(imported!).getByRole('link', { name: 'Rose Petal Soap' })).toHaveAttribute('href', '/admin/products/p-rose');
  });

  it('asks for who, what and which action together, and keeps them in the address', async () => {
    const { requests } = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/audit': ({ url }) => {
        const shown = url.searchParams.has('entity') ? entries.slice(0, 1) : entries;
        return json({ success: true, entries: shown, total: shown.length, limit: 50, offset: 0 });
      },
    });
    const { user, router } = renderApp('/admin/activity');

    await screen.findByRole('list', { name: 'Changes, newest first' });
    await user.type(screen.getByLabelText('Who'), 'Owner@Khalis.pk');
    await user.selectOptions(screen.getByLabelText('What'), 'Orders');
    await user.selectOptions(screen.getByLabelText('Action'), 'Status changed');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('1 change matches')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ actor: 'Owner@Khalis.pk', entity: 'order', action: 'status' });
    expect(auditQueries(requests)).toEqual([
      { limit: '50', offset: '0' },
      { actor: 'Owner@Khalis.pk', entity: 'order', action: 'status', limit: '50', offset: '0' },
    ]);
    expect(screen.getByLabelText('What')).toHaveValue('order');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/admin/activity');
  });

  it('opens filtered from a link and pages through older changes with the filter kept', async () => {
    const { requests } = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/audit': ({ url }) =>
        json({ success: true, entries: entries.slice(1, 2), total: 120, limit: 50, offset: Number(url.searchParams.get('offset')) }),
    });
    const { user, router } = renderApp('/admin/activity?entity=product');

    const pages = within(await screen.findByRole('navigation', { name: 'Activity pages' }));
    expect(pages.getByText('Showing 1–1 of 120')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByLabelText('What')).toHaveValue('product');
    await user.click(pages.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Showing 51–51 of 120')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?entity=product&page=2');
    await waitFor(() => expect(auditQueries(requests).at(-1)).toEqual({ entity: 'product', limit: '50', offset: '50' }));
  });

  it('says when nothing matches', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/audit': auditAnswer([]) });
    renderApp('/admin/activity?action=retry');

    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
  });
});
