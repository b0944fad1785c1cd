import { RELATED_PRODUCTS_SHOWN } from '@shop/core/catalog/catalog';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialResponsesElementId } from '../lib/initial-responses';
import { businessDetailsResponse } from '../test/business-details-fixture';
import { json, neverAnswers, stubApi } from '../test/fake-api';
import { makeProduct } from '../test/product-fixtures';
import { firstScreenReady } from './first-screen';
import { AppProviders } from './providers';
import { routes } from './router';

const product = makeProduct({ _id: 'rose', name: 'Rose & Kaolin Soap', category: 'Soaps' });
const sameCategory = makeProduct({ _id: 'neem', name: 'Neem & Tulsi Soap', category: 'Soaps' });

describe("a product page's first screen", () => {
  beforeAll(() => {
    // As the server writes it into the product page's HTML (apps/api seo/page-data.ts).
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = initialResponsesElementId;
    block.textContent = JSON.stringify([
      { method: 'GET', path: '/api/business-details', response: businessDetailsResponse() },
      { method: 'GET', path: '/api/products?ids=rose&limit=1', response: { success: true, products: [product], total: 1 } },
      {
        method: 'GET',
        path: `/api/products?category=Soaps&limit=${RELATED_PRODUCTS_SHOWN + 1}`,
        response: { success: true, products: [product, sameCategory], total: 2 },
      },
    ]);
    document.body.append(block);
  });

  it('is drawn whole at once from the answers in the HTML: the product and its related products, no skeleton, no request', async () => {
    const { requests } = stubApi({ 'GET /api/comments': neverAnswers, 'GET /api/products': () => json({ success: true, products: [] }) });
    const router = createMemoryRouter(routes, { initialEntries: ['/product/rose'] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

    await firstScreenReady(router, queryClient, { pathname: '/product/rose', search: '' });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    // The first render, not a later one: getBy, not findBy.
    expect(screen.getByRole('heading', { level: 1, name: 'Rose & Kaolin Soap' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Related products' })).getByText('Neem & Tulsi Soap')).toBeInTheDocument();
    // The reviews, in their hidden tab, wait until the page has shown.
    expect(requests).toEqual([]);
  });
});
