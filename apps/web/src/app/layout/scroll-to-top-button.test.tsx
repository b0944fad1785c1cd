import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollPageTo(top: number) {
  act(() => window.scrollTo(0, top));
}

describe('ScrollToTopButton', () => {
  it('appears only after 300 px of scrolling and takes the page back to the top', async () => {
    renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollPageTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollPageTo(301);
    const button = screen.getByRole('button', { name: 'Scroll to top' });

    await userEvent.click(button);
    expect(window.scrollY).toBe(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
