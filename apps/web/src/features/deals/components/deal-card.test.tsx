import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDeal } from '../deal-fixtures';
import { DealCard } from './deal-card';

afterEach(() => {
  vi.useRealTimers();
});

describe('DealCard', () => {
  it('counts a flash sale down live and then says Deal Expired', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
    const deal = makeDeal({ dealType: 'flash_sale', dealEndDate: '2026-03-10T12:00:02.000Z' });
    render(
      <MemoryRouter>
        <DealCard deal={deal} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Deal Expired');
  });

  it('has no countdown for other deal types and names them by their badge', () => {
    render(
      <MemoryRouter>
        <DealCard deal={makeDeal({ dealType: 'buyonegetone' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('BOGO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soap Sampler Trio' })).toHaveAttribute('href', '/deal/d-1');
  });
});
