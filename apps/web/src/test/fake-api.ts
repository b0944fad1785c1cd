import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A handler that behaves like an unreachable server. */
export const networkDown: FakeHandler = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * A handler whose answer the test releases after looking at the page in between. The answer exists
 * before the request does, so releasing it early is safe: the request then gets it when it arrives.
 */
export function heldAnswer() {
  let release!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const handler: FakeHandler = () => answer;
  return { handler, release };
}

/** A handler that never answers unless the request is aborted. */
export const neverAnswers: FakeHandler = () => new Promise<Response>(() => {});

/**
 * Replaces fetch, the one edge the web app has, with routes keyed as 'GET /api/path'. Unknown
 * routes answer 404 like the real API. Every request is recorded for assertions.
 */
export function stubApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = { method, path: url.pathname, url, headers, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(request) : json({ success: false, message: 'Not found' }, 404);
    // Like the real fetch, an aborted signal rejects even a request that would never answer.
    const signal = init.signal;
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      Promise.resolve(answer).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
