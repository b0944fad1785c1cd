import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

beforeAll(async () => {
  await import('../../../console-app');
  await import('./content-page');
});

describe('Content: the section switcher', () => {
  it('opens Banners at /admin/content, with a link to every section', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/banners': () => json({ success: true, banners: [] }) });
    renderApp('/admin/content');
    const sections = within(await screen.findByRole('navigation', { name: 'Content sections' }));
    expect(sections.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Banners', '/admin/content/banners'],
      ['Testimonials', '/admin/content/testimonials'],
      ['Team', '/admin/content/team'],
      ['Business details', '/admin/content/business'],
      ['Stores', '/admin/content/stores'],
      ['Delivery & settings', '/admin/content/delivery'],
      ['WhatsApp messages', '/admin/content/whatsapp'],
      ['Search words', '/admin/content/search'],
    ]);
    expect(sections.getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Banners' })).toBeInTheDocument();
    expect(document.title).toContain('Content: Banners · Shop console');
  });

  it('moves to another section by its link', async () => {
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/banners': () => json({ success: true, banners: [] }),
      'GET /api/admin/team': () => json({ success: true, team: [] }),
    });
    const { user, router } = renderApp('/admin/content');
    await user.click(within(await screen.findByRole('navigation', { name: 'Content sections' })).getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/content/team');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so at an address that is no section', async () => {
    stubApi({ ...signInAsOwner() });
    renderApp('/admin/content/nowhere');
    expect(await screen.findByText('There is no such part of Content')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Content sections' })).getByRole('link', { name: 'Banners' })).not.toHaveAttribute('aria-current');
  });
});
