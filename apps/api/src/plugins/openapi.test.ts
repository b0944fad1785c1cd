import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { demoShop } from '../seed/demo-shop';

type Operation = { summary?: string; tags?: string[]; security?: Record<string, string[]>[] };
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe.each(testDatabaseKinds())('OpenAPI document on %s', (kind) => {
  let shop: TestApp;
  let spec: Document;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    spec = response.json();
  });
  afterAll(async () => shop?.close());

  const apiRoutes = () =>
    shop.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => ({ method: route.method.toLowerCase(), path: route.url.replace(/:([A-Za-z]+)/g, '{$1}') }));

  it('is OpenAPI 3 titled after the shop, with both ways of sending a token', () => {
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.info.title).toBe(`${demoShop.business.company.name} API`);
    expect(spec.components.securitySchemes).toEqual({
      tokenHeader: { type: 'apiKey', in: 'header', name: 'token' },
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });

  it('lists every registered /api route, and nothing that is not API', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter(({ method, path }) => !spec.paths[path]?.[method]).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(routes.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it('describes every admin call, marks it as needing a token and shows its body fields', () => {
    for (const [path, operations] of Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/admin/'))) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.tags?.[0], `${method} ${path}`).toMatch(/^Admin: /);
        expect(operation.security, `${method} ${path}`).toEqual([{ tokenHeader: [] }, { bearerAuth: [] }]);
      }
    }
    const create = spec.paths['/api/admin/products']!.post as Operation & {
      requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> };
    };
    const body = create.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'price', 'discountprice', 'discountPrice', 'isBestSeller']));
    expect(body.required).toEqual(expect.arrayContaining(['name', 'price', 'category']));
  });

  it("shows on the page each call's statuses with its own error codes", async () => {
    const html = (await shop.app.inject({ method: 'GET', url: '/api/docs' })).body;
    expect(html).toContain(
      '<code>201 · 400 · 401 · 403 CUSTOMER_BLOCKED · 404 ITEMS_NOT_FOUND, DISCOUNT_CODE_UNKNOWN · 409 OUT_OF_STOCK, ORDER_TOTAL_CHANGED, ORDER_ALREADY_PLACED, UNCONFIRMED_ORDERS_LIMIT, NEW_CUSTOMER_ORDER_LIMIT, DISCOUNT_CODE_NOT_STARTED, DISCOUNT_CODE_ENDED, DISCOUNT_CODE_USED_UP, DISCOUNT_CODE_ALREADY_USED, DISCOUNT_CODE_MINIMUM_NOT_REACHED, DISCOUNT_CODE_NOT_APPLICABLE · 413 · 415 · 422 IDEMPOTENCY_KEY_REUSED · 429 ORDER_LIMIT · 503</code>',
    );
  });

  it('renders a page with every path, method and summary, and no script', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<title>${demoShop.business.company.name} API</title>`);
    for (const [path, operations] of Object.entries(spec.paths)) {
      const escaped = path.replace(/&/g, '&amp;');
      expect(html).toContain(`<code>${escaped}</code>`);
      for (const [method, operation] of Object.entries(operations)) {
        expect(html).toContain(`<span class="method ${method}">${method.toUpperCase()}</span>`);
        if (operation.summary)
          expect(html).toContain(operation.summary.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
      }
    }
  });

  it('follows a change of the shop name', async () => {
    const { token } = await newAccount(shop, 'admin');
    const company = { ...demoShop.business.company, name: 'Khalis Naturals' };
    const saved = await shop.app.inject({ method: 'PATCH', url: '/api/admin/business-details', headers: { token }, payload: { company } });
    expect(saved.statusCode).toBe(200);
    const renamed = (await shop.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(renamed.info.title).toBe('Khalis Naturals API');
  });
});
