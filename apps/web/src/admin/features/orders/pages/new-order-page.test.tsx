import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { CustomerDetail } from '../../customers/api/get-customer';
import { adminOrder } from '../test/order-fixtures';

beforeAll(async () => {
  await import('./new-order-page');
});

// Only what the line picker reads of the products' and deals' answers.
const rose = { _id: 'p-rose', name: 'Rose Petal Soap', price: rupees(800), discountprice: rupees(0), quantity: 12, status: 'published', image: [], version: 1 };
const draft = { ...rose, _id: 'p-draft', name: 'Rose Draft Soap', status: 'draft' };
const glow = { _id: 'd-glow', dealName: 'Rose Glow Bundle', dealFinalPrice: rupees(1500), quantity: 4, status: 'published', version: 1 };

const whatsappUrl = 'https://wa.me/923001234567?text=Your%20order';
const taken = adminOrder({ _id: 'abc1234def', status: 'Confirmed', channel: 'instagram', whatsappUrl });

function stubNewOrder(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/products': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const products = [rose, draft].filter((product) => product.name.toLowerCase().includes(q));
      return json({ success: true, products, total: products.length, limit: 8, offset: 0 });
    },
    'GET /api/admin/deals': () => json({ success: true, deals: [glow], total: 1, limit: 200, offset: 0 }),
    'POST /api/admin/orders/preview': ({ body }) => {
      const { items, deliveryCharges } = body as { items: { productId?: string; quantity: number }[]; deliveryCharges?: number };
      const subtotal = items.reduce((sum, item) => sum + (item.productId ? 800 : 1500) * item.quantity, 0);
      const delivery = deliveryCharges ?? 250;
      return json({ success: true, subtotal, discount: 0, deliveryCharges: delivery, amount: subtotal + delivery, discountCode: null });
    },
    [`GET /api/admin/orders/${taken._id}`]: () => json({ success: true, order: taken }),
    ...routes,
  });
}

const takes = (requests: readonly FakeRequest[]) => requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/orders');

async function fillCustomer(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '0300 1234567');
  const fields: [string, string][] = [
    ['First name', 'Sana'],
    ['Last name', 'Baig'],
    ['Street address', '12 Canal View Road'],
    ['City', 'Lahore'],
    ['Province', 'Punjab'],
    ['Postal code', '54000'],
  ];
  for (const [name, value] of fields) await user.type(screen.getByRole('textbox', { name }), value);
}

describe('New order', () => {
  it("takes an order from a channel with products and deals, shows the server's total as it is filled in, then opens the order with its WhatsApp copy", async () => {
    const { requests } = stubNewOrder({
      'POST /api/admin/orders': () => json({ success: true, message: 'Order #abc1234 is taken and confirmed', order: taken, whatsappUrl }, 201),
    });
    const { user, router } = renderApp('/admin/orders/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New order' })).toBeInTheDocument();
    expect(screen.getByText('Add a product or deal to see the total.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Came from' }), 'Instagram');
    await fillCustomer(user);
    await user.type(screen.getByRole('searchbox', { name: 'Find a product or deal' }), 'rose');
    await user.click(await screen.findByRole('button', { name: 'Add Rose Petal Soap' }));
    // Drafts are not for sale: the picker leaves them out.
    expect(screen.queryByText('Rose Draft Soap')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Rose Glow Bundle' }));
    expect(screen.getByRole('button', { name: 'Rose Petal Soap is in the order' })).toBeDisabled();
    const lines = within(screen.getByRole('list', { name: 'Order lines' }));
    await user.click(lines.getByRole('button', { name: 'One more Rose Petal Soap' }));
    await user.type(screen.getByRole('textbox', { name: 'Delivery charge (optional)' }), '150');

    // 2 × 800 + 1,500 + her 150 for delivery, as the server priced it.
    await waitFor(() => expect(within(screen.getByLabelText('Order total')).getByText(formatRupees(rupees(3250)))).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Take the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/orders/${taken._id}`));
    expect(takes(requests).map((request) => request.body)).toEqual([
      {
        customer: { phone: '0300 1234567', name: 'Sana Baig' },
        address: {
          firstName: 'Sana',
          lastName: 'Baig',
          street: '12 Canal View Road',
          city: 'Lahore',
          state: 'Punjab',
          zipcode: '54000',
          email: '',
          phone: '0300 1234567',
        },
        items: [
          { productId: 'p-rose', quantity: 2 },
          { dealId: 'd-glow', quantity: 1 },
        ],
        channel: 'instagram',
        deliveryCharges: 150,
      },
    ]);
    const notice = (await screen.findByText('Order taken and confirmed.')).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', whatsappUrl);
    expect(screen.getByText('Instagram')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names and keeps what was typed", async () => {
    const { requests } = stubNewOrder({
      'POST /api/admin/orders': () =>
        json(
          {
            success: false,
            code: 'INVALID_REQUEST',
            message: 'customer.phone: phone must be a Pakistani mobile number, e.g. 03001234567',
            fields: ['customer.phone'],
          },
          400,
        ),
    });
    const { user, router } = renderApp('/admin/orders/new');
    await fillCustomer(user);
    await user.type(screen.getByRole('searchbox', { name: 'Find a product or deal' }), 'rose');
    await user.click(await screen.findByRole('button', { name: 'Add Rose Petal Soap' }));
    await user.click(screen.getByRole('button', { name: 'Take the order' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('phone must be a Pakistani mobile number, e.g. 03001234567'),
    );
    expect(takes(requests)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/orders/new');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lahore');
  });

  it('asks for a product before calling the server, and refuses a delivery charge that is no amount', async () => {
    const { requests } = stubNewOrder();
    const { user } = renderApp('/admin/orders/new');
    await fillCustomer(user);
    await user.type(screen.getByRole('textbox', { name: 'Delivery charge (optional)' }), '-5');
    expect(screen.getByRole('textbox', { name: 'Delivery charge (optional)' })).toHaveAccessibleDescription(/Enter rupees, such as 250 or 199.50/);
    await user.click(screen.getByRole('button', { name: 'Take the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one product or deal.');
    expect(takes(requests)).toEqual([]);
  });

  it("starts from a customer's page with what the shop knows of them, and takes the order on the account they sign in with", async () => {
    const ayesha: CustomerDetail = {
      _id: 'p-03001234567',
      name: 'Ayesha Khan',
      phone: '03001234567',
      email: 'ayesha@example.pk',
      orders: [],
      ordersTotal: 0,
      delivered: 0,
      returned: 0,
      cancelled: 0,
      spent: rupees(0),
      lastOrderAt: null,
      accounts: [
        // Made for an earlier order taken by hand, and the account she signs in with.
        { _id: 'u-2', name: 'Ayesha K', email: null, hasLogin: false, emailVerified: false, createdAt: '2026-06-01T10:00:00.000Z' },
        { _id: 'u-1', name: 'Ayesha Khan', email: 'ayesha@example.pk', hasLogin: true, emailVerified: true, createdAt: '2026-01-05T10:00:00.000Z' },
      ],
      trust: { level: 'trusted', reasons: [], history: { delivered: 0, returned: 0, cancelled: 0, expired: 0 } },
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
      reviews: [],
      newsletter: [],
      note: null,
      whatsappUrl: null,
    };
    const { requests } = stubNewOrder({
      [`GET /api/admin/customers/${ayesha._id}`]: () => json({ success: true, customer: ayesha }),
      'POST /api/admin/orders': () => json({ success: true, message: 'Order #abc1234 is taken and confirmed', order: taken, whatsappUrl: null }, 201),
    });
    const { user } = renderApp(`/admin/orders/new?customer=${ayesha._id}`);
    expect(await screen.findByText(/to their account/)).toHaveTextContent(`For ${ayesha.name}, to their account`);
    // Her phone and her default saved address are filled in; the owner may still change them.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('03001234567');
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Canal View Road');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lahore');
    await user.type(screen.getByRole('searchbox', { name: 'Find a product or deal' }), 'rose');
    await user.click(await screen.findByRole('button', { name: 'Add Rose Petal Soap' }));
    await user.click(screen.getByRole('button', { name: 'Take the order' }));
    await waitFor(() => expect(takes(requests)).toHaveLength(1));
    // The account she signs in with (u-1), not the one made for an earlier order taken by hand.
    expect(takes(requests)[0]!.body).toMatchObject({
      customer: { userId: 'u-1' },
      address: { firstName: 'Ayesha', lastName: 'Khan', phone: '03001234567', city: 'Lahore' },
      channel: 'whatsapp',
    });
    expect(await screen.findByText(/The phone is not a WhatsApp number/)).toBeInTheDocument();
  });
});
