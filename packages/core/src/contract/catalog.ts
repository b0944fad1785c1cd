import { z } from '../zod';
import { categoryDtoSchema, productDtoSchema } from '../api-types';
import { defineEndpoint } from './endpoint';

const tag = 'Catalog';

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/api/product/list',
  summary: 'Published products, newest first',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), products: z.array(productDtoSchema) }) },
});

/** docs/product.md §7: a bare list, as SPEC's client reads it. */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/api/categories',
  summary: 'Categories with their subcategories',
  tag,
  auth: 'public',
  success: { body: z.array(categoryDtoSchema) },
});
