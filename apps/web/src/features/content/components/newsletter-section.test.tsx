import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, json, networkDown, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { NewsletterSection, newsletterSuccessClearMs } from './newsletter-section';

afterEach(() => {
  vi.useRealTimers();
});

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

describe('NewsletterSection', () => {
  it('switches between subscribe and unsubscribe, clearing the email and the message', async () => {
    stubApi({});
    const { user } = renderWithProviders(<NewsletterSection />);

    expect(screen.getByRole('heading', { name: 'Subscribe Now!' })).toBeInTheDocument();
    await user.type(emailField(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe here' }));
    expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe instead' }));
    expect(screen.getByRole('heading', { name: 'Subscribe Now!' })).toBeInTheDocument();
  });

  it('asks for an address before sending anything', async () => {
    const { requests } = stubApi({});
    const { user } = renderWithProviders(<NewsletterSection />);

    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.path.startsWith('/api/newsletter'))).toHaveLength(0);
  });

  it("subscribes, shows the server's success message and clears it after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubApi({
      'POST /api/newsletter/subscribe': () => json({ success: true, message: 'Thanks! Please check your email and confirm your subscription.' }),
    });
    const { user } = renderWithProviders(<NewsletterSection />);

    await user.type(emailField(), '  amna@example.pk ');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByText('Thanks! Please check your email and confirm your subscription.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/newsletter/subscribe')?.body).toEqual({ email: 'amna@example.pk' });
    expect(emailField()).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(newsletterSuccessClearMs));
    expect(screen.queryByText(/Please check your email/)).not.toBeInTheDocument();
  });

  it('asks for an unsubscribe link with the server message, and returns to subscribe mode', async () => {
    const { requests } = stubApi({
      'POST /api/newsletter/unsubscribe': () => json({ success: true, message: 'If this address is subscribed, we have emailed it a link to unsubscribe.' }),
    });
    const { user } = renderWithProviders(<NewsletterSection />);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe here' }));
    expect(screen.getByText('Enter the address you subscribed with and we will email it a link to unsubscribe.')).toBeInTheDocument();
    await user.type(emailField(), 'amna@example.pk');
    await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    expect(await screen.findByText('If this address is subscribed, we have emailed it a link to unsubscribe.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/newsletter/unsubscribe')?.body).toEqual({ email: 'amna@example.pk' });
    expect(screen.getByRole('heading', { name: 'Subscribe Now!' })).toBeInTheDocument();
  });

  it.each([
    ['the server message', () => json({ success: false, message: 'Already subscribed' }, 409), 'Already subscribed'],
    ['the default when there is none', () => json({ success: false }, 500), 'Something went wrong. Please try again.'],
    ['the connection message when offline', networkDown, 'Failed to process your request. Please check your connection and try again.'],
  ])('shows %s on failure', async (_, handler, message) => {
    stubApi({ 'POST /api/newsletter/subscribe': handler });
    const { user } = renderWithProviders(<NewsletterSection />);
    await user.type(emailField(), 'amna@example.pk');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveValue('amna@example.pk');
  });

  it('disables the button while the request is on its way', async () => {
    const subscription = heldAnswer();
    stubApi({ 'POST /api/newsletter/subscribe': subscription.handler });
    const { user } = renderWithProviders(<NewsletterSection />);
    await user.type(emailField(), 'amna@example.pk');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));

    expect(await screen.findByRole('button', { name: 'PLEASE WAIT...' })).toBeDisabled();
    subscription.release(json({ success: true, message: 'Thanks! Please check your email and confirm your subscription.' }));
    expect(await screen.findByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  });

  it("shows the server's 'Not found' while the newsletter calls are not there yet", async () => {
    stubApi({});
    const { user } = renderWithProviders(<NewsletterSection />);
    await user.type(emailField(), 'amna@example.pk');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
