import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackLogoUrl } from '../../components/ui/brand-logo';
import { businessDetailsResponse, seededBusinessDetails } from '../../test/business-details-fixture';
import { json, networkDown, stubApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-app';
import { Footer } from './footer';

const year = new Date().getFullYear();

describe('Footer', () => {
  it('shows the business details: contacts, set links, an inert unset link and the follow note', async () => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    renderWithProviders(<Footer />);

    expect(await screen.findByText(`© ${year} Green Valley Naturals. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText('Crafted with care by our web team')).toBeInTheDocument();
    expect(screen.getByText(/Small-batch soaps, creams and oils/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+92 321 4567890' })).toHaveAttribute('href', 'tel:+923214567890');
    expect(screen.getByRole('link', { name: 'care@greenvalley.pk' })).toHaveAttribute('href', 'mailto:care@greenvalley.pk');
    expect(screen.getByText('45 Mall Road, Lahore, Punjab 54000')).toBeInTheDocument();

    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'ABOUT' })).toHaveAttribute('href', '/about');
    expect(within(company).getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute('href', '/collection');
    expect(within(company).getByRole('link', { name: 'BLOGS' })).toHaveAttribute('href', '/blog');
    expect(within(company).getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact');

    for (const [label, href] of [
      ['Facebook', 'https://facebook.com/greenvalleynaturals'],
      ['Instagram', 'https://instagram.com/greenvalleynaturals'],
      ['WhatsApp', 'https://wa.me/923214567890'],
    ] as const) {
      const link = screen.getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const tiktok = screen.getByTitle('TikTok link not set');
    expect(tiktok).toHaveAttribute('aria-disabled', 'true');
    expect(tiktok).not.toHaveAttribute('href');
    expect(tiktok).not.toHaveAttribute('tabindex');
    tiktok.focus();
    expect(tiktok).not.toHaveFocus();

    expect(screen.getByText('Follow us for updates and promotions')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Green Valley Naturals' })).toHaveAttribute('src', '/uploads/brand/logo.png');
  });

  it('names the shop of the business details, as the demo calls itself, in the copyright line', async () => {
    const details = seededBusinessDetails();
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse({ ...details, company: { ...details.company, name: 'Khalis Botanicals' } })) });
    renderWithProviders(<Footer />);

    expect(await screen.findByText(`© ${year} Khalis Botanicals. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/Naturals/)).not.toBeInTheDocument();
  });

  it("says 'Social links coming soon' when no social link is set", async () => {
    const details = seededBusinessDetails({ socialMedia: { facebook: '', instagram: '', tiktok: '', whatsapp: '' } });
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse(details)) });
    renderWithProviders(<Footer />);

    expect(await screen.findByText('Social links coming soon')).toBeInTheDocument();
    expect(screen.queryByText('Follow us for updates and promotions')).not.toBeInTheDocument();
    for (const label of ['Facebook', 'Instagram', 'TikTok', 'WhatsApp']) {
      expect(screen.getByTitle(`${label} link not set`)).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('never turns a stored script address into a link', async () => {
    const details = seededBusinessDetails({
      socialMedia: { facebook: 'javascript:alert(1)', instagram: '', tiktok: '', whatsapp: '+92 321 4567890' },
    });
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse(details)) });
    renderWithProviders(<Footer />);

    expect(await screen.findByTitle('Facebook link not set')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('href', 'https://wa.me/923214567890');
  });

  it.each([
    ['the server fails', () => json({ success: false, message: 'Business details have not been set up yet' }, 404)],
    ['the network is down', networkDown],
  ])('shows the default texts when %s', async (_case, handler) => {
    stubApi({ 'GET /api/business-details': handler });
    renderWithProviders(<Footer />);

    // No shop name is known, so none is made up: the copyright line and the credit name no shop.
    expect(await screen.findByText(`© ${year}. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText('Crafted with care by our web team')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/©[^.]*Naturals/);
    expect(screen.getByText(/Handmade, organic skincare/)).toBeInTheDocument();
    expect(screen.getByText('+92 300 0000000')).toBeInTheDocument();
    expect(screen.getByText('support@example.com')).toBeInTheDocument();
    expect(screen.getByText('12 Garden Street, Gulberg III, Lahore, Pakistan')).toBeInTheDocument();
    // Placeholders are not offered as something to dial or mail.
    expect(screen.queryByRole('link', { name: '+92 300 0000000' })).not.toBeInTheDocument();
    expect(screen.getByText('Social links coming soon')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Handmade skincare' })).toHaveAttribute('src', fallbackLogoUrl);
  });
});
