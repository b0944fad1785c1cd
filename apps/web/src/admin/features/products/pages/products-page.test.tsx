import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminProduct } from '../api/list-products';
import { adminProduct, productScreenRoutes } from '../test/product-fixtures';

// Warm the lazy screen once, so no single test pays for transforming it.
beforeAll(async () => {
  await import('./products-page');
});

function listAnswer(products: AdminProduct[], { total = products.length, offset = 0 } = {}) {
  return json({ success: true, products, total, limit: 25, offset });
}

function stubProducts(handler: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  return stubApi({ ...signInAsOwner(), ...productScreenRoutes(), 'GET /api/admin/products': handler, ...extra });
}

const listQueries = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/admin/products').map((request) => request.url.searchParams);
const lastListQuery = (requests: FakeRequest[]) => listQueries(requests).at(-1)!;

function row(name: string) {
  const item = screen.getByRole('link', { name }).closest('li');
  if (!item) throw new Error(`No row for ${name}`);
  return within(item);
}

describe('Products list', () => {
  it('shows each product with its picture, name (to the editor), category, price, status, best-seller mark and stock', async () => {
    stubProducts(() =>
      listAnswer([
        adminProduct({ _id: 'p-rose', bestseller: true, discountprice: rupees(820), discount: 18 }),
        adminProduct({ _id: 'p-argan', name: 'Argan Oil', category: 'Oils', subcategory: '', price: rupees(2400), status: 'draft', quantity: 3, image: [] }),
      ]),
    );
    renderApp('/admin/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
    await screen.findByRole('link', { name: 'Rose Petal Soap' });

    const rose = row('Rose Petal Soap');
    expect(rose.getByRole('link', { name: 'Rose Petal Soap' })).toHaveAttribute('href', '/admin/products/p-rose');
    expect(rose.getByText('Soaps › Bars')).toBeInTheDocument();
    expect(rose.getByText('Rs. 820.00')).toBeInTheDocument();
    expect(rose.getByText('Rs. 1,000.00')).toBeInTheDocument();
    expect(rose.getByText('Published')).toBeInTheDocument();
    expect(rose.getByText('Best seller')).toBeInTheDocument();
    expect(rose.getByText('20')).toHaveClass('tabular-nums');
    expect(rose.getByRole('button', { name: 'Change stock for Rose Petal Soap' })).toBeInTheDocument();
    // The picture is decorative beside the name (alt ""), so it is found by its element.
    expect(screen.getByRole('link', { name: 'Rose Petal Soap' }).closest('li')!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/seed/products/rose-1.webp',
    );

    const argan = row('Argan Oil');
    expect(argan.getByText('Oils')).toBeInTheDocument();
    expect(argan.getByText('Rs. 2,400.00')).toBeInTheDocument();
    expect(argan.getByText('Draft')).toBeInTheDocument();
    expect(argan.queryByText('Best seller')).not.toBeInTheDocument();
    // At or below the shop's threshold (5): marked, as the Low stock filter counts it.
    await waitFor(() => expect(argan.getByText('Low stock')).toBeInTheDocument());
  });

  it('sends the filters in the address with the request (a Today link opens the list filtered)', async () => {
    const { requests } = stubProducts(() => listAnswer([adminProduct({ _id: 'p-rose', quantity: 2 })]));
    renderApp('/admin/products?lowStock=true&category=Soaps&status=draft&q=rose');

    await screen.findByRole('link', { name: 'Rose Petal Soap' });
    const query = lastListQuery(requests);
    expect(Object.fromEntries(query)).toEqual({ q: 'rose', category: 'Soaps', status: 'draft', lowStock: 'true', limit: '25', offset: '0' });
    expect(screen.getByRole('button', { name: 'Low stock' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Search')).toHaveValue('rose');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('Soaps'));
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
  });

  it('puts each filter the owner picks into the address and the request, starting again at the first page', async () => {
    const { requests } = stubProducts((request) =>
      listAnswer([adminProduct({ _id: 'p-rose' })], { total: 60, offset: Number(request.url.searchParams.get('offset')) }),
    );
    const { user, router } = renderApp('/admin/products');
    await screen.findByRole('link', { name: 'Rose Petal Soap' });

    await user.click(within(screen.getByRole('navigation', { name: 'Products pages' })).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(requests).get('offset')).toBe('25'));
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByLabelText('Search'), 'lavender{Enter}');
    await waitFor(() => expect(lastListQuery(requests).get('q')).toBe('lavender'));
    expect(lastListQuery(requests).get('offset')).toBe('0');

    await waitFor(() => expect(within(screen.getByLabelText('Category')).getByRole('option', { name: 'Oils' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Category'), 'Oils');
    await waitFor(() => expect(lastListQuery(requests).get('category')).toBe('Oils'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(lastListQuery(requests).get('status')).toBe('published'));

    await user.click(screen.getByRole('button', { name: 'Low stock' }));
    await waitFor(() => expect(lastListQuery(requests).get('lowStock')).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).get('lowStock')).toBe('true');
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({
      q: 'lavender',
      category: 'Oils',
      status: 'published',
      lowStock: 'true',
      limit: '25',
      offset: '0',
    });
  });

  it('adds, removes and counts stock in a dialog, each with its reason and note, and says so beside it', async () => {
    let quantity = 20;
    const { requests } = stubProducts(() => listAnswer([adminProduct({ _id: 'p-rose', quantity })]), {
      'POST /api/admin/products/p-rose/stock': (request) => {
        const body = request.body as { change?: number; quantity?: number };
        quantity = body.quantity ?? quantity + body.change!;
        return json({ success: true, message: 'Stock updated', product: adminProduct({ _id: 'p-rose', quantity }) });
      },
    });
    const { user } = renderApp('/admin/products');
    await screen.findByRole('link', { name: 'Rose Petal Soap' });

    await user.click(screen.getByRole('button', { name: 'Change stock for Rose Petal Soap' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Stock for Rose Petal Soap' }));
    expect(dialog.getByText('In stock now:')).toHaveTextContent('In stock now: 20');
    expect(dialog.getByRole('radio', { name: 'Add' })).toBeChecked();
    const units = dialog.getByLabelText('Units to add');
    expect(units).toHaveAttribute('inputmode', 'numeric');
    await user.type(units, '12');
    expect(units).toHaveAccessibleDescription('Stock after: 32');
    expect(dialog.getByLabelText('Reason')).toHaveValue('restock');
    await user.type(dialog.getByLabelText('Note (optional)'), 'From the Lahore supplier');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));

    expect(await row('Rose Petal Soap').findByText('Saved: 32 in stock.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change stock for Rose Petal Soap' }));
    dialog = within(screen.getByRole('dialog', { name: 'Stock for Rose Petal Soap' }));
    await user.click(dialog.getByRole('radio', { name: 'Remove' }));
    await user.selectOptions(dialog.getByLabelText('Reason'), 'Damaged');
    await user.type(dialog.getByLabelText('Units to remove'), '2{Enter}');
    expect(await row('Rose Petal Soap').findByText('Saved: 30 in stock.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change stock for Rose Petal Soap' }));
    dialog = within(screen.getByRole('dialog', { name: 'Stock for Rose Petal Soap' }));
    await user.click(dialog.getByRole('radio', { name: 'Set count' }));
    expect(dialog.queryByLabelText('Reason')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Units on the shelf'), '9');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(await row('Rose Petal Soap').findByText('Saved: 9 in stock.')).toBeInTheDocument();

    expect(requests.filter((request) => request.path === '/api/admin/products/p-rose/stock').map((request) => request.body)).toEqual([
      { change: 12, reason: 'restock', note: 'From the Lahore supplier' },
      { change: -2, reason: 'damaged' },
      { quantity: 9, reason: 'counted' },
    ]);
  });

  it('checks the units before sending, and keeps the dialog open with what was typed when the server refuses', async () => {
    const { requests } = stubProducts(() => listAnswer([adminProduct({ _id: 'p-rose', quantity: 4 })]), {
      'POST /api/admin/products/p-rose/stock': (request) =>
        (request.body as { note?: string }).note
          ? json({ success: false, code: 'INVALID_REQUEST', message: 'note can be at most 200 characters long', fields: ['note'] }, 400)
          : json({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 3 in stock: 4 cannot be taken away.', quantity: 3 }, 409),
    });
    const { user } = renderApp('/admin/products');
    await screen.findByRole('link', { name: 'Rose Petal Soap' });
    await user.click(screen.getByRole('button', { name: 'Change stock for Rose Petal Soap' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stock for Rose Petal Soap' }));
    await user.click(dialog.getByRole('radio', { name: 'Remove' }));

    const units = dialog.getByLabelText('Units to remove');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    expect(await dialog.findByText('Enter a whole number of units.')).toBeInTheDocument();
    await user.type(units, '0{Enter}');
    expect(await dialog.findByText('Enter at least 1 unit.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/admin/products/p-rose/stock')).toHaveLength(0);

    await user.clear(units);
    await user.type(units, '4{Enter}');
    await waitFor(() => expect(units).toHaveAccessibleDescription('Only 3 in stock now, so 4 cannot be removed.'));
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(units).toHaveValue(4);

    await user.type(dialog.getByLabelText('Note (optional)'), 'Broken');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(dialog.getByLabelText('Note (optional)')).toHaveAccessibleDescription('note can be at most 200 characters long'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when there are no products yet, and offers to add the first', async () => {
    stubProducts(() => listAnswer([]));
    renderApp('/admin/products');

    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('says when no product matches the filters, with a way back to all of them', async () => {
    stubProducts(() => listAnswer([]));
    const { user } = renderApp('/admin/products?q=candle&status=draft');

    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all products' }));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
  });

  it('says when nothing is low on stock, naming the threshold', async () => {
    stubProducts(() => listAnswer([]));
    renderApp('/admin/products?lowStock=true');

    expect(await screen.findByText('No product is low on stock')).toBeInTheDocument();
    expect(await screen.findByText('Every product has more than 5 in stock.')).toBeInTheDocument();
  });

  it('shows a failed load with the reason and Try again', async () => {
    let fail = true;
    stubProducts(() =>
      fail ? json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy' }, 503) : listAnswer([adminProduct({ _id: 'p-rose' })]),
    );
    const { user } = renderApp('/admin/products');

    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Rose Petal Soap' })).toBeInTheDocument();
  });
});
