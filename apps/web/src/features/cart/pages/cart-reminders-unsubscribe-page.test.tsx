import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const token = 'Xq3k-9_ZpL2mN8vR4tY6wA1bC5dE7fG0hJ9kL3mN8pQ';
const unsubscribePath = `/cart-reminders/unsubscribe?token=${token}`;
const offAnswer: FakeHandler = () => json({ success: true, message: 'You will not get cart reminders from us any more.' });
const unsubscribeRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/cart-reminders/unsubscribe');

beforeAll(async () => {
  await import('./cart-reminders-unsubscribe-page');
});

describe('Cart reminders unsubscribe page', () => {
  it('changes nothing when opened; its button POSTs the token, without a body or a session', async () => {
    const { requests } = stubApi({ 'POST /api/cart-reminders/unsubscribe': offAnswer });
    const { user } = renderApp(unsubscribePath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Turn off cart reminders' })).toBeInTheDocument();
    expect(unsubscribeRequests(requests)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Turn off reminders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart reminders are off' })).toHaveFocus();
    expect(screen.getByText('You will not get cart reminders from us any more.')).toBeInTheDocument();
    const [sent, ...more] = unsubscribeRequests(requests);
    expect(more).toEqual([]);
    expect(sent!.url.searchParams.get('token')).toBe(token);
    expect(sent!.body).toBeUndefined();
    expect(sent!.headers.get('token')).toBeNull();
  });

  it('says a forged link is not valid, and offers no button', async () => {
    stubApi({
      'POST /api/cart-reminders/unsubscribe': () =>
        json(
          {
            success: false,
            code: 'UNSUBSCRIBE_TOKEN_INVALID',
            message: 'This unsubscribe link is not valid. Please use the link from your latest cart reminder email.',
          },
          404,
        ),
    });
    const { user } = renderApp(unsubscribePath);
    await user.click(await screen.findByRole('button', { name: 'Turn off reminders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid. Please use the link from your latest cart reminder email.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Turn off reminders|Try again)$/ })).toBeNull();
  });

  it('says the reminders are off when the link was used before', async () => {
    stubApi({
      'POST /api/cart-reminders/unsubscribe': () =>
        json({ success: false, code: 'ALREADY_UNSUBSCRIBED', message: 'You have already turned off cart reminders with this link.' }, 409),
    });
    const { user } = renderApp(unsubscribePath);
    await user.click(await screen.findByRole('button', { name: 'Turn off reminders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart reminders are off' })).toBeInTheDocument();
    expect(screen.getByText('You have already turned off cart reminders with this link.')).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, without asking the server', async () => {
    const { requests } = stubApi({ 'POST /api/cart-reminders/unsubscribe': offAnswer });
    renderApp('/cart-reminders/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByText('This link is incomplete. Please open the link in your email exactly as it was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off reminders' })).toBeNull();
    expect(unsubscribeRequests(requests)).toHaveLength(0);
  });

  it('offers to try again when no answer came', async () => {
    let down = true;
    stubApi({ 'POST /api/cart-reminders/unsubscribe': (request) => (down ? networkDown(request) : offAnswer(request)) });
    const { user } = renderApp(unsubscribePath);
    await user.click(await screen.findByRole('button', { name: 'Turn off reminders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not turned off yet' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart reminders are off' })).toBeInTheDocument();
  });
});
