import { rupees } from '@shop/core/shared/money';
import type { Order } from '../api/get-orders';

/** An order as POST /api/order/userorders and GET /api/order/{id} send it: a soap and a deal bought twice. */
export function customerOrder(overrides: Partial<Order> & Pick<Order, '_id'>): Order {
  return {
    status: 'Order Placed',
    date: String(Date.now()),
    items: [
      {
        id: 'p-rose',
        name: 'Rose Petal Soap',
        price: rupees(800),
        quantity: 2,
        image: '/uploads/seed/products/p-rose-1.webp',
        category: 'Soaps',
        isFromDeal: false,
      },
      ...['p-neem', 'p-rosehip'].map((id, index) => ({
        id,
        name: index === 0 ? 'Neem Soap' : 'Rosehip Oil',
        price: rupees(index === 0 ? 591.9 : 908.1),
        quantity: index === 0 ? 2 : 4,
        image: `/uploads/seed/products/${id}-1.webp`,
        category: 'Bundles',
        isFromDeal: true,
        dealId: 'd-glow',
        dealName: 'Glow Bundle',
        dealImage: '/uploads/seed/deals/d-glow-1.webp',
        dealDescription: 'Neem soap and two rosehip oils.',
      })),
    ],
    lines: [
      { kind: 'product', id: 'p-rose', name: 'Rose Petal Soap', image: '/uploads/seed/products/p-rose-1.webp', price: rupees(800), quantity: 2 },
      {
        kind: 'deal',
        dealId: 'd-glow',
        name: 'Glow Bundle',
        image: '/uploads/seed/deals/d-glow-1.webp',
        price: rupees(2408.1),
        quantity: 2,
        products: [
          { id: 'p-neem', name: 'Neem Soap', quantity: 1, image: '/uploads/seed/products/p-neem-1.webp' },
          { id: 'p-rosehip', name: 'Rosehip Oil', quantity: 2, image: '/uploads/seed/products/p-rosehip-1.webp' },
        ],
      },
    ],
    channel: 'web',
    address: {
      firstName: 'Ayesha',
      lastName: 'Khan',
      email: 'ayesha@example.com',
      street: '12 Canal View',
      city: 'Lahore',
      state: 'Punjab',
      zipcode: '54000',
      phone: '03001234567',
    },
    paymentMethod: 'COD',
    payment: false,
    subtotal: rupees(6416.2),
    discountCode: null,
    discount: rupees(0),
    deliveryCharges: rupees(0),
    amount: rupees(6416.2),
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    statusHistory: [{ status: 'Order Placed', date: Date.now(), by: 'customer' }],
    deliveryAttempts: [],
    ...overrides,
  };
}
