import type { AcknowledgedOrder } from './order-load';
import { listProducts, ordersOf, type Customer } from './shop-client';

/**
 * What the database must hold after anything: every acknowledged order with its items (cancelled
 * when the cancel was acknowledged), no order without items, and each product's stock equal to its
 * stock at the start minus what the customers' active (not cancelled) orders hold. Returns the
 * problems found, empty when all is well.
 */
export async function verifyOrders(
  baseUrl: string,
  customers: Customer[],
  acknowledged: Map<string, AcknowledgedOrder>,
  initialStock: Map<string, number>,
): Promise<{ problems: string[]; ordersFound: number }> {
  const problems: string[] = [];
  const found = new Map<string, Awaited<ReturnType<typeof ordersOf>>[number]>();
  for (const customer of customers) for (const order of await ordersOf(baseUrl, customer)) found.set(order._id, order);

  for (const expected of acknowledged.values()) {
    const order = found.get(expected.orderId);
    if (!order) {
      problems.push(`acknowledged order ${expected.orderId} is missing`);
      continue;
    }
    const items = order.items
      .map((item) => `${item.id}×${item.quantity}`)
      .sort()
      .join(',');
    const lines = expected.lines
      .map((line) => `${line.id}×${line.quantity}`)
      .sort()
      .join(',');
    if (items !== lines) problems.push(`order ${expected.orderId} holds ${items}, expected ${lines}`);
    if (expected.cancelled && order.status !== 'Cancelled') problems.push(`order ${expected.orderId} was cancelled but is ${order.status}`);
  }

  const held = new Map<string, number>();
  for (const order of found.values()) {
    if (order.items.length === 0) problems.push(`order ${order._id} has no items`);
    const itemsTotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    if (Math.abs(itemsTotal + order.deliveryCharges - order.amount) > 0.001)
      problems.push(`order ${order._id} amount ${order.amount} ≠ items ${itemsTotal} + delivery ${order.deliveryCharges}`);
    if (order.status === 'Cancelled') continue;
    for (const item of order.items) held.set(item.id, (held.get(item.id) ?? 0) + item.quantity);
  }
  for (const product of await listProducts(baseUrl)) {
    const initial = initialStock.get(product._id);
    if (initial === undefined) continue;
    const expected = initial - (held.get(product._id) ?? 0);
    if (product.quantity !== expected)
      problems.push(`${product.name}: stock ${product.quantity}, expected ${initial} − ${held.get(product._id) ?? 0} = ${expected}`);
  }
  return { problems, ordersFound: found.size };
}
