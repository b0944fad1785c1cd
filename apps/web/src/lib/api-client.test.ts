import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, neverAnswers, networkDown, stubApi } from '../test/fake-api';
import { defineEndpoint } from '@shop/core/contract/endpoint';
import type { cancelOrder, listOrders, placeOrder } from '@shop/core/orders/contract';
import { z } from '@shop/core/shared/zod';
import { ApiError, apiCall, apiRequest, hasErrorCode, parseRetryAfter } from './api-client';
import { getToken, localKeys } from './storage';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON and, when logged in, the token both as `token` and as a Bearer header', async () => {
    localStorage.setItem(localKeys.token, 'tok-123');
    const { requests } = stubApi({ 'POST /api/cart/add': () => json({ success: true, message: 'Added' }) });

    await expect(apiRequest('/api/cart/add', { method: 'POST', body: { itemId: 'p1', quantity: 2 } })).resolves.toEqual({
      success: true,
      message: 'Added',
    });
    const [request] = requests;
    expect(request?.body).toEqual({ itemId: 'p1', quantity: 2 });
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('token')).toBe('tok-123');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('sends no auth headers when logged out', async () => {
    const { requests } = stubApi({ 'GET /api/product/list': () => json({ success: true, products: [] }) });
    await apiRequest('/api/product/list');
    expect(requests[0]?.headers.has('token')).toBe(false);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it("throws the server's status and message, or the fallback when it gives none", async () => {
    stubApi({
      'POST /api/order/place': () => json({ success: false, message: 'Only 2 items available for this deal' }, 409),
      'GET /api/orders': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });

    const conflict = await failure(apiRequest('/api/order/place', { method: 'POST', body: {} }));
    expect(conflict).toMatchObject({ status: 409, message: 'Only 2 items available for this deal', kind: 'http' });

    const gateway = await failure(apiRequest('/api/orders', { fallbackMessage: 'Failed to load orders' }));
    expect(gateway).toMatchObject({ status: 502, message: 'Failed to load orders' });
  });

  it('treats `success: false` in a 200 answer as a failure', async () => {
    stubApi({ 'GET /api/deal/list': () => json({ success: false, message: 'No deals found' }) });
    expect(await failure(apiRequest('/api/deal/list'))).toMatchObject({ status: 200, message: 'No deals found' });
  });

  it('reports status 0 when no response arrives', async () => {
    stubApi({ 'GET /api/deal/list': networkDown });
    const error = await failure(apiRequest('/api/deal/list', { fallbackMessage: 'No response from server. Please try again.' }));
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'No response from server. Please try again.' });
  });

  it('gives up after the timeout with status 0', async () => {
    vi.useFakeTimers();
    stubApi({ 'GET /api/business-details': neverAnswers });
    const pending = failure(apiRequest('/api/business-details', { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ status: 0, kind: 'timeout' });
  });

  it("rethrows the caller's own abort untouched", async () => {
    stubApi({ 'GET /api/product/list': neverAnswers });
    const controller = new AbortController();
    const pending = apiRequest('/api/product/list', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('resolves an empty 2xx body as undefined and rejects a non-JSON one', async () => {
    stubApi({
      'PATCH /api/comments/c1/like': () => new Response(null, { status: 204 }),
      'GET /api/categories': () => new Response('<!doctype html>', { status: 200 }),
    });
    await expect(apiRequest('/api/comments/c1/like', { method: 'PATCH', body: { userId: 'u1' } })).resolves.toBeUndefined();
    expect(await failure(apiRequest('/api/categories'))).toMatchObject({ status: 200 });
  });

  it('carries the Retry-After of a refusal, in seconds', async () => {
    stubApi({
      'POST /api/user/resend-otp': () =>
        new Response(JSON.stringify({ success: false, message: 'Please wait 42 seconds before asking for another OTP.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
      'POST /api/user/login': () => json({ success: false, message: 'Invalid email or password' }, 401),
    });
    expect(await failure(apiRequest('/api/user/resend-otp', { method: 'POST', body: {} }))).toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
    expect((await failure(apiRequest('/api/user/login', { method: 'POST', body: {} }))).retryAfterSeconds).toBeUndefined();
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(30);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('ends the session when a call made with the token answers 401, and still throws', async () => {
    localStorage.setItem(localKeys.token, 'tok-old');
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 1 }, deals: {} }));
    stubApi({ 'POST /api/order/userorders': () => json({ success: false, message: 'Not authorized. Please log in again.' }, 401) });

    const error = await failure(apiRequest('/api/order/userorders', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 401, message: 'Not authorized. Please log in again.' });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(localKeys.cart)).toBeNull();
  });

  it('keeps a token that was not the one refused, and ignores 401s of calls sent without one', async () => {
    const { requests } = stubApi({
      'POST /api/order/userorders': () => {
        // Someone logged in again while this call was on its way.
        localStorage.setItem(localKeys.token, 'tok-new');
        return json({ success: false, message: 'Not authorized. Please log in again.' }, 401);
      },
      'POST /api/user/login': () => json({ success: false, message: 'Invalid email or password' }, 401),
    });
    localStorage.setItem(localKeys.token, 'tok-old');
    await failure(apiRequest('/api/order/userorders', { method: 'POST', body: {} }));
    expect(getToken()).toBe('tok-new');

    await failure(apiRequest('/api/user/login', { method: 'POST', body: {}, sendToken: false }));
    expect(requests[1]?.headers.has('token')).toBe(false);
    expect(requests[1]?.headers.has('authorization')).toBe(false);
    expect(getToken()).toBe('tok-new');
  });
});

/** A call with path parameters and a query, as the contracts declare them. */
const blogPost = defineEndpoint({
  method: 'GET',
  path: '/api/blogs/:id',
  summary: 'One article',
  tag: 'Journal',
  auth: 'public',
  request: { params: z.object({ id: z.string() }), query: z.object({ preview: z.number().optional(), empty: z.string().optional() }) },
  success: { body: z.object({ success: z.literal(true) }) },
});

describe('apiCall', () => {
  it('names the call by its contract route, filling path parameters and the query', async () => {
    const { requests } = stubApi({ 'GET /api/blogs/a%20b': () => json({ success: true, data: {} }) });
    await apiCall<typeof blogPost>(`${blogPost.method} ${blogPost.path}` as const, { params: { id: 'a b' }, query: { preview: 1, empty: '' } });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/blogs/a%20b' });
    expect(requests[0]?.url.search).toBe('?preview=1');
  });

  it('sends the body with the contract method', async () => {
    const { requests } = stubApi({ 'POST /api/order/cancel': () => json({ success: true, message: 'Order cancelled successfully' }) });
    await expect(apiCall<typeof cancelOrder>('POST /api/order/cancel', { body: { orderId: 'o1', cancellationReason: 'Changed my mind' } })).resolves.toEqual({
      success: true,
      message: 'Order cancelled successfully',
    });
    expect(requests[0]?.body).toEqual({ orderId: 'o1', cancellationReason: 'Changed my mind' });
  });

  it("carries the server's code, refused fields and details, which hasErrorCode checks", async () => {
    stubApi({
      'POST /api/order/place': () =>
        json({ success: false, code: 'ORDER_TOTAL_CHANGED', message: 'The order total is now Rs. 1,200.', amount: 1200, deliveryCharges: 0 }, 409),
      'POST /api/order/cancel': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'Please provide a cancellation reason', fields: ['cancellationReason'] }, 400),
    });
    const changed = await failure(apiCall<typeof placeOrder>('POST /api/order/place', { body: {} as never }));
    expect(changed).toMatchObject({ status: 409, code: 'ORDER_TOTAL_CHANGED', details: { amount: 1200, deliveryCharges: 0 } });
    expect(hasErrorCode<typeof placeOrder>(changed, 'ORDER_TOTAL_CHANGED')).toBe(true);
    expect(hasErrorCode<typeof placeOrder>(changed, 'OUT_OF_STOCK')).toBe(false);

    const refused = await failure(apiCall<typeof cancelOrder>('POST /api/order/cancel', { body: { orderId: 'o1', cancellationReason: '' } }));
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_REQUEST', fields: ['cancellationReason'] });
  });

  it('has no code when no answer came', async () => {
    stubApi({ 'POST /api/order/userorders': networkDown });
    const error = await failure(apiCall<typeof listOrders>('POST /api/order/userorders', {}));
    expect(error).toMatchObject({ status: 0, code: undefined, fields: [] });
  });
});
