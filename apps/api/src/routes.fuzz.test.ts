import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebBuild, newAccount, testDatabaseKinds, type TestApp } from '../test/helpers';
import { formulaCells } from '../test/spreadsheet-cells';

/**
 * Every route, fed arbitrary bodies, query strings, path parameters and headers, anonymous and with
 * a customer's and an admin's token: bad input must never produce a 5xx (docs/product.md §7
 * Conventions). Requests are built from the route's own OpenAPI schema, so most of them get past
 * validation into the services, with junk mixed in at every level and real ids from the database.
 */

const RUNS_PER_ROUTE = 30;

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** A record's values (id → quantity, say); maxProperties bounds its keys. */
  additionalProperties?: JsonSchema | boolean;
  maxProperties?: number;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: 'query' | 'path' | 'header'; name: string; schema?: JsonSchema }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** A stream (the console's events) never ends: its answer is judged by its status, and the app's close ends it. */
const isStream = (operation: Operation | undefined) => operation?.responses?.['200']?.content?.['text/event-stream'] !== undefined;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface FuzzRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Printable ASCII: what an HTTP header value can carry at all. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const junk = fc.jsonValue({ maxDepth: 2 });
/** Beyond what a column or a paisa conversion holds: 1e300 once made rupeesToPaisa throw. */
const hugeNumbers = fc.constantFrom(1e300, -1e300, 1e17, 2 ** 31, 2 ** 53, 1e12 + 0.5);

/** A value shaped by the schema most of the time, and anything at all the rest, at every level. */
function fromSchema(schema: JsonSchema | undefined, knownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const shaped = shapedBy(schema, knownIds, depth);
  const withNull = schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
  return fc.oneof({ weight: 6, arbitrary: withNull }, { weight: 1, arbitrary: junk });
}

function shapedBy(schema: JsonSchema, knownIds: string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => fromSchema(option, knownIds, depth + 1)));
  switch (schema.type) {
    case 'string':
      return schema.format === 'date-time' ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) : text(schema, knownIds);
    case 'integer':
      return fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: Math.max(schema.minimum ?? -1e6, -(2 ** 31)), max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1) }) },
        { weight: 1, arbitrary: hugeNumbers },
      );
    case 'number':
      return fc.oneof(
        { weight: 5, arbitrary: fc.double({ min: schema.minimum ?? -1e7, max: schema.maximum ?? 1e7, noNaN: true }) },
        { weight: 1, arbitrary: hugeNumbers },
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, knownIds, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return object(schema, knownIds, depth);
    default:
      return junk;
  }
}

function text(schema: JsonSchema, knownIds: string[]): fc.Arbitrary<string> {
  const bounded = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
  const awkward = fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    '__proto__',
    '../../etc/passwd',
    '%00',
    "'; drop table users; --",
    'x'.repeat(5000),
    '\u0000',
    '😀',
    '\ud800',
    'Street \ud800 1',
    '\udfff\ud800',
    "$`$'$&$$",
    // Spreadsheet formulas, at the start and after a separator (the CSV exports).
    '=1+1',
    '@SUM(A1)',
    'x;=1+1',
    'a,=HYPERLINK("http://evil.example/")',
    'line\n-2+3',
  );
  return fc.oneof(
    { weight: 3, arbitrary: bounded },
    { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: awkward },
    { weight: 1, arbitrary: fc.emailAddress() },
  );
}

function object(schema: JsonSchema, knownIds: string[], depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fromSchema(property, knownIds, depth + 1)]));
  const required = (schema.required ?? []).filter((name) => name in properties);
  const record = fc.record(shape, { requiredKeys: required });
  return fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) });
}

function queryString(operation: Operation | undefined, knownIds: string[]): fc.Arbitrary<string> {
  const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const declaredPairs = declared.map((parameter) =>
    fc.option(
      fromSchema(parameter.schema, knownIds).map(
        (value) => [[parameter.name, typeof value === 'string' ? value : JSON.stringify(value)]] as [string, string][],
      ),
      { nil: [] },
    ),
  );
  const strayPairs = fc.array(fc.tuple(fc.constantFrom('limit', 'offset', 'q', 'status', 'page', 'w', 'id', '__proto__', 'a[b]'), headerText), {
    maxLength: 3,
  });
  return fc.tuple(strayPairs, ...declaredPairs).map(([stray, ...pairs]) => {
    const all = [...stray, ...pairs.flat()];
    return all.length === 0 ? '' : `?${new URLSearchParams(all).toString()}`;
  });
}

function pathWith(url: string, knownIds: string[]): fc.Arbitrary<string> {
  const segment = fc.oneof(
    fc.constantFrom(...knownIds),
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('..', '%', '%ZZ', 'x'.repeat(300), '%ED%A0%80', "$`$'$&"),
  );
  const parts = url.split('/');
  const holes = parts.filter((part) => part.startsWith(':') || part === '*').length;
  return fc.array(segment, { minLength: holes, maxLength: holes }).map((values) => {
    let next = 0;
    return parts.map((part) => (part.startsWith(':') || part === '*' ? encodeURIComponent(values[next++]!) : part)).join('/');
  });
}

function headers(operation: Operation | undefined, tokens: string[]): fc.Arbitrary<Record<string, string>> {
  const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
  const names = [
    'content-type',
    'if-none-match',
    'if-modified-since',
    'range',
    'accept',
    'accept-encoding',
    'x-request-id',
    'x-forwarded-for',
    'cookie',
    'origin',
    ...declared,
  ];
  const auth = fc.oneof(
    fc.constant({}),
    fc.constantFrom(...tokens).map((token) => ({ token })),
    fc.constantFrom(...tokens).map((token) => ({ authorization: `Bearer ${token}` })),
    headerText.map((token) => ({ token })),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  );
  const extra = fc.dictionary(fc.constantFrom(...names), headerText, { maxKeys: 3 });
  return fc.tuple(auth, fc.option(contentType, { nil: undefined }), extra).map(([authHeaders, type, more]) => ({
    'content-type': type ?? 'application/json',
    ...more,
    ...authHeaders,
  }));
}

function body(operation: Operation | undefined, knownIds: string[]): fc.Arbitrary<string | undefined> {
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  const raw = fc.constantFrom('', '{', 'null', '[]', '"text"', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{}}}');
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(schema, knownIds).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function requests(method: Method, url: string, operation: Operation | undefined, knownIds: string[], tokens: string[]): fc.Arbitrary<FuzzRequest> {
  const sendsBody = method !== 'GET';
  return fc
    .record({
      path: pathWith(url, knownIds),
      query: queryString(operation, knownIds),
      headers: headers(operation, tokens),
      payload: sendsBody ? body(operation, knownIds) : fc.constant(undefined),
    })
    .map(({ path, query, headers: sent, payload }) => ({ method, url: `${path}${query}`, headers: sent, ...(payload === undefined ? {} : { payload }) }));
}

/** Both drivers answer a raw query with `{ rows }`; drizzle's shared type does not say so. */
async function rowsOf<Row>(shop: TestApp, query: SQL): Promise<Row[]> {
  return ((await shop.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Ids of real rows (products, deals, orders, reviews, posts…) and category names, so requests reach the services. */
async function knownIdsIn(shop: TestApp): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(
    shop,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'text'`,
  );
  const ids: string[] = ['ffffffffffffffffffffffff'];
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ id: string }>(shop, sql`select id from ${sql.identifier(table)} limit 3`);
    ids.push(...rows.map((row) => row.id));
  }
  const categories = await rowsOf<{ name: string }>(shop, sql`select name from categories limit 3`);
  return [...ids, ...categories.map((row) => row.name)];
}

/** A list a request body may carry (an array, or a record of id → value), where it sits, and its bound. */
interface ListInBody {
  path: (string | number)[];
  bound: number | undefined;
  fill(count: number): unknown;
}

/** Every list in a body's schema, nested ones reached through one item of the lists around them. */
function listsIn(schema: JsonSchema | undefined, path: (string | number)[] = []): ListInBody[] {
  if (!schema) return [];
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => listsIn(property, [...path, name]));
  const options = (schema.anyOf ?? []).flatMap((option) => listsIn(option, path));
  if (schema.type === 'array') {
    const items = schema.items;
    const array = { path, bound: schema.maxItems, fill: (count: number) => Array.from({ length: count }, (_, index) => sampleOf(items, index)) };
    return [array, ...listsIn(items, [...path, 0]), ...options];
  }
  const values = schema.additionalProperties;
  if (schema.type === 'object' && typeof values === 'object') {
    const fill = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`key-${index}`, sampleOf(values, index)]));
    return [{ path, bound: schema.maxProperties, fill }, ...nested, ...options];
  }
  return [...nested, ...options];
}

/** A plain value the schema accepts, different for each index (lists may want their items unique). */
function sampleOf(schema: JsonSchema | undefined, index: number): unknown {
  switch (schema?.type) {
    case 'string':
      return schema.enum ? schema.enum[0] : `item-${index}`.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name], index)]));
    default:
      return schema?.enum?.[0] ?? null;
  }
}

/** A body that holds `items` at `path` and nothing else, with one item of each list around it. */
function bodyWith(path: (string | number)[], items: unknown): unknown {
  const [first, ...rest] = path;
  if (first === undefined) return items;
  if (typeof first === 'number') return [bodyWith(rest, items)];
  return { [first]: bodyWith(rest, items) };
}

describe.each(testDatabaseKinds())('every route fuzzed on %s', (kind) => {
  let shop: TestApp;
  let tokens: string[];
  let knownIds: string[];
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    shop = await createTestApp(kind, { webDist: fakeWebBuild() });
    const customer = await newAccount(shop);
    const admin = await newAccount(shop, 'admin');
    tokens = [customer.token, admin.token];
    knownIds = await knownIdsIn(shop);
    document = (await shop.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  });
  afterAll(async () => shop?.close());

  /** Every route once; the built web app's files are one static route, so one of them stands for all. */
  const routesToFuzz = () => {
    const routes = shop.app.registeredRoutes.filter(
      (route, index, all) => !route.url.startsWith('/assets/') || all.findIndex((other) => other.url.startsWith('/assets/')) === index,
    );
    return [...routes, { method: 'GET', url: '/*' }];
  };

  it('answers every arbitrary request below 500', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const route of routesToFuzz()) {
      const method = route.method as Method;
      const operation = document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];
      const result = await fc.check(
        fc.asyncProperty(requests(method, route.url, operation, knownIds, tokens), async (request) => {
          const response = await shop.app.inject({ ...request, payloadAsStream: isStream(operation) });
          return response.statusCode < 500;
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      if (result.failed) {
        const [request] = result.counterexample ?? [];
        const response = request ? await shop.app.inject({ ...request, payloadAsStream: isStream(operation) }) : undefined;
        const body = response && !isStream(operation) ? response.body.slice(0, 200) : '';
        failures.push(`${route.method} ${route.url} (seed ${result.seed}): ${JSON.stringify(request)} → ${response?.statusCode} ${body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('bounds every list a request body may carry, and refuses one item more than its bound with 400 naming the list', async () => {
    const [, admin] = tokens;
    const unbounded: string[] = [];
    const accepted: string[] = [];
    for (const route of shop.app.registeredRoutes) {
      const operation = document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      for (const list of listsIn(schema)) {
        const where = `${route.method} ${route.url} ${list.path.join('.') || '(the body)'}`;
        if (list.bound === undefined) {
          unbounded.push(where);
          continue;
        }
        const response = await shop.app.inject({
          method: route.method as Method,
          url: route.url.replace(/:[A-Za-z]+/g, 'x'),
          headers: { authorization: `Bearer ${admin}` },
          payload: bodyWith(list.path, list.fill(list.bound + 1)) as object,
        });
        const fields = response.statusCode === 400 ? (response.json().fields as string[] | undefined) : undefined;
        if (!fields?.includes(list.path.join('.'))) accepted.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(unbounded).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it('leaves nothing a spreadsheet would run in the CSV exports, whatever the fuzzing stored', async () => {
    const admin = await newAccount(shop, 'admin');
    for (const url of [
      '/api/admin/orders.csv',
      '/api/admin/newsletter/subscribers.csv',
      '/api/admin/customers/export.csv',
      '/api/admin/couriers/balances.csv',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url, headers: { token: admin.token } });
      expect(response.statusCode, url).toBe(200);
      expect(formulaCells(response.body), url).toEqual([]);
    }
  });
});
