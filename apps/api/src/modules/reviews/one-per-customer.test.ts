import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { ReviewDto } from '@shop/core/reviews/dtos';
import { REACTIONS_PER_WINDOW_MAX, REVIEWS_PER_HOUR_MAX } from '@shop/core/reviews/reviews';
import { paisa } from '@shop/core/shared/money';
import { createTestApp, deliveryAddress, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { migrationsFolder } from '../../db/migrate';
import { orderItems, orders } from '../../db/schema/orders';
import { reviewReactions, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { cacheKeys } from '../../lib/cache-keys';
import { fixedClock } from '../../lib/clock';
import { newId } from '../../lib/ids';

async function form(fields: Record<string, string>, files: Buffer[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  files.forEach((data, index) => body.append('reviewImages', new Blob([data], { type: 'image/jpeg' }), `photo-${index}.jpg`));
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

const photo = (background: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A shopper registered under a real name, as the storefront's sign-up form sends it. */
async function customer(shop: TestApp, name: string) {
  const account = await newAccount(shop);
  await shop.database.db.update(users).set({ name }).where(eq(users.id, account.userId));
  return account;
}

function helpers(getShop: () => TestApp) {
  const post = async (token: string, fields: Record<string, string>, files: Buffer[] = []) => {
    const { payload, contentType } = await form(fields, files);
    return getShop().app.inject({ method: 'POST', url: '/api/comments', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
  };
  const list = async (query: string, token?: string) =>
    (
      await getShop().app.inject({ method: 'GET', url: `/api/comments?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} })
    ).json() as ReviewDto[];
  const react = (token: string, reviewId: string, change: string) =>
    getShop().app.inject({ method: 'PATCH', url: `/api/comments/${reviewId}/${change}`, headers: { authorization: `Bearer ${token}` } });
  const reviewsBy = async (userId: string) =>
    (await getShop().database.db.select({ total: count() }).from(reviews).where(eq(reviews.userId, userId)))[0]!.total;
  /** An order of the account in the given status holding the given lines, written as placing and delivering it would leave it. */
  const orderOf = async (userId: string, status: 'Delivered' | 'Order Placed' | 'Cancelled', lines: { productId?: string; dealId?: string }[]) => {
    const orderId = newId();
    await getShop()
      .database.db.insert(orders)
      .values({
        id: orderId,
        userId,
        status,
        address: deliveryAddress,
        subtotalPaisa: paisa(100_000),
        deliveryChargePaisa: paisa(0),
        amountPaisa: paisa(100_000),
      });
    await getShop()
      .database.db.insert(orderItems)
      .values(
        lines.map((line, position) => ({
          id: newId(),
          orderId,
          productId: line.productId ?? null,
          dealId: line.dealId ?? null,
          isFromDeal: Boolean(line.dealId),
          name: 'Bought item',
          unitPricePaisa: paisa(50_000),
          quantity: 1,
          position,
        })),
      );
  };
  return { post, list, react, reviewsBy, orderOf };
}

describe.each(testDatabaseKinds())('one review per customer on %s', (kind) => {
  let shop: TestApp;
  let products: ProductDto[];
  let deal: DealDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deal = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals[0];
  });
  afterAll(async () => shop?.close());
  const { post, list, react, reviewsBy, orderOf } = helpers(() => shop);
  const listed = async (productId: string) =>
    ((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[]).find((item) => item._id === productId)!;

  it("edits the first review on a second submit, answering 'Review updated'", async () => {
    const product = products[3]!;
    const sana = await customer(shop, 'Sana Khan');
    const first = await post(sana.token, { targetType: 'product', productId: product._id, content: 'Nice at first', rating: '2' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Review submitted successfully!');
    expect(first.json().review).toMatchObject({ editedAt: null, mine: true });
    const firstId = first.json().review._id;

    const second = await post(sana.token, { targetType: 'product', productId: product._id, content: 'Even better after a month', rating: '5' });
    expect(second.statusCode).toBe(201);
    expect(second.json().message).toBe('Review updated');
    expect(second.json().review).toMatchObject({ _id: firstId, rating: 5, content: 'Even better after a month', author: 'Sana K.', mine: true });
    expect(second.json().review.editedAt).toEqual(expect.any(String));

    const shown = (await list(`productId=${product._id}`)).filter((review) => review.author === 'Sana K.');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ _id: firstId, rating: 5, content: 'Even better after a month' });
    expect(await reviewsBy(sana.userId)).toBe(1);
    // The product's rating counts the edited review once, at its new rating.
    const ratings = (await list(`productId=${product._id}`)).map((review) => review.rating);
    expect(await listed(product._id)).toMatchObject({ reviewCount: ratings.length });
  });

  it('keeps one review per product and one per deal: the same account may review both', async () => {
    const buyer = await customer(shop, 'Bilal Ahmed');
    expect((await post(buyer.token, { targetType: 'product', productId: products[4]!._id, content: 'Good soap', rating: '4' })).json().message).toBe(
      'Review submitted successfully!',
    );
    expect((await post(buyer.token, { targetType: 'deal', dealId: deal._id, content: 'Good kit', rating: '4' })).json().message).toBe(
      'Review submitted successfully!',
    );
    expect((await post(buyer.token, { targetType: 'deal', dealId: deal._id, content: 'Great kit', rating: '5' })).json().message).toBe('Review updated');
    expect(await reviewsBy(buyer.userId)).toBe(2);
  });

  it('stores one review from parallel submits by one account', async () => {
    const product = products[5]!;
    const buyer = await customer(shop, 'Hina Malik');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => post(buyer.token, { targetType: 'product', productId: product._id, content: `At once ${index}`, rating: '4' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(6).fill(201));
    const messages = responses.map((response) => response.json().message as string).sort();
    expect(messages).toEqual(['Review submitted successfully!', ...Array<string>(5).fill('Review updated')]);
    expect(new Set(responses.map((response) => response.json().review._id)).size).toBe(1);
    expect(await reviewsBy(buyer.userId)).toBe(1);
    expect((await list(`productId=${product._id}`)).filter((review) => review.author === 'Hina M.')).toHaveLength(1);
  });

  it('lets the database itself refuse a second review by one account of one product', async () => {
    const product = products[6]!;
    const buyer = await customer(shop, 'Omar Farooq');
    await post(buyer.token, { targetType: 'product', productId: product._id, content: 'First', rating: '4' });
    const second = shop.database.db
      .insert(reviews)
      .values({ id: newId(), targetType: 'product', productId: product._id, userId: buyer.userId, rating: 1, content: 'Second' });
    await expect(second).rejects.toThrow();
    expect(await reviewsBy(buyer.userId)).toBe(1);
  });

  it("shows the author's first name and last initial, the masked email without a name, never the email", async () => {
    const product = products[7]!;
    const sana = await customer(shop, '  Sana   Khan ');
    const single = await customer(shop, 'Zainab');
    const nameless = await customer(shop, 'temporary');
    await shop.database.db.update(users).set({ name: '  ' }).where(eq(users.id, nameless.userId));
    for (const [index, account] of [sana, single, nameless].entries()) {
      await post(account.token, { targetType: 'product', productId: product._id, content: `Lovely ${index}`, rating: '5' });
    }
    const shown = await list(`productId=${product._id}`);
    const authorOf = (content: string) => shown.find((review) => review.content === content)?.author;
    expect([authorOf('Lovely 0'), authorOf('Lovely 1'), authorOf('Lovely 2')]).toEqual(['Sana K.', 'Zainab', `${nameless.email[0]}***@example.pk`]);
    const body = JSON.stringify(shown);
    for (const account of [sana, single, nameless]) expect(body).not.toContain(account.email);

    // The owner's list shows the same author beside the real email.
    const admin = await newAccount(shop, 'admin');
    const adminList = (await shop.app.inject({ method: 'GET', url: `/api/admin/reviews?productId=${product._id}`, headers: { token: admin.token } })).json();
    const mine = adminList.reviews.find((review: { email: string }) => review.email === sana.email);
    expect(mine).toMatchObject({ author: 'Sana K.', verified: false });
  });

  it('marks the verified buyer: a Delivered order holding the product, in a deal too, or the deal', async () => {
    const product = products[8]!;
    const dealProductId = deal.dealProducts[0]!._id;
    const [delivered, viaDeal, placedOnly, cancelled, never, dealBuyer] = await Promise.all(
      ['Asma Delivered', 'Bushra Deal', 'Chand Placed', 'Dua Cancelled', 'Eman Never', 'Farah Kit'].map((name) => customer(shop, name)),
    );
    await orderOf(delivered!.userId, 'Delivered', [{ productId: product._id }]);
    await orderOf(placedOnly!.userId, 'Order Placed', [{ productId: product._id }]);
    await orderOf(cancelled!.userId, 'Cancelled', [{ productId: product._id }]);
    await orderOf(viaDeal!.userId, 'Delivered', [{ productId: dealProductId, dealId: deal._id }]);
    await orderOf(dealBuyer!.userId, 'Delivered', [{ productId: dealProductId, dealId: deal._id }]);
    for (const account of [delivered, placedOnly, cancelled, never]) {
      await post(account!.token, { targetType: 'product', productId: product._id, content: 'Review', rating: '4' });
    }
    await post(viaDeal!.token, { targetType: 'product', productId: dealProductId, content: 'Came in the kit', rating: '5' });
    await post(dealBuyer!.token, { targetType: 'deal', dealId: deal._id, content: 'Lovely kit', rating: '5' });
    await post(never!.token, { targetType: 'deal', dealId: deal._id, content: 'Looks nice', rating: '4' });

    const verifiedOf = (shown: ReviewDto[]) => Object.fromEntries(shown.map((review) => [review.author, review.verified]));
    expect(verifiedOf(await list(`productId=${product._id}`))).toMatchObject({ 'Asma D.': true, 'Chand P.': false, 'Dua C.': false, 'Eman N.': false });
    expect(verifiedOf(await list(`productId=${dealProductId}`))).toMatchObject({ 'Bushra D.': true });
    expect(verifiedOf(await list(`dealId=${deal._id}`))).toMatchObject({ 'Farah K.': true, 'Eman N.': false });
  });

  it('refuses a like or dislike of your own review with 403, and hides nothing of others', async () => {
    const author = await customer(shop, 'Nida Aslam');
    const fan = await customer(shop, 'Rabia Tariq');
    const id = (await post(author.token, { targetType: 'product', productId: products[9]!._id, content: 'Mine', rating: '5' })).json().review._id;
    for (const change of ['like', 'dislike', 'remove-like', 'remove-dislike']) {
      const refused = await react(author.token, id, change);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, code: 'OWN_REVIEW', message: 'You cannot like or dislike your own review' });
    }
    expect((await react(fan.token, id, 'like')).json()).toMatchObject({ likes: 1, likedBy: [fan.userId] });
    const seenByAuthor = (await list(`productId=${products[9]!._id}`, author.token)).find((review) => review._id === id)!;
    expect(seenByAuthor).toMatchObject({ likes: 1, mine: true, likedBy: [] });
    const seenByFan = (await list(`productId=${products[9]!._id}`, fan.token)).find((review) => review._id === id)!;
    expect(seenByFan).toMatchObject({ mine: false, likedBy: [fan.userId] });
    expect((await list(`productId=${products[9]!._id}`)).find((review) => review._id === id)).toMatchObject({ mine: false });
  });

  it('removes duplicates and self-reactions on a database holding data, then enforces one review (migration 0007)', async () => {
    const db = shop.database.db;
    const product = products[10]!;
    const twice = await customer(shop, 'Twice Reviewer');
    const other = await customer(shop, 'Other Reviewer');
    // As before 0007: no unique index, an account's two reviews of one product, and a like of one's own review.
    await db.execute(sql`drop index reviews_one_per_user_product`);
    await db.execute(sql`drop index reviews_one_per_user_deal`);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    await db.insert(reviews).values([
      { id: 'mig-old', targetType: 'product', productId: product._id, userId: twice.userId, rating: 1, content: 'Old', createdAt: at(0), likes: 1 },
      { id: 'mig-new', targetType: 'product', productId: product._id, userId: twice.userId, rating: 5, content: 'New', createdAt: at(5), likes: 1 },
      { id: 'mig-other', targetType: 'product', productId: product._id, userId: other.userId, rating: 3, content: 'Other', createdAt: at(1) },
      { id: 'mig-gone-1', targetType: 'product', productId: product._id, userId: null, rating: 4, content: 'Deleted account', createdAt: at(2) },
      { id: 'mig-gone-2', targetType: 'product', productId: product._id, userId: null, rating: 4, content: 'Deleted account', createdAt: at(3) },
    ]);
    await db.insert(reviewReactions).values([
      { reviewId: 'mig-new', userId: twice.userId, kind: 'like' },
      { reviewId: 'mig-old', userId: other.userId, kind: 'like' },
    ]);
    await db.execute(sql`update products set rating = 0, review_count = 0 where id = ${product._id}`);

    const migration = readFileSync(path.join(migrationsFolder, '0007_one_review_per_customer.sql'), 'utf8');
    const statements = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => /^(DELETE|UPDATE|CREATE UNIQUE INDEX)/.test(statement));
    expect(statements).toHaveLength(7);
    for (const statement of statements) await db.execute(sql.raw(statement));
    await shop.app.context.cache.invalidate(cacheKeys.products);

    const left = await db.select({ id: reviews.id, likes: reviews.likes }).from(reviews).where(eq(reviews.productId, product._id));
    const ids = left.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(['mig-new', 'mig-other', 'mig-gone-1', 'mig-gone-2']));
    expect(ids).not.toContain('mig-old');
    expect(left.find((row) => row.id === 'mig-new')!.likes).toBe(0);
    expect(
      await db
        .select()
        .from(reviewReactions)
        .where(and(eq(reviewReactions.userId, twice.userId), eq(reviewReactions.reviewId, 'mig-new'))),
    ).toEqual([]);
    expect(await listed(product._id)).toMatchObject({ reviewCount: left.length });
    await expect(
      db.insert(reviews).values({ id: 'mig-again', targetType: 'product', productId: product._id, userId: twice.userId, rating: 2, content: 'Again' }),
    ).rejects.toThrow();
  });
});

/** Rate limits on, as in production; each app keeps its photos in a data folder of its own. */
describe.each(testDatabaseKinds())('review and reaction limits per account on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-review-limits-'));
  const clock = fixedClock(new Date());
  let shop: TestApp;
  let products: ProductDto[];
  beforeAll(async () => {
    shop = await createTestApp(kind, { clock, env: { RATE_LIMIT: 'on', DATA_DIR: dataDir } });
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { post, react, reviewsBy } = helpers(() => shop);
  const storedPhotos = async () => (await readdir(path.join(dataDir, 'uploads', 'reviews')).catch(() => [])).sort();
  const fileNames = (urls: { url: string }[]) => urls.map(({ url }) => path.basename(url)).sort();

  it('replaces the photos of an edited review and deletes the old files', async () => {
    const buyer = await customer(shop, 'Photo Taker');
    const before = await storedPhotos();
    const first = (
      await post(buyer.token, { targetType: 'product', productId: products[0]!._id, content: 'With photos', rating: '4' }, [
        await photo('#aa6644'),
        await photo('#446688'),
      ])
    ).json();
    expect(first.review.reviewImages).toHaveLength(2);
    expect(await storedPhotos()).toEqual([...before, ...fileNames(first.review.reviewImages)].sort());

    const edited = (
      await post(buyer.token, { targetType: 'product', productId: products[0]!._id, content: 'One better photo', rating: '5' }, [await photo('#88aa44')])
    ).json();
    expect(edited.message).toBe('Review updated');
    expect(edited.review.reviewImages).toHaveLength(1);
    expect(await storedPhotos()).toEqual([...before, ...fileNames(edited.review.reviewImages)].sort());
    for (const { url } of first.review.reviewImages) expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const withoutPhotos = (await post(buyer.token, { targetType: 'product', productId: products[0]!._id, content: 'No photos now', rating: '5' })).json();
    expect(withoutPhotos.review.reviewImages).toEqual([]);
    expect(await storedPhotos()).toEqual(before);
  });

  it(`refuses review submit ${REVIEWS_PER_HOUR_MAX + 1} within an hour, edits included, with 429 and Retry-After`, async () => {
    const buyer = await customer(shop, 'Busy Writer');
    for (let index = 0; index < REVIEWS_PER_HOUR_MAX; index += 1) {
      const product = products[index % 2]!;
      expect((await post(buyer.token, { targetType: 'product', productId: product._id, content: `Take ${index}`, rating: '4' })).statusCode).toBe(201);
      clock.advance(60 * 1000);
    }
    const refused = await post(buyer.token, { targetType: 'product', productId: products[2]!._id, content: 'One more', rating: '4' });
    expect(refused.statusCode).toBe(429);
    // The first of the five was written 5 minutes ago: it leaves the hour in 55 minutes.
    expect(refused.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REVIEWS',
      message: 'You can write at most 5 reviews an hour. Please try again in 55 minutes.',
    });
    expect(refused.headers['retry-after']).toBe(String(55 * 60));
    expect(await reviewsBy(buyer.userId)).toBe(2);
    clock.advance(55 * 60 * 1000);
    expect((await post(buyer.token, { targetType: 'product', productId: products[2]!._id, content: 'An hour later', rating: '4' })).statusCode).toBe(201);
  });

  it(`keeps ${REVIEWS_PER_HOUR_MAX} of 12 parallel submits by one account for one product: one review, the last photos only`, async () => {
    const buyer = await customer(shop, 'Quick Clicker');
    const before = await storedPhotos();
    const image = await photo('#c98f6b');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        post(buyer.token, { targetType: 'product', productId: products[3]!._id, content: `At once ${index}`, rating: '5' }, [image]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(REVIEWS_PER_HOUR_MAX).fill(201), ...Array<number>(12 - REVIEWS_PER_HOUR_MAX).fill(429)]);
    expect(await reviewsBy(buyer.userId)).toBe(1);
    const [stored] = await shop.database.db.select({ images: reviews.images }).from(reviews).where(eq(reviews.userId, buyer.userId));
    expect(await storedPhotos()).toEqual([...before, ...fileNames(stored!.images.map((url) => ({ url })))].sort());
  });

  it(`refuses reaction ${REACTIONS_PER_WINDOW_MAX + 1} within 10 minutes with 429, and takes it once the window moves`, async () => {
    const author = await customer(shop, 'Liked Author');
    const fan = await customer(shop, 'Eager Fan');
    const id = (await post(author.token, { targetType: 'product', productId: products[4]!._id, content: 'Like me', rating: '5' })).json().review._id;
    const changes = ['like', 'remove-like', 'dislike', 'remove-dislike'];
    for (let index = 0; index < REACTIONS_PER_WINDOW_MAX; index += 1) {
      expect((await react(fan.token, id, changes[index % 4]!)).statusCode).toBe(200);
    }
    const refused = await react(fan.token, id, 'like');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'TOO_MANY_REACTIONS', message: 'Too many likes and dislikes. Please try again in 10 minutes.' });
    expect(refused.headers['retry-after']).toBe(String(10 * 60));
    // The refused like changed nothing.
    expect((await shop.database.db.select().from(reviewReactions).where(eq(reviewReactions.reviewId, id))).length).toBe(0);
    clock.advance(10 * 60 * 1000);
    expect((await react(fan.token, id, 'like')).json()).toMatchObject({ likes: 1 });
  });
});
