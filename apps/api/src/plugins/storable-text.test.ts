import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { orderMessages } from '@shop/core/orders/order-messages';
import { createTestApp, deliveryAddress, newAccount, type TestApp, testDatabaseKinds } from '../../test/helpers';

const address = deliveryAddress;

/**
 * Half a surrogate pair is valid JSON ("\ud800") that PostgreSQL refuses in jsonb (22P02), and 1e300
 * rupees made the paisa conversion throw: both once answered 500. Sent as raw JSON text, as a client does.
 */
describe.each(testDatabaseKinds())('text and numbers the database cannot hold, on %s', (kind) => {
  let shop: TestApp;
  let customer: string;
  let admin: string;
  let product: ProductDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    customer = (await newAccount(shop)).token;
    admin = (await newAccount(shop, 'admin')).token;
    product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products.find((item: ProductDto) => item.quantity > 0);
  });
  afterAll(async () => shop?.close());

  const send = (method: 'POST' | 'PATCH', url: string, token: string, json: string) =>
    shop.app.inject({ method, url, headers: { token, 'content-type': 'application/json' }, payload: json });
  const orderJson = (street: string, amount: string, deliveryCharges = '0') =>
    `{"address":${JSON.stringify({ ...address, street: 'STREET' }).replace('"STREET"', street)},"items":[{"id":"${product._id}","quantity":1}],"amount":${amount},"deliveryCharges":${deliveryCharges},"method":"COD"}`;
  const myOrderCount = async () => (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token: customer } })).json().orders.length;

  it('refuses half a surrogate pair in an order address with a 400 naming the field, and places nothing', async () => {
    const before = await myOrderCount();
    for (const street of ['"Street \\ud800 1"', '"\\udc00"', '"NUL \\u0000 byte"']) {
      const response = await send('POST', '/api/order/place', customer, orderJson(street, String(product.price)));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^address\.street contains a character that cannot be stored/);
    }
    expect(await myOrderCount()).toBe(before);
  });

  it.each([
    ['amount', '1e300', '0'],
    ['amount', '1e17', '0'],
    ['deliveryCharges', '100', '1e300'],
  ])('refuses %s beyond any order (%s / %s) with a 400', async (_field, amount, deliveryCharges) => {
    const response = await send('POST', '/api/order/place', customer, orderJson('"12 Canal View Road"', amount, deliveryCharges));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(orderMessages.amount);
  });

  it('refuses half a surrogate pair in business details and stores, naming the field', async () => {
    const details = await send('PATCH', '/api/admin/business-details', admin, '{"company":{"name":"Khalis \\ud800 Botanicals"}}');
    expect(details.statusCode).toBe(400);
    expect(details.json().message).toMatch(/^company\.name contains a character that cannot be stored/);
    const stores = (await shop.app.inject({ method: 'GET', url: '/api/admin/stores', headers: { token: admin } })).json().stores;
    const store = await send('PATCH', `/api/admin/stores/${stores[0].storeId}`, admin, '{"storeName":"Gulberg \\udfff"}');
    expect(store.statusCode).toBe(400);
    expect(store.json()).toMatchObject({ code: 'UNSTORABLE_TEXT', fields: ['storeName'] });
    expect(store.json().message).toMatch(/^storeName contains/);
    const unchanged = (await shop.app.inject({ method: 'GET', url: '/api/admin/stores', headers: { token: admin } })).json().stores;
    expect(unchanged[0].storeName).toBe(stores[0].storeName);
  });

  it('refuses a price whose paisa no column can hold', async () => {
    const response = await send('PATCH', `/api/admin/products/${product._id}`, admin, '{"price":1000000000000}');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('price: Amount is too large');
  });

  it('checks the query string too', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/products?q=soap%00', headers: { token: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^q contains/);
  });
});
