import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { paisa } from '@shop/core/shared/money';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { migrationsFolder } from '../../db/migrate';
import { deals as dealsTable, products as productsTable } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { reviewActivity, reviews } from '../../db/schema/reviews';
import { newId } from '../../lib/ids';
import { refreshTargetRating } from './repository';

async function form(fields: Record<string, string>, files: Buffer[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  files.forEach((data, index) => body.append('reviewImages', new Blob([data], { type: 'image/jpeg' }), `photo-${index}.jpg`));
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

function reviewPoster(getShop: () => TestApp) {
  return async (token: string, fields: Record<string, string>, files: Buffer[] = []) => {
    const { payload, contentType } = await form(fields, files);
    return getShop().app.inject({ method: 'POST', url: '/api/comments', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
  };
}

/** Rate limits on, as in production, so that a counted submit would show; the photos in a data folder of this app's own. */
describe.each(testDatabaseKinds())('reviews from unverified accounts on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-review-verified-'));
  let shop: TestApp;
  let product: ProductDto;
  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { RATE_LIMIT: 'on', DATA_DIR: dataDir } });
    product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[0];
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const post = reviewPoster(() => shop);
  const storedPhotos = async () => (await readdir(path.join(dataDir, 'uploads', 'reviews')).catch(() => [])).sort();
  const countOf = async (table: typeof reviews | typeof reviewActivity, userId: string) =>
    (await shop.database.db.select({ total: count() }).from(table).where(eq(table.userId, userId)))[0]!.total;

  it('refuses them with 403 EMAIL_NOT_VERIFIED, storing no review, no photo and no counted submit', async () => {
    const unverified = await newAccount(shop, 'customer', { verified: false });
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c98f6b' } })
      .jpeg()
      .toBuffer();
    const before = await storedPhotos();
    const listedBefore = (await shop.app.inject({ method: 'GET', url: `/api/comments?productId=${product._id}` })).json().length;

    const refused = await post(unverified.token, { targetType: 'product', productId: product._id, content: 'Lovely soap', rating: '5' }, [photo]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email to write a review.' });
    expect(await countOf(reviews, unverified.userId)).toBe(0);
    expect(await countOf(reviewActivity, unverified.userId)).toBe(0);
    expect(await storedPhotos()).toEqual(before);
    expect((await shop.app.inject({ method: 'GET', url: `/api/comments?productId=${product._id}` })).json()).toHaveLength(listedBefore);

    // The same submit from a verified account is taken, and counted against its limits: a submit and a photo attempt.
    const verified = await newAccount(shop);
    const taken = await post(verified.token, { targetType: 'product', productId: product._id, content: 'Lovely soap', rating: '5' }, [photo]);
    expect(taken.statusCode).toBe(201);
    expect(await countOf(reviewActivity, verified.userId)).toBe(2);
  });
});

describe.each(testDatabaseKinds())('ratings that count verified buyers on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let products: ProductDto[];
  let deals: DealDto[];
  beforeAll(async () => {
    const shell = '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';
    shop = await createTestApp(kind, { webDist: fakeWebBuild(shell), env: { PUBLIC_URL: 'https://shop.example.pk' } });
    admin = (await newAccount(shop, 'admin')).token;
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
  });
  afterAll(async () => shop?.close());
  const post = reviewPoster(() => shop);

  /** Products nobody has reviewed yet (the demo shop reviews some), each used by one test. */
  const unreviewed = (index: number) => products.filter((product) => product.reviewCount === 0 && product.quantity >= 10)[index]!;
  const listedProduct = async (id: string) =>
    ((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[]).find((product) => product._id === id)!;
  const listedDeal = async (id: string) =>
    ((await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals as DealDto[]).find((deal) => deal._id === id)!;
  const ratingOf = ({ rating, reviewCount, verifiedReviewCount }: { rating: number; reviewCount: number; verifiedReviewCount: number }) => ({
    rating,
    reviewCount,
    verifiedReviewCount,
  });
  const productJsonLd = async (id: string) => {
    const html = (await shop.app.inject({ method: 'GET', url: `/product/${id}` })).body;
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(match, 'JSON-LD block').not.toBeNull();
    return JSON.parse(match![1]!) as { aggregateRating?: Record<string, unknown> };
  };
  /** A Delivered order of the account holding the product, as delivering it would leave it. */
  const deliveredOrderOf = async (userId: string, productId: string) => {
    const orderId = newId();
    await shop.database.db.insert(orders).values({
      id: orderId,
      userId,
      status: 'Delivered',
      address: deliveryAddress,
      subtotalPaisa: paisa(100_000),
      deliveryChargePaisa: paisa(0),
      amountPaisa: paisa(100_000),
    });
    await shop.database.db
      .insert(orderItems)
      .values({ id: newId(), orderId, productId, isFromDeal: false, name: 'Bought item', unitPricePaisa: paisa(100_000), quantity: 1, position: 0 });
  };
  const review = async (productId: string, rating: number, buyer = false) => {
    const account = await newAccount(shop);
    if (buyer) await deliveredOrderOf(account.userId, productId);
    const response = await post(account.token, { targetType: 'product', productId, content: `${rating} stars`, rating: String(rating) });
    expect(response.statusCode).toBe(201);
    return account;
  };

  it("rates by the verified buyers when there are any: a flood of 1-star reviews by non-buyers does not move two buyers' 5.0", async () => {
    const product = unreviewed(0);
    for (let index = 0; index < 6; index += 1) await review(product._id, 1);
    await review(product._id, 5, true);
    await review(product._id, 5, true);
    const expected = { rating: 5, reviewCount: 8, verifiedReviewCount: 2 };

    expect(ratingOf(await listedProduct(product._id))).toEqual(expected);
    const search = (await shop.app.inject({ method: 'GET', url: `/api/products?ids=${product._id}` })).json().products as ProductDto[];
    expect(ratingOf(search[0]!)).toEqual(expected);
    const adminProduct = (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${product._id}`, headers: { token: admin } })).json();
    expect(ratingOf(adminProduct.product)).toEqual(expected);
    expect((await productJsonLd(product._id)).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, ratingCount: 2, reviewCount: 2 });
  });

  it('rates by every visible review while no verified buyer has reviewed', async () => {
    const product = unreviewed(1);
    for (const rating of [3, 4, 4]) await review(product._id, rating);
    expect(ratingOf(await listedProduct(product._id))).toEqual({ rating: 3.7, reviewCount: 3, verifiedReviewCount: 0 });
    expect((await productJsonLd(product._id)).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.7, ratingCount: 3, reviewCount: 3 });
  });

  it('moves the ratings of the product and the deal an order holds when it is delivered, and back when it is returned', async () => {
    const product = unreviewed(2);
    const deal = deals.find((candidate) => candidate.quantity >= 5 && !candidate.dealProducts.some((item) => item._id === product._id))!;
    await review(product._id, 1);
    await review(product._id, 2);
    const dealBefore = ratingOf(await listedDeal(deal._id));

    // A real order of the product and the deal, reviewed by its customer before it arrives.
    const buyer = await newAccount(shop);
    const unitPrice = product.discountprice > 0 ? product.discountprice : product.price;
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const subtotal = Math.round((unitPrice + deal.dealFinalPrice) * 100) / 100;
    const deliveryCharges = freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: buyer.token },
      payload: {
        address: deliveryAddress,
        items: [
          { id: product._id, quantity: 1 },
          { id: deal._id, quantity: 1, isFromDeal: true },
        ],
        amount: Math.round((subtotal + deliveryCharges) * 100) / 100,
        deliveryCharges,
        method: 'COD',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    expect((await post(buyer.token, { targetType: 'product', productId: product._id, content: 'Lovely', rating: '5' })).statusCode).toBe(201);
    expect((await post(buyer.token, { targetType: 'deal', dealId: deal._id, content: 'Lovely kit', rating: '5' })).statusCode).toBe(201);
    const productUnverified = { rating: 2.7, reviewCount: 3, verifiedReviewCount: 0 };
    expect(ratingOf(await listedProduct(product._id))).toEqual(productUnverified);
    const dealUnverified = ratingOf(await listedDeal(deal._id));
    expect(dealUnverified.reviewCount).toBe(dealBefore.reviewCount + 1);
    expect(dealUnverified.verifiedReviewCount).toBe(dealBefore.verifiedReviewCount);

    const move = async (status: string, fields: Record<string, unknown> = {}) => {
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: { token: admin },
        payload: { status, ...fields },
      });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
    };
    for (const status of ['Confirmed', 'Packing', 'Shipped', 'Out for delivery'])
      await move(status, status === 'Shipped' ? { courier: 'TCS', trackingNumber: '7700123' } : {});
    expect(ratingOf(await listedProduct(product._id))).toEqual(productUnverified);

    await move('Delivered');
    expect(ratingOf(await listedProduct(product._id))).toEqual({ rating: 5, reviewCount: 3, verifiedReviewCount: 1 });
    expect(ratingOf(await listedDeal(deal._id))).toMatchObject({
      reviewCount: dealUnverified.reviewCount,
      verifiedReviewCount: dealUnverified.verifiedReviewCount + 1,
    });

    await move('Returned', { reason: 'Did not suit my skin', restock: true, refund: 0 });
    expect(ratingOf(await listedProduct(product._id))).toEqual(productUnverified);
    expect(ratingOf(await listedDeal(deal._id))).toEqual(dealUnverified);
  });

  it('keeps the numbers migration 0012 computed for every product and deal', async () => {
    const db = shop.database.db;
    // A review without stars, as older data may hold: left out of the mean either way.
    await db.insert(reviews).values({ id: newId(), targetType: 'product', productId: unreviewed(3)._id, rating: 0, content: 'no stars' });
    await refreshTargetRating(db, { type: 'product', id: unreviewed(3)._id });
    const numbers = async () => ({
      products: await db
        .select({ id: productsTable.id, rating: productsTable.rating, reviews: productsTable.reviewCount, verified: productsTable.verifiedReviewCount })
        .from(productsTable)
        .orderBy(asc(productsTable.id)),
      deals: await db
        .select({ id: dealsTable.id, rating: dealsTable.rating, reviews: dealsTable.reviewCount, verified: dealsTable.verifiedReviewCount })
        .from(dealsTable)
        .orderBy(asc(dealsTable.id)),
    });
    const kept = await numbers();
    expect(kept.products.some((row) => row.verified > 0 && row.verified < row.reviews)).toBe(true);

    await db.execute(sql`update products set rating = 0, verified_review_count = 0`);
    await db.execute(sql`update deals set rating = 0, verified_review_count = 0`);
    const migration = readFileSync(path.join(migrationsFolder, '0012_verified_email_and_double_opt_in.sql'), 'utf8');
    const ratingSteps = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => /^UPDATE "(products|deals)"/.test(statement));
    expect(ratingSteps).toHaveLength(2);
    for (const statement of ratingSteps) await db.execute(sql.raw(statement));
    expect(await numbers()).toEqual(kept);
  });
});
