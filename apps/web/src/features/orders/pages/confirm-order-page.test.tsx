import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { heldAnswer, networkDown, stubApi } from '../../../test/fake-api';
import { confirmedAnswer, confirmRequests, outcomeRegion, refusal } from '../test/confirm-page-support';
import { makeToken, renderApp } from '../../../test/render-app';

const confirmPath = '/orders/confirm?token=signed.link-token';

// Warm the lazy route once, so no single test pays for transforming it.
beforeAll(async () => {
  await import('./confirm-order-page');
});

describe('Confirm order page', () => {
  it('posts the token once, shows its progress, then says the order is confirmed, in a live region', async () => {
    const confirmation = heldAnswer();
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmation.handler });
    renderApp(confirmPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your order...' })).toBeInTheDocument();
    const region = outcomeRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');

    confirmation.release(confirmedAnswer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Order #k3x9QmZ');
    expect(region).toHaveTextContent('Thank you! Your order is confirmed and we are getting it ready.');
    const sent = confirmRequests(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ token: 'signed.link-token' });
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Confirm your order/);
  });

  it('needs no login, and sends no session token even when there is one', async () => {
    setToken(makeToken({ id: 'user-ayesha', exp: 4_102_444_800 }));
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmedAnswer });
    renderApp(confirmPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    const [sent] = confirmRequests(requests);
    expect(sent!.headers.get('token')).toBeNull();
    expect(sent!.headers.get('authorization')).toBeNull();
  });

  it.each([
    [410, 'CONFIRM_LINK_EXPIRED', 'Link expired', 'This confirmation link has expired. Please contact us to confirm your order.'],
    [409, 'ORDER_ALREADY_CONFIRMED', 'Already confirmed', 'This order is already confirmed. Thank you!'],
    [409, 'ORDER_CANCELLED', 'Order cancelled', 'This order was cancelled, so there is nothing to confirm.'],
    [400, 'CONFIRM_LINK_INVALID', 'Link not valid', 'This confirmation link is not valid. Please use the link we sent you by email or WhatsApp.'],
    [404, 'ORDER_NOT_FOUND', 'Link not valid', 'Order not found'],
  ])('answered %i %s, it says so under the heading %s, in the server’s words', async (status, code, title, message) => {
    stubApi({ 'POST /api/order/confirm': refusal(status, code, message) });
    renderApp(confirmPath);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('offers the contact page when the link has expired', async () => {
    stubApi({
      'POST /api/order/confirm': refusal(410, 'CONFIRM_LINK_EXPIRED', 'This confirmation link has expired. Please contact us to confirm your order.'),
    });
    renderApp(confirmPath);
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('calls nothing for a link without a token, and says the link is not valid', async () => {
    const { requests } = stubApi({ 'POST /api/order/confirm': confirmedAnswer });
    renderApp('/orders/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('This confirmation link is incomplete.');
    expect(confirmRequests(requests)).toHaveLength(0);
  });

  it('offers to try again when no answer came, and confirms on the second try', async () => {
    let down = true;
    const { requests } = stubApi({ 'POST /api/order/confirm': (request) => (down ? networkDown(request) : confirmedAnswer()) });
    const { user } = renderApp(confirmPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Not confirmed yet' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('We could not confirm your order. Please check your connection and try again.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    expect(confirmRequests(requests)).toHaveLength(2);
  });

  it("shows the server's own words when it asks to wait (429)", async () => {
    stubApi({ 'POST /api/order/confirm': refusal(429, 'RATE_LIMITED', 'Too many requests. Please try again in a minute.') });
    renderApp(confirmPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not confirmed yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('Too many requests. Please try again in a minute.');
  });
});
