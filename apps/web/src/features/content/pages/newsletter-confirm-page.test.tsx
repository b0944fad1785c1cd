import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { heldAnswer, json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { makeToken, renderApp } from '../../../test/render-app';

const confirmPath = '/newsletter/confirm?token=signed.link-token';
const confirmedMessage = 'Thank you! Your subscription is confirmed.';

function refusal(status: number, code: string, message: string): FakeHandler {
  return () => json({ success: false, code, message }, status);
}

const confirmedAnswer: FakeHandler = () => json({ success: true, message: confirmedMessage });

/** The page's live region: the one around its title (the layout has status regions of its own). */
function outcomeRegion(): HTMLElement {
  const region = screen.getByRole('heading', { level: 1 }).closest<HTMLElement>('[role="status"]');
  if (!region) throw new Error('The outcome is not in a live region');
  return region;
}

const confirmRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/newsletter/confirm');

// Warm the lazy route once, so no single test pays for transforming it.
beforeAll(async () => {
  await import('./newsletter-confirm-page');
});

describe('Newsletter confirm page', () => {
  it('changes nothing when opened: a press of its button POSTs the token, shows progress, then the confirmation', async () => {
    const confirmation = heldAnswer();
    const { requests } = stubApi({ 'POST /api/newsletter/confirm': confirmation.handler });
    const { user } = renderApp(confirmPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(confirmRequests(requests)).toHaveLength(0);
    expect(document.title).toMatch(/^Confirm your subscription/);

    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeDisabled();

    confirmation.release(json({ success: true, message: confirmedMessage }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' });
    expect(outcomeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(outcomeRegion()).toHaveTextContent(confirmedMessage);
    // The button is gone: the focus moves to what came of it.
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
    const sent = confirmRequests(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ token: 'signed.link-token' });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('is used by keyboard: Tab to the button, Enter to confirm', async () => {
    stubApi({ 'POST /api/newsletter/confirm': confirmedAnswer });
    const { user } = renderApp(confirmPath);
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toHaveFocus();
  });

  it('sends no session token even when there is one', async () => {
    setToken(makeToken({ id: 'user-ayesha', exp: 4_102_444_800 }));
    const { requests } = stubApi({ 'POST /api/newsletter/confirm': confirmedAnswer });
    const { user } = renderApp(confirmPath);
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' });
    const [sent] = confirmRequests(requests);
    expect(sent!.headers.get('token')).toBeNull();
    expect(sent!.headers.get('authorization')).toBeNull();
  });

  it.each([
    [409, 'ALREADY_SUBSCRIBED', 'Already subscribed', 'This address is already subscribed to our newsletter.'],
    [410, 'NEWSLETTER_CONFIRM_LINK_EXPIRED', 'Link expired', 'This confirmation link has expired. Please subscribe again from our home page.'],
    [400, 'NEWSLETTER_CONFIRM_LINK_INVALID', 'Link not valid', 'This confirmation link is not valid. Please use the link in your email, or subscribe again.'],
  ])('answered %i %s, it says so under the heading %s, in the server’s words, without a button', async (status, code, title, message) => {
    stubApi({ 'POST /api/newsletter/confirm': refusal(status, code, message) });
    const { user } = renderApp(confirmPath);
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: /^(Confirm my subscription|Try again)$/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('calls nothing for a link without a token, and says the link is not valid', async () => {
    const { requests } = stubApi({ 'POST /api/newsletter/confirm': confirmedAnswer });
    renderApp('/newsletter/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('This confirmation link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
    expect(confirmRequests(requests)).toHaveLength(0);
  });

  it('offers to try again when no answer came, and confirms on the second try', async () => {
    let down = true;
    const { requests } = stubApi({ 'POST /api/newsletter/confirm': (request) => (down ? networkDown(request) : confirmedAnswer(request)) });
    const { user } = renderApp(confirmPath);

    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not confirmed yet' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('We could not confirm your subscription. Please check your connection and try again.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(confirmRequests(requests)).toHaveLength(2);
  });
});
