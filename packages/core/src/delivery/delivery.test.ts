import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountLeftForFreeDelivery,
  defaultCouriers,
  deliveryCharge,
  deliveryPromise,
  deliveryTimePromise,
  trackingUrl,
  type DeliverySettings,
} from './delivery';
import { paisa } from '../shared/money';

const freeAbove3000: DeliverySettings = { mode: 'fixed', fixedCharge: paisa(25000), freeDeliveryAbove: paisa(300000) };
const noThreshold: DeliverySettings = { mode: 'fixed', fixedCharge: paisa(25000), freeDeliveryAbove: paisa(0) };

describe('deliveryCharge', () => {
  it('charges the fixed charge below the threshold and nothing from it on', () => {
    expect(deliveryCharge(paisa(100000), freeAbove3000)).toBe(25000);
    expect(deliveryCharge(paisa(299999), freeAbove3000)).toBe(25000);
    expect(deliveryCharge(paisa(300000), freeAbove3000)).toBe(0);
    expect(deliveryCharge(paisa(500000), freeAbove3000)).toBe(0);
  });

  it('always charges when there is no threshold', () => {
    expect(deliveryCharge(paisa(0), noThreshold)).toBe(25000);
    expect(deliveryCharge(paisa(10_000_000), noThreshold)).toBe(25000);
  });

  it('charges 0 when the fixed charge is unset or negative', () => {
    expect(deliveryCharge(paisa(100000), { mode: 'fixed', fixedCharge: paisa(0), freeDeliveryAbove: paisa(0) })).toBe(0);
    expect(deliveryCharge(paisa(100000), { mode: 'fixed', fixedCharge: paisa(-500), freeDeliveryAbove: paisa(0) })).toBe(0);
  });

  it('is exact at the threshold: one paisa short pays, the threshold itself is free', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }).map(paisa), fc.integer({ min: 1, max: 10 ** 6 }).map(paisa), (threshold, fixedCharge) => {
        const settings: DeliverySettings = { mode: 'fixed', fixedCharge, freeDeliveryAbove: threshold };
        expect(deliveryCharge(paisa(threshold - 1), settings)).toBe(fixedCharge);
        expect(deliveryCharge(threshold, settings)).toBe(0);
        expect(amountLeftForFreeDelivery(paisa(threshold - 1), settings)).toBe(1);
        expect(amountLeftForFreeDelivery(threshold, settings)).toBeNull();
      }),
    );
  });
});

describe('amountLeftForFreeDelivery', () => {
  it('is the threshold minus the subtotal while below it', () => {
    expect(amountLeftForFreeDelivery(paisa(100000), freeAbove3000)).toBe(200000);
    expect(amountLeftForFreeDelivery(paisa(0), freeAbove3000)).toBe(300000);
  });

  it('is null once reached or when there is no threshold', () => {
    expect(amountLeftForFreeDelivery(paisa(300000), freeAbove3000)).toBeNull();
    expect(amountLeftForFreeDelivery(paisa(400000), freeAbove3000)).toBeNull();
    expect(amountLeftForFreeDelivery(paisa(100000), noThreshold)).toBeNull();
  });
});

describe('couriers', () => {
  it('offers the couriers Pakistani shops use, without links until the owner sets them', () => {
    expect(defaultCouriers.map((courier) => courier.name)).toEqual([
      'TCS',
      'Leopards',
      'PostEx',
      'Trax',
      'M&P',
      'Call Courier',
      'BlueEX',
      'Pakistan Post',
      'Other',
    ]);
    expect(trackingUrl(defaultCouriers, 'TCS', '770012345678')).toBeNull();
  });

  it("links a parcel to its courier's tracking page, the number URL-encoded", () => {
    const couriers = [{ name: 'TCS', trackingUrlTemplate: 'https://track.example.pk/?cn={tracking}' }];
    expect(trackingUrl(couriers, 'TCS', '7700 123/45')).toBe('https://track.example.pk/?cn=7700%20123%2F45');
    expect(trackingUrl(couriers, 'tcs', '1')).toBe('https://track.example.pk/?cn=1');
    expect(trackingUrl(couriers, 'Leopards', '1')).toBeNull();
    expect(trackingUrl(couriers, null, null)).toBeNull();
  });
});

describe('deliveryTimePromise', () => {
  it('says a span of working days, one number when both ends agree, and a single day as a day', () => {
    expect(deliveryTimePromise({ min: 3, max: 5 })).toBe('Delivery usually takes 3–5 working days across Pakistan, after your order is confirmed.');
    expect(deliveryTimePromise({ min: 2, max: 2 })).toBe('Delivery usually takes 2 working days across Pakistan, after your order is confirmed.');
    expect(deliveryTimePromise({ min: 1, max: 1 })).toBe('Delivery usually takes 1 working day across Pakistan, after your order is confirmed.');
    expect(deliveryTimePromise({ min: 1, max: 2 })).toBe('Delivery usually takes 1–2 working days across Pakistan, after your order is confirmed.');
  });
});

describe('deliveryPromise', () => {
  it('promises the threshold the owner set, else the charge every order pays', () => {
    expect(deliveryPromise({ ...freeAbove3000, freeDeliveryAbove: paisa(250_000) })).toBe('Free delivery on orders of Rs. 2,500.00 or more');
    expect(deliveryPromise(noThreshold)).toBe('Delivery Rs. 250.00 on every order');
    expect(deliveryPromise({ ...noThreshold, fixedCharge: paisa(0) })).toBe('Free delivery on every order');
  });
});
