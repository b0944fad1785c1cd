import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { adminDiscountCode, discountCodeOrder } from '../discount-code-fixtures';

// Only what the restriction pickers read of the products' and deals' answers.
const rose = { _id: 'p-rose', name: 'Rose Petal Soap', price: rupees(800), category: 'Soaps', image: [], status: 'published', version: 1 };
const glow = { _id: 'd-glow', dealName: 'Glow Bundle', status: 'published', version: 1 };

function stubEditor(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/products': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const products = [rose].filter((product) => product.name.toLowerCase().includes(q));
      return json({ success: true, products, total: products.length, limit: 8, offset: 0 });
    },
    'GET /api/admin/products/p-rose': () => json({ success: true, product: rose }),
    'GET /api/admin/categories': () =>
      json({
        success: true,
        categories: [
          { name: 'Soaps', subcategories: [], position: 0, productCount: 12, version: 1 },
          { name: 'Oils', subcategories: [], position: 1, productCount: 4, version: 1 },
        ],
      }),
    'GET /api/admin/deals': () => json({ success: true, deals: [glow], total: 1, limit: 200, offset: 0 }),
    ...routes,
  });
}

const writes = (requests: readonly FakeRequest[]) => requests.filter((request) => request.method !== 'GET');

beforeAll(async () => {
  await import('./discount-code-editor-page');
});

describe('Discount code editor: a new code', () => {
  it('upper-cases the code as it is typed and sends the value by its type, times in shop time and the restrictions', async () => {
    const created = adminDiscountCode({ _id: 'c-eid', code: 'EID-20' });
    const { requests } = stubEditor({
      'POST /api/admin/discount-codes': () => json({ success: true, message: 'Discount code EID-20 created', discountCode: created }, 201),
      'GET /api/admin/discount-codes/c-eid': () => json({ success: true, discountCode: created, orders: [] }),
    });
    const { user, router } = renderApp('/admin/discount-codes/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New discount code' })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'eid-20');
    expect(code).toHaveValue('EID-20');
    expect(code).toHaveAccessibleDescription('What customers type at checkout: letters, digits, - and _, such as EID20.');

    await user.click(screen.getByRole('radio', { name: /Amount off/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in rupees' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Minimum subtotal' }), '2000');
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T09:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-31T23:30');
    await user.type(screen.getByRole('textbox', { name: 'Total uses limit' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Uses per customer limit' }), '1');
    await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'rose');
    await user.click(await screen.findByRole('button', { name: 'Add Rose Petal Soap' }));
    expect(within(screen.getByRole('list', { name: 'Chosen products' })).getByText('Rose Petal Soap')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Soaps/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Glow Bundle' }));
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/discount-codes/c-eid'));
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        '/api/admin/discount-codes',
        {
          code: 'EID-20',
          type: 'fixed',
          value: 500,
          minSubtotal: 2000,
          startsAt: '2026-12-01T09:00:00+05:00',
          endsAt: '2026-12-31T23:30:00+05:00',
          maxUses: 100,
          maxUsesPerCustomer: 1,
          productIds: ['p-rose'],
          categories: ['Soaps'],
          dealIds: ['d-glow'],
          active: true,
        },
      ],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'EID-20' })).toBeInTheDocument();
  });

  it('sends no value for free delivery, and null for the limits and times left empty', async () => {
    const created = adminDiscountCode({ _id: 'c-ship', code: 'FREESHIP', type: 'free-delivery', value: null });
    const { requests } = stubEditor({
      'POST /api/admin/discount-codes': () => json({ success: true, message: 'Discount code FREESHIP created', discountCode: created }, 201),
      'GET /api/admin/discount-codes/c-ship': () => json({ success: true, discountCode: created, orders: [] }),
    });
    const { user } = renderApp('/admin/discount-codes/new');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'freeship');
    await user.type(screen.getByRole('textbox', { name: 'Percentage' }), '20');
    await user.click(screen.getByRole('radio', { name: /Free delivery/ }));
    expect(screen.queryByRole('textbox', { name: 'Percentage' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({
      code: 'FREESHIP',
      type: 'free-delivery',
      value: null,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      productIds: [],
      categories: [],
      dealIds: [],
      active: false,
    });
  });

  it("checks what the server would refuse before calling it, in the server's words", async () => {
    const { requests } = stubEditor();
    const { user } = renderApp('/admin/discount-codes/new');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'e!');
    await user.type(screen.getByRole('textbox', { name: 'Percentage' }), '120');
    await user.type(screen.getByLabelText('Starts'), '2026-12-31T09:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-01T09:00');
    await user.type(screen.getByRole('textbox', { name: 'Total uses limit' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'code must be 3 to 30 letters, digits, - or _, starting with a letter or digit (such as EID20)',
    );
    expect(screen.getByRole('textbox', { name: 'Percentage' })).toHaveAccessibleDescription('value must be a whole percentage from 1 to 100');
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription('endsAt must be after startsAt');
    expect(screen.getByRole('textbox', { name: 'Total uses limit' })).toHaveAccessibleDescription(
      'maxUses must be a whole number from 1 to 1,000,000, or null for no limit',
    );
    expect(writes(requests)).toEqual([]);
  });

  it('shows a code that is taken on the Code field, and a refusal naming a field next to it', async () => {
    let answer = json({ success: false, code: 'DISCOUNT_CODE_TAKEN', message: 'There is already a code EID20' }, 409);
    stubEditor({ 'POST /api/admin/discount-codes': () => answer });
    const { user } = renderApp('/admin/discount-codes/new');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, 'eid20');
    await user.type(screen.getByRole('textbox', { name: 'Percentage' }), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('There is already a code EID20'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('EID20');

    answer = json({ success: false, code: 'INVALID_REQUEST', message: 'categories: there is no category Candles', fields: ['categories.0'] }, 400);
    await user.clear(code);
    await user.type(code, 'eid21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(await within(categories).findByRole('alert')).toHaveTextContent('categories: there is no category Candles');
  });
});

describe('Discount code editor: an existing code', () => {
  const eid = adminDiscountCode({
    _id: 'c-eid',
    code: 'EID20',
    maxUses: 100,
    uses: 12,
    sales: rupees(36_000),
    discountGiven: rupees(7_200),
    productIds: ['p-rose'],
    version: 4,
  });

  it('sends only what changed with the version it was opened on, and shows its uses and the orders that used it', async () => {
    const orders = [
      discountCodeOrder({ _id: 'o-1', orderNumber: 'A1B2C3D', customerName: 'Sana Malik', amount: rupees(2650), discount: rupees(600) }),
      discountCodeOrder({ _id: 'o-2', orderNumber: 'E4F5G6H', status: 'Order Placed' }),
    ];
    const { requests } = stubEditor({
      'GET /api/admin/discount-codes/c-eid': () => json({ success: true, discountCode: eid, orders }),
      'PUT /api/admin/discount-codes/c-eid': () =>
        json({ success: true, message: 'Discount code EID20 updated', discountCode: { ...eid, value: 25, version: 5 } }),
    });
    const { user } = renderApp('/admin/discount-codes/c-eid');
    expect(await screen.findByRole('heading', { level: 1, name: 'EID20' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: 'Chosen products' })).findByText('Rose Petal Soap')).toBeInTheDocument();
    const results = within(screen.getByRole('region', { name: 'What it brought' }));
    expect(results.getByText('Used 12 times of 100')).toBeInTheDocument();
    expect(results.getByText('Rs. 36,000.00')).toBeInTheDocument();
    expect(results.getByText('Rs. 7,200.00')).toBeInTheDocument();
    const first = results.getByText('#A1B2C3D').closest('a')!;
    expect(first).toHaveAttribute('href', '/admin/orders/o-1');
    expect(first).toHaveTextContent('Sana Malik');
    expect(first).toHaveTextContent('Rs. 2,650.00 · Rs. 600.00 off');
    expect(results.getByText('#E4F5G6H').closest('a')).toHaveAttribute('href', '/admin/orders/o-2');

    const value = screen.getByRole('textbox', { name: 'Percentage' });
    expect(value).toHaveValue('20');
    await user.clear(value);
    await user.type(value, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ value: 25, version: 4 });
  });

  it('says who saved the code meanwhile, keeps what was typed, and loads their version on request', async () => {
    let stored = eid;
    stubEditor({
      'GET /api/admin/discount-codes/c-eid': () => json({ success: true, discountCode: stored, orders: [] }),
      'PUT /api/admin/discount-codes/c-eid': () =>
        json(
          {
            success: false,
            code: 'EDIT_CONFLICT',
            message: 'Someone else saved this discount code since you opened it.',
            details: { version: 5, updatedAt: '2026-11-28T09:02:00.000Z', updatedBy: 'Ayesha' },
          },
          409,
        ),
    });
    const { user } = renderApp('/admin/discount-codes/c-eid');
    const value = await screen.findByRole('textbox', { name: 'Percentage' });
    expect(await screen.findByText('No orders have used it yet')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '25');
    stored = { ...eid, value: 30, version: 5 };
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = (await screen.findByText(/saved this code at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Ayesha saved this code at 28-Nov-2026, 2:02 pm, after you opened it, so your changes were not saved.');
    expect(value).toHaveValue('25');
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Percentage' })).toHaveValue('30'));
    expect(screen.queryByText(/saved this code at/)).not.toBeInTheDocument();
  });

  it('says so when the code does not exist', async () => {
    stubEditor({
      'GET /api/admin/discount-codes/gone': () => json({ success: false, code: 'DISCOUNT_CODE_NOT_FOUND', message: 'Discount code not found' }, 404),
    });
    renderApp('/admin/discount-codes/gone');
    expect(await screen.findByText('Discount code not found')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Discount codes' })).toHaveAttribute('href', '/admin/discount-codes');
  });
});
