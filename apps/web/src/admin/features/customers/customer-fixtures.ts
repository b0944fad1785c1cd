import { rupees } from '@shop/core/shared/money';
import type { CustomerDetail } from './api/get-customer';
import type { CustomerSummary } from './api/list-customers';

/** A customer of the list as the API answers it; each test changes what it is about. */
export function customerSummary(fields: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    _id: 'p-03001234567',
    name: 'Ayesha Khan',
    phone: '03001234567',
    email: 'ayesha@example.pk',
    orders: 3,
    delivered: 2,
    returned: 1,
    cancelled: 0,
    spent: rupees(4_500),
    lastOrderAt: '2026-11-20T07:30:00.000Z',
    accounts: 1,
    ...fields,
  };
}

/** A customer's page as the API answers it. */
export function customerDetail(fields: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...customerSummary(),
    accounts: [
      { _id: 'u-1', name: 'Ayesha Khan', email: 'ayesha@example.pk', hasLogin: true, emailVerified: true, createdAt: '2026-01-05T10:00:00.000Z' },
      { _id: 'u-2', name: 'Ayesha K', email: null, hasLogin: false, emailVerified: false, createdAt: '2026-06-01T10:00:00.000Z' },
    ],
    orders: [
      { _id: 'o-3', orderNumber: 'o-3abcd', status: 'Returned', channel: 'web', amount: rupees(1_200), itemsCount: 2, createdAt: '2026-11-20T07:30:00.000Z' },
      {
        _id: 'o-2',
        orderNumber: 'o-2abcd',
        status: 'Delivered',
        channel: 'whatsapp',
        amount: rupees(2_000),
        itemsCount: 1,
        createdAt: '2026-10-02T07:30:00.000Z',
      },
    ],
    ordersTotal: 3,
    trust: {
      level: 'risky',
      reasons: [{ code: 'refused', text: '1 of 2 parcels to 03001234567 refused at the door' }],
      history: { delivered: 2, returned: 1, cancelled: 0, expired: 0 },
    },
    blocked: false,
    addresses: [
      {
        _id: 'a-1',
        firstName: 'Ayesha',
        lastName: 'Khan',
        street: '12 Canal View Road',
        city: 'Lahore',
        state: 'Punjab',
        zipcode: '54000',
        phone: '03001234567',
        isDefault: true,
      },
    ],
    reviews: [
      { _id: 'r-1', itemName: 'Rose Soap', targetType: 'product', rating: 4, content: 'Lovely smell', hidden: false, createdAt: '2026-10-10T07:30:00.000Z' },
    ],
    newsletter: [{ email: 'ayesha@example.pk', state: 'subscribed' }],
    note: null,
    whatsappUrl: 'https://wa.me/923001234567?text=Assalam%20o%20Alaikum%20Ayesha%2C%20this%20is%20Khalis.',
    ...fields,
  };
}
