import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { cartTotals } from '@shop/core/cart/cart';
import type { DeliverySettings } from '@shop/core/delivery/delivery';
import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import { paisaToRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { productUnitPrice } from '@shop/core/catalog/prices';
// The server's own password hashing, id and token code: bench customers are indistinguishable from
// registered ones, and a change to the token's claims cannot silently turn every order into a 401.
import { newId } from '../apps/api/src/lib/ids';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { issueToken } from '../apps/api/src/lib/tokens';
import { percentile } from './http-load';
import type { RunningServer } from './server';

export interface OrderLoadOptions {
  /** Measured orders, each from its own customer. */
  customers: number;
  /**
   * Orders placed first, unmeasured, so that the run measures a shop that has been taking orders: V8
   * has optimised the order path (server and load generator alike), PostgreSQL has its plans and
   * pages cached and the pools are full. On this project's 2-core machine the figure climbs for the
   * first thousand orders or so and then holds.
   */
  warmUpCustomers: number;
  concurrency: number;
  /** How many different products the orders spread over (a shop's best sellers). */
  products: number;
}

export const ORDER_LOAD: OrderLoadOptions = { customers: 2000, warmUpCustomers: 1000, concurrency: 50, products: 6 };

const GENEROUS_STOCK = 1_000_000;

export interface StockCheck {
  productId: string;
  initial: number;
  ordered: number;
  final: number;
}

export interface OrderBenchResult {
  attempted: number;
  placed: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
  /** HTTP status → count over the measured orders ("error" for a failed connection). */
  statuses: Record<string, number>;
  stock: StockCheck[];
  /** Every product's stock = initial − units in acknowledged orders, and every acknowledged order is stored. */
  stockExact: boolean;
  ordersStored: number;
  ordersAcknowledged: number;
  /** Order confirmations in the server's outbox once the run has ended, and how long after its end the last one came. */
  confirmationsWritten: number;
  confirmationsLagSeconds: number;
}

interface Customer {
  id: string;
  email: string;
  token: string;
  /** A phone number of its own (national form): the shop counts a new customer's waiting orders per phone too. */
  phone: string;
}

/**
 * The nth customer's number: 0347 and seven digits, a valid Pakistani mobile no demo customer uses. Each
 * customer places one order of at most 3 units, so every one stays within the limits the shop puts on
 * new customers (docs/product.md §4 Trust), which the run keeps on: they are part of placing an order.
 */
function benchPhone(index: number): string {
  if (index >= 10_000_000) throw new Error('the orders bench numbers at most ten million customers');
  return `0347${String(index).padStart(7, '0')}`;
}

interface PlannedOrder {
  customer: Customer;
  product: ProductDto;
  quantity: number;
}

/**
 * Customers straight into the users table with one precomputed argon2 hash (hashing 2000 passwords
 * through the signup call would benchmark argon2, not ordering), each with a token signed like a
 * login's: the user id and token version 0. Their addresses count as verified, as a real customer's
 * would be, so each order writes its confirmation email as in the shop (docs/product.md §4 Verified email).
 */
async function createCustomers(db: pg.Pool, count: number, jwtSecret: string): Promise<Customer[]> {
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const run = randomBytes(3).toString('hex');
  const now = new Date();
  const customers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const id = newId();
      return { id, email: `bench-${run}-${index}@example.pk`, token: await issueToken({ id, ver: 0 }, jwtSecret, now), phone: benchPhone(index) };
    }),
  );
  await db.query(
    `insert into users (id, name, email, password_hash, email_verified_at)
     select id, 'Bench Customer', email, $3, now() from unnest($1::text[], $2::text[]) as t(id, email)`,
    [customers.map((c) => c.id), customers.map((c) => c.email), passwordHash],
  );
  return customers;
}

/** The body the checkout page sends, with amount and delivery computed by the shared pricing rules. */
function orderBody(order: PlannedOrder, settings: DeliverySettings) {
  const unitPrice = productUnitPrice({ price: rupeesToPaisa(order.product.price), discountPrice: rupeesToPaisa(order.product.discountprice) });
  const totals = cartTotals([{ unitPrice, originalUnitPrice: rupeesToPaisa(order.product.price), quantity: order.quantity }], settings);
  return {
    address: {
      firstName: 'Bench',
      lastName: 'Customer',
      email: order.customer.email,
      street: '12 Canal View Road',
      city: 'Lahore',
      state: 'Punjab',
      zipcode: '54000',
      phone: order.customer.phone,
    },
    items: [{ id: order.product._id, quantity: order.quantity, isFromDeal: false }],
    amount: paisaToRupees(totals.total),
    deliveryCharges: paisaToRupees(totals.deliveryCharge),
    method: 'COD',
  };
}

interface PlacementRun {
  latenciesMs: number[];
  statuses: Record<string, number>;
  acknowledged: PlannedOrder[];
  seconds: number;
}

/**
 * POSTs over a keep-alive connection and answers the status once the body has been read. node:http
 * rather than fetch: the load generator shares the machine's two cores with the server and
 * PostgreSQL, and node:http is the lighter client.
 */
function post(agent: http.Agent, url: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Places the orders with `concurrency` in flight at all times, as the checkout page would (Idempotency-Key included). */
async function placeOrders(url: string, orders: PlannedOrder[], settings: DeliverySettings, concurrency: number): Promise<PlacementRun> {
  const run: PlacementRun = { latenciesMs: [], statuses: {}, acknowledged: [], seconds: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const endpoint = new URL('/api/order/place', url);
  let next = 0;
  const worker = async () => {
    while (next < orders.length) {
      const order = orders[next++]!;
      const headers = {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        token: order.customer.token,
        'idempotency-key': randomUUID(),
      };
      const body = JSON.stringify(orderBody(order, settings));
      const started = performance.now();
      let status: string;
      try {
        const code = await post(agent, endpoint, headers, body);
        status = String(code);
        if (code === 201) run.acknowledged.push(order);
      } catch {
        status = 'error';
      }
      run.latenciesMs.push(performance.now() - started);
      run.statuses[status] = (run.statuses[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

const CONFIRMATION_WAIT_MS = 60_000;

/**
 * The server composes emails on a thread of its own, after answering: waits until the outbox holds a
 * confirmation for every acknowledged order (or a minute has passed), so a run cannot look fast by
 * leaving its emails for later.
 */
async function waitForConfirmations(outboxDir: string, expected: number): Promise<{ written: number; lagSeconds: number }> {
  const started = performance.now();
  const count = () => {
    try {
      return readdirSync(outboxDir).filter((name) => name.endsWith('.eml') && name.includes('-order-') && name.includes('-received-')).length;
    } catch {
      return 0;
    }
  };
  let written = count();
  while (written < expected && performance.now() - started < CONFIRMATION_WAIT_MS) {
    await sleep(50);
    written = count();
  }
  return { written, lagSeconds: (performance.now() - started) / 1000 };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Order placement on PostgreSQL: distinct customers each place one cash-on-delivery order through
 * the real call; afterwards the stock of every product ordered must be its initial stock minus
 * exactly the units of the orders the server acknowledged.
 */
export async function benchmarkOrders(
  shop: RunningServer,
  dataDir: string,
  databaseUrl: string,
  jwtSecret: string,
  options: OrderLoadOptions = ORDER_LOAD,
): Promise<OrderBenchResult> {
  const { products } = await getJson<{ products: ProductDto[] }>(`${shop.url}/api/product/list`);
  const pool = products.slice(0, options.products);
  if (pool.length === 0) throw new Error('the shop lists no products to order');
  const { settings: charges } = await getJson<{ settings: DeliverySettingsDto }>(`${shop.url}/api/delivery-settings`);
  const settings: DeliverySettings = {
    mode: 'fixed',
    fixedCharge: rupeesToPaisa(charges.fixedCharge),
    freeDeliveryAbove: rupeesToPaisa(charges.freeDeliveryAbove),
  };

  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection ended by the server (the scratch database dropped on Ctrl-C) is not a crash.
  db.on('error', () => undefined);
  try {
    const ids = pool.map((product) => product._id);
    // Enough stock that no order is refused for stock: the run measures placing, not refusing.
    await db.query('update products set stock = $2 where id = any($1::text[])', [ids, GENEROUS_STOCK]);
    const initial = new Map(ids.map((id) => [id, GENEROUS_STOCK]));

    const customers = await createCustomers(db, options.warmUpCustomers + options.customers, jwtSecret);
    const planned: PlannedOrder[] = customers.map((customer, index) => ({
      customer,
      product: pool[index % pool.length]!,
      quantity: 1 + (index % 3),
    }));
    const warmUp = await placeOrders(shop.url, planned.slice(0, options.warmUpCustomers), settings, options.concurrency);
    const measured = await placeOrders(shop.url, planned.slice(options.warmUpCustomers), settings, options.concurrency);

    const acknowledged = [...warmUp.acknowledged, ...measured.acknowledged];
    const confirmations = await waitForConfirmations(path.join(dataDir, 'outbox'), acknowledged.length);
    const finalRows = await db.query<{ id: string; stock: number }>('select id, stock from products where id = any($1::text[])', [ids]);
    const stock: StockCheck[] = ids.map((productId) => ({
      productId,
      initial: initial.get(productId)!,
      ordered: acknowledged.filter((order) => order.product._id === productId).reduce((sum, order) => sum + order.quantity, 0),
      final: finalRows.rows.find((row) => row.id === productId)?.stock ?? Number.NaN,
    }));
    const stored = await db.query<{ count: string }>('select count(*) from orders where user_id = any($1::text[])', [customers.map((c) => c.id)]);
    const ordersStored = Number(stored.rows[0]?.count ?? 0);

    return {
      attempted: options.customers,
      placed: measured.acknowledged.length,
      ordersPerSecond: measured.acknowledged.length / measured.seconds,
      p50Ms: percentile(measured.latenciesMs, 50),
      p99Ms: percentile(measured.latenciesMs, 99),
      seconds: measured.seconds,
      statuses: measured.statuses,
      stock,
      stockExact: stock.every((row) => row.final === row.initial - row.ordered) && ordersStored === acknowledged.length,
      ordersStored,
      ordersAcknowledged: acknowledged.length,
      confirmationsWritten: confirmations.written,
      confirmationsLagSeconds: confirmations.lagSeconds,
    };
  } finally {
    await db.end();
  }
}
