import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { heldAnswer, json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { makeToken, renderApp } from '../../../test/render-app';

const verifyPath = '/verify-email?token=signed.verify-token';

function refusal(status: number, code: string, message: string): FakeHandler {
  return () => json({ success: false, code, message }, status);
}

const waitingOrder = {
  _id: 'k3x9QmZ2abcdefgh12345678',
  orderNumber: 'k3x9QmZ',
  amount: 2450,
  date: Date.UTC(2026, 10, 28, 9),
  itemCount: 3,
  confirmToken: 'signed.confirm-token',
};

function verifiedAnswer(waitingOrders: unknown[] = [waitingOrder]): Response {
  return json({ success: true, message: 'Thank you! Your email is verified. We will send your order updates there.', waitingOrders });
}

function outcomeRegion(): HTMLElement {
  const region = screen.getByRole('heading', { level: 1 }).closest<HTMLElement>('[role="status"]');
  if (!region) throw new Error('The outcome is not in a live region');
  return region;
}

const verifyRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/user/verify-email');

beforeAll(async () => {
  await import('./verify-email-page');
});

describe('Verify email page', () => {
  it('posts the token once, then says the email is verified and offers each waiting order to confirm', async () => {
    const verification = heldAnswer();
    const { requests } = stubApi({
      'POST /api/user/verify-email': verification.handler,
      'POST /api/order/confirm': () =>
        json({ success: true, message: 'Thank you! Your order is confirmed and we are getting it ready.', order: { ...waitingOrder, status: 'Confirmed' } }),
    });
    renderApp(verifyPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying your email...' })).toBeInTheDocument();
    verification.release(verifiedAnswer());

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('Thank you! Your email is verified. We will send your order updates there.');
    const sent = verifyRequests(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ token: 'signed.verify-token' });

    const waiting = screen.getByRole('region', { name: 'Your order is waiting for confirmation' });
    expect(within(waiting).getByText('Order #k3x9QmZ')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('3 items');
    expect(waiting).toHaveTextContent('Rs. 2,450');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Confirm order #k3x9QmZ' }));
    expect(await within(waiting).findByText('Thank you! Your order is confirmed and we are getting it ready.')).toBeInTheDocument();
    expect(within(waiting).getByText('Confirmed')).toBeInTheDocument();
    const confirmation = requests.find((request) => request.path === '/api/order/confirm');
    expect(confirmation!.body).toEqual({ token: 'signed.confirm-token' });
    expect(document.title).toMatch(/^Verify your email/);
  });

  it('sends the session token when logged in, so a link of another account is refused, and shows no list without waiting orders', async () => {
    const session = makeToken({ id: 'user-hira', exp: 4_102_444_800 });
    setToken(session);
    const { requests } = stubApi({ 'POST /api/user/verify-email': () => verifiedAnswer([]), 'GET /api/user/me': () => json({ success: false }, 500) });
    renderApp(verifyPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(verifyRequests(requests)[0]!.headers.get('token') ?? verifyRequests(requests)[0]!.headers.get('authorization')).toContain(session);
    expect(screen.queryByRole('region', { name: /waiting for confirmation/ })).toBeNull();
  });

  it.each([
    [409, 'EMAIL_ALREADY_VERIFIED', 'Already verified', 'Your email is already verified.', 'View my orders'],
    [410, 'VERIFICATION_LINK_EXPIRED', 'Link expired', 'This verification link has expired. Please ask for a new one on your account page.', 'Get a new link'],
    [400, 'VERIFICATION_LINK_INVALID', 'Link not valid', 'This verification link is not valid.', 'Get a new link'],
    [
      403,
      'VERIFICATION_FOR_ANOTHER_ACCOUNT',
      'Another account',
      'This link verifies another account. Please log out, then open the link again.',
      'View my orders',
    ],
  ])('answered %i %s, it says so under the heading %s', async (status, code, title, message, link) => {
    stubApi({ 'POST /api/user/verify-email': refusal(status, code, message) });
    renderApp(verifyPath);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link === 'Get a new link' ? '/account' : '/orders');
  });

  it('asks nothing for a link without a token', async () => {
    const { requests } = stubApi({});
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(outcomeRegion()).toHaveTextContent('This verification link is incomplete.');
    expect(verifyRequests(requests)).toEqual([]);
  });

  it('offers to try again when no answer came', async () => {
    let calls = 0;
    stubApi({
      'POST /api/user/verify-email': (request) => {
        calls += 1;
        return calls === 1 ? networkDown(request) : verifiedAnswer([]);
      },
    });
    renderApp(verifyPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not verified yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
  });
});
