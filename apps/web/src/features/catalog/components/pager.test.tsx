import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { Pager, pageNumbers } from './pager';

describe('pager', () => {
  it('offers every page when they fit, else the first, the last, the current page and its neighbours, a gap for each run left out', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageNumbers(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    // A gap of one page shows the page instead.
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageNumbers(9, 9)).toEqual([1, 'gap', 8, 9]);
  });

  it('links every page it offers, marks the current one, and is absent for a single page', async () => {
    const onChoose = vi.fn();
    const { user, router } = renderWithProviders(<Pager page={5} pages={9} searchFor={(page) => `?page=${page}`} onChoose={onChoose} />, '/collection');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/collection?page=9');
    expect(pages.getByText('Page 5 of 9')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=4');
    expect(onChoose).toHaveBeenCalledOnce();

    renderWithProviders(<Pager page={1} pages={1} searchFor={(page) => `?page=${page}`} onChoose={onChoose} />);
    expect(screen.getAllByRole('navigation', { name: 'Pages' })).toHaveLength(1);
  });
});
