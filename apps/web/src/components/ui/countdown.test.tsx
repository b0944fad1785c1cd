import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks every second as HH:MM:SS and then shows the expired text', () => {
    const onExpire = vi.fn();
    render(<Countdown endsAt={new Date('2026-03-10T12:00:03.000Z')} expiredText="Deal Expired" onExpire={onExpire} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:03');

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:02');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('Deal Expired');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('counts hours past a day', () => {
    render(<Countdown endsAt={new Date('2026-03-12T17:04:09.000Z')} expiredText="Expired" />);
    expect(screen.getByRole('timer')).toHaveTextContent('53:04:09');
  });

  it('shows the expired text at once for an end in the past', () => {
    render(<Countdown endsAt={new Date('2026-03-09T00:00:00.000Z')} expiredText="Expired" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Expired');
  });
});
