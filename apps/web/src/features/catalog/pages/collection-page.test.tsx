import type { ProductDto } from '@shop/core/catalog/dtos';
import { rupees } from '@shop/core/shared/money';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessDetailsResponse } from '../../../test/business-details-fixture';
import { json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeProduct, productSearchAnswer } from '../../../test/product-fixtures';

const products = [
  makeProduct({ _id: 'p1', name: 'Rose Clay Soap', category: 'Soaps', subcategory: 'Clay Soaps', price: rupees(650), date: 6 }),
  makeProduct({ _id: 'p2', name: 'Neem Herbal Soap', category: 'Soaps', subcategory: 'Herbal Soaps', price: rupees(550), date: 5 }),
  makeProduct({ _id: 'p3', name: 'Argan Oil', category: 'Oils', subcategory: 'Cold-Pressed Oils', price: rupees(2800), discountprice: rupees(2450), date: 4 }),
  makeProduct({ _id: 'p4', name: 'Coconut Oil', category: 'Oils', subcategory: 'Cold-Pressed Oils', price: rupees(850), date: 3 }),
  makeProduct({ _id: 'p5', name: 'Rose Face Serum', category: 'Face Care', subcategory: 'Serums', price: rupees(2200), discountprice: rupees(500), date: 2 }),
  makeProduct({ _id: 'p6', name: 'Lavender Blend', category: 'Oils', subcategory: 'Essential Oil Blends', price: rupees(1450), date: 1 }),
];

/** 30 soaps, newest first by number: two pages of 24. */
const manySoaps = Array.from({ length: 30 }, (_, index) =>
  makeProduct({ _id: `s${String(index + 1).padStart(2, '0')}`, name: `Soap ${index + 1}`, date: 1000 - index, price: rupees(100 + index) }),
);

function stubShop(search: FakeHandler = productSearchAnswer(products)) {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/products': search,
  });
}

function shownNames() {
  return within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

function urlQuery(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

function searchRequests(requests: readonly FakeRequest[]) {
  return requests.filter((request) => request.path === '/api/products');
}

function lastSearch(requests: readonly FakeRequest[]) {
  return Object.fromEntries(searchRequests(requests).at(-1)!.url.searchParams);
}

/** A fake search whose answers wait until the test releases them, one at a time, in order. */
function heldSearch(over: readonly ProductDto[]) {
  const answer = productSearchAnswer(over);
  const waiting: (() => void)[] = [];
  const handler: FakeHandler = (request) =>
    new Promise<Response>((resolve) => {
      waiting.push(() => resolve(answer(request)));
    });
  return { handler, releaseNext: () => act(() => waiting.shift()?.()), waiting };
}

describe('Collection page', () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    ({ requests } = stubShop());
  });

  it('asks for the unfiltered first page as plain GET /api/products and shows the total', async () => {
    renderApp('/collection');
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
    expect(searchRequests(requests).map((request) => request.url.search)).toEqual(['']);
    expect(shownNames()).toEqual(['Rose Clay Soap', 'Neem Herbal Soap', 'Argan Oil', 'Coconut Oil', 'Rose Face Serum', 'Lavender Blend']);
    expect(screen.getByRole('link', { name: /Argan Oil/ })).toHaveAttribute('href', '/product/p3');
  });

  it('sends the filters, sort, search and page of a shared URL to the server', async () => {
    renderApp('/collection?category=Oils&subcategory=Cold-Pressed%20Oils&sort=low-high&search=oil&page=1');
    expect(await screen.findByText(/Showing 2 of 2 products/)).toBeInTheDocument();
    expect(lastSearch(requests)).toEqual({ q: 'oil', category: 'Oils', subcategory: 'Cold-Pressed Oils', sort: 'low-high' });
    expect(shownNames()).toEqual(['Coconut Oil', 'Argan Oil']);
    expect(screen.getByText('for “oil”')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Oils (3)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cold-Pressed Oils (2)' })).toBeChecked();
  });

  it("shows the server's counts beside the filters, counted under the search", async () => {
    renderApp('/collection?search=rose');
    await screen.findByText(/Showing 2 of 2 products/);
    expect(screen.getByRole('checkbox', { name: 'Soaps (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Clay Soaps (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Face Care (1)' })).toBeInTheDocument();
    // Nothing for "rose" among the oils: the panel does not offer a filter that would show nothing.
    expect(screen.queryByRole('checkbox', { name: /^Oils/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Herbal Soaps/ })).not.toBeInTheDocument();
  });

  it('takes one category, a subcategory narrowing it, and lets go of the subcategory with its category', async () => {
    const { user, router } = renderApp('/collection');
    await screen.findByText('Showing 6 of 6 products');

    await user.click(screen.getByRole('checkbox', { name: 'Oils (3)' }));
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ category: 'Oils' });
    expect(lastSearch(requests)).toEqual({ category: 'Oils' });

    await user.click(screen.getByRole('checkbox', { name: 'Cold-Pressed Oils (2)' }));
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Argan Oil', 'Coconut Oil']);
    expect(urlQuery(router)).toEqual({ category: 'Oils', subcategory: 'Cold-Pressed Oils' });

    // A subcategory of another category moves to that category.
    await user.click(screen.getByRole('checkbox', { name: 'Clay Soaps (1)' }));
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ category: 'Soaps', subcategory: 'Clay Soaps' });
    expect(screen.getByRole('checkbox', { name: 'Soaps (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Oils (3)' })).not.toBeChecked();

    // Unticking the subcategory widens to its category again.
    await user.click(screen.getByRole('checkbox', { name: 'Clay Soaps (1)' }));
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ category: 'Soaps' });

    // Another category replaces the ticked one; unticking it clears its subcategory too.
    await user.click(screen.getByRole('checkbox', { name: 'Herbal Soaps (1)' }));
    await screen.findByText('Showing 1 of 1 products');
    await user.click(screen.getByRole('checkbox', { name: 'Soaps (2)' }));
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({});
  });

  it('removes filters with their chips and clears them all, the search included', async () => {
    const { user, router } = renderApp('/collection?category=Soaps&subcategory=Clay%20Soaps&search=rose&sort=rating');
    await screen.findByText(/Showing 1 of 1 products/);
    const chips = () => within(screen.getByRole('list', { name: 'Active filters' }));
    expect(
      chips()
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Soaps', 'Clay Soaps', 'Search: rose']);

    await user.click(chips().getByRole('button', { name: 'Remove filter: Clay Soaps' }));
    await waitFor(() => expect(urlQuery(router)).toEqual({ category: 'Soaps', search: 'rose', sort: 'rating' }));

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
    // The order is not a filter: it stays.
    expect(urlQuery(router)).toEqual({ sort: 'rating' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('sorts on the server by the price the shopper pays, with the five orders of docs/product.md §2 Collection', async () => {
    const { user, router } = renderApp('/collection');
    await screen.findByText('Showing 6 of 6 products');
    const sort = screen.getByRole('combobox', { name: 'Sort products' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort by: Relevant', 'Best Sellers', 'Highest Rated', 'Price: Low to High', 'Price: High to Low']);

    await user.selectOptions(sort, 'Price: Low to High');
    await waitFor(() => expect(shownNames()).toEqual(['Rose Face Serum', 'Neem Herbal Soap', 'Rose Clay Soap', 'Coconut Oil', 'Lavender Blend', 'Argan Oil']));
    expect(urlQuery(router)).toEqual({ sort: 'low-high' });
    expect(lastSearch(requests)).toEqual({ sort: 'low-high' });

    await user.selectOptions(sort, 'Sort by: Relevant');
    await waitFor(() => expect(urlQuery(router)).toEqual({}));
  });

  it('says when nothing matches the filters', async () => {
    renderApp('/collection?category=Candles');
    expect(await screen.findByText('No products found matching your filters.')).toBeInTheDocument();
    expect(screen.getByText(/Showing 0 of 0 products/)).toBeInTheDocument();
  });

  it('offers the nearest categories and the best sellers when a search finds nothing (issue 33)', async () => {
    const { user, router } = renderApp('/collection?search=rose%20zzz');
    expect(await screen.findByText('No products found for “rose zzz”.')).toBeInTheDocument();
    const nearest = within(screen.getByRole('navigation', { name: 'Nearest categories' }));
    expect(nearest.getAllByRole('link').map((link) => link.textContent)).toEqual(['Face Care', 'Soaps']);
    expect(await within(await screen.findByRole('list', { name: 'Best sellers' })).findAllByRole('listitem')).toHaveLength(4);

    await user.click(nearest.getByRole('link', { name: 'Face Care' }));
    await waitFor(() => expect(urlQuery(router)).toEqual({ category: 'Face Care' }));
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
  });
});

describe('Collection page, a page at a time', () => {
  it('shows 24 with numbered pages; page 2 has the rest, each product once; a new sort starts again at page 1', async () => {
    const { requests } = stubShop(productSearchAnswer(manySoaps));
    const { user, router } = renderApp('/collection');
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    const firstPage = shownNames();
    expect(firstPage).toHaveLength(24);

    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await user.click(pages.getByRole('link', { name: 'Page 2' }));

    expect(await screen.findByText('Showing 6 of 30 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ page: '2' });
    expect(lastSearch(requests)).toEqual({ page: '2' });
    const secondPage = shownNames();
    expect(new Set([...firstPage, ...secondPage]).size).toBe(30);
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'Price: High to Low');
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ sort: 'high-low' });
  });

  it('keeps the page on screen, dimmed, while the next one loads', async () => {
    const held = heldSearch(manySoaps);
    stubShop(held.handler);
    const { user } = renderApp('/collection');
    await waitFor(() => expect(held.waiting).toHaveLength(1));
    held.releaseNext();
    await screen.findByText('Showing 24 of 30 products');

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(held.waiting).toHaveLength(1));
    expect(shownNames()[0]).toBe('Soap 1');
    expect(screen.getByRole('list', { name: 'Products' }).parentElement).toHaveAttribute('aria-busy', 'true');

    held.releaseNext();
    expect(await screen.findByText('Showing 6 of 30 products')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('Soap 25');
    expect(screen.getByRole('list', { name: 'Products' }).parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('follows the back button to the page and filters before', async () => {
    stubShop(productSearchAnswer(manySoaps));
    const { user, router } = renderApp('/collection');
    await screen.findByText('Showing 24 of 30 products');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByText('Showing 6 of 30 products');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({});
  });

  it('sends a link to a page past the end to the last page', async () => {
    stubShop(productSearchAnswer(manySoaps));
    const { router } = renderApp('/collection?page=9');
    expect(await screen.findByText('Showing 6 of 30 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ page: '2' });
  });
});

describe('Collection page search', () => {
  it('opens the search bar with the query of a shared link, and its chip clears both', async () => {
    const { requests } = stubShop();
    const { user, router } = renderApp('/collection?search=rose');
    expect(await screen.findByText(/Showing 2 of 2 products/)).toBeInTheDocument();
    expect(lastSearch(requests)).toEqual({ q: 'rose' });
    const field = await screen.findByRole('combobox', { name: 'Search' });
    expect(field).toHaveValue('rose');
    // A link is not the shopper asking to type: a phone's keyboard stays down.
    expect(field).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear search: rose' }));
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });

  it('searches when the shopper presses Enter, from page 1, keeping the filters', async () => {
    const { requests } = stubShop(productSearchAnswer([...products, ...manySoaps]));
    const { user, router } = renderApp('/collection?category=Soaps&page=2');
    await screen.findByText('Showing 8 of 32 products');
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'rose{Enter}');

    expect(await screen.findByText(/Showing 1 of 1 products/)).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ category: 'Soaps', search: 'rose' });
    expect(lastSearch(requests)).toEqual({ q: 'rose', category: 'Soaps' });
    expect(router.state.historyAction).toBe('PUSH');
  });
});

describe('Collection page failures', () => {
  it("shows 'Failed to fetch products' with a retry that loads them", async () => {
    let answer: FakeHandler = networkDown;
    stubShop((request) => answer(request));
    const { user } = renderApp('/collection');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    answer = productSearchAnswer(products);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 6 of 6 products')).toBeInTheDocument();
  });

  it("says 'No products found' when the shop has none", async () => {
    stubShop(productSearchAnswer([]));
    renderApp('/collection');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });
});
