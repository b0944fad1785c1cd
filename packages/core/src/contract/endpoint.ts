import type { z } from '../shared/zod';
import { commonErrorCodes, type CommonErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (docs/product.md §7): anyone; anyone, with answers shaped by a token when one is sent;
 * a logged-in customer (or admin); an admin only.
 */
export type EndpointAuth = 'public' | 'optional' | 'customer' | 'admin';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;
export type SuccessStatus = 200 | 201;

/** An error status's codes, and for some the fields its body carries besides success, code and message. */
export interface ErrorDeclaration {
  codes: readonly [string, ...string[]];
  details?: z.ZodObject;
}

export interface EndpointRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /** A JSON body; a call that reads a multipart form (photos) itself leaves it out and names the form's fields in its summary. */
  body?: z.ZodType;
}

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify's form: `/api/admin/products/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  tag: string;
  auth: EndpointAuth;
  request?: EndpointRequest;
  /** The success status and body; a body other than JSON (the docs page) names its content type. */
  success: { status?: SuccessStatus; body: z.ZodType; contentType?: string };
  /** The call's own errors. Those every call can give (see `implicitErrors`) are added for it. */
  errors?: Partial<Record<ErrorStatus, readonly [string, ...string[]] | ErrorDeclaration>>;
}

export interface Endpoint<Definition extends EndpointDefinition = EndpointDefinition> {
  readonly definition: Definition;
  readonly method: Definition['method'];
  readonly path: Definition['path'];
  readonly summary: string;
  readonly tag: string;
  readonly auth: EndpointAuth;
  readonly request: EndpointRequest;
  readonly successStatus: SuccessStatus;
  readonly successBody: Definition['success']['body'];
  readonly successContentType: string;
  /** Every error status this call can answer with and its codes, its own and the implicit ones merged. */
  readonly errors: Readonly<Partial<Record<ErrorStatus, ErrorDeclaration>>>;
}

const methodsWithBody = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The errors a call gives by being a call: the storable-text check and validation (400), the login
 * checks its `auth` implies, body parsing (413/415), write conflicts (409), the per-IP limit (429)
 * and the database being away (503).
 */
export function implicitErrors(definition: Pick<EndpointDefinition, 'method' | 'auth'>): Partial<Record<ErrorStatus, readonly string[]>> {
  const errors: Partial<Record<ErrorStatus, string[]>> = {
    400: [commonErrorCodes.invalidRequest, commonErrorCodes.unstorableText],
    429: [commonErrorCodes.rateLimited],
    503: [commonErrorCodes.serviceUnavailable],
  };
  if (definition.auth === 'customer' || definition.auth === 'admin') errors[401] = [commonErrorCodes.notLoggedIn];
  if (definition.auth === 'admin') errors[403] = [commonErrorCodes.adminOnly];
  if (methodsWithBody.has(definition.method)) {
    errors[400]!.push(commonErrorCodes.unreadableRequest);
    errors[409] = [commonErrorCodes.concurrentChange];
    errors[413] = [commonErrorCodes.requestTooLarge];
    errors[415] = [commonErrorCodes.unsupportedMediaType];
  }
  return errors;
}

function mergeErrors(definition: EndpointDefinition): Partial<Record<ErrorStatus, ErrorDeclaration>> {
  const merged: Partial<Record<ErrorStatus, { codes: string[]; details?: z.ZodObject }>> = {};
  const add = (status: ErrorStatus, codes: readonly string[], details?: z.ZodObject) => {
    const entry = (merged[status] ??= { codes: [] });
    for (const code of codes) if (!entry.codes.includes(code)) entry.codes.push(code);
    if (details) entry.details = details;
  };
  for (const [status, codes] of Object.entries(implicitErrors(definition))) add(Number(status) as ErrorStatus, codes);
  for (const [status, declared] of Object.entries(definition.errors ?? {})) {
    if (!declared) continue;
    if (Array.isArray(declared)) add(Number(status) as ErrorStatus, declared);
    else add(Number(status) as ErrorStatus, (declared as ErrorDeclaration).codes, (declared as ErrorDeclaration).details);
  }
  return merged as Partial<Record<ErrorStatus, ErrorDeclaration>>;
}

/** One call of the API: the route registers from it, the web's fetcher is typed by it, the OpenAPI document lists it. */
export function defineEndpoint<const Definition extends EndpointDefinition>(definition: Definition): Endpoint<Definition> {
  return {
    definition,
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    tag: definition.tag,
    auth: definition.auth,
    request: definition.request ?? {},
    successStatus: definition.success.status ?? 200,
    successBody: definition.success.body,
    successContentType: definition.success.contentType ?? 'application/json',
    errors: mergeErrors(definition),
  };
}

type RequestPart<Definition extends EndpointDefinition, Part extends keyof EndpointRequest> = Definition['request'] extends EndpointRequest
  ? Definition['request'][Part] extends z.ZodType
    ? z.input<Definition['request'][Part]>
    : undefined
  : undefined;

/** What a client sends: the path's params, the query, the JSON body. */
export interface EndpointInput<E extends Endpoint> {
  params: RequestPart<E['definition'], 'params'>;
  query: RequestPart<E['definition'], 'query'>;
  body: RequestPart<E['definition'], 'body'>;
}

/** What a client receives on success. */
export type EndpointResponse<E extends Endpoint> = z.output<E['definition']['success']['body']>;

type DeclaredCodes<Declared> = Declared extends readonly string[]
  ? Declared[number]
  : Declared extends { codes: readonly string[] }
    ? Declared['codes'][number]
    : never;

/** The codes a call can answer with: its own and the common ones. */
export type EndpointErrorCode<E extends Endpoint> =
  | CommonErrorCode
  | (E['definition']['errors'] extends Record<number, unknown>
      ? { [Status in keyof E['definition']['errors']]: DeclaredCodes<E['definition']['errors'][Status]> }[keyof E['definition']['errors']]
      : never);

/**
 * How the web names a call without loading its schemas (zod stays off the first load, decision 008):
 * 'GET /api/product/list'. Typed by the contract, so a path that is not the contract's does not compile.
 */
export type EndpointRoute<E extends Endpoint> = `${E['method']} ${E['path']}`;

/** `/api/product/:id` with `{ id: 'a b' }` → `/api/product/a%20b`. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
