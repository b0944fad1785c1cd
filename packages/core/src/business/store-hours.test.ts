import { describe, expect, it } from 'vitest';
import { fallbackOperatingHours, type OperatingHours, type Store } from './business-details';
import { isTimeZone, resolvedWeek, shopTimeZoneOr, storeOpenState, storeStatusText, wallClockIn } from './store-hours';

const open = (from: string, to: string) => ({ open: from, close: to, closed: false });
const shut = { open: '10:00', close: '21:00', closed: true };

/** The seeded Gulberg store: 10:00-21:00 on weekdays, Friday afternoon only, Sunday closed. */
const gulberg: OperatingHours = {
  monday: open('10:00', '21:00'),
  tuesday: open('10:00', '21:00'),
  wednesday: open('10:00', '21:00'),
  thursday: open('10:00', '21:00'),
  friday: open('15:00', '21:30'),
  saturday: open('11:00', '22:00'),
  sunday: shut,
};

const store = (operatingHours: OperatingHours, status: Store['status'] = 'active') => ({ operatingHours, status });

/** Wednesday 11 March 2026 (and the days around it) at a Pakistan clock time: PKT is UTC+05:00 all year. */
const pkt = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`);

function statusAt(hours: OperatingHours, at: Date, timeZone = 'Asia/Karachi', status: Store['status'] = 'active') {
  return storeStatusText(storeOpenState(store(hours, status), at, timeZone));
}

describe('storeOpenState in Asia/Karachi (no daylight saving)', () => {
  it('is closed at 03:00 and says it opens at 10:00 the same day', () => {
    expect(statusAt(gulberg, pkt('2026-03-11', '03:00'))).toEqual({ label: 'Closed', hint: 'Opens at 10:00' });
  });

  it('is open at 12:00 and says it closes at 21:00', () => {
    expect(statusAt(gulberg, pkt('2026-03-11', '12:00'))).toEqual({ label: 'Open Now', hint: 'Closes at 21:00' });
  });

  it('opens on the minute and closes on the minute', () => {
    expect(statusAt(gulberg, pkt('2026-03-11', '09:59')).label).toBe('Closed');
    expect(statusAt(gulberg, pkt('2026-03-11', '10:00')).label).toBe('Open Now');
    expect(statusAt(gulberg, pkt('2026-03-11', '20:59')).label).toBe('Open Now');
    expect(statusAt(gulberg, pkt('2026-03-11', '21:00'))).toEqual({ label: 'Closed', hint: 'Opens Thursday at 10:00' });
  });

  it('reads the day in Pakistan, not on the device: 20:30 UTC on Saturday is Sunday 01:30 there', () => {
    expect(wallClockIn(new Date('2026-03-14T20:30:00Z'), 'Asia/Karachi')).toEqual({ day: 'sunday', minute: 90 });
    // Sunday is closed, so the next opening is Monday morning.
    expect(statusAt(gulberg, new Date('2026-03-14T20:30:00Z'))).toEqual({ label: 'Closed', hint: 'Opens Monday at 10:00' });
  });

  it('skips closed days and names the day of the next opening', () => {
    expect(statusAt(gulberg, pkt('2026-03-14', '22:30'))).toEqual({ label: 'Closed', hint: 'Opens Monday at 10:00' }); // Saturday night
    expect(statusAt(gulberg, pkt('2026-03-13', '11:00'))).toEqual({ label: 'Closed', hint: 'Opens at 15:00' }); // Friday morning
  });

  it('keeps a store open past midnight until its closing time the next day', () => {
    const late: OperatingHours = { ...gulberg, saturday: open('18:00', '02:00'), sunday: shut };
    expect(statusAt(late, pkt('2026-03-14', '23:30'))).toEqual({ label: 'Open Now', hint: 'Closes at 02:00' });
    // Sunday is a closed day, but Saturday's night runs into it.
    expect(statusAt(late, pkt('2026-03-15', '01:59'))).toEqual({ label: 'Open Now', hint: 'Closes at 02:00' });
    expect(statusAt(late, pkt('2026-03-15', '02:00'))).toEqual({ label: 'Closed', hint: 'Opens Monday at 10:00' });
    // A Sunday night runs into Monday, across the end of the week.
    const sundayNight: OperatingHours = { ...gulberg, sunday: open('20:00', '01:00') };
    expect(statusAt(sundayNight, pkt('2026-03-16', '00:30'))).toEqual({ label: 'Open Now', hint: 'Closes at 01:00' });
  });

  it('joins days that run into each other, and says when a store never closes', () => {
    const everyDay = (hours: { open: string; close: string; closed: boolean }) =>
      Object.fromEntries(Object.keys(gulberg).map((day) => [day, hours])) as OperatingHours;
    expect(statusAt(everyDay(open('00:00', '00:00')), pkt('2026-03-11', '03:00'))).toEqual({ label: 'Open Now', hint: 'Open 24 hours' });

    const weekend: OperatingHours = { ...everyDay(shut), saturday: open('09:00', '09:00'), sunday: open('09:00', '18:00') };
    expect(statusAt(weekend, pkt('2026-03-14', '12:00'))).toEqual({ label: 'Open Now', hint: 'Closes Sunday at 18:00' });
    expect(statusAt(everyDay(shut), pkt('2026-03-11', '12:00'))).toEqual({ label: 'Closed', hint: null });
  });

  it('says Closed with no hint for a store that is not active, whatever the hours', () => {
    expect(statusAt(gulberg, pkt('2026-03-11', '12:00'), 'Asia/Karachi', 'inactive')).toEqual({ label: 'Closed', hint: null });
    expect(statusAt(gulberg, pkt('2026-03-11', '12:00'), 'Asia/Karachi', 'other')).toEqual({ label: 'Closed', hint: null });
  });

  it('reads a missing or unreadable day as the fallback hours', () => {
    const partial = { ...gulberg, wednesday: { open: 'noon', close: '', closed: false } };
    expect(resolvedWeek(partial).wednesday).toEqual(fallbackOperatingHours.wednesday);
    expect(statusAt(partial, pkt('2026-03-11', '09:30'))).toEqual({ label: 'Open Now', hint: 'Closes at 18:00' });
  });
});

describe('storeOpenState in another zone', () => {
  it('reads the hours on that clock, daylight saving included (Europe/London: BST from 29 March 2026)', () => {
    // 09:30 UTC is 09:30 in London in winter (GMT): still closed; 09:30 UTC in summer is 10:30 BST: open.
    expect(statusAt(gulberg, new Date('2026-03-11T09:30:00Z'), 'Europe/London')).toEqual({ label: 'Closed', hint: 'Opens at 10:00' });
    expect(statusAt(gulberg, new Date('2026-04-01T09:30:00Z'), 'Europe/London')).toEqual({ label: 'Open Now', hint: 'Closes at 21:00' });
    // The same instant in Karachi is 14:30: open there.
    expect(statusAt(gulberg, new Date('2026-03-11T09:30:00Z'))).toEqual({ label: 'Open Now', hint: 'Closes at 21:00' });
  });

  it('falls back to Asia/Karachi for a zone no clock knows', () => {
    expect(isTimeZone('Asia/Karachi')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(shopTimeZoneOr(undefined)).toBe('Asia/Karachi');
    expect(shopTimeZoneOr('Nowhere/Land')).toBe('Asia/Karachi');
    expect(statusAt(gulberg, pkt('2026-03-11', '03:00'), 'Nowhere/Land')).toEqual({ label: 'Closed', hint: 'Opens at 10:00' });
  });
});
