import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { Price } from '../../components/ui/price';
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

  // Issue 33: it covered the prices of the product cards' right-hand column at 375 px.
  it('steps aside for a price and a badge as for a control', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-label') === 'Scroll to top') return box(311, 603, 44, 44);
      if (this.textContent === 'Rs. 1,200.00Was Rs. 1,500.0020% OFF') return box(200, 610, 140, 24);
      return box(0, 0, 0, 0);
    });
    renderWithProviders(
      <>
        <Price price={rupees(1500)} finalPrice={rupees(1200)} />
        <ScrollToTopButton />
      </>,
    );
    scrollPageTo(900);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scroll to top' })).toHaveClass('invisible'));
  });
});
