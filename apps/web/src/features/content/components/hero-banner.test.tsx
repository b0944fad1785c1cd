import type { BannerDto } from '@shop/core/content/dtos';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, networkDown, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { HeroBanner } from './hero-banner';

function banner(overrides: Partial<BannerDto>): BannerDto {
  return {
    _id: 'b-1',
    imageUrl: '/uploads/seed/banners/one.webp',
    headingLine1: 'Handmade in small batches',
    headingLine2: '',
    subtext: '',
    buttonText: '',
    redirectUrl: '',
    ...overrides,
  };
}

describe('HeroBanner', () => {
  it('shows each banner, with a button only when it has both text and a link', async () => {
    const banners = [
      banner({ _id: 'b-1', headingLine1: 'Handmade', headingLine2: 'in Lahore', subtext: 'No shortcuts.', buttonText: 'Shop now', redirectUrl: '/collection' }),
      banner({ _id: 'b-2', headingLine1: 'Free delivery', buttonText: 'Read more', redirectUrl: '' }),
      banner({ _id: 'b-3', headingLine1: 'The Journal', buttonText: '', redirectUrl: '/blog' }),
    ];
    stubApi({ 'GET /api/banners/active': () => json({ success: true, data: banners }) });
    renderWithProviders(<HeroBanner />);

    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('heading', { name: 'Handmade in Lahore' })).toBeInTheDocument();
    expect(within(slides[0]!).getByText('No shortcuts.')).toBeInTheDocument();
    expect(within(slides[0]!).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/collection');
    expect(within(slides[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(slides[2]!).queryByRole('link')).not.toBeInTheDocument();

    const firstImage = slides[0]!.querySelector('img')!;
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(firstImage.getAttribute('srcset')).toContain('/uploads/seed/banners/one.webp?w=800 800w');
    expect(slides[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('holds the place with a skeleton while loading', () => {
    stubApi({ 'GET /api/banners/active': () => new Promise<Response>(() => {}) });
    renderWithProviders(<HeroBanner />);
    expect(screen.getByRole('status', { name: 'Loading banners' })).toBeInTheDocument();
  });

  it("says 'No banners available' when there are none", async () => {
    stubApi({ 'GET /api/banners/active': () => json({ success: true, data: [] }) });
    renderWithProviders(<HeroBanner />);
    expect(await screen.findByText('No banners available')).toBeInTheDocument();
  });

  it('explains a refusal and a failure, and Try Again reloads the page', async () => {
    stubApi({ 'GET /api/banners/active': () => json({ success: false, message: 'Nope' }) });
    const { unmount, user } = renderWithProviders(<HeroBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch banners');
    unmount();

    stubApi({ 'GET /api/banners/active': networkDown });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithProviders(<HeroBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading banners. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
