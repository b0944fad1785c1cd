import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { json, stubApi } from '../../../test/fake-api';
import { makeToken, renderWithProviders } from '../../../test/render-app';
import { AccountNewsletterSection } from './account-newsletter-section';

function renderSection() {
  setToken(makeToken({ id: 'user-sana', exp: 4_102_444_800 }));
  return renderWithProviders(<AccountNewsletterSection userId="user-sana" />);
}

describe('AccountNewsletterSection', () => {
  it('subscribes and unsubscribes at once, saying so and showing the new state', async () => {
    let subscribed = false;
    const { requests } = stubApi({
      'GET /api/user/newsletter': () => json({ success: true, subscribed }),
      'PUT /api/user/newsletter': (request) => {
        subscribed = (request.body as { subscribed: boolean }).subscribed;
        const message = subscribed ? 'You are now subscribed to our newsletter.' : 'You have been unsubscribed from our newsletter.';
        return json({ success: true, subscribed, message });
      },
    });
    const { user } = renderSection();

    expect(screen.getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByText('You do not receive our newsletter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are now subscribed to our newsletter.')).toBeInTheDocument();
    expect(screen.getByText('You receive our newsletter at your account’s email address.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed from our newsletter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([{ subscribed: true }, { subscribed: false }]);
    expect(puts[0]!.headers.get('token')).not.toBeNull();
  });

  it("shows the server's refusal of an address that is not verified, and stays unsubscribed", async () => {
    const message = 'Please verify your email address first, with the link we emailed you, then subscribe.';
    stubApi({
      'GET /api/user/newsletter': () => json({ success: true, subscribed: false }),
      'PUT /api/user/newsletter': () => json({ success: false, code: 'EMAIL_NOT_VERIFIED', message }, 403),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('You do not receive our newsletter.')).toBeInTheDocument();
  });

  it('says when the state could not be loaded, and loads it again on Try again', async () => {
    let down = true;
    stubApi({
      'GET /api/user/newsletter': () => (down ? json({ success: false, message: 'Oops' }, 500) : json({ success: true, subscribed: true })),
    });
    const { user } = renderSection();
    expect(await screen.findByText('Failed to load your newsletter subscription')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });
});
