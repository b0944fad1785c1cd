import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessDetailsResponse } from '../../../test/business-details-fixture';
import { json, networkDown, stubApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { categoriesAnswer, makeProduct, productListAnswer } from '../../../test/product-fixtures';

const products = [
  makeProduct({ _id: 'p1', name: 'Rose Clay Soap', category: 'Soaps', subcategory: 'Clay Soaps', price: 650, date: 6 }),
  makeProduct({ _id: 'p2', name: 'Neem Herbal Soap', category: 'Soaps', subcategory: 'Herbal Soaps', price: 550, date: 5 }),
  makeProduct({
    _id: 'p3',
    name: 'Argan Oil',
    category: 'Oils',
    subcategory: 'Cold-Pressed Oils',
    price: 2800,
    discountprice: 2450,
    date: 4,
  }),
  makeProduct({ _id: 'p4', name: 'Coconut Oil', category: 'Oils', subcategory: 'Cold-Pressed Oils', price: 850, date: 3 }),
  makeProduct({ _id: 'p5', name: 'Rose Face Serum', category: 'Face Care', subcategory: 'Serums', price: 2200, discountprice: 500, date: 2 }),
  makeProduct({ _id: 'p6', name: 'Lavender Blend', category: 'Oils', subcategory: 'Essential Oil Blends', price: 1450, date: 1 }),
];

const categories = [
  { name: 'Soaps', subcategories: ['Herbal Soaps', 'Clay Soaps'] },
  { name: 'Oils', subcategories: ['Cold-Pressed Oils', 'Essential Oil Blends'] },
  { name: 'Face Care', subcategories: ['Serums'] },
];

function stubShop(overrides: Record<string, FakeHandler> = {}) {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/product/list': productListAnswer(products),
    'GET /api/categories': categoriesAnswer(categories),
    ...overrides,
  });
}

function shownNames() {
  return within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

function query(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('Collection page', () => {
  beforeEach(() => {
    stubShop();
  });

  it('lists every product, newest first, with a link to each product page', async () => {
    renderApp('/collection');
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Rose Clay Soap', 'Neem Herbal Soap', 'Argan Oil', 'Coconut Oil', 'Rose Face Serum', 'Lavender Blend']);
    expect(screen.getByRole('link', { name: /Argan Oil/ })).toHaveAttribute('href', '/product/p3');
  });

  it('filters by category and subcategory, with counts, in the URL', async () => {
    const { user, router } = renderApp('/collection');
    await screen.findByText('Showing 6 of 6 products');

    await user.click(screen.getByRole('checkbox', { name: 'Oils (3)' }));
    expect(screen.getByText('Showing 3 of 6 products')).toBeInTheDocument();
    expect(query(router).getAll('category')).toEqual(['Oils']);

    // A subcategory of a ticked category narrows it; ticking another category widens again.
    await user.click(screen.getByRole('checkbox', { name: 'Cold-Pressed Oils (2)' }));
    expect(screen.getByText('Showing 2 of 6 products')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Argan Oil', 'Coconut Oil']);
    expect(query(router).getAll('subcategory')).toEqual(['Cold-Pressed Oils']);

    await user.click(screen.getByRole('checkbox', { name: 'Soaps (2)' }));
    expect(screen.getByText('Showing 4 of 6 products')).toBeInTheDocument();
    expect(query(router).getAll('category')).toEqual(['Oils', 'Soaps']);
  });

  it('reads shared filters from the URL, repeated or comma-separated, and removes them with chips', async () => {
    const { user, router } = renderApp('/collection?category=Soaps,Face%20Care&subcategory=Clay%20Soaps');
    expect(await screen.findByText('Showing 2 of 6 products')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Rose Clay Soap', 'Rose Face Serum']);
    expect(screen.getByRole('checkbox', { name: 'Soaps (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Clay Soaps (1)' })).toBeChecked();

    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    await user.click(chips.getByRole('button', { name: 'Remove filter: Clay Soaps' }));
    expect(screen.getByText('Showing 3 of 6 products')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Clay Soaps (1)' })).not.toBeChecked();

    await user.click(chips.getByRole('button', { name: 'Remove filter: Face Care' }));
    expect(screen.getByText('Showing 2 of 6 products')).toBeInTheDocument();
    expect(query(router).getAll('category')).toEqual(['Soaps']);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByText('Showing 6 of 6 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('sorts by the price the shopper pays, using the discount price when set', async () => {
    const { user, router } = renderApp('/collection');
    await screen.findByText('Showing 6 of 6 products');
    const sort = screen.getByRole('combobox', { name: 'Sort products' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort by: Relevant', 'Best Sellers', 'Highest Rated', 'Price: Low to High', 'Price: High to Low']);

    await user.selectOptions(sort, 'Price: Low to High');
    expect(shownNames()).toEqual(['Rose Face Serum', 'Neem Herbal Soap', 'Rose Clay Soap', 'Coconut Oil', 'Lavender Blend', 'Argan Oil']);
    expect(query(router).get('sort')).toBe('low-high');

    await user.selectOptions(sort, 'Price: High to Low');
    expect(shownNames()[0]).toBe('Argan Oil');
    expect(shownNames().at(-1)).toBe('Rose Face Serum');
  });

  it('narrows by the header search, ignoring case, and says when nothing matches', async () => {
    const { user, router } = renderApp('/collection?category=Oils');
    await screen.findByText('Showing 3 of 6 products');
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'OIL');
    expect(screen.getByText(/Showing 2 of 6 products/)).toBeInTheDocument();
    expect(shownNames()).toEqual(['Argan Oil', 'Coconut Oil']);
    expect(query(router).get('search')).toBe('OIL');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(screen.getByText('No products found matching your filters.')).toBeInTheDocument();
    expect(screen.getByText(/Showing 0 of 6 products/)).toBeInTheDocument();
  });

  it('finds products by name from a shared search link', async () => {
    renderApp('/collection?search=rose');
    expect(await screen.findByText(/Showing 2 of 6 products/)).toBeInTheDocument();
    expect(shownNames()).toEqual(['Rose Clay Soap', 'Rose Face Serum']);
  });
});

describe('Collection page data states', () => {
  it('derives the categories from the products when the categories call fails', async () => {
    stubShop({ 'GET /api/categories': () => new Response('<!doctype html>', { status: 200 }) });
    renderApp('/collection');
    await screen.findByText('Showing 6 of 6 products');
    expect(await screen.findByRole('checkbox', { name: 'Face Care (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Essential Oil Blends (1)' })).toBeInTheDocument();
  });

  it("says 'No products found' when the shop has none", async () => {
    stubShop({ 'GET /api/product/list': productListAnswer([]) });
    renderApp('/collection');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch products' with a retry that loads them", async () => {
    let answer: FakeHandler = networkDown;
    stubShop({ 'GET /api/product/list': (request) => answer(request) });
    const { user } = renderApp('/collection');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    answer = productListAnswer(products);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
  });
});
