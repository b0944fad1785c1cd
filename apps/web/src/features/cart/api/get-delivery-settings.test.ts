import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { getDeliverySettings } from './get-delivery-settings';

describe('getDeliverySettings', () => {
  it('reads the settings under `settings` or at the top level (docs/product.md §7)', async () => {
    stubApi({ 'GET /api/delivery-settings': () => json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000 } }) });
    await expect(getDeliverySettings()).resolves.toEqual({ mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000 });

    stubApi({ 'GET /api/delivery-settings': () => json({ success: true, mode: 'fixed', fixedCharge: 150, freeDeliveryAbove: 0 }) });
    await expect(getDeliverySettings()).resolves.toEqual({ mode: 'fixed', fixedCharge: 150, freeDeliveryAbove: 0 });
  });

  it("fails with 'Failed to load delivery settings' when the answer has no usable amounts or no answer comes", async () => {
    stubApi({ 'GET /api/delivery-settings': () => json({ success: true, settings: { fixedCharge: 'free' } }) });
    await expect(getDeliverySettings()).rejects.toThrow('Failed to load delivery settings');

    stubApi({ 'GET /api/delivery-settings': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(getDeliverySettings()).rejects.toThrow('Failed to load delivery settings');
  });
});
