import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { demoCustomerPhone } from './phone';

/** A demo customer from README.md; the browser suite's server seeds the demo shop on a fresh data directory. */
export const demoCustomer = { email: 'fatima.khan@example.pk', password: 'Chai-aur-Gulab-2024' } as const;

interface ProductSummary {
  _id: string;
  name: string;
  quantity: number;
}

interface DealSummary {
  _id: string;
  dealName: string;
  dealType: string;
  quantity: number;
}

interface PostSummary {
  _id: string;
  title: string;
}

/** Ids of real catalogue entries, read from the public API the way the shop itself reads them. */
export interface ShopIds {
  product: ProductSummary;
  /** A live flash sale (the deal page with the most on it: a countdown too); the list answers live deals only. */
  deal: DealSummary;
  post: PostSummary;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function readShopIds(request: APIRequestContext): Promise<ShopIds> {
  const { products } = await json<{ products: ProductSummary[] }>(request, '/api/product/list');
  const { deals } = await json<{ deals: DealSummary[] }>(request, '/api/deal/list');
  const { data: posts } = await json<{ data: PostSummary[] }>(request, '/api/blogs?status=published');
  const product = products.find((item) => item.quantity >= 10);
  const deal = deals.find((item) => item.dealType === 'flash_sale' && item.quantity >= 5);
  const post = posts[0];
  if (!product || !deal || !post) throw new Error('The demo shop has no stocked product, live deal or published post');
  return { product, deal, post };
}

export async function logIn(request: APIRequestContext, account: { email: string; password: string } = demoCustomer): Promise<string> {
  const response = await request.post('/api/user/login', { data: account });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Every page the context opens starts with this session, as if the shopper had logged in before. */
export async function startLoggedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** A visitor's cart lives in localStorage (docs/product.md §4); this fills it before the app reads it. */
export async function startWithVisitorCart(context: BrowserContext, ids: ShopIds): Promise<void> {
  const cart = { products: { [ids.product._id]: 1 }, deals: { [ids.deal._id]: 1 } };
  await context.addInitScript((value) => window.localStorage.setItem('cart', value), JSON.stringify(cart));
}

export async function fillAccountCart(request: APIRequestContext, token: string, ids: ShopIds): Promise<void> {
  const headers = { token };
  const product = await request.post('/api/cart/update', { headers, data: { itemId: ids.product._id, quantity: 1 } });
  expect(product.ok(), `cart update answered ${product.status()}`).toBe(true);
  const deal = await request.post('/api/cart/update-deal', { headers, data: { dealId: ids.deal._id, quantity: 1 } });
  expect(deal.ok(), `cart deal update answered ${deal.status()}`).toBe(true);
}

const deliveryAddress = {
  firstName: 'Fatima',
  lastName: 'Khan',
  email: demoCustomer.email,
  street: '14 Mall Road',
  city: 'Lahore',
  state: 'Punjab',
  zipcode: '54000',
  // Her own number: the shop counts waiting orders per phone too (docs/product.md §4 Trust).
  phone: demoCustomerPhone,
};

/**
 * Places the demo customer's cash-on-delivery order for one unit of the product, to her own address and
 * phone number (she has delivered orders, so the limits on new customers do not hold her). The server
 * prices orders itself and refuses a different total with 409 and the current figures, so the first
 * answer supplies the total.
 */
export async function placeOrder(request: APIRequestContext, token: string, ids: ShopIds): Promise<void> {
  const body = { address: deliveryAddress, items: [{ id: ids.product._id, quantity: 1, isFromDeal: false }], amount: 0, deliveryCharges: 0 };
  const place = (data: typeof body) => request.post('/api/order/place', { headers: { token }, data });
  let response = await place(body);
  const first = response.status() === 409 ? ((await response.json()) as { code: string; amount: number; deliveryCharges: number }) : undefined;
  // Only the total is retried: a trust refusal (also a 409) fails below with the server's words.
  if (first?.code === 'ORDER_TOTAL_CHANGED') response = await place({ ...body, amount: first.amount, deliveryCharges: first.deliveryCharges });
  expect(response.status(), await response.text()).toBe(201);
}
