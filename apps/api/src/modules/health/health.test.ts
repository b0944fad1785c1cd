import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '../../../test/helpers';

describe.each(testDatabaseKinds())('/healthz on %s', (kind) => {
  it('answers 200 with each part ok, never cached', async () => {
    const shop = await createTestApp(kind);
    try {
      const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', disk: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['retry-after']).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it('answers 503 with Retry-After and names the storage when the storage cannot be reached', async () => {
    const shop = await createTestApp(kind);
    try {
      const uploads = shop.app.context.uploads;
      // As a bucket that is away or refuses the credentials would.
      shop.app.context.uploads = Object.assign(Object.create(uploads) as typeof uploads, {
        check: async () => {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
        },
      });
      const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'ok', storage: 'unavailable', disk: 'ok' });
      expect(response.headers['retry-after']).toBe('5');
      shop.app.context.uploads = uploads;
      expect((await shop.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('answers 503 with Retry-After and names the database when it is gone', async () => {
    const shop = await createTestApp(kind);
    await shop.database.close();
    try {
      const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'unavailable', storage: 'ok', disk: 'ok' });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await shop.app.close();
    }
  });
});
