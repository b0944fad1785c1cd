import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createSecondApp, createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { products as productsTable } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';

const address = {
  firstName: 'Bilal',
  lastName: 'Ahmed',
  email: 'bilal@example.pk',
  street: '4 Mall Road',
  city: 'Lahore',
  state: 'Punjab',
  zipcode: '54000',
  phone: '03001234567',
};

const UNITS = 5;
const CUSTOMERS = 60;

/**
 * Two server processes behind a load balancer share one database: the stock rule must hold across
 * them, not just inside one process (routes.test.ts races buyers inside one app).
 */
describe.each(testDatabaseKinds())('two servers on one %s database', (kind) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(kind);
    second = await createSecondApp(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const listedQuantity = async (shop: TestApp, id: string) => {
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    return listed.find((product) => product._id === id)!.quantity;
  };

  it(`sells ${UNITS} units to exactly ${UNITS} of ${CUSTOMERS} customers racing through both`, async () => {
    const products = (await first.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    const product = products.find((candidate) => candidate.quantity > 0 && candidate.discountprice === 0)!;
    await first.database.db.update(productsTable).set({ stock: UNITS }).where(eq(productsTable.id, product._id));
    const orderLinesOf = async () => (await first.database.db.select().from(orderItems).where(eq(orderItems.productId, product._id))).length;
    const orderLinesBefore = await orderLinesOf();
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await newAccount(i % 2 === 0 ? first : second));
    const { fixedCharge, freeDeliveryAbove } = (await first.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const body = { address, items: [{ id: product._id, quantity: 1 }], amount: product.price + deliveryCharges, deliveryCharges, method: 'COD' };
    // Warm both caches, so that the check below shows the sale reaching the other server's cache.
    await listedQuantity(first, product._id);
    await listedQuantity(second, product._id);

    const answers = await Promise.all(
      customers.map(({ token }, i) =>
        (i % 2 === 0 ? second : first).app.inject({ method: 'POST', url: '/api/order/place', headers: { token }, payload: body }),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
    const refusals = answers.filter((answer) => answer.statusCode >= 400 && answer.statusCode < 500);
    expect(refusals).toHaveLength(CUSTOMERS - UNITS);
    for (const refusal of refusals) {
      expect(refusal.json()).toEqual({
        success: false,
        code: 'OUT_OF_STOCK',
        message: `Sorry, there is not enough stock of ${product.name} for this order. Please lower the quantity.`,
      });
    }
    const [row] = await first.database.db.select().from(productsTable).where(eq(productsTable.id, product._id));
    expect(row!.stock).toBe(0);
    expect(await orderLinesOf()).toBe(orderLinesBefore + UNITS);
    await expect.poll(() => listedQuantity(first, product._id)).toBe(0);
    await expect.poll(() => listedQuantity(second, product._id)).toBe(0);
  });
});
