import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../../lib/storage';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { ContactMessage } from '../api/list-contact-messages';
import type { FailedMessage } from '../api/list-failed-messages';

function contactMessage(overrides: Partial<ContactMessage> & Pick<ContactMessage, '_id'>): ContactMessage {
  return {
    name: 'Sana Malik',
    email: 'sana.malik@example.com',
    phone: '0300 1234567',
    subject: 'bulk-order',
    message: 'Do you sell the rose soap by the dozen?\nWe run a salon in Lahore.',
    handled: false,
    handledAt: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

const failedEmail: FailedMessage = {
  _id: 'outbox-7',
  kind: 'email',
  name: 'order-confirmation',
  to: 'bilal@example.com',
  subject: 'Your order 3f9a2c1 is placed',
  attempts: 31,
  lastError: '550 5.1.1 Mailbox does not exist',
  createdAt: '2026-11-22T08:00:00.000Z',
};

function stubMessages(routes: Record<string, FakeHandler>) {
  return stubApi({ ...signInAsOwner(), ...routes });
}

const page = (items: Record<string, unknown>, total: number, limit = 20, offset = 0) => json({ success: true, ...items, total, limit, offset });

beforeAll(async () => {
  await import('./messages-page');
});

describe('Messages: contact messages', () => {
  it('asks for the filter in the address and shows each message with mail and call links', async () => {
    const { requests } = stubMessages({
      'GET /api/admin/contact-messages': () => page({ messages: [contactMessage({ _id: 'message-1' })] }, 1),
    });
    renderApp('/admin/messages?handled=false');

    const card = within(await screen.findByRole('article', { name: 'Sana Malik' }));
    expect(card.getByRole('link', { name: 'sana.malik@example.com' })).toHaveAttribute('href', 'mailto:sana.malik@example.com');
    expect(card.getByRole('link', { name: '0300 1234567' })).toHaveAttribute('href', 'tel:03001234567');
    expect(card.getByText(/Do you sell the rose soap by the dozen\?/)).toBeInTheDocument();
    // The subject as words, not the form's value.
    expect(card.getByText('Bulk order')).toBeInTheDocument();
    expect(card.queryByText('bulk-order')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not handled' })).toHaveAttribute('aria-current', 'page');
    const asked = requests.find((request) => request.path === '/api/admin/contact-messages')!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ handled: 'false', limit: '20', offset: '0' });
  });

  it('marks a message handled and loads the list again', async () => {
    let handled = false;
    const { requests } = stubMessages({
      'GET /api/admin/contact-messages': () => page({ messages: [contactMessage({ _id: 'message-1', handled })] }, 1),
      'POST /api/admin/contact-messages/message-1/handled': ({ body }) => {
        handled = (body as { handled: boolean }).handled;
        return json({ success: true, message: 'Message marked handled', contactMessage: contactMessage({ _id: 'message-1', handled }) });
      },
    });
    const { user } = renderApp('/admin/messages');

    const card = within(await screen.findByRole('article', { name: 'Sana Malik' }));
    await user.click(card.getByRole('button', { name: 'Mark handled' }));

    expect(await card.findByRole('button', { name: 'Mark unhandled' })).toBeInTheDocument();
    const mark = requests.find((request) => request.method === 'POST');
    expect(mark?.path).toBe('/api/admin/contact-messages/message-1/handled');
    expect(mark?.body).toEqual({ handled: true });
    expect(requests.filter((request) => request.path === '/api/admin/contact-messages')).toHaveLength(2);
  });

  it('pages through older messages, keeping the filter', async () => {
    const { requests } = stubMessages({
      'GET /api/admin/contact-messages': ({ url }) =>
        page({ messages: [contactMessage({ _id: `message-${url.searchParams.get('offset')}` })] }, 45, 20, Number(url.searchParams.get('offset'))),
    });
    const { user, router } = renderApp('/admin/messages?handled=true');

    await screen.findByRole('article', { name: 'Sana Malik' });
    const pages = within(screen.getByRole('navigation', { name: 'Contact messages pages' }));
    expect(pages.getByText('Showing 1–1 of 45')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Showing 21–21 of 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/messages?handled=true');
    expect(router.state.location.search).toBe('?handled=true&page=2');
    const last = requests.filter((request) => request.path === '/api/admin/contact-messages').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ handled: 'true', limit: '20', offset: '20' });
  });

  it('says when no message is waiting', async () => {
    stubMessages({ 'GET /api/admin/contact-messages': () => page({ messages: [] }, 0) });
    renderApp('/admin/messages?handled=false');

    expect(await screen.findByText('Nothing waiting: every message is handled')).toBeInTheDocument();
  });
});

describe('Messages: subscribers', () => {
  it('counts the subscribers and downloads the CSV with the owner’s token', async () => {
    const { requests } = stubMessages({
      'GET /api/admin/newsletter/subscribers': () =>
        json({
          success: true,
          subscribers: [
            { email: 'first@example.com', subscribedAt: '2026-10-01T08:00:00.000Z' },
            { email: 'latest@example.com', subscribedAt: '2026-11-20T08:00:00.000Z' },
          ],
          total: 2,
        }),
      'GET /api/admin/newsletter/subscribers.csv': () =>
        new Response('email,subscribed_at\nfirst@example.com,2026-10-01T08:00:00.000Z\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const saved: { name: string; href: string }[] = [];
    const createObjectURL = vi.fn<(file: Blob) => string>(() => 'blob:subscribers');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { user } = renderApp('/admin/messages?section=subscribers');

    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === '2 subscribers')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Subscribers, newest first' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('latest@example.com'),
      expect.stringContaining('first@example.com'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const download = requests.find((request) => request.path === '/api/admin/newsletter/subscribers.csv')!;
    expect(download.headers.get('token')).toBe(getToken());
    expect(download.headers.get('authorization')).toBe(`Bearer ${getToken()}`);
    expect(saved[0]).toEqual({ name: expect.stringMatching(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/), href: 'blob:subscribers' });
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('first@example.com');
  });

  it("shows the server's refusal of the download", async () => {
    stubMessages({
      'GET /api/admin/newsletter/subscribers': () =>
        json({ success: true, subscribers: [{ email: 'first@example.com', subscribedAt: '2026-10-01T08:00:00.000Z' }], total: 1 }),
      'GET /api/admin/newsletter/subscribers.csv': () => json({ success: false, code: 'FORBIDDEN', message: 'Only the shop owner can do this' }, 403),
    });
    const { user } = renderApp('/admin/messages?section=subscribers');

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only the shop owner can do this');
  });
});

describe('Messages: failed messages', () => {
  it('shows what failed, to whom and why, and retries it', async () => {
    const failedPush: FailedMessage = {
      _id: 'outbox-8',
      kind: 'push',
      name: 'order-3f9a2c1',
      to: 'Chrome on Android',
      subject: 'New order #3f9a2c1 · Rs. 2,450.00',
      attempts: 5,
      lastError: 'the push service answered 503',
      createdAt: '2026-11-22T08:01:00.000Z',
    };
    let failed = [failedEmail, failedPush];
    const { requests } = stubMessages({
      'GET /api/admin/outbox/failed': () => page({ messages: failed }, failed.length),
      'POST /api/admin/outbox/outbox-7/retry': () => {
        failed = [];
        return json({ success: true, message: 'The message will be sent again shortly' });
      },
    });
    const { user } = renderApp('/admin/messages?section=failed');

    const card = within(await screen.findByRole('article', { name: 'Email: Order confirmation' }));
    expect(card.getByText('bilal@example.com')).toBeInTheDocument();
    expect(card.getByText('550 5.1.1 Mailbox does not exist')).toBeInTheDocument();
    expect(card.getByText('31')).toBeInTheDocument();
    const push = within(screen.getByRole('article', { name: 'Notification to a phone' }));
    expect(push.getByText('Chrome on Android')).toBeInTheDocument();
    expect(push.getByText('New order #3f9a2c1 · Rs. 2,450.00')).toBeInTheDocument();
    expect(push.getByText('the push service answered 503')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Failed messages' })).toHaveAttribute('aria-current', 'page');
    await user.click(card.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Nothing failed')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/admin/outbox/outbox-7/retry']);
  });
});
