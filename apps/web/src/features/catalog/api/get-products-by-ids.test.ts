import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { makeProduct, productSearchAnswer } from '../../../test/product-fixtures';
import { getProductsByIds } from './get-products-by-ids';

describe('getProductsByIds', () => {
  it('asks at most 60 at a time, all on the first page, and leaves out what is not sold', async () => {
    const products = Array.from({ length: 130 }, (_, index) => makeProduct({ _id: `p${String(index).padStart(3, '0')}`, name: `Product ${index}` }));
    const { requests } = stubApi({ 'GET /api/products': productSearchAnswer(products) });
    const ids = [...products.map((product) => product._id), 'gone'];

    const found = await getProductsByIds(ids);

    expect(found.map((product) => product._id)).toEqual(products.map((product) => product._id));
    expect(requests.map((request) => [request.url.searchParams.get('ids')!.split(',').length, request.url.searchParams.get('limit')])).toEqual([
      [60, '60'],
      [60, '60'],
      [11, '11'],
    ]);
  });
});
