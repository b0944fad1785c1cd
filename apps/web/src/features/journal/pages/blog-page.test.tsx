import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { businessDetailsResponse } from '../../../test/business-details-fixture';
import { json, neverAnswers, stubApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { blogListAnswer, journalFixture, makePost } from '@shop/core/journal/blog-fixtures';

function stubJournal(blogs: FakeHandler) {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/blogs': blogs,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const titles = (name: string) =>
  section(name)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Blog page', () => {
  it('shows the title, subtitle and every section from fifteen posts', async () => {
    const { requests } = stubJournal(() => json(blogListAnswer(journalFixture())));
    renderApp('/blog');

    expect(await screen.findByRole('region', { name: 'Featured Guides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SKINCARE JOURNAL');
    expect(screen.getByText('Expert tips, natural ingredient insights, and holistic beauty wisdom for radiant, healthy skin')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/blogs')?.url.search).toBe('?status=published');
    await waitFor(() => expect(document.title).toBe('Skincare Journal — Green Valley Naturals'));

    expect(titles('Featured Guides')).toEqual(['Featured Guide 1', 'Featured Guide 2', 'Featured Guide 3']);
    const mustRead = section('Featured Guides').getByText('Must Read');
    expect(mustRead.closest('article')).toHaveTextContent('Featured Guide 1');
    expect(section('Featured Guides').getAllByText('Must Read')).toHaveLength(1);

    expect(titles('Latest Articles')).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Regular Article ${n}`));
    // The first two carry their excerpt (the richer layout); the rest are compact.
    expect(section('Latest Articles').getAllByText('Glycerine stays in the bar, and your skin notices.')).toHaveLength(2);

    expect(titles("Expert's Choice")).toEqual(['Featured Guide 4']);

    const trending = within(section('Trending Now').getByRole('list')).getAllByRole('listitem');
    expect(trending).toHaveLength(5);
    trending.forEach((item, index) => expect(item).toHaveTextContent(new RegExp(`^${index + 1}Regular Article ${index + 7}`)));

    const concerns = section('Skin Concerns').getAllByRole('listitem');
    expect(concerns).toHaveLength(8);
    expect(concerns[0]).toHaveTextContent('Acne2 articles');
    expect(concerns[1]).toHaveTextContent('Routines5 articles');
    expect(concerns[4]).toHaveTextContent('Sun Care1 article');
  });

  it('lists the articles on a skin concern when its chip is chosen, and takes the journal back with Show all articles', async () => {
    const { requests } = stubJournal(() => json(blogListAnswer(journalFixture())));
    const { router, user } = renderApp('/blog');
    const acne = within(await screen.findByRole('region', { name: 'Skin Concerns' })).getByRole('link', { name: 'Acne, 2 articles' });
    expect(acne).toHaveAttribute('href', '/blog?concern=Acne');
    expect(section('Skin Concerns').getByRole('link', { name: 'Sun Care, 1 article' })).toHaveAttribute('href', '/blog?concern=Sun+Care');

    await user.click(acne);
    expect(router.state.location.search).toBe('?concern=Acne');
    const chosen = within(await screen.findByRole('region', { name: 'Acne' }));
    expect(chosen.getByText('2 articles')).toBeInTheDocument();
    expect(chosen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Featured Guide 1', 'Regular Article 7']);
    expect(screen.getByRole('heading', { level: 2, name: 'Acne' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Featured Guides' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest Articles' })).not.toBeInTheDocument();
    expect(section('Skin Concerns').getByRole('link', { name: 'Acne, 2 articles' })).toHaveAttribute('aria-current', 'page');
    // Filtered from the list already loaded: no second call.
    expect(requests.filter((request) => request.path === '/api/blogs')).toHaveLength(1);

    await user.click(chosen.getByRole('link', { name: 'Show all articles' }));
    expect(await screen.findByRole('region', { name: 'Featured Guides' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Acne' })).not.toBeInTheDocument();
    expect(section('Skin Concerns').getByRole('link', { name: 'Acne, 2 articles' })).not.toHaveAttribute('aria-current');
  });

  it('opens a shared concern link whatever its case, and says when a concern has no articles', async () => {
    stubJournal(() => json(blogListAnswer(journalFixture())));
    renderApp('/blog?concern=routines');
    const routines = within(await screen.findByRole('region', { name: 'Routines' }));
    expect(routines.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(routines.getByText('5 articles')).toBeInTheDocument();
    expect(routines.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blog');
  });

  it("says 'No articles on {concern} yet' for a concern no article carries", async () => {
    stubJournal(() => json(blogListAnswer(journalFixture())));
    renderApp('/blog?concern=Nails');
    const nails = within(await screen.findByRole('region', { name: 'Nails' }));
    expect(nails.getByText('No articles on Nails yet')).toBeInTheDocument();
    expect(nails.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blog');
  });

  it('links every card to its article and serves covers at three widths with their size set', async () => {
    stubJournal(() => json(blogListAnswer(journalFixture())));
    renderApp('/blog');

    const link = await screen.findByRole('link', { name: 'Featured Guide 1' });
    expect(link).toHaveAttribute('href', '/blog/f1');
    expect(screen.getByRole('link', { name: 'Regular Article 11' })).toHaveAttribute('href', '/blog/r11');

    const cover = link.closest('article')!.querySelector('img')!;
    expect(cover).toHaveAttribute(
      'srcset',
      '/uploads/seed/blog/cold-process.webp?w=400 400w, /uploads/seed/blog/cold-process.webp?w=800 800w, /uploads/seed/blog/cold-process.webp 1200w',
    );
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '675');
    expect(cover).toHaveAttribute('loading', 'eager');
    const later = screen.getByRole('link', { name: 'Regular Article 1' }).closest('article')!.querySelector('img')!;
    expect(later).toHaveAttribute('loading', 'lazy');
  });

  it("uses 'Skincare Expert' and a 5-minute read for posts without an author or read time", async () => {
    stubJournal(() => json(blogListAnswer([makePost({ _id: 'p', title: 'Anonymous', author: '', readTime: 0 })])));
    renderApp('/blog');
    const card = (await screen.findByRole('link', { name: 'Anonymous' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Skincare Expert')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('5 min read')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('March 4, 2026')).toBeInTheDocument();
  });

  it('says there are no articles yet when none are published', async () => {
    stubJournal(() => json(blogListAnswer([])));
    renderApp('/blog');
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new skincare insights.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Guides' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the posts load', async () => {
    stubJournal(neverAnswers);
    renderApp('/blog');
    expect(await screen.findByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
  });

  it('explains a failure with the status, and Try Again reloads the page', async () => {
    stubJournal(() => new Response('', { status: 503 }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderApp('/blog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Articles' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch blogs: 503');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own message when it gives one", async () => {
    stubJournal(() => json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The journal is being updated' }, 503));
    renderApp('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('The journal is being updated');
  });
});
