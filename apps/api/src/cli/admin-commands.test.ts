import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { formulaCells } from '../../test/spreadsheet-cells';
import { createAdmin, exportOrders, exportSubscribers, resetPassword, weakPasswordReason } from './admin-commands';

describe('password strength for admins', () => {
  it.each([
    ['short', 'An admin password needs at least 12 characters.'],
    ['password1234', 'That password is too easy to guess.'],
    ['aaaaaaaaaaaaaaa', 'That password is too easy to guess.'],
    ['owner-of-the-shop-2026', 'The password must not contain the email name.'],
  ])('refuses %j', (password, reason) => {
    expect(weakPasswordReason(password, 'owner@khalis.pk')).toBe(reason);
  });
  it('accepts a long passphrase', () => {
    expect(weakPasswordReason('green tea and rose water', 'owner@khalis.pk')).toBeNull();
  });
});

describe.each(testDatabaseKinds())('admin commands on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  const login = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it('creates an admin who can log in and use admin calls', async () => {
    await expect(createAdmin(shop.database.db, { email: 'owner@khalis.pk', password: 'short' })).rejects.toThrow('at least 12 characters');
    expect(await createAdmin(shop.database.db, { email: ' Owner@Khalis.pk ', password: 'green tea and rose water' })).toEqual({
      email: 'owner@khalis.pk',
      created: true,
    });
    const { token } = (await login('owner@khalis.pk', 'green tea and rose water')).json();
    const update = await shop.app.inject({
      method: 'POST',
      url: '/api/delivery-settings',
      headers: { token },
      payload: { fixedCharge: 200, freeDeliveryAbove: 2500 },
    });
    expect(update.statusCode).toBe(200);
  });

  it('resets a password and ends the logins made before it', async () => {
    const { email, token } = await newAccount(shop);
    await resetPassword(shop.database.db, { email, password: 'a brand new passphrase' });
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/me', headers: { token } })).statusCode).toBe(401);
    expect((await login(email, 'a brand new passphrase')).statusCode).toBe(200);
    await expect(resetPassword(shop.database.db, { email: 'nobody@example.pk', password: 'whatever1234' })).rejects.toThrow(
      'No account uses nobody@example.pk.',
    );
  });

  it('exports orders and subscribers as CSV', async () => {
    const { token } = await newAccount(shop);
    const product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' }))
      .json()
      .products.find((item: { quantity: number; discountprice: number }) => item.quantity > 20 && item.discountprice === 0);
    const settings = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const delivery = product.price >= settings.freeDeliveryAbove && settings.freeDeliveryAbove > 0 ? 0 : settings.fixedCharge;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: {
        address: {
          firstName: '=Sana;+1',
          lastName: 'Malik',
          email: 'sana@example.pk',
          street: '1 Mall Road',
          city: 'Lahore',
          state: 'Punjab',
          zipcode: '54000',
          phone: '03001234567',
        },
        items: [{ id: product._id, quantity: 1 }],
        amount: product.price + delivery,
        deliveryCharges: delivery,
      },
    });
    expect(placed.statusCode).toBe(201);
    const csv = await exportOrders(shop.database.db, new Date('2000-01-01'));
    const [header, ...rows] = parse(csv) as string[][];
    expect(header!.join(',')).toBe(
      'order_number,order_id,placed_at,status,channel,customer_email,name,phone,city,items,subtotal,discount_code,discount,delivery,total,cancellation_reason,courier,tracking_number,confirmed_at,shipped_at,delivered_at,returned_at,return_reason,refund',
    );
    const row = rows.find((cells) => cells[1] === placed.json().orderId)!;
    expect(row[3]).toBe('Order Placed');
    expect(row[4]).toBe('web');
    expect(row[6]).toBe("'=Sana;'+1 Malik");
    expect(row[9]).toBe(`1 x ${product.name}`);
    expect(row[header!.indexOf('total')]).toBe(String(product.price + delivery));
    expect(formulaCells(csv)).toEqual([]);

    const reader = await newAccount(shop);
    await shop.app.inject({ method: 'PUT', url: '/api/user/newsletter', headers: { token: reader.token }, payload: { subscribed: true } });
    const exported = await exportSubscribers(shop.app.context);
    const [subscriberHeader, ...subscribers] = parse(exported) as string[][];
    expect(subscriberHeader).toEqual(['email', 'subscribed_at', 'unsubscribe_url', 'one_click_unsubscribe_url']);
    const [, subscribedAt, page, oneClick] = subscribers.find(([email]) => email === reader.email)!;
    expect(subscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page).toMatch(/^https?:\/\/[^,]+\/newsletter\/unsubscribe\?token=[\w.%-]+$/);
    expect(oneClick).toMatch(/^https?:\/\/[^,]+\/api\/newsletter\/one-click-unsubscribe\?token=[\w.%-]+$/);
  });
});

describe('npm run admin', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Three cold CLI processes in a row (tsx, PGlite, migrations), each allowed 2 minutes: on a busy
  // machine together they pass the API tests' 30 s, and spawnSync cannot be interrupted anyway.
  const cliTimeout = 3 * 120_000;
  const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });

  it('creates an admin from a script, refuses a weak password and an unknown command', { timeout: cliTimeout }, () => {
    const weak = run(['create-admin', '--email', 'owner@khalis.pk'], { ADMIN_PASSWORD: 'short' });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('An admin password needs at least 12 characters.');
    const created = run(['create-admin', '--email', 'owner@khalis.pk'], { ADMIN_PASSWORD: 'green tea and rose water' });
    expect(created.stderr).toContain('Created the admin account owner@khalis.pk.');
    expect(created.status).toBe(0);
    const unknown = run(['make-coffee']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "make-coffee".');
  });
});
