import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { heldAnswer, networkDown, stubApi } from '../../../test/fake-api';
import { confirmedAnswer, confirmRequests, outcomeRegion, refusal } from '../test/confirm-page-support';
import { makeToken, renderApp } from '../../../test/render-app';

const code = 'k3X9mQ2pL7aZ';
const shortLinkPath = `/c/${code}`;

// Warm the lazy route once, so no single test pays for transforming it.
beforeAll(async () => {
  await import('./confirm-order-code-page');
});

describe("The WhatsApp message's short confirm link /c/{code}", () => {
  it('posts { code } once, shows its progress, then says the order is confirmed, in a live region, the heading focused', async () => {
    const confirmation = heldAnswer();
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmation.handler });
    renderApp(shortLinkPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your order...' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveAttribute('aria-live', 'polite');

    confirmation.release(confirmedAnswer());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order confirmed' });
    // A keyboard or screen reader user goes on from what came of it.
    expect(heading).toHaveFocus();
    expect(outcomeRegion()).toHaveTextContent('Order #k3x9QmZ');
    expect(outcomeRegion()).toHaveTextContent('Thank you! Your order is confirmed and we are getting it ready.');
    const sent = confirmRequests(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({ code });
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Confirm your order/);
  });

  it('needs no login, and sends no session token even when there is one', async () => {
    setToken(makeToken({ id: 'user-ayesha', exp: 4_102_444_800 }));
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmedAnswer });
    renderApp(shortLinkPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    const [sent] = confirmRequests(requests);
    expect(sent!.headers.get('token')).toBeNull();
    expect(sent!.headers.get('authorization')).toBeNull();
  });

  it('leaves off a full stop or bracket a chat app took into the link', async () => {
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmedAnswer });
    renderApp(`${shortLinkPath}).`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    expect(confirmRequests(requests)[0]!.body).toEqual({ code });
  });

  it.each([
    ['too short', '/c/k3X9mQ2pL7a'],
    ['too long', '/c/k3X9mQ2pL7aZZ'],
    ['not letters and digits', '/c/k3X9mQ-pL7aZ'],
    ['not Latin letters', `/c/${encodeURIComponent('k3X9mQ2pL7aé')}`],
  ])('calls nothing for a code %s, and says the link is not valid', async (_, path) => {
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmedAnswer });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('This confirmation link is incomplete. Please open the link in our WhatsApp message exactly as it was sent.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(confirmRequests(requests)).toHaveLength(0);
  });

  it.each([
    [410, 'CONFIRM_LINK_EXPIRED', 'Link expired', 'This confirmation link has expired. Please contact us to confirm your order.'],
    [409, 'ORDER_ALREADY_CONFIRMED', 'Already confirmed', 'This order is already confirmed. Thank you!'],
    [409, 'ORDER_CANCELLED', 'Order cancelled', 'This order was cancelled, so there is nothing to confirm.'],
    [400, 'CONFIRM_LINK_INVALID', 'Link not valid', 'This confirmation link is not valid. Please use the link we sent you by email or WhatsApp.'],
    [404, 'ORDER_NOT_FOUND', 'Link not valid', 'Order not found'],
  ])('answered %i %s, it says so under the heading %s, in the server’s words', async (status, errorCode, title, message) => {
    const { requests } = stubApi({ 'POST /api/order/confirm': refusal(status, errorCode, message) });
    renderApp(shortLinkPath);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeInTheDocument();
    expect(confirmRequests(requests).map((request) => request.body)).toEqual([{ code }]);
  });

  it('offers the contact page when the link has expired', async () => {
    stubApi({
      'POST /api/order/confirm': refusal(410, 'CONFIRM_LINK_EXPIRED', 'This confirmation link has expired. Please contact us to confirm your order.'),
    });
    renderApp(shortLinkPath);
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says how long to wait after too many tries (429), and tries again from the keyboard', async () => {
    let limited = true;
    const { requests } = stubApi({
      'POST /api/order/confirm': (request) =>
        limited ? refusal(429, 'RATE_LIMITED', 'Too many tries. Please try again in 420 seconds.')(request) : confirmedAnswer(),
    });
    const { user } = renderApp(shortLinkPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not confirmed yet' })).toHaveFocus();
    expect(outcomeRegion()).toHaveTextContent('Too many tries. Please try again in 420 seconds.');

    limited = false;
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toHaveFocus();
    expect(confirmRequests(requests).map((request) => request.body)).toEqual([{ code }, { code }]);
  });

  it('offers to try again when no answer came, and confirms on the second try', async () => {
    let down = true;
    const { requests } = stubApi({ 'POST /api/order/confirm': (request) => (down ? networkDown(request) : confirmedAnswer()) });
    const { user } = renderApp(shortLinkPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Not confirmed yet' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('We could not confirm your order. Please check your connection and try again.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    expect(confirmRequests(requests)).toHaveLength(2);
  });
});
