import { screen } from '@testing-library/react';
import { json, type FakeHandler, type FakeRequest } from '../../../test/fake-api';

/** Shared by the tests of the emailed link's page and the WhatsApp short link's page. */

/** An error answer as the server sends it: the page reads its code, and shows its message. */
export function refusal(status: number, code: string, message: string): FakeHandler {
  return () => json({ success: false, code, message }, status);
}

export function confirmedAnswer(): Response {
  return json({
    success: true,
    message: 'Thank you! Your order is confirmed and we are getting it ready.',
    order: { _id: 'k3x9QmZ2abcdefgh12345678', orderNumber: 'k3x9QmZ', status: 'Confirmed' },
  });
}

/** The page's live region: the one around its title (the layout has status regions of its own). */
export function outcomeRegion(): HTMLElement {
  const region = screen.getByRole('heading', { level: 1 }).closest<HTMLElement>('[role="status"]');
  if (!region) throw new Error('The outcome is not in a live region');
  return region;
}

export function confirmRequests(requests: FakeRequest[]): FakeRequest[] {
  return requests.filter((request) => request.path === '/api/order/confirm');
}
