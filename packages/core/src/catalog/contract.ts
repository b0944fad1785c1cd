import { z } from '../shared/zod';
import { categoryDtoSchema, productDtoSchema } from './dtos';
import { productFacetsSchema, productSearchQuery } from './product-search-schemas';
import { defineEndpoint } from '../contract/endpoint';

const tag = 'Catalog';

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/api/product/list',
  summary: 'Published products, newest first',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), products: z.array(productDtoSchema) }) },
});

/** docs/product.md §7: a bare list, as the original client reads it. */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/api/categories',
  summary: 'Categories with their subcategories',
  tag,
  auth: 'public',
  success: { body: z.array(categoryDtoSchema) },
});

/**
 * docs/product.md §7 Search and browse: the collection a page at a time, searched and filtered on the
 * server, with the filter panel's counts. Only published products.
 */
export const searchProducts = defineEndpoint({
  method: 'GET',
  path: '/api/products',
  summary:
    'Search and browse published products (?q=&category=&subcategory=&sort=&page=&limit=, or ?ids=a,b for given products): a page, the total and the category counts',
  tag,
  auth: 'public',
  request: { query: productSearchQuery },
  success: {
    body: z.object({
      success: z.literal(true),
      products: z.array(productDtoSchema),
      total: z.number(),
      page: z.number(),
      pages: z.number(),
      facets: productFacetsSchema,
      /**
       * Only on a search that finds nothing: the categories (at most 3, most first) of the products that
       * some of its words find, for the page to offer instead (docs/product.md §2 Collection).
       */
      nearestCategories: z.array(z.string()).optional(),
    }),
  },
});
