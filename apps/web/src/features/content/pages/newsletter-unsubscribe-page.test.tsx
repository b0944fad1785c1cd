import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const unsubscribePath = '/newsletter/unsubscribe?token=signed.unsubscribe%2Btoken';
const unsubscribedAnswer: FakeHandler = () => json({ success: true, message: 'You have been unsubscribed from our newsletter.' });
const unsubscribeRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/newsletter/one-click-unsubscribe');

beforeAll(async () => {
  await import('./newsletter-unsubscribe-page');
});

describe('Newsletter unsubscribe page', () => {
  it('changes nothing when opened; its button POSTs the token to the one-click address, without a body', async () => {
    const { requests } = stubApi({ 'POST /api/newsletter/one-click-unsubscribe': unsubscribedAnswer });
    const { user } = renderApp(unsubscribePath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeInTheDocument();
    expect(unsubscribeRequests(requests)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toHaveFocus();
    expect(screen.getByText('You have been unsubscribed from our newsletter.')).toBeInTheDocument();
    const [sent, ...more] = unsubscribeRequests(requests);
    expect(more).toEqual([]);
    expect(sent!.url.searchParams.get('token')).toBe('signed.unsubscribe+token');
    expect(sent!.body).toBeUndefined();
    expect(sent!.headers.get('token')).toBeNull();
  });

  it('says a link of no use is not valid, and offers no button', async () => {
    stubApi({
      'POST /api/newsletter/one-click-unsubscribe': () =>
        json({ success: false, code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid. Please use the link in your email.' }, 400),
    });
    const { user } = renderApp(unsubscribePath);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid. Please use the link in your email.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Unsubscribe|Try again)$/ })).toBeNull();
  });

  it('offers to try again when no answer came', async () => {
    let down = true;
    stubApi({ 'POST /api/newsletter/one-click-unsubscribe': (request) => (down ? networkDown(request) : unsubscribedAnswer(request)) });
    const { user } = renderApp(unsubscribePath);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not unsubscribed yet' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
  });
});
