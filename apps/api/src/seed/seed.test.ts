import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { ReviewDto } from '@shop/core/reviews/dtos';
import type { CourierBalanceDto, CourierCashDto } from '@shop/core/couriers/admin-dtos';
import { createTestApp, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { courierPayoutLines, courierPayoutPreviews, courierPayouts } from '../db/schema/couriers';
import { products } from '../db/schema/catalog';
import { cartProducts, cartReminders, customerNotes, orderEvents, orderItems, orders } from '../db/schema/orders';
import { reviewReactions, reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';
import { demoShop } from './demo-shop';
import { NO_PASSWORD, seededRatings } from './seed-history';

const DAY_MS = 86_400_000;

// The test databases hold the demo shop as `npm run seed` writes it (test/global-setup.ts).
describe.each(testDatabaseKinds())('the seeded demo shop on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  const reviewerEmails = demoShop.reviewers.map((reviewer) => reviewer.email);
  const get = async <T>(url: string): Promise<T> => (await shop.app.inject({ method: 'GET', url })).json() as T;

  it('holds the reviews, each by a customer with a Delivered order of what they reviewed, one per product or deal', async () => {
    const db = shop.database.db;
    const rows = await db.select({ id: reviews.id, userId: reviews.userId, productId: reviews.productId, dealId: reviews.dealId }).from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(80);
    expect(rows.filter((row) => row.productId).length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row.dealId).length).toBeGreaterThan(0);
    const [unbought] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(
        sql`not exists (
        select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orders.userId} = ${reviews.userId} and ${orders.status} = 'Delivered' and ${orders.deliveredAt} <= ${reviews.createdAt}
          and ((${reviews.productId} is not null and ${orderItems.productId} = ${reviews.productId})
            or (${reviews.dealId} is not null and ${orderItems.dealId} = ${reviews.dealId})))`,
      );
    expect(unbought!.n).toBe(0);
    const targets = rows.map((row) => `${row.userId} ${row.productId ?? ''} ${row.dealId ?? ''}`);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('shows the reviews with "Sana K." style authors, the verified badge, photos and the shop’s replies', async () => {
    const roseSoap = (await get<{ products: ProductDto[] }>('/api/product/list')).products.find((product) => product.name === 'Rose & Kaolin Clay Soap')!;
    const list = await get<ReviewDto[]>(`/api/comments?productId=${roseSoap._id}`);
    expect(list.length).toBe(seededRatings(demoShop).get('product:rose-kaolin-soap')!.reviewCount);
    expect(list.every((review) => review.verified)).toBe(true);
    expect(list.map((review) => review.author)).toContain('Sana K.');
    expect(list.every((review) => !review.author.includes('@'))).toBe(true);
    const sana = list.find((review) => review.author === 'Sana K.')!;
    expect(sana.reviewImages[0]!.url).toMatch(/^\/uploads\/seed\/reviews\/.+\.webp$/);
    expect(sana.reply).toMatchObject({ author: 'Ayesha from Khalis Botanicals' });
    expect(sana.likes).toBeGreaterThan(0);
  });

  it('keeps each product’s rating and review count equal to its reviews, so "Highest Rated" sorts them', async () => {
    const ratings = seededRatings(demoShop);
    const { products } = await get<{ products: ProductDto[] }>('/api/product/list');
    const rated = products.filter((product) => product.reviewCount > 0);
    expect(rated.length).toBeGreaterThanOrEqual(10);
    for (const product of products) {
      const key = demoShop.products.find((candidate) => candidate.name === product.name)!.key;
      expect({ name: product.name, rating: product.rating, reviewCount: product.reviewCount }).toEqual({
        name: product.name,
        rating: ratings.get(`product:${key}`)?.rating ?? 0,
        reviewCount: ratings.get(`product:${key}`)?.reviewCount ?? 0,
      });
    }
    const best = await get<{ products: ProductDto[] }>('/api/products?sort=rating&limit=5');
    expect(best.products[0]!.rating).toBeGreaterThan(4);
    const shown = best.products.map((product) => product.rating);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('counts each like as another customer’s reaction', async () => {
    const db = shop.database.db;
    const counted = await db
      .select({
        id: reviews.id,
        likes: reviews.likes,
        reactions: sql<number>`(select count(*)::int from ${reviewReactions} where ${reviewReactions.reviewId} = ${reviews.id} and ${reviewReactions.kind} = 'like')`,
      })
      .from(reviews);
    expect(counted.some((row) => row.likes > 0)).toBe(true);
    for (const row of counted) expect(row.reactions).toBe(row.likes);
    const [ownLike] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewReactions)
      .innerJoin(reviews, eq(reviews.id, reviewReactions.reviewId))
      .where(eq(reviews.userId, reviewReactions.userId));
    expect(ownLike!.n).toBe(0);
  });

  it('prices every delivered order as the shop would and gives it the whole history, all before seeding', async () => {
    const db = shop.database.db;
    const reviewerIds = (await db.select({ id: users.id }).from(users).where(inArray(users.email, reviewerEmails))).map((row) => row.id);
    // Their storefront orders: the owner's orders taken by hand have a test of their own below.
    const seededOrders = await db
      .select()
      .from(orders)
      .where(and(inArray(orders.userId, reviewerIds), eq(orders.channel, 'web')));
    expect(seededOrders.length).toBe(demoShop.reviewers.reduce((sum, reviewer) => sum + reviewer.orders.length, 0));
    for (const order of seededOrders) {
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const productLines = items.filter((item) => !item.dealId).reduce((sum, item) => sum + item.unitPricePaisa * item.quantity, 0);
      const dealLines = [...new Map(items.filter((item) => item.dealId).map((item) => [item.dealId, item.dealPricePaisa! * item.dealQuantity!])).values()];
      expect(order.subtotalPaisa).toBe(productLines + dealLines.reduce((sum, amount) => sum + amount, 0));
      expect(order.amountPaisa).toBe(order.subtotalPaisa + order.deliveryChargePaisa);
      expect(order.deliveryChargePaisa).toBe(order.subtotalPaisa >= 300_000 ? 0 : 25_000);
      expect(order).toMatchObject({ status: 'Delivered', paid: true });
      expect(order.courier).not.toBeNull();
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt));
      expect(events.map((event) => event.status)).toEqual(['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered']);
      expect(events[0]!.createdAt.getTime()).toBe(order.createdAt.getTime());
      expect(events.at(-1)!.createdAt.getTime()).toBe(order.deliveredAt!.getTime());
      expect(order.deliveredAt!.getTime()).toBeLessThan(seededAt().getTime());
    }
    const latest = await db.select({ at: sql<Date>`max(greatest(${reviews.createdAt}, coalesce(${reviews.repliedAt}, ${reviews.createdAt})))` }).from(reviews);
    expect(new Date(latest[0]!.at).getTime()).toBeLessThan(seededAt().getTime());
  });

  it('gives the console customers to show: orders taken by hand, a phone-only account, a note, carts left behind and one brought back', async () => {
    const db = shop.database.db;
    const byHand = await db.select().from(orders).where(ne(orders.channel, 'web'));
    expect(byHand.map((order) => order.channel).sort()).toEqual(['instagram', 'whatsapp', 'whatsapp']);
    expect(byHand.map((order) => order.status).sort()).toEqual(['Confirmed', 'Delivered', 'Delivered']);
    const [phoneOnly] = await db.select().from(users).where(eq(users.phone, '03007654321'));
    expect(phoneOnly).toMatchObject({ email: null, passwordHash: null, role: 'customer' });
    expect(byHand.filter((order) => order.userId === phoneOnly!.id)).toHaveLength(2);
    const [regular] = await db.select().from(users).where(eq(users.email, 'hina.farooq@example.pk'));
    const regularsOrders = await db.select({ channel: orders.channel }).from(orders).where(eq(orders.userId, regular!.id));
    expect(regularsOrders.some((order) => order.channel === 'web') && regularsOrders.some((order) => order.channel === 'whatsapp')).toBe(true);
    expect(await db.select({ personKey: customerNotes.personKey }).from(customerNotes)).toEqual([{ personKey: `p-${regular!.phone}` }]);
    const carts = await db.selectDistinct({ userId: cartProducts.userId }).from(cartProducts);
    expect(carts).toHaveLength(2);
    const reminders = await db.select().from(cartReminders);
    // Both carts were reminded (the first start has nothing left to send); one more reminder brought a cart back.
    expect(reminders.filter((row) => carts.some((cart) => cart.userId === row.userId) && row.recoveredOrderId === null)).toHaveLength(2);
    const reminder = reminders.find((row) => row.recoveredOrderId !== null);
    const [recovered] = await db.select().from(orders).where(eq(orders.id, reminder!.recoveredOrderId!));
    expect(reminder!.sentAt.getTime()).toBeLessThan(recovered!.createdAt.getTime());
    expect(reminder!.valuePaisa).toBe(recovered!.amountPaisa);
  });

  it('holds one past Leopards payout, one parcel in it paid Rs. 100 short, and cash the couriers still owe', async () => {
    const db = shop.database.db;
    const seeded = seededAt().getTime();
    const payouts = await db.select().from(courierPayouts);
    expect(payouts).toHaveLength(1);
    const [payout] = payouts;
    const appliedAt = new Date(seeded - 9 * DAY_MS);
    expect(payout).toMatchObject({ courier: 'Leopards', appliedAt, fileName: `leopards-payout-${appliedAt.toISOString().slice(0, 10)}.csv` });
    const [preview] = await db.select().from(courierPayoutPreviews).where(eq(courierPayoutPreviews.id, payout!.previewId));
    expect(preview!.appliedAt).toEqual(appliedAt);

    const lines = await db.select().from(courierPayoutLines).where(eq(courierPayoutLines.payoutId, payout!.id)).orderBy(asc(courierPayoutLines.line));
    expect(preview!.lines).toHaveLength(lines.length);
    const covered = await db
      .select({ id: orders.id, amountPaisa: orders.amountPaisa, trackingNumber: orders.trackingNumber })
      .from(orders)
      .where(
        and(eq(orders.courier, 'Leopards'), gte(orders.deliveredAt, new Date(seeded - 365 * DAY_MS)), lt(orders.deliveredAt, new Date(seeded - 12 * DAY_MS))),
      );
    expect(covered.length).toBeGreaterThanOrEqual(2);
    expect(lines.map((line) => line.orderId).sort()).toEqual(covered.map((order) => order.id).sort());
    for (const line of lines) {
      const order = covered.find((candidate) => candidate.id === line.orderId)!;
      expect(line.trackingNumber).toBe(order.trackingNumber);
      expect(line.chargesPaisa).toBe(18_000);
      expect(line.taxPaisa).toBe(Math.round(line.cashPaisa * 0.02));
      expect(line.differencePaisa).toBe(line.cashPaisa - order.amountPaisa);
    }
    expect(lines.filter((line) => line.match === 'amount-differs').map((line) => line.differencePaisa)).toEqual([-10_000]);
    expect(lines.filter((line) => line.match === 'matched')).toHaveLength(lines.length - 1);

    const admin = await newAccount(shop, 'admin');
    const balances = await shop.app.inject({ method: 'GET', url: '/api/admin/couriers/balances', headers: { token: admin.token } });
    expect(balances.statusCode).toBe(200);
    const leopards = (balances.json().couriers as CourierBalanceDto[]).find((row) => row.courier === 'Leopards')!;
    expect(leopards).toMatchObject({ payouts: 1, shortfalls: 100, lastPayoutAt: appliedAt.toISOString() });
    expect(Math.round(leopards.paid * 100)).toBe(lines.reduce((sum, line) => sum + line.cashPaisa, 0));
    expect(leopards.outstanding).toBeGreaterThan(0);
    const today = await shop.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { token: admin.token } });
    const courierCash = today.json().overview.courierCash as CourierCashDto;
    expect(courierCash.outstanding).toBeGreaterThan(0);
    expect(courierCash.overdueParcels).toBeGreaterThan(0);
  });

  it('leaves every product’s stock at zero or above', async () => {
    const [negative] = await shop.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.stock} < 0`);
    expect(negative!.n).toBe(0);
  });

  it('stores no password the reviewers could sign in with, but for the demo customers among them', async () => {
    const peopleEmails = new Set(demoShop.people.map((person) => person.email));
    const reviewersOnly = reviewerEmails.filter((email) => !peopleEmails.has(email));
    const accounts = await shop.database.db.select({ passwordHash: users.passwordHash }).from(users).where(inArray(users.email, reviewersOnly));
    expect(accounts).toHaveLength(reviewersOnly.length);
    expect(accounts.every((account) => account.passwordHash === NO_PASSWORD)).toBe(true);
    for (const password of [NO_PASSWORD, '', 'password123']) {
      const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: reviewersOnly[0], password } });
      expect(login.statusCode, password).toBeGreaterThanOrEqual(400);
      expect(login.statusCode, password).toBeLessThan(500);
      expect(login.json().token).toBeUndefined();
    }
  });
  it("gives the README's first demo customer a past to see: delivered orders, her phone, and her review marked hers and verified", async () => {
    const fatima = demoShop.people[0]!;
    const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: fatima.email, password: fatima.password } });
    expect(login.statusCode).toBe(200);
    const headers = { token: login.json().token as string };
    const delivered = await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers, payload: { view: 'delivered' } });
    expect(delivered.statusCode).toBe(200);
    const history = delivered.json().orders as Array<{ status: string; lines: Array<{ name: string; kind?: string }> }>;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.every((order) => order.status === 'Delivered')).toBe(true);
    expect(history.flatMap((order) => order.lines.map((line) => line.name))).toContain('Eid Gift Box');
    const me = await shop.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(me.json().user.phone).toMatch(/^03\d{9}$/);

    const [eidBox] = await shop.database.db
      .select({ dealId: reviews.dealId })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(users.email, fatima.email));
    const listed = await shop.app.inject({ method: 'GET', url: `/api/comments?dealId=${eidBox!.dealId}`, headers });
    const hers = (listed.json() as ReviewDto[]).filter((review) => review.mine);
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({ author: 'Fatima K.', verified: true });
  });
});
