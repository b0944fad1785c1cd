import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { networkDown, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { makeProduct, productSearchAnswer } from '../../../test/product-fixtures';
import { BestSellersSection } from './best-sellers-section';
import { LatestCollectionSection } from './latest-collection-section';

const searches = (requests: { path: string; url: URL }[]) =>
  requests.filter((request) => request.path === '/api/products').map((request) => request.url.search);

function cardNames() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('BestSellersSection', () => {
  it('shows its loading text, then the flagged best sellers as a static grid below 4', async () => {
    const { requests } = stubApi({
      'GET /api/products': productSearchAnswer([
        makeProduct({ _id: 'a', name: 'Neem Soap', bestseller: true }),
        makeProduct({ _id: 'b', name: 'Rose Soap', rating: 5, reviewCount: 3 }),
        makeProduct({ _id: 'c', name: 'Argan Oil', bestseller: true }),
      ]),
    });
    renderWithProviders(<BestSellersSection />);

    expect(screen.getByRole('heading', { level: 2, name: 'BEST SELLERS' })).toBeInTheDocument();
    expect(screen.getByText('Loading best sellers...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Neem Soap/ })).toHaveAttribute('href', '/product/a');
    expect(cardNames()).toEqual(['Neem Soap', 'Argan Oil']);
    expect(screen.getAllByText('Best Seller')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Best sellers' })).not.toBeInTheDocument();
    expect(searches(requests)).toEqual(['?sort=bestseller&limit=10']);
  });

  it('falls back to the 10 best rated when none is flagged, in a slider', async () => {
    const products = Array.from({ length: 12 }, (_, index) =>
      makeProduct({ _id: `p${index}`, name: `Product ${index}`, rating: index / 2.5, reviewCount: index }),
    );
    const { requests } = stubApi({ 'GET /api/products': productSearchAnswer(products) });
    renderWithProviders(<BestSellersSection />);

    const slider = await screen.findByRole('region', { name: 'Best sellers' });
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    const names = within(slider)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Product ${index}`));
    expect(within(slider).getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
    expect(searches(requests)).toEqual(['?sort=bestseller&limit=10', '?sort=rating&limit=10']);
  });

  it('says when there are none, and shows the error when products fail to load', async () => {
    stubApi({ 'GET /api/products': productSearchAnswer([]) });
    const { unmount } = renderWithProviders(<BestSellersSection />);
    expect(await screen.findByText('No best sellers available at the moment.')).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/products': networkDown });
    renderWithProviders(<BestSellersSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
  });
});

describe('LatestCollectionSection', () => {
  it('shows the newest products as the server orders them, as a grid below 4 items', async () => {
    const { requests } = stubApi({
      'GET /api/products': productSearchAnswer([
        makeProduct({ _id: 'rose', name: 'Rose Soap', date: Date.UTC(2025, 2, 1) }),
        makeProduct({ _id: 'neem', name: 'Neem Soap', quantity: 0, date: Date.UTC(2025, 1, 1) }),
        makeProduct({ _id: 'argan', name: 'Argan Oil', date: Date.UTC(2025, 3, 1) }),
      ]),
    });
    renderWithProviders(<LatestCollectionSection />);

    expect(screen.getByRole('heading', { level: 2, name: 'LATEST COLLECTIONS' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Rose Soap/ });
    expect(cardNames()).toEqual(['Argan Oil', 'Rose Soap', 'Neem Soap']);
    expect(within(screen.getByRole('link', { name: /Neem Soap/ })).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest collections' })).not.toBeInTheDocument();
    expect(searches(requests)).toEqual(['?limit=10']);
  });

  it('slides with 4 or more products, at most 10', async () => {
    const products = Array.from({ length: 14 }, (_, index) => makeProduct({ _id: `p${index}`, name: `Product ${index}` }));
    stubApi({ 'GET /api/products': productSearchAnswer(products) });
    renderWithProviders(<LatestCollectionSection />);

    const slider = await screen.findByRole('region', { name: 'Latest collections' });
    expect(
      within(slider)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toHaveLength(10);
    expect(within(slider).getAllByRole('group')[0]).toHaveAttribute('aria-label', '1 of 10');
  });

  it("says 'No products available at the moment.' when the shop has none", async () => {
    stubApi({ 'GET /api/products': productSearchAnswer([]) });
    renderWithProviders(<LatestCollectionSection />);
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });
});
