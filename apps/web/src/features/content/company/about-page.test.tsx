import type { TeamMemberDto } from '@shop/core/content/dtos';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessDetailsResponse, seededBusinessDetails } from '../../../test/business-details-fixture';
import { json, neverAnswers, stubApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function member(overrides: Partial<TeamMemberDto>): TeamMemberDto {
  return {
    _id: 'm1',
    name: 'Ayesha Siddiqui',
    role: 'Founder & Formulator',
    description: 'Develops every recipe.',
    image: { url: '/uploads/seed/team/ayesha.webp' },
    isActive: true,
    order: 1,
    ...overrides,
  };
}

function stubAbout(teams: FakeHandler, details: FakeHandler = () => json(businessDetailsResponse())) {
  return stubApi({ 'GET /api/business-details': details, 'GET /api/teams': teams });
}

describe('About page', () => {
  it("tells the brand's story with the shop's own name, tagline, description and founding year", async () => {
    stubAbout(() => json({ success: true, data: [] }));
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 2, name: 'Green Valley Naturals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeInTheDocument();
    expect(screen.getByText('Pure. Handmade. Yours.')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Small-batch soaps, creams and oils, handmade in Lahore from cold-pressed plant oils.')).toBeInTheDocument();
    expect(screen.getByText('Handmade in Pakistan since 2021')).toBeInTheDocument();
    expect(screen.getByText(/Green Valley Naturals began in 2021/)).toBeInTheDocument();
    for (const name of [
      'Made slowly, by hand, the way it used to be',
      'Simple, gentle and honest',
      'What you can count on',
      'Skincare you can trust',
      'Meet our team',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: /To make gentle, handmade skincare an everyday choice/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About us — Green Valley Naturals'));
  });

  it('falls back to the default name and founding year 2024 when business details fail', async () => {
    stubAbout(
      () => json({ success: true, data: [] }),
      () => json({ success: false, message: 'Down' }, 500),
    );
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Handmade skincare' })).toBeInTheDocument();
    expect(screen.getByText('Handmade in Pakistan since 2024')).toBeInTheDocument();
  });

  it('uses the founding year, falling back to 2024, when the shop left it at 0', async () => {
    const details = seededBusinessDetails();
    stubAbout(
      () => json({ success: true, data: [] }),
      () => json(businessDetailsResponse({ ...details, company: { ...details.company, foundedYear: 0 } })),
    );
    renderApp('/about');
    expect(await screen.findByText('Handmade in Pakistan since 2024')).toBeInTheDocument();
  });

  it('shows three skeletons while the team loads', async () => {
    stubAbout(neverAnswers);
    renderApp('/about');
    const loading = await screen.findByRole('status', { name: 'Loading team members' });
    expect(loading.children).toHaveLength(3);
  });

  it('shows active members in their order, with portrait, name, role and description', async () => {
    const team = [
      member({
        _id: 'm3',
        name: 'Hira Qureshi',
        role: 'Head Soap Maker',
        description: 'Runs the workshop floor.',
        order: 3,
        image: { url: '/uploads/seed/team/hira.webp' },
      }),
      member({ _id: 'm1' }),
      member({ _id: 'm2', name: 'Gone Person', isActive: false, order: 2 }),
    ];
    stubAbout(() => json({ success: true, data: team, message: 'Team members loaded' }));
    renderApp('/about');

    const list = within(await screen.findByRole('list', { name: 'Team members' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Ayesha Siddiqui', 'Hira Qureshi']);
    expect(list.getByText('Founder & Formulator')).toBeInTheDocument();
    expect(list.getByText('Develops every recipe.')).toBeInTheDocument();
    const portrait = list.getByRole('img', { name: 'Portrait of Hira Qureshi' });
    expect(portrait).toHaveAttribute('srcset', '/uploads/seed/team/hira.webp?w=200 200w, /uploads/seed/team/hira.webp?w=400 400w');
    expect(portrait).toHaveAttribute('width', '400');
    expect(portrait).toHaveAttribute('height', '400');
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Gone Person')).not.toBeInTheDocument();
  });

  it("says 'No Team Members Yet' when there are none", async () => {
    stubAbout(() => json({ success: true, data: [], message: 'Team members loaded' }));
    renderApp('/about');
    expect(await screen.findByText('No Team Members Yet')).toBeInTheDocument();
  });

  it("says 'Unable to load team members: {message}' when the call fails", async () => {
    stubAbout(() => json({ success: false, message: 'Database unavailable' }, 503));
    renderApp('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load team members: Database unavailable');
  });
});
