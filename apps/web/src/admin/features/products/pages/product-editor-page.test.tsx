import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminCategory } from '../api/list-categories';
import type { StockMove } from '../api/list-stock-moves';
import { adminProduct, productScreenRoutes, shopCategories } from '../test/product-fixtures';

// Warm the lazy screens once, so no single test pays for transforming them.
beforeAll(async () => {
  await import('./product-editor-page');
  await import('./products-page');
});

function stubEditor(routes: Record<string, FakeHandler>, categories: AdminCategory[] = shopCategories) {
  return stubApi({ ...signInAsOwner(), ...productScreenRoutes(categories), ...routes });
}

const callsTo = (requests: FakeRequest[], method: string, path: string) => requests.filter((request) => request.method === method && request.path === path);

async function chooseCategory(user: ReturnType<typeof renderApp>['user'], name: string) {
  const select = await screen.findByLabelText('Category');
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeInTheDocument());
  await user.selectOptions(select, name);
}

describe('Product editor: a new product', () => {
  it('sends every field, the uploaded pictures included, then opens the new product', async () => {
    const created = adminProduct({
      _id: 'p-new',
      name: 'Lavender Soap',
      description: 'Calming.',
      price: rupees(1000),
      discountprice: rupees(820),
      discount: 18,
      image: ['/uploads/products/lavender-1.webp'],
      subcategory: 'Liquid',
      quantity: 15,
      bestseller: true,
    });
    const { requests } = stubEditor({
      'POST /api/admin/uploads': () => json({ success: true, message: 'Uploaded', images: ['/uploads/products/lavender-1.webp'] }, 201),
      'POST /api/admin/products': () => json({ success: true, message: 'Product created', product: created }, 201),
      'GET /api/admin/products/p-new': () => json({ success: true, product: created }),
    });
    const { user, router } = renderApp('/admin/products/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Lavender Soap');
    await user.type(screen.getByLabelText('Description'), 'Calming.');
    await user.type(screen.getByLabelText('Price'), '1000');
    await user.type(screen.getByLabelText('Discount price'), '820');
    await chooseCategory(user, 'Soaps');
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Liquid');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '15');
    await user.click(screen.getByLabelText('Best seller'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await user.upload(screen.getByLabelText('Images'), new File(['photo'], 'lavender.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Picture 1 (main)' })).toHaveAttribute('src', '/uploads/products/lavender-1.webp');
    const upload = callsTo(requests, 'POST', '/api/admin/uploads')[0]!;
    expect(upload.url.searchParams.get('folder')).toBe('products');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/p-new'));
    expect(callsTo(requests, 'POST', '/api/admin/products').map((request) => request.body)).toEqual([
      {
        name: 'Lavender Soap',
        description: 'Calming.',
        price: 1000,
        discountprice: 820,
        image: ['/uploads/products/lavender-1.webp'],
        category: 'Soaps',
        subcategory: 'Liquid',
        quantity: 15,
        bestseller: true,
        status: 'published',
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lavender Soap' })).toBeInTheDocument();
    expect(await screen.findByText('Lavender Soap added')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue(1000);
  });

  it('previews the percent off and what customers pay as the owner types', async () => {
    stubEditor({});
    const { user } = renderApp('/admin/products/new');

    await user.type(await screen.findByLabelText('Price'), '1000');
    expect(screen.getByText('No discount — customers pay Rs. 1,000.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Discount price'), '820');
    expect(screen.getByText('18% off — customers pay Rs. 820.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Discount price'));
    await user.type(screen.getByLabelText('Discount price'), '1200');
    expect(screen.getByText('The discount price must be below the price, or empty for no discount.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Discount price'));
    await user.type(screen.getByLabelText('Discount price'), '0');
    expect(screen.getByText('No discount — customers pay Rs. 1,000.00')).toBeInTheDocument();
  });

  it("puts the server's 400 next to the field it names and keeps everything typed", async () => {
    const { requests } = stubEditor({
      'POST /api/admin/products': (request) => {
        const body = request.body as { price: number };
        return body.price > 100
          ? json({ success: false, code: 'INVALID_REQUEST', message: 'price: Amount is too large', fields: ['price'] }, 400)
          : json(
              { success: false, code: 'INVALID_REQUEST', message: 'discountprice must be below price (or 0 for no discount)', fields: ['discountprice'] },
              400,
            );
      },
    });
    const { user, router } = renderApp('/admin/products/new');

    await user.type(await screen.findByLabelText('Name'), 'Rose Soap');
    await user.type(screen.getByLabelText('Price'), '99999999');
    await chooseCategory(user, 'Oils');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const price = screen.getByLabelText('Price');
    await waitFor(() => expect(price).toHaveAccessibleDescription('price: Amount is too large'));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue(99999999);
    expect(screen.getByLabelText('Name')).toHaveValue('Rose Soap');
    expect(screen.getByLabelText('Category')).toHaveValue('Oils');
    expect(router.state.location.pathname).toBe('/admin/products/new');

    // The API's discountprice is the form's Discount price.
    await user.clear(price);
    await user.type(price, '90');
    await user.type(screen.getByLabelText('Discount price'), '95');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Discount price')).toHaveAccessibleDescription('discountprice must be below price (or 0 for no discount)'),
    );
    expect(callsTo(requests, 'POST', '/api/admin/products')).toHaveLength(2);
  });

  it('asks for a price before sending, rather than saving a product at Rs. 0', async () => {
    const { requests } = stubEditor({});
    const { user } = renderApp('/admin/products/new');

    await user.type(await screen.findByLabelText('Name'), 'Rose Soap');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Enter the price in rupees.'));
    expect(callsTo(requests, 'POST', '/api/admin/products')).toHaveLength(0);
  });

  it('adds a new category and a new subcategory from the editor and chooses them', async () => {
    let candles: AdminCategory = { name: 'Candles', subcategories: [], position: 2, productCount: 0, version: 1 };
    const categories = [...shopCategories];
    const { requests } = stubEditor({
      'GET /api/admin/categories': () => json({ success: true, categories }),
      'POST /api/admin/categories': () => {
        categories.push(candles);
        return json({ success: true, message: 'Category created', category: candles }, 201);
      },
      'PATCH /api/admin/categories/Candles': (request) => {
        candles = { ...candles, ...(request.body as { subcategories: string[] }) };
        categories[2] = candles;
        return json({ success: true, message: 'Category updated', category: candles });
      },
    });
    const { user } = renderApp('/admin/products/new');

    await chooseCategory(user, 'New category…');
    await user.type(screen.getByLabelText('New category name'), 'Candles');
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('Candles'));
    expect(screen.getByText('Category "Candles" added and chosen.')).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText('New category name')).not.toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/admin/categories').map((request) => request.body)).toEqual([{ name: 'Candles' }]);

    await user.selectOptions(screen.getByLabelText('Subcategory'), 'New subcategory…');
    await user.type(screen.getByLabelText('New subcategory name'), 'Scented{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Subcategory')).toHaveValue('Scented'));
    expect(callsTo(requests, 'PATCH', '/api/admin/categories/Candles').map((request) => request.body)).toEqual([{ subcategories: ['Scented'] }]);
    // Enter in the name box added the subcategory; it did not send the product.
    expect(callsTo(requests, 'POST', '/api/admin/products')).toHaveLength(0);
  });

  it('shows why a new category was refused next to its name, and will not save the product with it half-added', async () => {
    const { requests } = stubEditor({
      'POST /api/admin/categories': () => json({ success: false, code: 'CATEGORY_EXISTS', message: 'A category named "Soaps" already exists' }, 409),
    });
    const { user } = renderApp('/admin/products/new');

    await chooseCategory(user, 'New category…');
    await user.type(screen.getByLabelText('New category name'), 'Soaps');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(screen.getByLabelText('New category name')).toHaveAccessibleDescription('A category named "Soaps" already exists'));

    await user.type(screen.getByLabelText('Price'), '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New category name')).toHaveAccessibleDescription('Press "Add category" to add it, or choose a category from the list.'),
    );
    expect(callsTo(requests, 'POST', '/api/admin/products')).toHaveLength(0);
  });
});

describe('Product editor: an existing product', () => {
  it('shows the product, links to its live page, and saves a change with the calls it needs', async () => {
    let product = adminProduct({ _id: 'p-rose', status: 'draft' });
    const { requests } = stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product }),
      'PATCH /api/admin/products/p-rose': (request) => {
        product = { ...product, ...(request.body as object), version: product.version + 1 };
        return json({ success: true, message: 'Product updated', product });
      },
      'POST /api/admin/products/p-rose/status': (request) => {
        product = { ...product, ...(request.body as object), version: product.version + 1 };
        return json({ success: true, message: 'Product published', product });
      },
    });
    const { user } = renderApp('/admin/products/p-rose');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Petal Soap' })).toBeInTheDocument();
    expect(screen.getByText('Not visible in the shop while Draft.')).toBeInTheDocument();
    const live = screen.getByRole('link', { name: /View in shop/ });
    expect(live).toHaveAttribute('href', '/product/p-rose');
    expect(live).toHaveAttribute('target', '_blank');
    expect(screen.getByLabelText('Name')).toHaveValue('Rose Petal Soap');
    expect(screen.getByLabelText('Price')).toHaveValue(1000);
    expect(screen.getByLabelText('Discount price')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Change stock for Rose Petal Soap' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('Soaps'));
    expect(screen.getByLabelText('Subcategory')).toHaveValue('Bars');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no field was changed.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Discount price'), '900');
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/admin/products/p-rose').map((request) => request.body)).toEqual([
      {
        name: 'Rose Petal Soap',
        description: 'Cold-process soap with rose petals.',
        price: 1000,
        discountprice: 900,
        image: ['/uploads/seed/products/rose-1.webp'],
        category: 'Soaps',
        subcategory: 'Bars',
        bestseller: false,
        version: 1,
      },
    ]);
    expect(callsTo(requests, 'POST', '/api/admin/products/p-rose/status').map((request) => request.body)).toEqual([{ status: 'published' }]);
    // Stock moves by its own dialog, never with the form: orders may have taken some meanwhile.
    expect(callsTo(requests, 'POST', '/api/admin/products/p-rose/stock')).toHaveLength(0);
    expect(await screen.findByText('Shown in the shop.')).toBeInTheDocument();
  });

  it('sends the version it was opened on, then the version each save answers, so its second save is not refused', async () => {
    let product = adminProduct({ _id: 'p-rose', version: 4 });
    const { requests } = stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product }),
      'PATCH /api/admin/products/p-rose': (request) => {
        const { version, ...changes } = request.body as { version?: number };
        if (version !== product.version)
          return json({ success: false, code: 'EDIT_CONFLICT', message: 'Someone else saved this product since you opened it.', details: {} }, 409);
        product = { ...product, ...changes, version: product.version + 1 };
        return json({ success: true, message: 'Product updated', product });
      },
    });
    const { user } = renderApp('/admin/products/p-rose');

    await user.type(await screen.findByLabelText('Discount price'), '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Discount price'));
    await user.type(screen.getByLabelText('Discount price'), '850');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(requests, 'PATCH', '/api/admin/products/p-rose')).toHaveLength(2));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/admin/products/p-rose').map((request) => (request.body as { version: number }).version)).toEqual([4, 5]);
    expect(screen.queryByRole('button', { name: 'Load their version' })).not.toBeInTheDocument();
  });

  it('says who saved the product meanwhile and when, keeps what was typed, and loads their version on request', async () => {
    let product = adminProduct({ _id: 'p-rose', price: rupees(700) });
    const { requests } = stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product }),
      'PATCH /api/admin/products/p-rose': (request) => {
        const { version } = request.body as { version?: number };
        if (version !== product.version)
          return json(
            {
              success: false,
              code: 'EDIT_CONFLICT',
              message: 'Someone else saved this product since you opened it.',
              details: { version: product.version, updatedAt: '2026-11-28T09:02:00.000Z', updatedBy: 'Ayesha' },
            },
            409,
          );
        product = { ...product, ...(request.body as object), version: product.version + 1 };
        return json({ success: true, message: 'Product updated', product });
      },
    });
    const { user } = renderApp('/admin/products/p-rose');
    await user.type(await screen.findByLabelText('Description'), ' Now in a gift box.');
    // Meanwhile, another tab sets the price to Rs. 720.
    product = { ...product, price: rupees(720), version: 2 };

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = (await screen.findByText(/saved this product at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Ayesha saved this product at 28-Nov-2026, 2:02 pm, after you opened it, so your changes were not saved.');
    expect(screen.getByLabelText('Description')).toHaveValue('Cold-process soap with rose petals. Now in a gift box.');
    expect(screen.getByLabelText('Price')).toHaveValue(700);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    expect(product.price).toBe(720);

    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveValue(720));
    expect(screen.getByLabelText('Description')).toHaveValue('Cold-process soap with rose petals.');
    expect(screen.queryByText(/saved this product at/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Description'), ' Gift box.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const saves = callsTo(requests, 'PATCH', '/api/admin/products/p-rose').map((request) => request.body as { version: number; price: number });
    expect(saves.map((body) => [body.version, body.price])).toEqual([
      [1, 700],
      [2, 720],
    ]);
    expect(product).toMatchObject({ price: 720, description: 'Cold-process soap with rose petals. Gift box.', version: 3 });
  });

  it('shows the stock history newest first, orders linked and by the shop, and loads more', async () => {
    const move = (overrides: Partial<StockMove>): StockMove => ({
      change: 1,
      reason: 'restock',
      note: null,
      at: '2026-11-24T10:05:00.000Z',
      by: 'Ayesha',
      orderId: null,
      stockAfter: 20,
      ...overrides,
    });
    const first = [
      move({ change: 12, reason: 'restock', note: 'From the Lahore supplier', stockAfter: 20 }),
      move({ change: -3, reason: 'order', by: null, orderId: 'abc1234def567890', stockAfter: 8 }),
      ...Array.from({ length: 18 }, () => move({ change: -1, reason: 'damaged', stockAfter: 11 })),
    ];
    const { requests } = stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product: adminProduct({ _id: 'p-rose' }) }),
      'GET /api/admin/products/p-rose/stock-moves': (request) =>
        request.url.searchParams.get('offset') === '0'
          ? json({ success: true, moves: first, total: 21, limit: 20, offset: 0 })
          : json({ success: true, moves: [move({ change: 30, reason: 'counted', by: null, stockAfter: 30 })], total: 21, limit: 20, offset: 20 }),
    });
    const { user } = renderApp('/admin/products/p-rose');

    const history = within(await screen.findByRole('region', { name: 'Stock history' }));
    const items = await history.findAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('+12 Restock · From the Lahore supplier');
    expect(items[0]).toHaveTextContent('24-Nov-2026, 3:05 pm · Ayesha · 20 in stock');
    expect(items[1]).toHaveTextContent('−3 Order #abc1234');
    expect(items[1]).toHaveTextContent('Shop · 8 in stock');
    expect(within(items[1]!).getByRole('link', { name: 'Order #abc1234' })).toHaveAttribute('href', '/admin/orders/abc1234def567890');
    expect(history.getByText('20 of 21 moves')).toBeInTheDocument();

    await user.click(history.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(21));
    expect(history.getAllByRole('listitem')[20]).toHaveTextContent('+30 Counted');
    expect(history.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/admin/products/p-rose/stock-moves').map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '20']);
  });

  it('changes the stock from the editor without saving the form, and the history follows', async () => {
    let product = adminProduct({ _id: 'p-rose' });
    let moves: StockMove[] = [];
    const { requests } = stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product }),
      'GET /api/admin/products/p-rose/stock-moves': () => json({ success: true, moves, total: moves.length, limit: 20, offset: 0 }),
      'POST /api/admin/products/p-rose/stock': (request) => {
        const { change, reason, note } = request.body as { change: number; reason: StockMove['reason']; note?: string };
        product = { ...product, quantity: product.quantity + change };
        moves = [{ change, reason, note: note ?? null, at: '2026-11-24T10:05:00.000Z', by: 'Ayesha', orderId: null, stockAfter: product.quantity }, ...moves];
        return json({ success: true, message: 'Stock updated', product });
      },
    });
    const { user } = renderApp('/admin/products/p-rose');

    const history = within(await screen.findByRole('region', { name: 'Stock history' }));
    expect(await history.findByText(/No stock moves yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), ' Bar');
    await user.click(screen.getByRole('button', { name: 'Change stock for Rose Petal Soap' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Stock for Rose Petal Soap' }));
    await user.click(dialog.getByRole('radio', { name: 'Remove' }));
    await user.selectOptions(dialog.getByLabelText('Reason'), 'Damaged');
    await user.type(dialog.getByLabelText('Units to remove'), '2');
    await user.type(dialog.getByLabelText('Note (optional)'), 'Wet in the rain{Enter}');

    expect(await history.findByText('Damaged')).toBeInTheDocument();
    expect(history.getByRole('listitem')).toHaveTextContent('−2 Damaged · Wet in the rain');
    expect(await screen.findByText('Saved: 18 in stock.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/admin/products/p-rose/stock').map((request) => request.body)).toEqual([
      { change: -2, reason: 'damaged', note: 'Wet in the rain' },
    ]);
    // The name typed meanwhile is still the owner's to save.
    expect(callsTo(requests, 'PATCH', '/api/admin/products/p-rose')).toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Rose Petal Soap Bar');
  });

  it("shows the server's refusal to delete a product an order uses, clearly, and keeps the product", async () => {
    const refusal = 'Rose Petal Soap is in 2 order lines, so it cannot be deleted. Unpublish it instead to hide it from the shop.';
    const { requests } = stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product: adminProduct({ _id: 'p-rose' }) }),
      'DELETE /api/admin/products/p-rose': () => json({ success: false, code: 'PRODUCT_IN_USE', message: refusal }, 409),
    });
    const { user, router } = renderApp('/admin/products/p-rose');

    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Rose Petal Soap?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('This product cannot be deleted.');
    expect(alert).toHaveTextContent(refusal);
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'DELETE', '/api/admin/products/p-rose')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/p-rose');
  });

  it('deletes a product after the owner confirms, and goes back to the list', async () => {
    stubEditor({
      'GET /api/admin/products/p-rose': () => json({ success: true, product: adminProduct({ _id: 'p-rose' }) }),
      'DELETE /api/admin/products/p-rose': () => json({ success: true, message: 'Product deleted' }),
      'GET /api/admin/products': () => json({ success: true, products: [], total: 0, limit: 25, offset: 0 }),
    });
    const { user, router } = renderApp('/admin/products/p-rose');

    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText('Rose Petal Soap deleted')).toBeInTheDocument();
  });

  it('says so when the product does not exist', async () => {
    stubEditor({
      'GET /api/admin/products/p-gone': () => json({ success: false, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' }, 404),
    });
    renderApp('/admin/products/p-gone');

    expect(await screen.findByText('This product does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/admin/products');
  });
});
