import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api';
import { getDeliverySettings } from './get-delivery-settings';

describe('getDeliverySettings', () => {
  it('reads the settings the server sends (docs/product.md §7)', async () => {
    stubApi({ 'GET /api/delivery-settings': () => json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000 } }) });
    await expect(getDeliverySettings()).resolves.toEqual({ mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000 });
  });

  it("fails with 'Failed to load delivery settings' when no answer comes", async () => {
    stubApi({ 'GET /api/delivery-settings': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(getDeliverySettings()).rejects.toThrow('Failed to load delivery settings');
  });
});
