import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { categoryList, publishedProducts } from './service';

// The bodies of the catalog's public reads, shared by their routes and the pages' inlined first data.

export function productListBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.products, async () => ({ success: true, products: await publishedProducts(context.db) }));
}

export function categoriesBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.categories, () => categoryList(context.db));
}
