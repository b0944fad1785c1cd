import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { businessDetails } from '../../db/schema/content';
import { demoShop } from '../../seed/demo-shop';

describe.each(testDatabaseKinds())('admin business details and stores on %s', (kind) => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token } = await newAccount(shop, 'admin'));
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

  it('names the field when the default store does not exist', async () => {
    const response = await call('PATCH', '/api/admin/business-details', { multiStore: { defaultStore: 'nowhere' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'multiStore.defaultStore: there is no store with id nowhere',
      fields: ['multiStore.defaultStore'],
    });
  });

  it('answers 404 STORE_NOT_FOUND for a store that is not there', async () => {
    const changed = await call('PATCH', '/api/admin/stores/nowhere', { storeName: 'Khalis Anywhere' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ success: false, code: 'STORE_NOT_FOUND', message: 'Store not found' });
    const removed = await call('DELETE', '/api/admin/stores/nowhere');
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe('STORE_NOT_FOUND');
  });

  it('asks for every part on the first save, then saves them together', async () => {
    await shop.database.db.delete(businessDetails);
    const contact = { customerSupport: { email: 'care@khalis.pk', phone: '+92 42 111 222 333', hours: 'Mon–Sat 10:00–18:00' } };
    const partial = await call('PATCH', '/api/admin/business-details', { contact });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({
      success: false,
      code: 'BUSINESS_DETAILS_NOT_SET_UP',
      message: 'Business details are not set up yet: send company, contact, location, socialMedia and logos together',
    });

    const { company, location, socialMedia, logos } = demoShop.business;
    const whole = await call('PATCH', '/api/admin/business-details', { company, contact, location, socialMedia, logos });
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ success: true, message: 'Business details updated', data: { company, contact } });
    expect((await call('GET', '/api/admin/business-details')).json().data.contact).toEqual(contact);
  });
});
