import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessDetails } from '../../db/schema/content';
import { createSecondApp, createTestApp, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { cacheKeys } from '../../lib/cache-keys';

describe.each(testDatabaseKinds())('GET /api/business-details on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  it('returns every field of the seeded business details', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/business-details' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const data = body.data;
    expect(data.company.name.length).toBeGreaterThan(2);
    expect(data.company.foundedYear).toBe(2024);
    expect(data.contact.customerSupport.phone).toMatch(/^\+92/);
    expect(data.contact.customerSupport.email).toContain('@');
    expect(data.location.googleMapsLink).toMatch(/^https:\/\//);
    expect(data.logos.website.url).toBe('/uploads/seed/brand/logo.png');
    expect(data.logos.favicon.url).toBe('/uploads/seed/brand/favicon.png');
    expect(Object.values(data.socialMedia)).toContain('');
    expect(data.multiStore.enabled).toBe(true);
    expect(data.multiStore.stores).toHaveLength(3);
    expect(data.multiStore.defaultStore).toBe(data.multiStore.stores[0].storeId);
    for (const store of data.multiStore.stores) {
      expect(Object.keys(store.operatingHours)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    }
    expect(data.timeZone).toBe('Asia/Karachi');
  });

  it("sends the shop's time zone set by SHOP_TIME_ZONE", async () => {
    const dubai = await createSecondApp(shop, { env: { SHOP_TIME_ZONE: 'Asia/Dubai' } });
    try {
      const response = await dubai.app.inject({ method: 'GET', url: '/api/business-details' });
      expect(response.json().data.timeZone).toBe('Asia/Dubai');
    } finally {
      await dubai.close();
    }
  });

  it('answers 304 to a matching ETag and a new body after the details change', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/business-details' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toContain('max-age=');

    const revalidated = await shop.app.inject({
      method: 'GET',
      url: '/api/business-details',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const company = first.json().data.company;
    await shop.database.db
      .update(businessDetails)
      .set({ company: { ...company, tagline: 'Pure by hand, since 2024' } })
      .where(eq(businessDetails.id, 'shop'));
    const servedFromCache = await shop.app.inject({ method: 'GET', url: '/api/business-details' });
    expect(servedFromCache.json().data.company.tagline).toBe(company.tagline);

    await shop.app.context.cache.invalidate(cacheKeys.businessDetails);
    const fresh = await shop.app.inject({
      method: 'GET',
      url: '/api/business-details',
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.company.tagline).toBe('Pure by hand, since 2024');
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('answers 404 with its code while the shop has no business details', async () => {
    await shop.database.db.delete(businessDetails);
    await shop.app.context.cache.invalidate(cacheKeys.businessDetails);
    const response = await shop.app.inject({ method: 'GET', url: '/api/business-details' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'BUSINESS_DETAILS_NOT_SET_UP', message: 'Business details have not been set up yet' });
  });

  it('serves the logo it names', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/uploads/seed/brand/logo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
