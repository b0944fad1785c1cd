import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onServer, SoakDatabase } from '../postgres';
import type { CheckResult } from '../report';
import { ServerProcess } from '../server-process';
import { call, deliverySettings, listProducts, orderBody, registerCustomers } from '../shop-client';

const CUSTOMERS = 200;
const UNITS = 10;

/** The refusals of the limits on new customers (docs/product.md §4 Trust): none may stand in for a stock refusal here. */
const TRUST_REFUSALS = new Set(['CUSTOMER_BLOCKED', 'UNCONFIRMED_ORDERS_LIMIT', 'NEW_CUSTOMER_ORDER_LIMIT']);

/**
 * Two server processes on one PostgreSQL, 200 customers released together for a product with 10
 * units: exactly 10 orders, 190 clear refusals (4xx with a message), no 5xx, and the stock at 0. The
 * limits on new customers stay on: each customer places one order of one unit to its own phone number,
 * within them, so every refusal is the race's and none the limits'.
 */
export async function twoServersRace(ports: [number, number]): Promise<CheckResult[]> {
  const check = `2 servers, ${CUSTOMERS} customers race for ${UNITS} units (PostgreSQL)`;
  const database = await SoakDatabase.create('race');
  const dataDirs = ports.map(() => mkdtempSync(path.join(os.tmpdir(), 'shop-soak-')));
  // The first start creates the demo shop; the second server then finds it there.
  const first = new ServerProcess({ port: ports[0], dataDir: dataDirs[0]!, databaseUrl: database.url });
  const servers = [first];
  try {
    await first.waitUntilReady(180_000);
    const second = new ServerProcess({ port: ports[1], dataDir: dataDirs[1]!, databaseUrl: database.url });
    servers.push(second);
    await second.waitUntilReady(60_000);
    const urls = servers.map((server) => server.url);

    const customers = await registerCustomers(urls, CUSTOMERS);
    const product = (await listProducts(first.url)).find((candidate) => candidate.quantity > 0)!;
    const ordersBefore = await onServer(database.url, async (client) => {
      await client.query('update products set stock = $1 where id = $2', [UNITS, product._id]);
      await client.query("select pg_notify('cache_invalidation', '*')");
      return Number((await client.query('select count(*) from order_items where product_id = $1', [product._id])).rows[0].count);
    });
    const settings = await deliverySettings(first.url);
    const productsById = new Map([[product._id, product]]);
    const bodies = customers.map((customer) => orderBody(customer, [{ id: product._id, quantity: 1 }], productsById, settings));

    const answers = await Promise.all(
      customers.map((customer, index) =>
        call(`${urls[index % urls.length]}/api/order/place`, { method: 'POST', token: customer.token, body: bodies[index], timeoutMs: 30_000 }),
      ),
    );

    const placed = answers.filter((answer) => answer.status === 201).length;
    const refusals = answers.filter((answer) => answer.status >= 400 && answer.status < 500);
    const clear = refusals.filter((answer) => answer.body?.success === false && typeof answer.body.message === 'string' && answer.body.message.length > 0);
    const serverErrors = answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
    const trustRefusals = refusals.filter((answer) => TRUST_REFUSALS.has(String(answer.body?.code))).length;
    const { stock, orders } = await onServer(database.url, async (client) => ({
      stock: Number((await client.query('select stock from products where id = $1', [product._id])).rows[0].stock),
      orders: Number((await client.query('select count(*) from order_items where product_id = $1', [product._id])).rows[0].count) - ordersBefore,
    }));
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    return [
      {
        check,
        passed: placed === UNITS && clear.length === CUSTOMERS - UNITS && trustRefusals === 0 && serverErrors === 0 && stock === 0 && orders === UNITS,
        detail: `${placed} placed, ${clear.length} clear refusals (${refusals[0]?.status ?? '-'} "${refusals[0]?.body?.message ?? ''}"), ${trustRefusals} by the new-customer limits, ${serverErrors} 5xx/no answer; stock left ${stock}, ${orders} orders stored; slowest ${Math.round(slowest)} ms`,
      },
    ];
  } finally {
    for (const server of servers) await server.kill('SIGTERM');
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
