import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shop/core/contract/index';
import { createTestApp, newAccount, type TestApp } from '../test/helpers';

type Operation = { summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const label = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
/** A value for every path parameter: enough to reach the route's hooks. */
const filledPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, 'x');

describe('the API contract (packages/core/src/contract)', () => {
  let shop: TestApp;
  let document: Document;
  beforeAll(async () => {
    shop = await createTestApp('pglite');
    document = (await shop.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  });
  afterAll(async () => shop?.close());

  it('names each call once, with stable error codes', () => {
    const labels = endpoints.map(label);
    expect(labels.length).toBeGreaterThan(85);
    expect(labels.filter((name, index) => labels.indexOf(name) !== index)).toEqual([]);
    for (const endpoint of endpoints) {
      for (const declaration of Object.values(endpoint.errors)) {
        for (const code of declaration.codes) expect(code, label(endpoint)).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      }
    }
  });

  it('registers every contract as a route of its own, and every /api route from a contract', () => {
    const routes = shop.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
    const missing = endpoints.filter(
      (endpoint) => !routes.some((route) => route.endpoint === endpoint && route.method === endpoint.method && route.url === endpoint.path),
    );
    expect(missing.map(label)).toEqual([]);
    expect(routes.filter((route) => route.endpoint === undefined).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('documents every call with its success answer and every error status it can give, 429 included', () => {
    for (const endpoint of endpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, label(endpoint)).toBeDefined();
      const statuses = Object.keys(operation!.responses ?? {}).sort();
      const declared = [String(endpoint.successStatus), ...Object.keys(endpoint.errors)].sort();
      expect(statuses, label(endpoint)).toEqual(declared);
      expect(statuses, label(endpoint)).toContain('429');
      expect(operation!.summary, label(endpoint)).toBe(endpoint.summary);
      expect(operation!.tags, label(endpoint)).toEqual([endpoint.tag]);
    }
  });

  it('refuses a call without a token where the contract asks for one, before reading anything', async () => {
    const guarded = endpoints.filter((endpoint) => endpoint.auth === 'customer' || endpoint.auth === 'admin');
    expect(guarded.length).toBeGreaterThan(50);
    for (const endpoint of guarded) {
      const response = await shop.app.inject({ method: endpoint.method, url: filledPath(endpoint.path) });
      expect({ call: label(endpoint), status: response.statusCode, code: response.json().code }).toEqual({
        call: label(endpoint),
        status: 401,
        code: 'NOT_LOGGED_IN',
      });
    }
  });

  it('asks for an admin on every /api/admin call, and refuses a customer on an admin call outside it', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.path.startsWith('/api/admin/'))) expect(endpoint.auth, label(endpoint)).toBe('admin');
    // modules/console/routes.test.ts checks the refusals under /api/admin; docs/product.md §7 keeps one owner call elsewhere.
    const elsewhere = endpoints.filter((endpoint) => endpoint.auth === 'admin' && !endpoint.path.startsWith('/api/admin/'));
    expect(elsewhere.map(label)).toEqual(['POST /api/delivery-settings']);
    const customer = await newAccount(shop);
    for (const endpoint of elsewhere) {
      const response = await shop.app.inject({ method: endpoint.method, url: filledPath(endpoint.path), headers: { token: customer.token }, payload: {} });
      expect({ call: label(endpoint), status: response.statusCode, code: response.json().code }).toEqual({
        call: label(endpoint),
        status: 403,
        code: 'ADMIN_ONLY',
      });
    }
  });
});
