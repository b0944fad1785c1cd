import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, networkDown, stubApi } from '../../../test/fake-api';
import { makeProduct, productListAnswer } from '../../../test/product-fixtures';
import { categoriesQueryOptions } from './get-categories';

const products = [
  makeProduct({ _id: 'a', name: 'Rose Soap', category: 'Soaps', subcategory: 'Clay Soaps' }),
  makeProduct({ _id: 'b', name: 'Neem Soap', category: 'Soaps', subcategory: 'Herbal Soaps' }),
  makeProduct({ _id: 'c', name: 'Kaolin Soap', category: 'Soaps', subcategory: 'Clay Soaps' }),
  makeProduct({ _id: 'd', name: 'Argan Oil', category: 'Oils', subcategory: 'Cold-Pressed Oils' }),
];

function load() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(categoriesQueryOptions());
}

describe('categories', () => {
  it("uses the API's list when it answers one", async () => {
    const categories = [{ name: 'Lip Care', subcategories: ['Lip Balms'] }];
    stubApi({ 'GET /api/categories': () => json(categories) });
    await expect(load()).resolves.toEqual(categories);
  });

  it.each([
    ['fails', networkDown],
    ['answers non-ok', () => json({ success: false, message: 'Server error' }, 500)],
    ['answers non-JSON', () => new Response('<!doctype html>', { status: 200 })],
  ])('derives name and distinct subcategories from the products when the call %s', async (_, answer) => {
    stubApi({ 'GET /api/categories': answer, 'GET /api/product/list': productListAnswer(products) });
    await expect(load()).resolves.toEqual([
      { name: 'Soaps', subcategories: ['Clay Soaps', 'Herbal Soaps'] },
      { name: 'Oils', subcategories: ['Cold-Pressed Oils'] },
    ]);
  });
});
