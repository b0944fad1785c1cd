import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

function fills() {
  return [...screen.getByRole('img').querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));
}

describe('RatingStars', () => {
  it('shows five stars with a half star, named by the rating', () => {
    render(<RatingStars rating={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('rounds to the nearest half and keeps within 0 to 5', () => {
    const { rerender } = render(<RatingStars rating={4.8} />);
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'full']);
    rerender(<RatingStars rating={0} />);
    expect(fills()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    rerender(<RatingStars rating={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
