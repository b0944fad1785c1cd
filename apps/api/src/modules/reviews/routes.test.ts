import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto, ProductDto } from '@shop/core/api-types';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { cacheKeys } from '../../lib/cache-keys';
import { refreshTargetRating } from './repository';

async function form(fields: Record<string, string>, files: { name: string; data: Buffer; type: string }[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append('reviewImages', new Blob([file.data], { type: file.type }), file.name);
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c98f6b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Private photo', ImageDescription: 'Taken at home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 0/1' } })
    .toBuffer();

describe.each(testDatabaseKinds())('reviews on %s', (kind) => {
  let shop: TestApp;
  let product: ProductDto;
  let deal: DealDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[0];
    deal = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals[0];
  });
  afterAll(async () => shop?.close());

  const post = async (token: string | null, fields: Record<string, string>, files: { name: string; data: Buffer; type: string }[] = []) => {
    const { payload, contentType } = await form(fields, files);
    return shop.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const list = async (query: string, token?: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/comments?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();

  it('needs a login and a valid token, with SPEC messages', async () => {
    const anonymous = await post(null, { targetType: 'product', productId: product._id, content: 'Lovely', rating: '5' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please login to submit a review');
    const forged = await post('not.a.token', { targetType: 'product', productId: product._id, content: 'Lovely', rating: '5' });
    expect(forged.json().message).toBe('Invalid token');
  });

  it.each([
    [{ content: 'Lovely', rating: '0' }, 'Please select a rating'],
    [{ content: '   ', rating: '4' }, 'Please write a review comment'],
  ])('refuses %o with SPEC text', async (fields, message) => {
    const { token } = await newAccount(shop);
    const response = await post(token, { targetType: 'product', productId: product._id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('asks for both on deals', async () => {
    const { token } = await newAccount(shop);
    const response = await post(token, { targetType: 'deal', dealId: deal._id, content: '', rating: '' });
    expect(response.json().message).toBe('Please provide a rating and comment');
  });

  it('takes the author from the token, re-encodes the photo without EXIF, and keeps the rating current', async () => {
    const author = await newAccount(shop);
    const other = await newAccount(shop);
    const response = await post(
      author.token,
      { targetType: 'product', productId: product._id, userId: other.userId, content: 'Gentle <b>and</b> calming', rating: '4' },
      [{ name: 'soap.jpg', data: await photoWithGps(), type: 'image/jpeg' }],
    );
    expect(response.statusCode).toBe(201);
    const { review, message } = response.json();
    expect(message).toBe('Review submitted successfully!');
    expect(review.content).toBe('Gentle <b>and</b> calming');
    expect(review.author).toBe(`${author.email[0]}***@example.pk`);
    expect(review.reviewImages).toHaveLength(1);

    const image = await shop.app.inject({ method: 'GET', url: review.reviewImages[0].url });
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width!, metadata.height!)).toBe(1600);

    await post(other.token, { targetType: 'product', productId: product._id, content: 'Good', rating: '5' });
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === product._id)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const publicList = await list(`productId=${product._id}`);
    expect(publicList.map((item: { author: string }) => item.author)).toEqual([`${other.email[0]}***@example.pk`, `${author.email[0]}***@example.pk`]);
    expect(JSON.stringify(publicList)).not.toContain(author.email);
  });

  it.each([
    ['a text file named like a photo', { name: 'photo.jpg', data: Buffer.from('just some text, not an image'), type: 'image/jpeg' }, 415],
    ['an SVG with a script', { name: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'), type: 'image/svg+xml' }, 415],
    ['a 6 MB file', { name: 'big.jpg', data: Buffer.alloc(6 * 1024 * 1024, 1), type: 'image/jpeg' }, 413],
  ])('refuses %s and stores no review', async (_label, file, status) => {
    const { token } = await newAccount(shop);
    const before = (await list(`productId=${product._id}`)).length;
    const response = await post(token, { targetType: 'product', productId: product._id, content: 'With a file', rating: '5' }, [file]);
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    expect((await list(`productId=${product._id}`)).length).toBe(before);
  });

  it('refuses a sixth photo', async () => {
    const { token } = await newAccount(shop);
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer();
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.png`, data: small, type: 'image/png' }));
    const response = await post(token, { targetType: 'product', productId: product._id, content: 'Many photos', rating: '5' }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You can add at most 5 images');
  });

  it('does not average a 0 rating', async () => {
    const target = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[1] as ProductDto;
    const { token } = await newAccount(shop);
    await post(token, { targetType: 'product', productId: target._id, content: 'Fine', rating: '3' });
    await shop.database.db.execute(
      sql`insert into reviews (id, target_type, product_id, rating, content) values ('zero-rated-review-00000', 'product', ${target._id}, 0, 'no stars')`,
    );
    await refreshTargetRating(shop.database.db, { type: 'product', id: target._id });
    await shop.app.context.cache.invalidate(cacheKeys.products);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === target._id)).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it('moves reactions like → dislike → removed, and counts a flood of likes once', async () => {
    const author = await newAccount(shop);
    const fan = await newAccount(shop);
    const id = (await post(author.token, { targetType: 'deal', dealId: deal._id, content: 'Great bundle', rating: '5' })).json().review._id;
    const patch = (token: string | null, change: string) =>
      shop.app.inject({ method: 'PATCH', url: `/api/comments/${id}/${change}`, payload: { userId: 'anyone' }, headers: token ? { authorization: `Bearer ${token}` } : {} });

    expect((await patch(null, 'like')).json().message).toBe('Please login to like reviews');
    expect((await patch(null, 'dislike')).json().message).toBe('Please login to dislike reviews');

    expect((await patch(fan.token, 'like')).json()).toMatchObject({ likes: 1, dislikes: 0, likedBy: [fan.userId], dislikedBy: [] });
    expect((await patch(fan.token, 'dislike')).json()).toMatchObject({ likes: 0, dislikes: 1, likedBy: [], dislikedBy: [fan.userId] });
    expect((await patch(fan.token, 'remove-dislike')).json()).toMatchObject({ likes: 0, dislikes: 0 });

    await Promise.all(Array.from({ length: 50 }, () => patch(fan.token, 'like')));
    expect((await patch(author.token, 'like')).json()).toMatchObject({ likes: 2 });
    const [seen] = (await list(`dealId=${deal._id}`, fan.token)).filter((review: { _id: string }) => review._id === id);
    expect(seen).toMatchObject({ likes: 2, likedBy: [fan.userId] });
  });

  it('answers an unknown review with 404', async () => {
    const { token } = await newAccount(shop);
    const response = await shop.app.inject({ method: 'PATCH', url: '/api/comments/ffffffffffffffffffffffff/like', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Review not found');
  });
});
