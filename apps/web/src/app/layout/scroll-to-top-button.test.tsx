import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('ScrollToTopButton beside the controls it must not cover', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function box(left: number, top: number, width: number, height: number): DOMRect {
    return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) };
  }

  it('steps aside while a marked control or a footer link is under it, and comes back when the way is clear', async () => {
    // jsdom lays nothing out: the boxes are those of a 375 px phone, the button at its bottom right.
    let formTop = 560;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-label') === 'Scroll to top') return box(311, 603, 44, 44);
      if (this.tagName === 'FORM') return box(40, formTop, 295, 110);
      return box(0, 0, 0, 0);
    });
    renderWithProviders(
      <>
        <form data-floating-clear aria-label="Newsletter" />
        <ScrollToTopButton />
      </>,
    );

    scrollPageTo(900);
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    await waitFor(() => expect(button).toHaveClass('invisible'));

    formTop = 200;
    scrollPageTo(1300);
    await waitFor(() => expect(button).not.toHaveClass('invisible'));
  });
});
