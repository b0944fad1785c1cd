import {
  endpointPath,
  type Endpoint,
  type EndpointErrorCode,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
} from '@shop/core/contract/endpoint';
import { endRefusedSession } from './auth';
import { takeInitialResponse } from './initial-responses';
import { getToken } from './storage';

/** Empty in production and dev: the API shares the page's origin (Vite proxies /api in dev). */
const apiBase = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** Where a call's path (`/api/...`) is sent. */
export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Plain values are sent as JSON; FormData is sent as multipart (review images). */
  body?: unknown;
  /** Aborts the request and throws an ApiError with status 0 after this many milliseconds. */
  timeoutMs?: number;
  /** Caller cancellation (TanStack Query passes one); rethrown as the AbortError it is. */
  signal?: AbortSignal;
  /** Shown when the server gives no message of its own, including when there is no response at all. */
  fallbackMessage?: string;
  /**
   * False for the account calls (login, signup, one-time codes): they must not carry an old session,
   * and their 401 (a wrong password) says nothing about one. Defaults to true.
   */
  sendToken?: boolean;
  /** Extra request headers a call needs, e.g. the place-order call's Idempotency-Key. */
  headers?: Record<string, string>;
  /** Reads a successful answer's headers, e.g. the X-Total-Count of a page of reviews; an answer inlined in the page has none. */
  onHeaders?: (headers: Headers) => void;
}

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failed API call ends as one of these, so features only map status and message to docs/product.md §8 texts. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** From a 429's Retry-After header: how many seconds the server asks the caller to wait. */
  readonly retryAfterSeconds: number | undefined;
  /** The server's stable error code (packages/core/src/contract), what callers branch on; undefined without an answer. */
  readonly code: string | undefined;
  /** On a 400: the inputs the server refused, as dotted paths (`address.zipcode`). */
  readonly fields: readonly string[];
  /** Anything else the error body carried, such as the new totals of ORDER_TOTAL_CHANGED. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    /** The HTTP status, or 0 when no response arrived (network failure or timeout). */
    readonly status: number,
    message: string,
    readonly kind: ApiErrorKind = status === 0 ? 'network' : 'http',
    options?: { cause?: unknown; retryAfterSeconds?: number; code?: string; fields?: readonly string[]; details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.code = options?.code;
    this.fields = options?.fields ?? [];
    this.details = options?.details ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const defaultNoResponseMessage = 'No response from server. Please check your connection.';

function defaultHttpMessage(status: number) {
  return `Request failed with status ${status}`;
}

/** The contract's error body: `{ success: false, code, message, fields?, ...details }`. */
function errorParts(body: unknown): { code?: string; fields?: string[]; details?: Record<string, unknown> } {
  if (typeof body !== 'object' || body === null) return {};
  const { code, fields, ...rest } = body as Record<string, unknown>;
  const details = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'success' && key !== 'message'));
  return {
    code: typeof code === 'string' ? code : undefined,
    fields: Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : undefined,
    details,
  };
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Retry-After is either whole seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** Signs a request with the session: older calls read the `token` header, review calls the Bearer form (docs/product.md §7); the server takes both. */
export function setTokenHeaders(headers: Headers, token: string): void {
  headers.set('token', token);
  headers.set('Authorization', `Bearer ${token}`);
}

function buildHeaders(body: unknown, token: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (token) setTokenHeaders(headers, token);
  return headers;
}

/** The error of a non-2xx answer: the server's message (else the fallback) and its code, fields and details. */
export function httpError(response: Response, body: unknown, fallbackMessage?: string): ApiError {
  return new ApiError(response.status, serverMessage(body) ?? fallbackMessage ?? defaultHttpMessage(response.status), 'http', {
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    ...errorParts(body),
  });
}

function serializeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

/**
 * Links the caller's signal and the timeout into one controller. AbortSignal.any is missing from
 * some browsers the shop still supports, so this is done by hand.
 */
function linkSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The request timed out', 'TimeoutError'));
        }, timeoutMs);
  return {
    signal: controller.signal,
    didTimeOut: () => timedOut,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

interface ParsedBody {
  json: unknown;
  isEmpty: boolean;
  isJson: boolean;
}

async function readBody(response: Response): Promise<ParsedBody> {
  const text = await response.text();
  if (!text.trim()) return { json: undefined, isEmpty: true, isJson: false };
  try {
    return { json: JSON.parse(text) as unknown, isEmpty: false, isJson: true };
  } catch {
    return { json: undefined, isEmpty: false, isJson: false };
  }
}

/**
 * The one way the web app talks to the API. Resolves with the parsed JSON body (the docs/product.md §7 envelope,
 * unchecked: validate it where its shape matters; undefined for an empty 2xx body). Rejects with ApiError
 * for a non-2xx status, a body with `success: false`, a non-JSON body, a network failure or a timeout;
 * a caller abort is rethrown as is.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs, signal, fallbackMessage, sendToken = true, headers, onHeaders } = options;
  if (!(body instanceof FormData)) {
    const inlined = takeInitialResponse(method, path, body);
    if (inlined !== undefined) return inlined as T;
  }
  const token = sendToken ? getToken() : null;
  const linked = linkSignals(signal, timeoutMs);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(body, token, headers),
      body: serializeBody(body),
      signal: linked.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    linked.dispose();
    if (linked.didTimeOut()) {
      throw new ApiError(0, fallbackMessage ?? defaultNoResponseMessage, 'timeout', { cause: error });
    }
    if (signal?.aborted) throw error;
    throw new ApiError(0, fallbackMessage ?? defaultNoResponseMessage, 'network', { cause: error });
  }

  let parsed: ParsedBody;
  try {
    parsed = await readBody(response);
  } catch (error) {
    // The body stream can still be cut off by the timeout or a dropped connection.
    if (signal?.aborted && !linked.didTimeOut()) throw error;
    const kind = linked.didTimeOut() ? 'timeout' : 'network';
    throw new ApiError(0, fallbackMessage ?? defaultNoResponseMessage, kind, { cause: error });
  } finally {
    linked.dispose();
  }

  const { json, isEmpty, isJson } = parsed;
  if (!response.ok) {
    // A refused token means the session is over (expired, or ended by a password reset elsewhere):
    // log out everywhere at once; the caller still gets the error to show.
    if (response.status === 401 && token) endRefusedSession(token);
    throw httpError(response, json, fallbackMessage);
  }
  if (isEmpty) return undefined as T;
  if (!isJson) {
    throw new ApiError(response.status, fallbackMessage ?? 'The server sent an unexpected response');
  }
  if (typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false) {
    throw new ApiError(response.status, serverMessage(json) ?? fallbackMessage ?? 'The request was not successful', 'http', errorParts(json));
  }
  onHeaders?.(response.headers);
  return json as T;
}

type InputPart<E extends Endpoint, Part extends keyof EndpointInput<E>> = undefined extends EndpointInput<E>[Part]
  ? { [Key in Part]?: EndpointInput<E>[Part] }
  : { [Key in Part]: EndpointInput<E>[Part] };

/** What a call of `endpoint` needs: its path params, query and body as its contract types them, and the request options. */
export type ApiCallInput<E extends Endpoint> = InputPart<E, 'params'> &
  InputPart<E, 'query'> &
  InputPart<E, 'body'> &
  Omit<ApiRequestOptions, 'method' | 'body'> & { form?: FormData };

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint of the contract (packages/core/src/contract). The web imports contracts as types
 * only, so their zod schemas stay off the first load (decision 008): the call is named by its route,
 * which the type checks against the contract, and the input and answer are typed by it.
 *
 *   import type { placeOrder } from '@shop/core/contract/orders';
 *   apiCall<typeof placeOrder>('POST /api/order/place', { body, headers });
 *
 * Failures are ApiErrors carrying the server's `code`; see hasErrorCode.
 */
export function apiCall<E extends Endpoint>(route: EndpointRoute<E>, input: ApiCallInput<E>): Promise<EndpointResponse<E>> {
  const { params, query, body, form, ...options } = input as ApiCallInput<E> & {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const separator = route.indexOf(' ');
  const method = route.slice(0, separator) as HttpMethod;
  const path = endpointPath(route.slice(separator + 1), params) + queryString(query);
  return apiRequest<EndpointResponse<E>>(path, { ...options, method, body: form ?? body });
}

/** Whether a failure of call E carries this code; the code is checked against E's contract. */
export function hasErrorCode<E extends Endpoint>(error: unknown, code: EndpointErrorCode<E>): error is ApiError & { code: EndpointErrorCode<E> } {
  return isApiError(error) && error.code === code;
}
