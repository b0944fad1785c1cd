import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('admin journal on %s', (kind) => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token } = await newAccount(shop, 'admin'));
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

  it('lists posts a page at a time, drafts included', async () => {
    const response = await call('GET', '/api/admin/blogs?limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, limit: 2, offset: 0 });
    expect(response.json().data).toHaveLength(2);
    expect(response.json().total).toBeGreaterThan(2);
  });

  it('answers 404 POST_NOT_FOUND for a post that is not there, whatever the call', async () => {
    const missing = await call('GET', '/api/admin/blogs/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'POST_NOT_FOUND', message: 'Blog post not found' });
    for (const [method, url, payload] of [
      ['PATCH', '/api/admin/blogs/nowhere', { title: 'Gone' }],
      ['POST', '/api/admin/blogs/nowhere/status', { status: 'published' }],
      ['POST', '/api/admin/blogs/nowhere/feature', { featured: true }],
      ['DELETE', '/api/admin/blogs/nowhere', undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code, `${method} ${url}`).toBe('POST_NOT_FOUND');
    }
  });
});
