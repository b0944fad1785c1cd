import type { CustomerRiskDto } from '@shop/core/trust/admin-dtos';
import type { OrderStatusCounts } from '@shop/core/orders/admin-dtos';
import { rupees } from '@shop/core/shared/money';
import type { AdminOrderDetail } from '../api/get-order';

/** An order as GET /api/admin/orders and /api/admin/orders/:id send it: money in rupees, the date as epoch ms in a string. */
export function adminOrder(overrides: Partial<AdminOrderDetail> & Pick<AdminOrderDetail, '_id'>): AdminOrderDetail {
  return {
    orderNumber: overrides._id.slice(0, 7),
    status: 'Order Placed',
    date: String(Date.parse('2026-11-21T15:42:00+05:00')),
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
      {
        id: 'p-rose',
        name: 'Rose Petal Soap',
        price: rupees(450),
        quantity: 1,
        image: '/uploads/seed/products/p-rose-1.webp',
        category: 'Soaps',
        isFromDeal: true,
        dealId: 'd-glow',
        dealName: 'Glow Bundle',
        dealImage: '/uploads/seed/deals/d-glow-1.webp',
        dealDescription: 'Rose soap and rosehip oil.',
      },
      {
        id: 'p-rosehip',
        name: 'Rosehip Oil',
        price: rupees(1000),
        quantity: 1,
        image: '/uploads/seed/products/p-rosehip-1.webp',
        category: 'Oils',
        isFromDeal: true,
        dealId: 'd-glow',
        dealName: 'Glow Bundle',
        dealImage: '/uploads/seed/deals/d-glow-1.webp',
        dealDescription: 'Rose soap and rosehip oil.',
      },
    ],
    // The same items as the server groups them: the deal as one line.
    lines: [
      { kind: 'product', id: 'p-rose', name: 'Rose Petal Soap', image: '/uploads/seed/products/p-rose-1.webp', price: rupees(800), quantity: 2 },
      {
        kind: 'deal',
        dealId: 'd-glow',
        name: 'Glow Bundle',
        image: '/uploads/seed/deals/d-glow-1.webp',
        price: rupees(1450),
        quantity: 1,
        products: [
          { id: 'p-rose', name: 'Rose Petal Soap', quantity: 1, image: '/uploads/seed/products/p-rose-1.webp' },
          { id: 'p-rosehip', name: 'Rosehip Oil', quantity: 1, image: '/uploads/seed/products/p-rosehip-1.webp' },
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
    subtotal: rupees(3050),
    discountCode: null,
    discount: rupees(0),
    deliveryCharges: rupees(250),
    amount: rupees(3300),
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    statusHistory: [{ status: 'Order Placed', date: Date.parse('2026-11-21T15:42:00+05:00'), by: 'customer' }],
    deliveryAttempts: [],
    notes: [],
    courierPayout: null,
    returnCharge: rupees(0),
    customer: { _id: 'user-ayesha', name: 'Ayesha Khan', email: 'ayesha@example.com' },
    nextStatuses: ['Confirmed', 'Packing', 'Cancelled'],
    whatsappUrl: null,
    whatsappKind: null,
    holdUntil: null,
    risk: customerRisk('new'),
    ...overrides,
  };
}

export function statusCounts(counts: Partial<OrderStatusCounts> = {}): OrderStatusCounts {
  return {
    'Order Placed': 0,
    Confirmed: 0,
    Packing: 0,
    Shipped: 0,
    'Out for delivery': 0,
    Delivered: 0,
    Cancelled: 0,
    Returned: 0,
    ...counts,
  };
}

/** A customer's risk as the server sends it: the level, why, and the history (zeros unless given). */
export function customerRisk(
  level: CustomerRiskDto['level'],
  reasons: CustomerRiskDto['reasons'] = [],
  history: Partial<CustomerRiskDto['history']> = {},
): CustomerRiskDto {
  return { level, reasons, history: { delivered: 0, returned: 0, cancelled: 0, expired: 0, ...history } };
}
