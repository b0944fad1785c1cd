import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliveryAddress, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { migrationsFolder } from '../../db/migrate';
import { attemptCounters, savedAddresses, users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';

/** docs/product.md §2 Account and §7: the profile, the password change and the saved addresses. */
describe.each(testDatabaseKinds())('the account page calls on %s', (kind) => {
  let shop: TestApp;
  const clock = fixedClock(new Date());
  let accounts = 0;
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
  });
  afterAll(async () => shop?.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
    shop.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** A new customer with a verified address, and its token. */
  async function signUp(name = 'Sana Khalid') {
    accounts += 1;
    const email = `account-page-${accounts}@example.pk`;
    const password = 'first passphrase';
    const response = await call('POST', '/api/user/register', undefined, { name, email, password });
    expect(response.statusCode).toBe(201);
    // Verified, as if its link had been opened: the account's emails go out (docs/product.md §4 Verified email).
    await shop.database.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.email, email));
    return { email, password, token: response.json().token as string };
  }

  const address = (overrides: Record<string, unknown> = {}) => ({ ...deliveryAddress, ...overrides });

  describe('profile', () => {
    it('answers the account with its phone, null until set, and keeps the fields it had', async () => {
      const { token, email } = await signUp();
      const me = await call('GET', '/api/user/me', token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        success: true,
        user: { _id: expect.any(String), name: 'Sana Khalid', email, role: 'customer', phone: null, emailVerified: true },
      });
    });

    it('changes name and phone, storing the phone in its national form', async () => {
      const { token, email } = await signUp();
      const response = await call('PUT', '/api/user/profile', token, { name: '  Sana Khan ', phone: '+92 321 7654321' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Profile updated',
        user: { _id: expect.any(String), name: 'Sana Khan', email, role: 'customer', phone: '03217654321', emailVerified: true },
      });
      expect((await call('GET', '/api/user/me', token)).json().user).toMatchObject({ name: 'Sana Khan', phone: '03217654321' });

      const cleared = await call('PUT', '/api/user/profile', token, { name: 'Sana Khan', phone: '' });
      expect(cleared.json().user.phone).toBeNull();
    });

    it.each([
      [{ name: 'Sana', phone: '12345' }, 'Please enter a valid phone number, e.g. 03001234567 or +92 300 1234567', 'phone'],
      [{ name: 'Sana', phone: '+44 7700 900123' }, 'Please enter a valid phone number, e.g. 03001234567 or +92 300 1234567', 'phone'],
      [{ name: '  ', phone: '03001234567' }, 'Please enter your name', 'name'],
    ])('refuses %o with 400 naming the field', async (payload, message, field) => {
      const { token } = await signUp();
      const response = await call('PUT', '/api/user/profile', token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: [field] });
      expect((await call('GET', '/api/user/me', token)).json().user).toMatchObject({ name: 'Sana Khalid', phone: null });
    });

    it('needs a login', async () => {
      expect((await call('PUT', '/api/user/profile', undefined, { name: 'Nobody', phone: '' })).statusCode).toBe(401);
    });
  });

  describe('change password', () => {
    it('refuses a wrong current password with 400 and its code, and the session stays', async () => {
      const { token, email, password } = await signUp();
      const response = await call('POST', '/api/user/change-password', token, { currentPassword: 'not my password', newPassword: 'second passphrase' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'WRONG_CURRENT_PASSWORD', message: 'Your current password is not correct' });
      expect((await call('GET', '/api/user/me', token)).statusCode).toBe(200);
      expect((await call('POST', '/api/user/login', undefined, { email, password })).statusCode).toBe(200);
    });

    it.each([
      [{ currentPassword: 'first passphrase', newPassword: 'short' }, 'Password must be at least 8 characters long', 'newPassword'],
      [{ currentPassword: 'first passphrase', newPassword: 'first passphrase' }, 'Your new password must be different from your current one', 'newPassword'],
      [{ currentPassword: '', newPassword: 'second passphrase' }, 'Please enter your current password', 'currentPassword'],
    ])('checks %o as sign-up does', async (payload, message, field) => {
      const { token } = await signUp();
      const response = await call('POST', '/api/user/change-password', token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: [field] });
    });

    it('changes it, signs out every other session and answers a fresh token for this one', async () => {
      const { token, email } = await signUp();
      const elsewhere = (await call('POST', '/api/user/login', undefined, { email, password: 'first passphrase' })).json().token as string;
      expect((await call('GET', '/api/user/me', elsewhere)).statusCode).toBe(200);

      const response = await call('POST', '/api/user/change-password', token, { currentPassword: 'first passphrase', newPassword: 'second passphrase' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ success: true, message: 'Password changed. You have been signed out everywhere else.', token: expect.any(String) });

      expect((await call('GET', '/api/user/me', token)).statusCode).toBe(401);
      expect((await call('GET', '/api/user/me', elsewhere)).statusCode).toBe(401);
      expect((await call('GET', '/api/user/addresses', elsewhere)).json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
      const me = await call('GET', '/api/user/me', body.token);
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(email);

      expect((await call('POST', '/api/user/login', undefined, { email, password: 'first passphrase' })).statusCode).toBe(401);
      expect((await call('POST', '/api/user/login', undefined, { email, password: 'second passphrase' })).statusCode).toBe(200);

      await shop.outbox.idle();
      const notices = shop.sentMail.filter((mail) => mail.to === email && mail.subject === 'Your Khalis Botanicals password was changed');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain(`The password of your Khalis Botanicals account (${email}) was changed on`);
      expect(notices[0]!.text).toContain('If it was not you, choose a new password now');
    });

    it('sends no notice when the change is refused', async () => {
      const { token, email } = await signUp();
      await call('POST', '/api/user/change-password', token, { currentPassword: 'not my password', newPassword: 'second passphrase' });
      await shop.outbox.idle();
      expect(shop.sentMail.filter((mail) => mail.to === email && mail.subject.includes('password was changed'))).toEqual([]);
    });

    it('needs a login', async () => {
      const response = await call('POST', '/api/user/change-password', undefined, { currentPassword: 'first passphrase', newPassword: 'second passphrase' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('saved addresses', () => {
    it('adds addresses in the order form’s form, the first one the default', async () => {
      const { token } = await signUp();
      expect((await call('GET', '/api/user/addresses', token)).json()).toEqual({ success: true, addresses: [] });

      const first = await call('POST', '/api/user/addresses', token, address({ street: '  12 Canal View Road ' }));
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        success: true,
        message: 'Address saved',
        address: { street: '12 Canal View Road', phone: '03001234567', isDefault: true },
      });
      clock.advance(1_000);
      const second = await call('POST', '/api/user/addresses', token, address({ city: 'Karachi', state: 'Sindh', zipcode: '75500' }));
      expect(second.json().address).toMatchObject({ city: 'Karachi', isDefault: false });

      const list = (await call('GET', '/api/user/addresses', token)).json().addresses;
      expect(list.map((entry: { city: string; isDefault: boolean }) => [entry.city, entry.isDefault])).toEqual([
        ['Lahore', true],
        ['Karachi', false],
      ]);
    });

    it('refuses an address the order form would refuse, naming the field', async () => {
      const { token } = await signUp();
      const response = await call('POST', '/api/user/addresses', token, address({ zipcode: '54-000' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'INVALID_REQUEST',
        message: 'Please enter a valid postal code (numbers only)',
        fields: ['zipcode'],
      });
      expect((await call('GET', '/api/user/addresses', token)).json().addresses).toEqual([]);
    });

    it('moves the default: on add with isDefault, on edit, with the default call; never two defaults', async () => {
      const { token } = await signUp();
      const home = (await call('POST', '/api/user/addresses', token, address({ street: 'Home' }))).json().address;
      clock.advance(1_000);
      const office = (await call('POST', '/api/user/addresses', token, address({ street: 'Office', isDefault: true }))).json();
      expect(office.addresses.map((entry: { street: string; isDefault: boolean }) => [entry.street, entry.isDefault])).toEqual([
        ['Office', true],
        ['Home', false],
      ]);

      const edited = await call('PUT', `/api/user/addresses/${home._id}`, token, address({ street: 'Home, upstairs', isDefault: true }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ message: 'Address updated', address: { _id: home._id, street: 'Home, upstairs', isDefault: true } });
      expect(edited.json().addresses.filter((entry: { isDefault: boolean }) => entry.isDefault)).toHaveLength(1);

      // isDefault: false on the default leaves it the default: an account with addresses always has one.
      const kept = await call('PUT', `/api/user/addresses/${home._id}`, token, address({ street: 'Home, upstairs', isDefault: false }));
      expect(kept.json().address.isDefault).toBe(true);

      const made = await call('PUT', `/api/user/addresses/${office.address._id}/default`, token);
      expect(made.statusCode).toBe(200);
      expect(made.json().message).toBe('Default address updated');
      expect(made.json().addresses.map((entry: { street: string; isDefault: boolean }) => [entry.street, entry.isDefault])).toEqual([
        ['Office', true],
        ['Home, upstairs', false],
      ]);
    });

    it('deleting the default makes the newest remaining one the default', async () => {
      const { token } = await signUp();
      const ids: string[] = [];
      for (const street of ['Oldest', 'Middle', 'Newest']) {
        ids.push((await call('POST', '/api/user/addresses', token, address({ street }))).json().address._id);
        clock.advance(1_000);
      }
      const deleted = await call('DELETE', `/api/user/addresses/${ids[0]}`, token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().message).toBe('Address deleted');
      expect(deleted.json().addresses.map((entry: { street: string; isDefault: boolean }) => [entry.street, entry.isDefault])).toEqual([
        ['Newest', true],
        ['Middle', false],
      ]);
      // Deleting one that is not the default leaves the default alone.
      const again = await call('DELETE', `/api/user/addresses/${ids[1]}`, token);
      expect(again.json().addresses).toMatchObject([{ street: 'Newest', isDefault: true }]);
      const last = await call('DELETE', `/api/user/addresses/${ids[2]}`, token);
      expect(last.json().addresses).toEqual([]);
    });

    it('keeps 10 at most, refusing the 11th with 409 until one is deleted', async () => {
      const { token } = await signUp();
      const added = await Promise.all(Array.from({ length: 10 }, (_, n) => call('POST', '/api/user/addresses', token, address({ street: `Street ${n}` }))));
      expect(added.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      const eleventh = await call('POST', '/api/user/addresses', token, address({ street: 'One too many' }));
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json()).toEqual({ success: false, code: 'TOO_MANY_ADDRESSES', message: 'You can save up to 10 addresses. Please delete one first.' });
      const list = (await call('GET', '/api/user/addresses', token)).json().addresses;
      expect(list).toHaveLength(10);
      // Added all at once, one of them became the only default.
      expect(list.filter((entry: { isDefault: boolean }) => entry.isDefault)).toHaveLength(1);

      await call('DELETE', `/api/user/addresses/${list[3]._id}`, token);
      expect((await call('POST', '/api/user/addresses', token, address({ street: 'Now it fits' }))).statusCode).toBe(201);
    });

    it("answers another account's address and a missing one with the same 404, and changes nothing", async () => {
      const owner = await signUp();
      const stranger = await signUp();
      const own = (await call('POST', '/api/user/addresses', owner.token, address())).json().address;

      const answers = [
        await call('PUT', `/api/user/addresses/${own._id}`, stranger.token, address({ street: 'Taken over' })),
        await call('PUT', '/api/user/addresses/no-such-address', stranger.token, address({ street: 'Taken over' })),
        await call('PUT', `/api/user/addresses/${own._id}/default`, stranger.token),
        await call('PUT', '/api/user/addresses/no-such-address/default', stranger.token),
        await call('DELETE', `/api/user/addresses/${own._id}`, stranger.token),
        await call('DELETE', '/api/user/addresses/no-such-address', stranger.token),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ success: false, code: 'ADDRESS_NOT_FOUND', message: 'Address not found' });
      }
      expect((await call('GET', '/api/user/addresses', stranger.token)).json().addresses).toEqual([]);
      const [stored] = await shop.database.db.select().from(savedAddresses).where(eq(savedAddresses.id, own._id));
      expect(stored).toMatchObject({ street: deliveryAddress.street, isDefault: true });
    });

    it('needs a login', async () => {
      expect((await call('GET', '/api/user/addresses', undefined)).statusCode).toBe(401);
      expect((await call('POST', '/api/user/addresses', undefined, address())).statusCode).toBe(401);
    });
  });

  it('migration 0008 runs on a database holding data: accounts keep everything and have no phone yet', async () => {
    const db = shop.database.db;
    const { token } = await signUp('Before Migration');
    await call('PUT', '/api/user/profile', token, { name: 'Before Migration', phone: '03001234567' });
    await call('POST', '/api/user/addresses', token, address());
    const before = await db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash }).from(users);
    // Back to the database as 0007 left it, with a login counter in it.
    await db.execute(sql`drop table saved_addresses`);
    await db.execute(sql`alter table users drop column phone`);
    await db.execute(sql`alter table attempt_counters drop constraint attempt_counters_purpose_check`);
    await db.execute(sql`alter table attempt_counters add constraint attempt_counters_purpose_check check (purpose in ('login', 'password-reset'))`);
    await db.insert(attemptCounters).values({ accountKey: 'a', purpose: 'login', clientKey: 'c', attempts: 2, windowEndsAt: clock.now() });

    const migration = readFileSync(path.join(migrationsFolder, '0008_account_profile_and_addresses.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const after = await db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash, phone: users.phone }).from(users);
    expect(after).toHaveLength(before.length);
    expect(after.every((user) => user.phone === null)).toBe(true);
    expect(after.map(({ id, email, passwordHash }) => ({ id, email, passwordHash }))).toEqual(expect.arrayContaining(before));
    expect(await db.select().from(attemptCounters).where(eq(attemptCounters.accountKey, 'a'))).toHaveLength(1);
    await db.insert(attemptCounters).values({ accountKey: 'b', purpose: 'password-change', clientKey: 'c', attempts: 1, windowEndsAt: clock.now() });
    expect((await call('POST', '/api/user/addresses', token, address())).json().address).toMatchObject({ isDefault: true });
    expect((await call('GET', '/api/user/me', token)).json().user.phone).toBeNull();
  });
});

describe.each(testDatabaseKinds())('change password limits on %s', (kind) => {
  let shop: TestApp;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock, env: { RATE_LIMIT: 'on', RATE_LIMIT_LOGIN_PER_IP: '1000' } });
  });
  afterAll(async () => shop?.close());

  it('refuses the 6th wrong current password of an account in 15 minutes, even the right one, until the window ends', async () => {
    const registered = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Guessed At', email: 'guessed.at@example.pk', password: 'first passphrase' },
    });
    const headers = { authorization: `Bearer ${registered.json().token}` };
    const change = (currentPassword: string, remoteAddress = '203.0.113.7') =>
      shop.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers,
        remoteAddress,
        payload: { currentPassword, newPassword: 'second passphrase' },
      });

    for (let n = 0; n < 5; n += 1) expect((await change(`guess number ${n}`)).statusCode).toBe(400);
    // Per account: another client holding the session is refused too.
    const limited = await change('first passphrase', '198.51.100.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_PASSWORD_CHANGES',
      message: expect.stringMatching(/^Too many wrong passwords\. Please try again in \d+ minutes\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(15 * 60_000 + 1_000);
    expect((await change('first passphrase')).statusCode).toBe(200);
  });
});
