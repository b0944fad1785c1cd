import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntil } from './countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1000)).toBe('00:00:01');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(60_000)).toBe('00:01:00');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown((23 * 3600 + 59 * 60 + 59) * 1000)).toBe('23:59:59');
  });

  it('keeps counting hours past a day', () => {
    expect(formatCountdown((53 * 3600 + 4 * 60 + 9) * 1000)).toBe('53:04:09');
    expect(formatCountdown(100 * 3600 * 1000)).toBe('100:00:00');
  });

  it('counts a partial second as a whole one until time is really up', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(1001)).toBe('00:00:02');
  });

  it('never goes negative', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});

describe('msUntil', () => {
  const now = new Date('2025-06-01T10:00:00.000Z');

  it('is the milliseconds left before the end', () => {
    expect(msUntil(new Date('2025-06-01T10:00:01.500Z'), now)).toBe(1500);
    expect(msUntil(new Date('2025-06-03T15:04:09.000Z'), now)).toBe((53 * 3600 + 4 * 60 + 9) * 1000);
  });

  it('is 0 at and after the end', () => {
    expect(msUntil(now, now)).toBe(0);
    expect(msUntil(new Date('2025-06-01T09:00:00Z'), now)).toBe(0);
    expect(msUntil(new Date('nope'), now)).toBe(0);
  });

  it('formats as the countdown of a flash sale', () => {
    expect(formatCountdown(msUntil(new Date('2025-06-03T15:04:09.000Z'), now))).toBe('53:04:09');
  });
});
