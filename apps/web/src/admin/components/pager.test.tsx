import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager, pageFromSearch } from './pager';

function renderPager(address: string, page: { total: number; limit: number; offset: number }, shown: number) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Pager label="Orders" page={page} shown={shown} />
    </MemoryRouter>,
  );
}

describe('Pager', () => {
  it('reads the page from the address: a whole number above 1, else the first', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const search of ['', 'page=1', 'page=0', 'page=-2', 'page=2.5', 'page=two']) expect(pageFromSearch(new URLSearchParams(search))).toBe(1);
  });

  it('says which items are shown and links the pages beside it, keeping the list’s filters', () => {
    renderPager('/admin/orders?status=Packing&page=2', { total: 132, limit: 50, offset: 50 }, 50);

    const pages = within(screen.getByRole('navigation', { name: 'Orders pages' }));
    expect(pages.getByText('Showing 51–100 of 132')).toBeInTheDocument();
    // The first page has no ?page= of its own.
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/orders?status=Packing');
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?status=Packing&page=3');
  });

  it('dims the way there is no page to go to', () => {
    renderPager('/admin/orders', { total: 132, limit: 50, offset: 0 }, 50);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?page=2');
  });

  it('leads back from past the end to the last page that has items', () => {
    renderPager('/admin/orders?page=9', { total: 132, limit: 50, offset: 400 }, 0);
    expect(screen.getByText('Showing 0 of 132')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/orders?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing when the whole list fits on one page', () => {
    renderPager('/admin/orders', { total: 12, limit: 50, offset: 0 }, 12);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
