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

const address = {
  firstName: 'Soak',
  lastName: 'Tester',
  email: 'soak@example.pk',
  street: '1 Load Street',
  city: 'Lahore',
  state: 'Punjab',
  zipcode: '54000',
  phone: '03001234567',
};

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
      const answer = await call(`${baseUrls[index % baseUrls.length]}/api/user/register`, {
        method: 'POST',
        body: { name: `Soak Customer ${index}`, email, password: 'a good long soak password' },
      });
      if (answer.status !== 201 || typeof answer.body?.token !== 'string') throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      customers.push({ token: answer.body.token, email });
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

/** The body the checkout page sends: amount and delivery charge computed as the server will. */
export function orderBody(lines: OrderLine[], productsById: Map<string, Product>, settings: DeliverySettings) {
  const subtotal = lines.reduce((sum, line) => {
    const product = productsById.get(line.id)!;
    return sum + (product.discountprice > 0 ? product.discountprice : product.price) * line.quantity;
  }, 0);
  const deliveryCharges = settings.freeDeliveryAbove > 0 && subtotal >= settings.freeDeliveryAbove ? 0 : settings.fixedCharge;
  return { address, items: lines, amount: Math.round((subtotal + deliveryCharges) * 100) / 100, deliveryCharges, method: 'COD' };
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
