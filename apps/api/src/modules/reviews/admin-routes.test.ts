import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewDto } from '@shop/core/reviews/admin-dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('admin reviews on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let product: ProductDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    admin = (await newAccount(shop, 'admin')).token;
    product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[2];
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin }, ...(payload ? { payload } : {}) });
  const review = async (rating: number, content: string) => {
    const { token, email } = await newAccount(shop);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { authorization: `Bearer ${token}` },
      payload: { targetType: 'product', productId: product._id, content, rating: String(rating) },
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().review._id as string, email };
  };
  const publicReviews = async () =>
    (await shop.app.inject({ method: 'GET', url: `/api/comments?productId=${product._id}` })).json() as {
      _id: string;
      hasReply: boolean;
      reply: { author: string; content: string } | null;
    }[];
  const listed = async () =>
    (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products.find((item: ProductDto) => item._id === product._id) as ProductDto;

  it("shows the shop's reply under the review, as 'Admin' unless named; edits and deletes it", async () => {
    const { id } = await review(5, 'Lovely lather');
    const replied = await call('POST', `/api/admin/reviews/${id}/reply`, { content: 'Thank you, Ayesha!' });
    expect(replied.json()).toEqual({ success: true, message: 'Reply posted' });
    let shown = (await publicReviews()).find((item) => item._id === id)!;
    expect(shown).toMatchObject({ hasReply: true, reply: { author: 'Admin', content: 'Thank you, Ayesha!' } });

    await call('PATCH', `/api/admin/reviews/${id}/reply`, { content: 'Thank you so much!', author: 'Khalis team' });
    shown = (await publicReviews()).find((item) => item._id === id)!;
    expect(shown.reply).toMatchObject({ author: 'Khalis team', content: 'Thank you so much!' });

    expect((await call('POST', `/api/admin/reviews/${id}/reply`, { content: '   ' })).json().message).toBe('content is required');
    expect((await call('DELETE', `/api/admin/reviews/${id}/reply`)).json()).toEqual({ success: true, message: 'Reply deleted' });
    shown = (await publicReviews()).find((item) => item._id === id)!;
    expect(shown).toMatchObject({ hasReply: false, reply: null });
    const again = await call('PATCH', `/api/admin/reviews/${id}/reply`, { content: 'x' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'REPLY_NOT_FOUND', message: 'This review has no reply yet' });
    expect((await call('DELETE', `/api/admin/reviews/${id}/reply`)).json().code).toBe('REPLY_NOT_FOUND');
    const unknown = await call('POST', '/api/admin/reviews/nope/reply', { content: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('REVIEW_NOT_FOUND');
    expect((await call('POST', '/api/admin/reviews/nope/hide')).json().code).toBe('REVIEW_NOT_FOUND');

    const audit = (await call('GET', `/api/admin/audit?entity=review&entityId=${id}`)).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['reply-delete', 'reply-update', 'reply']);
  });

  it('hides a review from the list and the rating, and shows it again', async () => {
    await review(5, 'Gentle and calming');
    const harsh = await review(1, 'Spam spam spam');
    // With the 5 of the test above: (5 + 5 + 1) / 3.
    expect(await listed()).toMatchObject({ rating: 3.7, reviewCount: 3 });

    const hidden = await call('POST', `/api/admin/reviews/${harsh.id}/hide`);
    expect(hidden.json()).toEqual({ success: true, message: 'Review hidden' });
    expect((await publicReviews()).map((item) => item._id)).not.toContain(harsh.id);
    expect(await listed()).toMatchObject({ rating: 5, reviewCount: 2 });

    const adminList = (await call('GET', `/api/admin/reviews?productId=${product._id}`)).json();
    const entry = (adminList.reviews as AdminReviewDto[]).find((item) => item._id === harsh.id)!;
    expect(entry).toMatchObject({ hidden: true, email: harsh.email, targetName: product.name, rating: 1 });
    expect(((await call('GET', '/api/admin/reviews?hidden=true')).json().reviews as AdminReviewDto[]).map((item) => item._id)).toEqual([harsh.id]);

    await call('POST', `/api/admin/reviews/${harsh.id}/unhide`);
    expect((await publicReviews()).map((item) => item._id)).toContain(harsh.id);
    expect(await listed()).toMatchObject({ rating: 3.7, reviewCount: 3 });
  });

  it('lists the reviews with a reply or without one, newest first', async () => {
    const first = await review(4, 'Nice but small');
    const second = await review(3, 'Arrived late');
    await call('POST', `/api/admin/reviews/${first.id}/reply`, { content: 'Thank you!' });
    const list = async (query: string) => (await call('GET', `/api/admin/reviews?productId=${product._id}&${query}`)).json();

    const answered = await list('answered=true');
    expect((answered.reviews as AdminReviewDto[]).every((item) => item.hasReply)).toBe(true);
    expect(answered.reviews.map((item: AdminReviewDto) => item._id)).toContain(first.id);
    expect(answered.total).toBe(answered.reviews.length);
    const waiting = await list('answered=false');
    expect((waiting.reviews as AdminReviewDto[]).every((item) => !item.hasReply && item.reply === null)).toBe(true);
    expect(waiting.reviews[0]._id).toBe(second.id);
    expect(waiting.reviews.map((item: AdminReviewDto) => item._id)).not.toContain(first.id);
    const dates = (waiting.reviews as AdminReviewDto[]).map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(answered.total + waiting.total).toBe((await list('')).total);

    const refused = await call('GET', '/api/admin/reviews?answered=maybe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'answered must be true or false', fields: ['answered'] });
  });
});
