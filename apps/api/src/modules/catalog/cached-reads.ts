import { PRODUCT_PAGE_SIZE } from '@shop/core/catalog/product-search';
import type { ProductSearchQuery } from '@shop/core/catalog/product-search-schemas';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { toCachedBody, type CachedBody } from '../../lib/response-cache';
import { countProducts, productPageAnswer, productSearch, searchAnswer, synonymMap, totalOf, type KnownSpellings, type ProductSearch } from './search-service';
import { categoryList, ownerSearchSynonyms, publishedProducts } from './service';

// The bodies of the catalog's public reads, shared by their routes and the pages' inlined first data.

export function productListBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.products, async () => ({ success: true, products: await publishedProducts(context.db) }));
}

export function categoriesBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.categories, () => categoryList(context.db));
}

/** Dropped by PUT /api/admin/search-synonyms, and (being derived from the products' key) by every product write. */
export const searchSynonymsKey = `${cacheKeys.products}:search-synonyms`;
const browseCountsKey = `${cacheKeys.products}:counts`;
const categoryOrderKey = `${cacheKeys.categories}:list`;
/** The products' words each searched spelling finds: they change only with the products. */
const knownSpellingsKey = `${cacheKeys.products}:known-spellings`;

/**
 * Browsing without a search keeps its first pages as bytes (at the default size, for a category or
 * subcategory that has products), and the first page at any size (home's sections, a product's
 * related products): what shoppers open most, in a number of entries that does not grow with the
 * catalog and stays bounded whatever a client puts in the address.
 */
const CACHED_PAGES = 5;

function isCachedPage(search: ProductSearch, pages: number): boolean {
  if (search.page > pages) return false;
  return search.page === 1 || (search.limit === PRODUCT_PAGE_SIZE && search.page <= CACHED_PAGES);
}

function browseKey(search: ProductSearch): string {
  const { category, subcategory, sort, page, limit } = search;
  const named = Object.entries({ category, subcategory, sort, page: String(page), limit: String(limit) }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  // Cache keys never hold a space; the query string's encoding has none.
  return `${cacheKeys.products}:page:${new URLSearchParams(named).toString()}`;
}

/** The answers of recent searches; like the products they list, dropped by every product write. */
const searchAnswersKey = `${cacheKeys.products}:search-answers`;
/**
 * Shoppers repeat the same few searches ("soap", "oil"), so recent answers are kept; the least
 * recently asked goes first, so a client inventing queries cannot grow the process's memory.
 */
const SEARCH_ANSWERS_MAX = 500;
type SearchAnswers = Map<string, Promise<CachedBody>>;

function rememberedSearch(answers: SearchAnswers, key: string, answer: () => Promise<CachedBody>): Promise<CachedBody> {
  const known = answers.get(key);
  if (known) {
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const pending = answer();
  answers.set(key, pending);
  pending.catch(() => answers.delete(key));
  if (answers.size > SEARCH_ANSWERS_MAX) answers.delete(answers.keys().next().value!);
  return pending;
}

/** GET /api/products: browsing from the cache where it pays, searches from the recent answers. */
export async function productSearchBody(context: AppContext, query: ProductSearchQuery): Promise<CachedBody> {
  const synonyms = await context.cache.value(searchSynonymsKey, async () => synonymMap(await ownerSearchSynonyms(context.db)));
  const search = productSearch(query, synonyms);
  const shopCategories = await context.cache.value(categoryOrderKey, () => categoryList(context.db));
  if (search.terms.length > 0 || search.ids) {
    const known = await context.cache.value(knownSpellingsKey, async (): Promise<KnownSpellings> => new Map());
    const answer = async () => toCachedBody(await searchAnswer(context.db, search, { shopCategories, known }));
    const answers = await context.cache.value(searchAnswersKey, async (): Promise<SearchAnswers> => new Map());
    return rememberedSearch(answers, JSON.stringify(search), answer);
  }
  const counts = await context.cache.value(browseCountsKey, () => countProducts(context.db, { words: [] }));
  const answer = () => productPageAnswer(context.db, search, { words: [], counts, shopCategories });
  const pages = Math.ceil(totalOf(counts, search) / search.limit);
  if (!isCachedPage(search, pages)) return toCachedBody(await answer());
  return context.cache.json(browseKey(search), answer);
}
