import { expect, type APIRequestContext } from '@playwright/test';
import { uniquePhone } from './phone';
import { logIn, readShopIds } from './shop';

const customerPassword = 'saffron and honey 2026';

/** A new customer, registered and logged in: each places its own order (a new customer may have only so many waiting). */
export async function newCustomer(request: APIRequestContext): Promise<string> {
  const email = `live.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pk`;
  const registered = await request.post('/api/user/register', { data: { name: 'Sana Malik', email, password: customerPassword } });
  expect(registered.status(), await registered.text()).toBe(201);
  return logIn(request, { email, password: customerPassword });
}

/** One unit of a stocked product, cash on delivery, placed as the storefront places it (the server's totals, when it names them). */
export async function placeOrder(request: APIRequestContext, token: string): Promise<string> {
  const { product } = await readShopIds(request);
  const body = {
    address: {
      firstName: 'Sana',
      lastName: 'Malik',
      email: 'sana@example.pk',
      street: '7 Jail Road',
      city: 'Lahore',
      state: 'Punjab',
      zipcode: '54000',
      phone: uniquePhone().national,
    },
    items: [{ id: product._id, quantity: 1, isFromDeal: false }],
    amount: 0,
    deliveryCharges: 0,
  };
  const place = (data: typeof body) => request.post('/api/order/place', { headers: { token }, data });
  let response = await place(body);
  if (response.status() === 409) {
    const totals = (await response.json()) as { amount: number; deliveryCharges: number };
    response = await place({ ...body, amount: totals.amount, deliveryCharges: totals.deliveryCharges });
  }
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}
