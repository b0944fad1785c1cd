import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const fruits = ['Apple', 'Banana', 'Cherry', 'Date'];

function renderFruits(perView: number, showArrows = true) {
  return render(
    <Carousel
      items={fruits}
      getKey={(fruit) => fruit}
      renderItem={(fruit) => <a href={`/fruit/${fruit}`}>{fruit}</a>}
      slidesPerView={() => perView}
      autoplayMs={3000}
      label="Fruits"
      showArrows={showArrows}
    />,
  );
}

describe('Carousel', () => {
  it('is a named carousel region of slides labelled n of N', () => {
    renderFruits(2);
    const region = screen.getByRole('region', { name: 'Fruits' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link', { name: 'Cherry' })).toBeInTheDocument();
  });

  it('offers Previous and Next only when there is more than one view of items', async () => {
    const { unmount } = renderFruits(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    unmount();

    renderFruits(4);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('hides the arrows when asked to', () => {
    renderFruits(1, false);
    expect(screen.queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();
  });
});
