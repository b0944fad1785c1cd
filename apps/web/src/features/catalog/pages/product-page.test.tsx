import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { localKeys } from '../../../lib/storage';
import { businessDetailsResponse } from '../../../test/business-details-fixture';
import { json, neverAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeProduct, productSearchAnswer } from '../../../test/product-fixtures';

const argan = makeProduct({
  _id: 'argan',
  name: 'Pure Moroccan Argan Oil',
  description: 'Cold-pressed argan kernels.\nA few drops on damp skin.',
  category: 'Oils',
  subcategory: 'Cold-Pressed Oils',
  price: rupees(2800),
  discountprice: rupees(2450),
  quantity: 3,
  rating: 4.5,
  reviewCount: 12,
  image: ['/uploads/seed/products/argan-1.webp', '/uploads/seed/products/argan-2.webp'],
});
const soldOut = makeProduct({ _id: 'goat-milk', name: 'Goat Milk & Honey Soap', quantity: 0 });
const plenty = makeProduct({ _id: 'coconut', name: 'Virgin Coconut Oil', category: 'Oils', quantity: 120 });
const oils = Array.from({ length: 6 }, (_, index) => makeProduct({ _id: `oil-${index}`, name: `Blend No. ${index + 1}`, category: 'Oils' }));

function stubShop() {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/products': productSearchAnswer([argan, soldOut, plenty, ...oils]),
    'GET /api/comments': () => json([]),
  });
}

describe('Product page', () => {
  it('shows the product: gallery, name, rating, price, low stock and the notes; titles the document', async () => {
    stubShop();
    const { user } = renderApp('/product/argan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pure Moroccan Argan Oil' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.getByText('Rs. 2,450.00')).toBeInTheDocument();
    expect(screen.getByText('13% OFF')).toBeInTheDocument();
    expect(screen.getByText('Only 3 items left!')).toBeInTheDocument();
    expect(screen.getByText('Hurry, low stock')).toBeInTheDocument();
    expect(screen.getByText('Return and exchange within 7 days')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pure Moroccan Argan Oil — Green Valley Naturals'));

    const main = screen.getByRole('img', { name: 'Pure Moroccan Argan Oil, image 1 of 2' });
    expect(main).toHaveAttribute(
      'srcset',
      '/uploads/seed/products/argan-1.webp?w=200 200w, /uploads/seed/products/argan-1.webp?w=400 400w, /uploads/seed/products/argan-1.webp 800w',
    );
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Pure Moroccan Argan Oil, image 2 of 2' })).toHaveAttribute('src', '/uploads/seed/products/argan-2.webp');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    [{ rating: 4.8, reviewCount: 15, verifiedReviewCount: 12 }, '4.8 from 12 verified buyers · 15 reviews'],
    [{ rating: 5, reviewCount: 1, verifiedReviewCount: 1 }, '5.0 from 1 verified buyer · 1 review'],
    [{ rating: 3, reviewCount: 1, verifiedReviewCount: 0 }, '1 review'],
  ])('says what its rating counts: %o reads %s', async (counts, text) => {
    stubApi({
      'GET /api/business-details': () => json(businessDetailsResponse()),
      'GET /api/products': productSearchAnswer([{ ...argan, ...counts }]),
      'GET /api/comments': () => json([]),
    });
    renderApp('/product/argan');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Rated ${counts.rating} out of 5` })).toBeInTheDocument();
  });

  it('lists up to 5 related products from the same category, not the product itself', async () => {
    stubShop();
    renderApp('/collection/product/argan');
    const related = within(await screen.findByRole('list', { name: 'Related products' }));
    const names = related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Virgin Coconut Oil', 'Blend No. 1', 'Blend No. 2', 'Blend No. 3', 'Blend No. 4']);
    expect(related.getByRole('link', { name: /Virgin Coconut Oil/ })).toHaveAttribute('href', '/product/coconut');
  });

  it('asks for its product and the newest of its category, never the whole catalogue', async () => {
    const { requests } = stubShop();
    renderApp('/product/argan');
    await screen.findByRole('list', { name: 'Related products' });
    expect(requests.filter((request) => request.path.startsWith('/api/product')).map((request) => `${request.path}${request.url.search}`)).toEqual([
      '/api/products?ids=argan&limit=1',
      '/api/products?category=Oils&limit=6',
    ]);
  });

  it('shows a product picked from a list at once, while its own answer loads', async () => {
    stubApi({
      'GET /api/business-details': () => json(businessDetailsResponse()),
      'GET /api/products': (request) => (request.url.searchParams.has('ids') ? neverAnswers(request) : productSearchAnswer([argan, soldOut, plenty])(request)),
      'GET /api/comments': () => json([]),
    });
    const { user } = renderApp('/');
    const latest = await screen.findByRole('heading', { level: 2, name: 'LATEST COLLECTIONS' });
    await user.click(await within(latest.closest('section')!).findByRole('link', { name: /Virgin Coconut Oil/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Virgin Coconut Oil' })).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
  });

  it('shows In Stock for plenty and locks ADD TO CART for a second after a click', async () => {
    stubShop();
    const { user } = renderApp('/product/coconut');
    expect(await screen.findByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('Available for immediate shipping')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    const locked = screen.getByRole('button', { name: 'ADDING TO CART...' });
    expect(locked).toBeDisabled();
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(localKeys.cart) ?? '{}')).toEqual({ products: { coconut: 2 }, deals: {} });

    expect(await screen.findByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  });

  it('trims a typed quantity to the stock with a toast, and resets an invalid one to 1', async () => {
    stubShop();
    const { user } = renderApp('/product/argan');
    const field = await screen.findByRole('textbox', { name: 'Quantity' });

    await user.clear(field);
    await user.type(field, '7');
    await user.tab();
    expect(await screen.findByText('Quantity adjusted to available stock: 3')).toBeInTheDocument();
    expect(field).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'abc{Enter}');
    expect(field).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('shows Out of Stock and cannot be added when stock is 0', async () => {
    stubShop();
    renderApp('/product/goat-milk');
    await screen.findByRole('heading', { level: 1, name: 'Goat Milk & Honey Soap' });
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  });

  it('has Description and Reviews tabs that work with the keyboard', async () => {
    stubShop();
    const { user } = renderApp('/product/argan');
    const description = await screen.findByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Cold-pressed argan kernels.');

    description.focus();
    await user.keyboard('{ArrowRight}');
    const reviews = screen.getByRole('tab', { name: 'Reviews (12)' });
    expect(reviews).toHaveFocus();
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Reviews (12)' })).findByText('No reviews yet')).toBeInTheDocument();
  });

  it("says 'Product not found' with Go Back to the previous page", async () => {
    stubShop();
    const { user, router } = renderApp('/collection');
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    await router.navigate('/product/missing');

    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    expect(router.state.location.pathname).toBe('/collection');
  });

  it('goes to the collection from Go Back when the shopper arrived on the missing product', async () => {
    stubShop();
    const { user, router } = renderApp('/product/missing');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    expect(router.state.location.pathname).toBe('/collection');
  });
});
