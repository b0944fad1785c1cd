import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { adminDeal, productChoice } from '../deal-fixtures';

const rose = productChoice({ _id: 'p-rose', name: 'Rose Petal Soap', price: rupees(800) });
// On sale: the deal's total counts the Rs. 1,000 it sells for, not its Rs. 1,200 price.
const rosehip = productChoice({ _id: 'p-rosehip', name: 'Rosehip Oil', price: rupees(1200), discountprice: rupees(1000) });

function stubEditor(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/products': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const products = [rose, rosehip].filter((product) => product.name.toLowerCase().includes(q));
      return json({ success: true, products, total: products.length, limit: 8, offset: 0 });
    },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./deal-editor-page');
});

async function addProduct(user: ReturnType<typeof renderApp>['user'], search: string, name: string) {
  const finder = await screen.findByRole('searchbox', { name: 'Find a product' });
  await user.clear(finder);
  await user.type(finder, search);
  await user.click(await screen.findByRole('button', { name: `Add ${name}` }));
}

describe('Deal editor: a new deal', () => {
  it('adds products with units and shows the savings against what they sell for, live, warning when there are none', async () => {
    stubEditor();
    const { user } = renderApp('/admin/deals/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New deal' })).toBeInTheDocument();
    const preview = screen.getByText('Add products to see what customers save.');
    expect(preview).toHaveAttribute('role', 'status');

    await addProduct(user, 'rose pet', 'Rose Petal Soap');
    await user.click(screen.getByRole('button', { name: 'One unit more of Rose Petal Soap' }));
    expect(screen.getByRole('textbox', { name: 'Units of Rose Petal Soap per deal' })).toHaveValue('2');
    await addProduct(user, 'rosehip', 'Rosehip Oil');
    expect(screen.getByRole('button', { name: 'Rosehip Oil is in the deal' })).toBeDisabled();
    expect(screen.getByText('Rs. 1,000.00 each on sale (was Rs. 1,200.00)')).toBeInTheDocument();
    expect(preview).toHaveTextContent('The products sell for Rs. 2,600.00 on their own.');

    const finalPrice = screen.getByRole('textbox', { name: 'Final price' });
    await user.type(finalPrice, '2450');
    expect(preview).toHaveTextContent('Customers save Rs. 150.00 (6%) against the Rs. 2,600.00 the products sell for on their own.');

    await user.clear(finalPrice);
    await user.type(finalPrice, '2600');
    expect(preview).toHaveTextContent('Customers save nothing: the products sell for Rs. 2,600.00 on their own. Lower the final price.');

    await user.click(screen.getByRole('button', { name: 'Remove Rosehip Oil' }));
    await user.clear(finalPrice);
    await user.type(finalPrice, '1800');
    expect(preview).toHaveTextContent('The final price is above the Rs. 1,600.00 the products sell for on their own.');
  });

  it('creates the deal with the API field names, times in shop time, and opens it', async () => {
    const created = adminDeal({ _id: 'd-new', dealName: 'Glow Bundle', status: 'draft' });
    const { requests } = stubEditor({
      'POST /api/admin/deals': () => json({ success: true, message: 'Deal created', deal: created }, 201),
      'GET /api/admin/deals/d-new': () => json({ success: true, deal: created }),
    });
    const { user, router } = renderApp('/admin/deals/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Glow Bundle');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Rose soap and rosehip oil.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Flash Sale');
    await addProduct(user, 'rose pet', 'Rose Petal Soap');
    await user.click(screen.getByRole('button', { name: 'One unit more of Rose Petal Soap' }));
    await addProduct(user, 'rosehip', 'Rosehip Oil');
    await user.type(screen.getByRole('textbox', { name: 'Final price' }), '2450');
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T09:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-31T23:30');
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/deals/d-new'));
    const create = requests.find((request) => request.method === 'POST' && request.path === '/api/admin/deals');
    expect(create?.body).toEqual({
      dealName: 'Glow Bundle',
      dealDescription: 'Rose soap and rosehip oil.',
      dealType: 'flash_sale',
      dealImages: [],
      products: [
        { _id: 'p-rose', units: 2 },
        { _id: 'p-rosehip', units: 1 },
      ],
      dealFinalPrice: 2450,
      dealStartDate: '2026-12-01T09:00:00+05:00',
      dealEndDate: '2026-12-31T23:30:00+05:00',
      quantity: 15,
      status: 'published',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glow Bundle' })).toBeInTheDocument();
  });

  it("puts the server's refusal next to the field it names and keeps what was typed", async () => {
    stubEditor({
      'POST /api/admin/deals': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'dealEndDate must be after dealStartDate', fields: ['dealEndDate'] }, 400),
    });
    const { user } = renderApp('/admin/deals/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Glow Bundle');
    await addProduct(user, 'rose pet', 'Rose Petal Soap');
    await user.type(screen.getByRole('textbox', { name: 'Final price' }), '1500');
    await user.type(screen.getByLabelText('Starts'), '2026-12-31T09:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-01T09:00');
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const ends = screen.getByLabelText('Ends');
    await waitFor(() => expect(ends).toHaveAccessibleDescription('dealEndDate must be after dealStartDate'));
    expect(ends).toHaveAttribute('aria-invalid', 'true');
    expect(ends).toHaveValue('2026-12-01T09:00');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Glow Bundle');
    expect(screen.getByRole('textbox', { name: 'Final price' })).toHaveValue('1500');
    expect(screen.getByRole('group', { name: 'Units of Rose Petal Soap' })).toBeInTheDocument();
  });

  it('shows a refusal about one of the products in the products section', async () => {
    stubEditor({
      'POST /api/admin/deals': () =>
        json({ success: false, code: 'INVALID_REQUEST', message: 'products: there is no product with id p-rose', fields: ['products.0._id'] }, 400),
    });
    const { user } = renderApp('/admin/deals/new');
    await addProduct(user, 'rose pet', 'Rose Petal Soap');
    await user.type(screen.getByRole('textbox', { name: 'Final price' }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const section = within(screen.getByRole('heading', { level: 2, name: 'Products' }).closest('section')!);
    expect(await section.findByRole('alert')).toHaveTextContent('products: there is no product with id p-rose');
  });

  it('asks for a price and stock it can read before calling the server', async () => {
    const { requests } = stubEditor();
    const { user } = renderApp('/admin/deals/new');
    await user.type(await screen.findByRole('textbox', { name: 'Final price' }), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the final price in rupees, such as 1500')).toBeInTheDocument();
    expect(screen.getByText('Enter how many of this deal can be sold, such as 10')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('Deal editor: an existing deal', () => {
  it('sends only the changed fields, then the stock and the status by their own calls', async () => {
    const deal = adminDeal({ _id: 'd-glow', dealName: 'Glow Bundle' });
    const { requests } = stubEditor({
      'GET /api/admin/deals/d-glow': () => json({ success: true, deal }),
      'PATCH /api/admin/deals/d-glow': () => json({ success: true, message: 'Deal updated', deal: { ...deal, dealName: 'Glow Duo' } }),
      'POST /api/admin/deals/d-glow/stock': () => json({ success: true, message: 'Stock set to 20', deal: { ...deal, dealName: 'Glow Duo', quantity: 20 } }),
      'POST /api/admin/deals/d-glow/status': () =>
        json({ success: true, message: 'Deal unpublished', deal: { ...deal, dealName: 'Glow Duo', quantity: 20, status: 'draft' } }),
    });
    const { user } = renderApp('/admin/deals/d-glow');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Glow Bundle');
    expect(screen.getByRole('textbox', { name: 'Units of Rose Petal Soap per deal' })).toHaveValue('2');
    expect(screen.getByText(/Customers save/).closest('[role="status"]')).toHaveTextContent(
      'Customers save Rs. 350.00 (13%) against the Rs. 2,800.00 the products sell for on their own.',
    );
    expect(screen.getByRole('link', { name: 'See it on the shop' })).toHaveAttribute('href', '/deal/d-glow');

    await user.clear(name);
    await user.type(name, 'Glow Duo');
    const stock = screen.getByRole('textbox', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.filter((request) => request.path.startsWith('/api/admin/deals/d-glow/status'))).toHaveLength(1));
    const writes = requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.path, request.body]);
    expect(writes).toEqual([
      ['PATCH', '/api/admin/deals/d-glow', { dealName: 'Glow Duo', version: 1 }],
      ['POST', '/api/admin/deals/d-glow/stock', { quantity: 20 }],
      ['POST', '/api/admin/deals/d-glow/status', { status: 'draft' }],
    ]);
  });

  it('says so when the deal does not exist', async () => {
    stubEditor({
      'GET /api/admin/deals/gone': () => json({ success: false, code: 'DEAL_NOT_FOUND', message: 'Deal not found' }, 404),
    });
    renderApp('/admin/deals/gone');
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/admin/deals');
  });
});
