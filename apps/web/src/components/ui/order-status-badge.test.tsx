import { orderStatuses } from '@shop/core/orders/cancellation';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';

function look(status: string) {
  const { unmount } = render(<OrderStatusBadge status={status} />);
  const badge = screen.getByText(status);
  const icon = badge.querySelector('svg');
  const seen = { colours: badge.className, icon: icon?.getAttribute('class') ?? '', iconHidden: icon?.getAttribute('aria-hidden') };
  unmount();
  return seen;
}

describe('OrderStatusBadge', () => {
  it('gives every status of docs/product.md §4, Confirmed and Returned included, its own icon and colours', () => {
    const looks = orderStatuses.map(look);
    const unknown = look('Lost at sea');
    expect(new Set(looks.map(({ icon }) => icon)).size).toBe(orderStatuses.length);
    expect(new Set(looks.map(({ colours }) => colours)).size).toBe(orderStatuses.length);
    for (const seen of looks) {
      expect(seen.icon).not.toBe(unknown.icon);
      // The status is said in words; the icon only decorates it.
      expect(seen.iconHidden).toBe('true');
    }
  });

  it('still shows a status the shop adds later, with a neutral look', () => {
    render(<OrderStatusBadge status="Lost at sea" />);
    expect(screen.getByText('Lost at sea')).toBeInTheDocument();
  });
});
