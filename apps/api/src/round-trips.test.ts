import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, deliveryAddress, newAccount, testDatabaseKinds, type TestApp } from '../test/helpers';
import { statementCounter, type StatementCounter } from '../test/statement-counter';
import { CACHE_INVALIDATION_CHANNEL } from './lib/response-cache';

// Issue 31: the SQL statements (round trips) a request sends, counted on the seeded demo shop with the
// settings a shop runs with (rate limits on, a new customer's trust limits). Timings are too noisy to
// guard on a shared machine; counts are not. Each limit is today's count: a change that sends more
// fails here, and raising a limit is a decision, made on purpose in the same change that needs it.

/** Raise on purpose: POST /api/order/place, one product and one deal, the settings already cached. */
const PLACE_ORDER_STATEMENTS = 8;
/** Raise on purpose: POST /api/order/userorders, the account page's list of the customer's orders. */
const CUSTOMER_ORDER_LIST_STATEMENTS = 5;
/** Raise on purpose: GET /api/admin/orders, the console's first page of orders with its status counts, the shop's details cached. */
const ADMIN_ORDER_LIST_STATEMENTS = 9;
/** Raise on purpose: GET /api/products, the collection's first page, every cache empty. */
const UNCACHED_CATALOG_PAGE_STATEMENTS = 4;
/** Raise on purpose: GET /api/products again, answered whole from the cache (lib/response-cache.ts): nothing reaches the database. */
const CACHED_CATALOG_PAGE_STATEMENTS = 0;

describe.each(testDatabaseKinds())('statements one request sends on %s', (kind) => {
  let shop: TestApp;
  let counter: StatementCounter;
  let customerToken: string;
  let adminToken: string;
  let orderBody: object;

  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { RATE_LIMIT: 'on' }, trustLimits: 'shop defaults' });
    // The dispatcher's sending and the console hub's reading, woken by an order's NOTIFY, are not the request's work.
    await shop.outbox.stop();
    await shop.app.context.consoleEvents.stop();
    counter = statementCounter(shop.database);
    customerToken = (await newAccount(shop)).token;
    adminToken = (await newAccount(shop, 'admin')).token;
    const products: ProductDto[] = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    const deals: DealDto[] = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
    const product = products.find((candidate) => candidate.quantity >= 20 && candidate.discountprice === 0)!;
    const deal = deals.find((candidate) => candidate.quantity >= 5)!;
    const subtotal = product.price + deal.dealFinalPrice;
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && subtotal >= freeDeliveryAbove ? 0 : fixedCharge;
    orderBody = {
      address: deliveryAddress,
      items: [
        { id: product._id, quantity: 1 },
        { id: deal._id, quantity: 1, isFromDeal: true },
      ],
      amount: subtotal + deliveryCharges,
      deliveryCharges,
      method: 'COD',
    };
    // The first order after start loads the delivery and shop settings into the cache; the customer
    // then has an order for the list to show.
    expect((await placeOrder()).result.statusCode).toBe(201);
  });
  afterAll(async () => shop?.close());

  /** As the storefront's checkout sends it: a fresh Idempotency-Key per attempt. */
  const placeOrder = () =>
    counter.count(() =>
      shop.app.inject({ method: 'POST', url: '/api/order/place', headers: { token: customerToken, 'idempotency-key': randomUUID() }, payload: orderBody }),
    );

  /**
   * Waits until every cache invalidation sent so far has come back to this process. On PostgreSQL a
   * write's NOTIFY reaches its own process later, through the LISTEN connection; arriving in the
   * middle of a counted request, it would drop what that request is counted on finding cached.
   */
  async function cacheSettled(): Promise<void> {
    const marker = `settled:${randomUUID()}`;
    let heard!: () => void;
    const back = new Promise<void>((resolve) => (heard = resolve));
    const stopListening = await shop.database.listen(CACHE_INVALIDATION_CHANNEL, (payload) => payload === marker && heard());
    // The marker names no cached answer, so the cache drops nothing on hearing it.
    await shop.database.notify(CACHE_INVALIDATION_CHANNEL, marker);
    await back;
    await stopListening();
  }

  async function statementsOf(request: InjectOptions, status: number): Promise<string[]> {
    await cacheSettled();
    const { result, statements } = await counter.count(() => shop.app.inject(request));
    expect(result.statusCode, result.body).toBe(status);
    return statements;
  }

  function expectAtMost(statements: string[], limit: number, limitName: string) {
    const listed = `${statements.length} statements (${limitName} = ${limit}):\n${statements.map((text) => `  ${text.replace(/\s+/g, ' ').trim().slice(0, 140)}`).join('\n')}`;
    expect(statements.length, listed).toBeLessThanOrEqual(limit);
  }

  it(`places an order in at most ${PLACE_ORDER_STATEMENTS} statements`, async () => {
    await cacheSettled();
    const { result, statements } = await placeOrder();
    expect(result.statusCode, result.body).toBe(201);
    // The transaction's own round trips count too, on either driver.
    expect(statements.filter((text) => /^(begin|commit)$/i.test(text))).toHaveLength(2);
    expectAtMost(statements, PLACE_ORDER_STATEMENTS, 'PLACE_ORDER_STATEMENTS');
  });

  it(`lists a customer's orders in at most ${CUSTOMER_ORDER_LIST_STATEMENTS} statements`, async () => {
    const statements = await statementsOf({ method: 'POST', url: '/api/order/userorders', headers: { token: customerToken } }, 200);
    expect(statements.length).toBeGreaterThan(0);
    expectAtMost(statements, CUSTOMER_ORDER_LIST_STATEMENTS, 'CUSTOMER_ORDER_LIST_STATEMENTS');
  });

  it(`lists the console's orders in at most ${ADMIN_ORDER_LIST_STATEMENTS} statements`, async () => {
    const firstPage: InjectOptions = { method: 'GET', url: '/api/admin/orders?limit=50&offset=0', headers: { token: adminToken } };
    // The first list after start loads the business details and WhatsApp messages into the cache.
    expect((await shop.app.inject(firstPage)).statusCode).toBe(200);
    const statements = await statementsOf(firstPage, 200);
    expect(statements.length).toBeGreaterThan(0);
    expectAtMost(statements, ADMIN_ORDER_LIST_STATEMENTS, 'ADMIN_ORDER_LIST_STATEMENTS');
  });

  it(`answers a catalog page in at most ${UNCACHED_CATALOG_PAGE_STATEMENTS} statements, then from the cache in none`, async () => {
    await shop.app.context.cache.invalidate();
    const uncached = await statementsOf({ method: 'GET', url: '/api/products' }, 200);
    expect(uncached.length).toBeGreaterThan(0);
    expectAtMost(uncached, UNCACHED_CATALOG_PAGE_STATEMENTS, 'UNCACHED_CATALOG_PAGE_STATEMENTS');
    const cached = await statementsOf({ method: 'GET', url: '/api/products' }, 200);
    expectAtMost(cached, CACHED_CATALOG_PAGE_STATEMENTS, 'CACHED_CATALOG_PAGE_STATEMENTS');
  });
});
