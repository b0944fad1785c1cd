import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { AbandonedCartDto } from '@shop/core/cart/admin-dtos';
import { formatRupees, paisa, rupees } from '@shop/core/shared/money';
import { createTestApp, deliveryAddress, newAccount, seededAt, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { products as productsTable } from '../../db/schema/catalog';
import { cartReminders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { sendCartReminders } from './service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testDatabaseKinds())('carts that come back on %s', (kind) => {
  let shop: TestApp;
  let adminEmail: string;
  let products: ProductDto[];
  let delivery: { fixedCharge: number; freeDeliveryAbove: number };
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
    adminEmail = (await newAccount(shop, 'admin')).email;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    delivery = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
  });
  afterAll(async () => shop?.close());

  /** Signed in afresh for each call: the tests move the clock past a token's week. */
  const admin = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: adminEmail, password: 'a good long password' } });
    expect(login.statusCode, login.body).toBe(200);
    return shop.app.inject({ method, url, headers: { token: login.json().token }, payload });
  };
  /** Products with plenty of stock sold at their full price, each test its own so that one's price change touches no other. */
  const plainProduct = (index: number) => products.filter((product) => product.quantity >= 20 && product.discountprice === 0)[index]!;
  const addToCart = async (token: string, productId: string, quantity = 1) => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/cart/add', headers: { token }, payload: { itemId: productId, quantity } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const sweep = async () => {
    const sent = await sendCartReminders(shop.app.context);
    await shop.outbox.idle();
    return sent;
  };
  const remindersOf = (userId: string) => shop.database.db.select().from(cartReminders).where(eq(cartReminders.userId, userId));
  const mailTo = (email: string) => shop.sentMail.filter((mail) => mail.to === email && mail.subject.startsWith('Your cart is waiting'));
  const tokenIn = (text: string) => /\/api\/cart-reminders\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const unsubscribe = (token: string, payload?: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/cart-reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    });
  const abandonedCarts = async (query = 'limit=100'): Promise<{ carts: AbandonedCartDto[]; total: number }> => {
    const response = await admin('GET', `/api/admin/abandoned-carts?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const setHours = async (abandonedCartHours: number) => {
    const response = await admin('PUT', '/api/admin/shop-settings', { abandonedCartHours });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().settings;
  };

  it('has the setting at 6 hours until the owner changes it, and refuses what is out of range without changing it', async () => {
    expect((await admin('GET', '/api/admin/shop-settings')).json().settings.abandonedCartHours).toBe(6);
    for (const abandonedCartHours of [-1, 721, 2.5, '6', 1e308]) {
      const refused = await admin('PUT', '/api/admin/shop-settings', { abandonedCartHours });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: ['abandonedCartHours'] });
    }
    expect((await admin('GET', '/api/admin/shop-settings')).json().settings.abandonedCartHours).toBe(6);
  });

  it('reminds of a cart left for 6 hours once, with the price as it is now, and not again within the week', async () => {
    const customer = await newAccount(shop);
    const product = plainProduct(0);
    await addToCart(customer.token, product._id, 2);

    clock.advance(6 * HOUR_MS - 60_000);
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(0);
    expect(mailTo(customer.email)).toHaveLength(0);

    // The owner marks the product down while the cart waits: the reminder says what it costs now.
    const discountRupees = rupees(Math.floor(product.price / 2));
    await shop.database.db
      .update(productsTable)
      .set({ discountPricePaisa: paisa(discountRupees * 100) })
      .where(eq(productsTable.id, product._id));
    try {
      clock.advance(60_000);
      expect(await sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      await shop.database.db
        .update(productsTable)
        .set({ discountPricePaisa: paisa(0) })
        .where(eq(productsTable.id, product._id));
    }
    const [mail] = mailTo(customer.email);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`2 × ${product.name} — ${formatRupees(rupees(discountRupees * 2))}`);
    expect(mail!.text).toContain(`Total: ${formatRupees(rupees(discountRupees * 2))}`);
    const publicUrl = shop.app.context.config.publicUrl;
    expect(mail!.text).toContain(`Finish your order: ${publicUrl}/cart`);
    expect(mail!.html).toContain('Go to my cart');
    const token = tokenIn(mail!.headers!['List-Unsubscribe']!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${publicUrl}/api/cart-reminders/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`${publicUrl}/cart-reminders/unsubscribe?token=${token}`);
    const [row] = await remindersOf(customer.userId);
    expect(row!.valuePaisa).toBe(discountRupees * 2 * 100);
    // Only a hash of the token is kept.
    expect(row!.unsubscribeTokenHash).not.toContain(token!);

    // Another sweep, and a cart changed again and left for 6 hours more, within the week: nothing more.
    await sweep();
    await addToCart(customer.token, plainProduct(1)._id);
    clock.advance(7 * HOUR_MS);
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(1);
    expect(mailTo(customer.email)).toHaveLength(1);

    // A week after the first, the cart as changed since gets its own reminder.
    clock.advance(7 * DAY_MS);
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(2);
    expect(mailTo(customer.email)).toHaveLength(2);
    // The cart unchanged since that reminder gets none more, however long it waits.
    clock.advance(8 * DAY_MS);
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(2);
  });

  it('sends nothing to an address not yet proven, nor while the setting is 0', async () => {
    const unverified = await newAccount(shop, 'customer', { verified: false });
    await addToCart(unverified.token, plainProduct(2)._id);
    clock.advance(7 * HOUR_MS);
    await sweep();
    expect(await remindersOf(unverified.userId)).toHaveLength(0);
    expect(mailTo(unverified.email)).toHaveLength(0);

    const customer = await newAccount(shop);
    await addToCart(customer.token, plainProduct(2)._id);
    expect((await setHours(0)).abandonedCartHours).toBe(0);
    try {
      clock.advance(30 * DAY_MS);
      expect(await sweep()).toBe(0);
      expect(await remindersOf(customer.userId)).toHaveLength(0);
    } finally {
      await setHours(6);
    }
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(1);
  });

  it('turns the reminders off with the one-click link once; a reused or forged token changes nothing', async () => {
    const customer = await newAccount(shop);
    await addToCart(customer.token, plainProduct(3)._id);
    clock.advance(6 * HOUR_MS);
    await sweep();
    const token = tokenIn(mailTo(customer.email)[0]!.headers!['List-Unsubscribe']!)!;

    const forged = [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'abc', '<script>alert(1)</script>', "' or 1=1 --", '=HYPERLINK("x")', ''];
    for (const bad of forged) {
      const response = await unsubscribe(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'UNSUBSCRIBE_TOKEN_INVALID' });
    }
    const notUtf8 = await shop.app.inject({ method: 'POST', url: '/api/cart-reminders/unsubscribe?token=%ED%A0%80' });
    expect(notUtf8.statusCode).toBe(404);
    expect(notUtf8.json()).toMatchObject({ success: false, code: 'UNSUBSCRIBE_TOKEN_INVALID' });
    const huge = await unsubscribe('a'.repeat(10_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
    const [before] = await shop.database.db.select({ off: users.cartRemindersOffAt }).from(users).where(eq(users.id, customer.userId));
    expect(before!.off).toBeNull();

    const done = await unsubscribe(token, 'List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'You will not get cart reminders from us any more.' });
    const [off] = await shop.database.db.select({ off: users.cartRemindersOffAt }).from(users).where(eq(users.id, customer.userId));
    expect(off!.off).toEqual(clock.now());
    expect((await remindersOf(customer.userId))[0]!.unsubscribedAt).toEqual(clock.now());

    clock.advance(60_000);
    const again = await unsubscribe(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_UNSUBSCRIBED' });
    expect((await remindersOf(customer.userId))[0]!.unsubscribedAt).toEqual(new Date(clock.now().getTime() - 60_000));

    // A cart left after turning them off, long past the week: no reminder.
    await addToCart(customer.token, plainProduct(4)._id);
    clock.advance(8 * DAY_MS);
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(1);
    expect(mailTo(customer.email)).toHaveLength(1);
  });

  it('sends nothing for a cart with nothing for sale any more, and still reminds the carts after it', async () => {
    const unsold = plainProduct(9);
    const gone = await newAccount(shop);
    await addToCart(gone.token, unsold._id);
    clock.advance(60_000);
    const later = await newAccount(shop);
    await addToCart(later.token, plainProduct(10)._id);
    await shop.database.db.update(productsTable).set({ status: 'draft' }).where(eq(productsTable.id, unsold._id));
    try {
      clock.advance(6 * HOUR_MS);
      await sweep();
      expect(await remindersOf(gone.userId)).toHaveLength(0);
      expect(mailTo(gone.email)).toHaveLength(0);
      expect(await remindersOf(later.userId)).toHaveLength(1);
    } finally {
      await shop.database.db.update(productsTable).set({ status: 'published' }).where(eq(productsTable.id, unsold._id));
    }
  });

  it('sends one reminder when two sweeps run at once', async () => {
    const customer = await newAccount(shop);
    await addToCart(customer.token, plainProduct(5)._id);
    clock.advance(6 * HOUR_MS);
    await Promise.all([sendCartReminders(shop.app.context), sendCartReminders(shop.app.context)]);
    await shop.outbox.idle();
    expect(await remindersOf(customer.userId)).toHaveLength(1);
    expect(mailTo(customer.email)).toHaveLength(1);
  });

  it('lists open carts for the owner with their value, age, reminder and a WhatsApp link when the shop knows the phone', async () => {
    const withPhone = await newAccount(shop);
    const phone = uniquePhone();
    const profile = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { token: withPhone.token },
      payload: { name: 'Ayesha Khan', phone },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [first, second] = [plainProduct(6), plainProduct(7)];
    await addToCart(withPhone.token, first._id, 2);
    await addToCart(withPhone.token, second._id, 1);
    const leftAt = clock.now();
    clock.advance(3 * HOUR_MS + 20 * 60_000);
    const withoutPhone = await newAccount(shop);
    await addToCart(withoutPhone.token, first._id, 1);

    const { carts, total } = await abandonedCarts();
    expect(total).toBe(carts.length);
    const byUser = new Map(carts.map((cart) => [cart.userId, cart]));
    const listed = byUser.get(withPhone.userId)!;
    expect(listed).toMatchObject({
      name: 'Ayesha Khan',
      email: withPhone.email,
      phone,
      items: 2,
      value: first.price * 2 + second.price,
      updatedAt: leftAt.toISOString(),
      ageHours: 3,
      remindedAt: null,
    });
    expect(listed.whatsappUrl).toMatch(new RegExp(`^https://wa\\.me/92${phone.slice(1)}\\?text=`));
    expect(decodeURIComponent(listed.whatsappUrl!.split('?text=')[1]!)).toContain('Hello Ayesha');
    expect(byUser.get(withoutPhone.userId)).toMatchObject({ phone: null, whatsappUrl: null, items: 1, value: first.price, ageHours: 0 });
    // The most recently left first.
    expect(carts.findIndex((cart) => cart.userId === withoutPhone.userId)).toBeLessThan(carts.findIndex((cart) => cart.userId === withPhone.userId));

    clock.advance(3 * HOUR_MS);
    await sweep();
    expect((await abandonedCarts()).carts.find((cart) => cart.userId === withPhone.userId)!.remindedAt).toBe(clock.now().toISOString());

    const paged = await abandonedCarts('limit=1&offset=1');
    expect(paged.carts).toHaveLength(1);
    expect(paged.total).toBe(total);
    expect((await abandonedCarts('limit=10&offset=100000')).carts).toEqual([]);
    expect((await admin('GET', '/api/admin/abandoned-carts?limit=0')).json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['limit'] });

    const customer = await newAccount(shop);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts', headers: { token: customer.token } })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts' })).statusCode).toBe(401);
  });

  it('counts a cart recovered in the reports when its customer orders after the reminder, and drops it from the list', async () => {
    const customer = await newAccount(shop);
    const product = plainProduct(8);
    await addToCart(customer.token, product._id, 2);
    clock.advance(6 * HOUR_MS);
    await sweep();
    expect(await remindersOf(customer.userId)).toHaveLength(1);
    const dayOf = (offsetDays: number) => new Date(clock.now().getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
    const report = async () => (await admin('GET', `/api/admin/reports/summary?from=${dayOf(-1)}&to=${dayOf(1)}`)).json().report.carts;
    const before = await report();
    expect(before.reminded).toBeGreaterThanOrEqual(1);

    clock.advance(HOUR_MS);
    const subtotal = product.price * 2;
    const deliveryCharges = delivery.freeDeliveryAbove > 0 && subtotal >= delivery.freeDeliveryAbove ? 0 : delivery.fixedCharge;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer.token },
      payload: {
        address: { ...deliveryAddress, phone: uniquePhone() },
        items: [{ id: product._id, quantity: 2 }],
        amount: subtotal + deliveryCharges,
        deliveryCharges,
        method: 'COD',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await remindersOf(customer.userId);
    expect(row!.recoveredOrderId).toBe(placed.json().orderId);
    expect(row!.recoveredAt).toEqual(clock.now());

    const after = await report();
    expect(after).toEqual({
      reminded: before.reminded,
      recovered: before.recovered + 1,
      recoveredValue: before.recoveredValue + subtotal + deliveryCharges,
    });
    expect((await abandonedCarts()).carts.some((cart) => cart.userId === customer.userId)).toBe(false);
  });
});
