import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';

describe.each(testDatabaseKinds())('admin shop settings on %s', (kind) => {
  let shop: TestApp;
  let admin: { token: string; userId: string };
  beforeAll(async () => {
    shop = await createTestApp(kind, { trustLimits: 'shop defaults' });
    admin = await newAccount(shop, 'admin');
  });
  afterAll(async () => shop?.close());

  const read = (token = admin.token) => shop.app.inject({ method: 'GET', url: '/api/admin/shop-settings', headers: { token } });
  const save = (payload: object, token = admin.token) => shop.app.inject({ method: 'PUT', url: '/api/admin/shop-settings', headers: { token }, payload });

  const defaults = {
    lowStockThreshold: 5,
    unconfirmedHoldHours: 48,
    newCustomerOpenOrders: 2,
    newCustomerMaxOrderRupees: 25_000,
    newCustomerMaxOrderUnits: 20,
    abandonedCartHours: 6,
    courierPayoutDays: 14,
  };

  it('answers the defaults until the owner saves settings, never cached', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, settings: { ...defaults, version: 1 } });
  });

  it('saves the threshold, changes it again, and records each change with who made it', async () => {
    const first = await save({ lowStockThreshold: 12 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Shop settings saved', settings: { ...defaults, lowStockThreshold: 12, version: 2 } });
    expect((await read()).json().settings).toEqual({ ...defaults, lowStockThreshold: 12, version: 2 });

    const second = await save({ lowStockThreshold: 0 });
    expect(second.json().settings).toEqual({ ...defaults, lowStockThreshold: 0, version: 3 });
    expect((await read()).json().settings).toEqual({ ...defaults, lowStockThreshold: 0, version: 3 });

    const rows = await shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'shop_settings'));
    expect(rows.map((row) => ({ actorId: row.actorId, action: row.action, entityId: row.entityId, changes: row.changes }))).toEqual(
      expect.arrayContaining([
        {
          actorId: admin.userId,
          action: 'update',
          entityId: 'shop',
          changes: { before: defaults, after: { ...defaults, lowStockThreshold: 12 } },
        },
        {
          actorId: admin.userId,
          action: 'update',
          entityId: 'shop',
          changes: { before: { ...defaults, lowStockThreshold: 12 }, after: { ...defaults, lowStockThreshold: 0 } },
        },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it.each([
    [{ lowStockThreshold: -1 }, 'lowStockThreshold must be at least 0'],
    [{ lowStockThreshold: 100_001 }, 'lowStockThreshold must be at most 100000'],
    [{ lowStockThreshold: 2.5 }, 'lowStockThreshold must be a whole number'],
    [{ lowStockThreshold: '7' }, 'lowStockThreshold must be a number'],
    [
      {},
      'lowStockThreshold, unconfirmedHoldHours, newCustomerOpenOrders, newCustomerMaxOrderRupees, newCustomerMaxOrderUnits, abandonedCartHours or courierPayoutDays is required',
    ],
  ])('refuses %o naming the field, and keeps the saved threshold', async (payload, message) => {
    const before = (await read()).json().settings;
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: ['lowStockThreshold'] });
    expect((await read()).json().settings).toEqual(before);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const customer = await newAccount(shop);
    expect((await read(customer.token)).statusCode).toBe(403);
    const refused = await save({ lowStockThreshold: 50 }, customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'ADMIN_ONLY' });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/shop-settings' })).statusCode).toBe(401);
    expect((await read()).json().settings.lowStockThreshold).not.toBe(50);
  });
});
