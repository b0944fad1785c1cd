import { randomBytes } from 'node:crypto';

/** What the soak needs of a product from GET /api/product/list. */
export interface Product {
  _id: string;
  name: string;
  price: number;
  discountprice: number;
  quantity: number;
}

export interface Customer {
  token: string;
  email: string;
  /** A phone number of its own (national form): the shop counts a new customer's waiting orders per phone too. */
  phone: string;
}

export interface OrderLine {
  id: string;
  quantity: number;
}

export interface Answer {
  status: number;
  body: { success?: boolean; message?: string; orderId?: string; [key: string]: unknown } | undefined;
  ms: number;
  startedAt: number;
}

/** The customer's own delivery address: its email and its phone number. */
function addressOf(customer: Customer) {
  return {
    firstName: 'Soak',
    lastName: 'Tester',
    email: customer.email,
    street: '1 Load Street',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54000',
    phone: customer.phone,
  };
}

let phonesIssued = 0;

/**
 * A Pakistani mobile number no other customer of this soak run has: 0348 (a prefix no demo customer
 * uses) and seven digits counted up. The shop counts waiting orders per phone number as well as per
 * account (docs/product.md §4 Trust), so customers sharing one number would refuse each other's orders.
 */
function nextPhone(): string {
  phonesIssued += 1;
  if (phonesIssued >= 10_000_000) throw new Error('the soak numbers at most ten million customers');
  return `0348${String(phonesIssued).padStart(7, '0')}`;
}

/** Status 0 is a request that got no answer at all (refused, reset, or aborted after timeoutMs). */
export async function call(url: string, init: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {}): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { token: init.token } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
    return { status: response.status, body, ms: performance.now() - startedAt, startedAt };
  } catch {
    return { status: 0, body: undefined, ms: performance.now() - startedAt, startedAt };
  }
}

export async function registerCustomers(baseUrls: string[], count: number, parallel = 8): Promise<Customer[]> {
  const customers: Customer[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const email = `soak${index}.${randomBytes(4).toString('hex')}@example.pk`;
      const phone = nextPhone();
      const answer = await call(`${baseUrls[index % baseUrls.length]}/api/user/register`, {
        method: 'POST',
        body: { name: `Soak Customer ${index}`, email, password: 'a good long soak password' },
      });
      if (answer.status !== 201 || typeof answer.body?.token !== 'string') throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      customers.push({ token: answer.body.token, email, phone });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return customers;
}

export async function listProducts(baseUrl: string): Promise<Product[]> {
  const answer = await call(`${baseUrl}/api/product/list`);
  if (answer.status !== 200) throw new Error(`product list: ${answer.status}`);
  return answer.body!.products as Product[];
}

export interface DeliverySettings {
  fixedCharge: number;
  freeDeliveryAbove: number;
}

export async function deliverySettings(baseUrl: string): Promise<DeliverySettings> {
  const answer = await call(`${baseUrl}/api/delivery-settings`);
  if (answer.status !== 200) throw new Error(`delivery settings: ${answer.status}`);
  return answer.body!.settings as DeliverySettings;
}

/**
 * The shop's limits on new customers' orders (docs/product.md §4 Trust; RATE_LIMIT=off leaves them on)
 * turned off through the owner's settings call: a load of many orders per account measures crashes,
 * outages and stock, and would otherwise be refused after each account's second waiting order.
 */
export async function liftNewCustomerLimits(baseUrl: string, owner: { email: string; password: string }): Promise<void> {
  const login = await call(`${baseUrl}/api/user/login`, { method: 'POST', body: owner });
  if (login.status !== 200 || typeof login.body?.token !== 'string') throw new Error(`owner login: ${login.status} ${JSON.stringify(login.body)}`);
  const saved = await call(`${baseUrl}/api/admin/shop-settings`, {
    method: 'PUT',
    token: login.body.token,
    body: { newCustomerOpenOrders: 0, newCustomerMaxOrderRupees: 0, newCustomerMaxOrderUnits: 0 },
  });
  if (saved.status !== 200) throw new Error(`shop settings: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** The body the checkout page sends for the customer, to its own address: amount and delivery charge computed as the server will. */
export function orderBody(customer: Customer, lines: OrderLine[], productsById: Map<string, Product>, settings: DeliverySettings) {
  const subtotal = lines.reduce((sum, line) => {
    const product = productsById.get(line.id)!;
    return sum + (product.discountprice > 0 ? product.discountprice : product.price) * line.quantity;
  }, 0);
  const deliveryCharges = settings.freeDeliveryAbove > 0 && subtotal >= settings.freeDeliveryAbove ? 0 : settings.fixedCharge;
  return { address: addressOf(customer), items: lines, amount: Math.round((subtotal + deliveryCharges) * 100) / 100, deliveryCharges, method: 'COD' };
}

export interface ListedOrder {
  _id: string;
  status: string;
  amount: number;
  deliveryCharges: number;
  items: { id: string; quantity: number; price: number; isFromDeal: boolean }[];
}

export async function ordersOf(baseUrl: string, customer: Customer): Promise<ListedOrder[]> {
  const answer = await call(`${baseUrl}/api/order/userorders`, { method: 'POST', token: customer.token });
  if (answer.status !== 200) throw new Error(`userorders: ${answer.status}`);
  return answer.body!.orders as ListedOrder[];
}
