import { fallbackOperatingHours, type OperatingHours } from '@shop/core/business/business-details';
import { describe, expect, it } from 'vitest';
import { seededBusinessDetails } from '../../../test/business-details-fixture';
import { directionsHref, formatClock, storeAddress, storeMapUrl, storeStatus, todayAtStores, weeklyHours } from './store-details';

describe('weeklyHours', () => {
  it('lists the week from Monday with 12-hour times and closed days', () => {
    const hours: OperatingHours = { ...fallbackOperatingHours, friday: { open: '15:00', close: '21:30', closed: false } };
    expect(weeklyHours(hours).map((line) => `${line.label}: ${line.hours}`)).toEqual([
      'Monday: 9:00 AM – 6:00 PM',
      'Tuesday: 9:00 AM – 6:00 PM',
      'Wednesday: 9:00 AM – 6:00 PM',
      'Thursday: 9:00 AM – 6:00 PM',
      'Friday: 3:00 PM – 9:30 PM',
      'Saturday: 9:00 AM – 6:00 PM',
      'Sunday: Closed',
    ]);
  });

  it('falls back to 09:00-18:00 Monday to Saturday and Sunday closed for missing or unreadable days', () => {
    const partial = { monday: { open: '11:00', close: '21:00', closed: false }, tuesday: { open: 'noon', close: '', closed: false } };
    const week = weeklyHours(partial);
    expect(week[0]!.hours).toBe('11:00 AM – 9:00 PM');
    expect(week.slice(1, 6).every((line) => line.hours === '9:00 AM – 6:00 PM')).toBe(true);
    expect(week[6]).toMatchObject({ label: 'Sunday', hours: 'Closed', closed: true });
    expect(weeklyHours(undefined).map((line) => line.hours)).toEqual([...Array(6).fill('9:00 AM – 6:00 PM'), 'Closed']);
  });

  it('writes midnight and noon the way people say them', () => {
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });
});

describe('store helpers', () => {
  it("says 'Open Now' from the hours on the shop's clock, and 'Closed' for a store not active", () => {
    const store = seededBusinessDetails().multiStore.stores[0]!;
    // Wednesday 11 March 2026 at 12:00 and at 03:00 in Lahore; the store keeps 09:00-18:00.
    expect(storeStatus(store, new Date('2026-03-11T07:00:00Z'), 'Asia/Karachi')).toEqual({ label: 'Open Now', hint: 'Closes at 18:00' });
    expect(storeStatus(store, new Date('2026-03-10T22:00:00Z'), 'Asia/Karachi')).toEqual({ label: 'Closed', hint: 'Opens at 09:00' });
    expect(storeStatus({ ...store, status: 'inactive' }, new Date('2026-03-11T07:00:00Z'), 'Asia/Karachi')).toEqual({ label: 'Closed', hint: null });
    // No zone or an unknown one: Pakistan time.
    expect(storeStatus(store, new Date('2026-03-10T22:00:00Z'), undefined).label).toBe('Closed');
  });

  it('reads today in Pakistan, whatever the clock of the device', () => {
    // 20:30 UTC on a Sunday is already Monday 01:30 in Lahore.
    expect(todayAtStores(new Date('2026-03-08T20:30:00Z'), 'Asia/Karachi')).toBe('monday');
    expect(todayAtStores(new Date('2026-03-08T10:00:00Z'), undefined)).toBe('sunday');
    // Another shop clock: still Sunday evening in New York.
    expect(todayAtStores(new Date('2026-03-08T20:30:00Z'), 'America/New_York')).toBe('sunday');
  });

  it('builds the address, the map embed at zoom 17 and only web directions links', () => {
    const store = seededBusinessDetails().multiStore.stores[0]!;
    expect(storeAddress(store)).toBe('45 Mall Road, Lahore, Punjab 54000');
    expect(storeMapUrl(storeAddress(store))).toBe('https://maps.google.com/maps?q=45%20Mall%20Road%2C%20Lahore%2C%20Punjab%2054000&z=17&output=embed');
    expect(directionsHref('https://maps.google.com/?q=Mall+Road')).toBe('https://maps.google.com/?q=Mall+Road');
    expect(directionsHref('javascript:alert(1)')).toBeNull();
    expect(directionsHref('')).toBeNull();
  });
});
