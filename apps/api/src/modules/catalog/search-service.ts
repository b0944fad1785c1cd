import type { CategoryDto, ProductDto } from '@shop/core/catalog/dtos';
import { builtInSearchSynonyms, searchedWords } from '@shop/core/catalog/product-search';
import type { ProductFacets, ProductSearchQuery, SearchSynonym } from '@shop/core/catalog/product-search-schemas';
import type { Queryable } from '../../db/client';
import { CLOSEST_TYPO_SIMILARITY, countByCategory, findProductPage, similarWords, type MatchedWord, type ProductScope } from './search-repository';
import { toProductDto } from './service';

/**
 * A longer search is cut here: each word costs the database an index scan per spelling, and no
 * shopper's search needs more words to find a product.
 */
const SEARCH_WORDS_MAX = 10;

/** A word of the search (or a term of several) as its spellings: the word as typed, then what it means. */
export type SearchTerm = readonly string[];

/** What shoppers type mapped to what it means, both as searched words (a term of several words joined by a space). */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** The built-in synonyms with the owner's on top: an owner's term replaces the same built-in one. */
export function synonymMap(ownerSynonyms: readonly SearchSynonym[]): SynonymMap {
  const map = new Map<string, string[]>();
  for (const { term, means } of [...builtInSearchSynonyms, ...ownerSynonyms]) {
    const key = searchedWords(term).join(' ');
    const meanings = means.map((meaning) => searchedWords(meaning).join(' ')).filter(Boolean);
    if (key) map.set(key, meanings);
  }
  return map;
}

/**
 * The search's words, each with the spellings that count as finding it. A run of words that is a
 * term ("multani mitti") stands as one word, so its meanings replace the words' own.
 */
export function searchTerms(text: string, synonyms: SynonymMap): SearchTerm[] {
  const words = searchedWords(text);
  const longestTerm = Math.max(1, ...[...synonyms.keys()].map((term) => term.split(' ').length));
  const found = new Map<string, SearchTerm>();
  for (let start = 0; start < words.length && found.size < SEARCH_WORDS_MAX;) {
    let length = Math.min(longestTerm, words.length - start);
    while (length > 1 && !synonyms.has(words.slice(start, start + length).join(' '))) length -= 1;
    const typed = words.slice(start, start + length).join(' ');
    const spellings = [...new Set([typed, ...(synonyms.get(typed) ?? [])])];
    found.set(spellings.join('|'), spellings);
    start += length;
  }
  return [...found.values()];
}

/**
 * pg_trgm's word similarity a spelling needs to find a word of the products: 1 for the word as typed,
 * about 0.7 and up for the start of a longer word ("mo" in "moisturiser"). A word of five letters or
 * more may carry one typo ("buter", "saffon", "charcol", "tumeric"); a shorter word would find too
 * many others ("soap" in "soup", "hair" in "chair"), and so would a five- or six-letter word held to
 * the long words' threshold ("ubtan" in "Balochistan", "cream" in "dream").
 */
function similarityNeeded(spelling: string): number {
  if (spelling.length < 5) return 0.66;
  return spelling.length < 7 ? 0.55 : CLOSEST_TYPO_SIMILARITY;
}

/**
 * The products' words each spelling was found to find, kept until the products change (the caller
 * drops it then): shoppers search the same words over and over. It holds at most
 * KNOWN_SPELLINGS_MAX spellings, whatever clients send.
 */
export type KnownSpellings = Map<string, string[]>;
const KNOWN_SPELLINGS_MAX = 5_000;

/** Each term as the products' words that find it (none, when it finds none). A term of several words is matched as typed. */
async function matchTerms(db: Queryable, terms: readonly SearchTerm[], known: KnownSpellings): Promise<MatchedWord[]> {
  const singles = [...new Set(terms.flat().filter((spelling) => !spelling.includes(' ')))];
  const unknown = singles.filter((spelling) => !known.has(spelling));
  const looked = await similarWords(
    db,
    unknown.map((spelling) => ({ spelling, similarity: similarityNeeded(spelling) })),
  );
  if (known.size + looked.size > KNOWN_SPELLINGS_MAX) known.clear();
  for (const [spelling, words] of looked) known.set(spelling, words);
  const similar = new Map(singles.map((spelling) => [spelling, known.get(spelling) ?? looked.get(spelling) ?? []]));
  return terms.map((term) => {
    const typed = term.filter((spelling) => !spelling.includes(' '));
    return {
      words: [...new Set(typed.flatMap((spelling) => similar.get(spelling) ?? []))],
      phrases: term.filter((spelling) => spelling.includes(' ')).map((phrase) => phrase.split(' ')),
      typed,
    };
  });
}

const findsSome = (word: MatchedWord) => word.words.length > 0 || word.phrases.length > 0;

/** How many categories a search that finds nothing offers instead. */
const NEAREST_CATEGORIES_MAX = 3;

/**
 * The categories nearest a search that found nothing: those of the products that any one of its words
 * finds, the most such products first. Only a search that finds nothing pays for these counts (a few
 * indexed counts, one per word), and its answer is remembered like any other.
 */
async function nearestCategories(db: Queryable, words: readonly MatchedWord[], ids: readonly string[] | undefined): Promise<string[]> {
  const found = new Map<string, number>();
  for (const word of words.filter(findsSome)) {
    for (const row of await countProducts(db, { words: [word], ids })) found.set(row.category, (found.get(row.category) ?? 0) + row.count);
  }
  return [...found]
    .filter(([category]) => category !== '')
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .slice(0, NEAREST_CATEGORIES_MAX)
    .map(([category]) => category);
}

export interface ProductSearch {
  terms: readonly SearchTerm[];
  ids?: readonly string[] | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  sort: ProductSearchQuery['sort'];
  page: number;
  limit: number;
}

export function productSearch(query: ProductSearchQuery, synonyms: SynonymMap): ProductSearch {
  return {
    terms: query.q === undefined ? [] : searchTerms(query.q, synonyms),
    ids: query.ids,
    category: query.category,
    subcategory: query.subcategory,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  };
}

export type ProductCounts = Awaited<ReturnType<typeof countByCategory>>;

/** How many products of the scope are in each category and subcategory: the facets and every total come from these. */
export function countProducts(db: Queryable, scope: ProductScope): Promise<ProductCounts> {
  return countByCategory(db, scope);
}

/** Where a name stands in the shop's list; one it does not list (none, while products are filed under listed ones) comes last. */
function placeIn(list: readonly string[], name: string): number {
  const index = list.indexOf(name);
  return index === -1 ? list.length : index;
}

function inShopOrder(a: { place: number; name: string }, b: { place: number; name: string }): number {
  return a.place - b.place || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * docs/product.md §7: the filter panel's counts. They follow the search (and ids) only: a category's
 * count is what choosing it would show, and a subcategory's is counted inside its category.
 * Categories and subcategories come in the shop's order; those without a product here are left out.
 */
export function facetsOf(counts: ProductCounts, shopCategories: readonly CategoryDto[]): ProductFacets {
  const categoryNames = shopCategories.map((category) => category.name);
  const facets = new Map<string, { name: string; place: number; count: number; subcategories: { name: string; place: number; count: number }[] }>();
  for (const row of counts) {
    const facet = facets.get(row.category) ?? { name: row.category, place: placeIn(categoryNames, row.category), count: 0, subcategories: [] };
    facets.set(row.category, facet);
    facet.count += row.count;
    if (row.subcategory) {
      const listed = shopCategories.find((category) => category.name === row.category)?.subcategories ?? [];
      facet.subcategories.push({ name: row.subcategory, place: placeIn(listed, row.subcategory), count: row.count });
    }
  }
  return {
    categories: [...facets.values()].sort(inShopOrder).map(({ name, count, subcategories }) => ({
      name,
      count,
      subcategories: subcategories.sort(inShopOrder).map((subcategory) => ({ name: subcategory.name, count: subcategory.count })),
    })),
  };
}

/** How many products the category and subcategory filters leave, from the scope's counts. */
export function totalOf(counts: ProductCounts, search: Pick<ProductSearch, 'category' | 'subcategory'>): number {
  return counts
    .filter(
      (row) =>
        (search.category === undefined || row.category === search.category) && (search.subcategory === undefined || row.subcategory === search.subcategory),
    )
    .reduce((total, row) => total + row.count, 0);
}

export interface ProductSearchAnswer {
  success: true;
  products: ProductDto[];
  total: number;
  page: number;
  pages: number;
  facets: ProductFacets;
  nearestCategories?: string[];
}

/** What an answer is made from besides the page itself. */
export interface PageSources {
  words: readonly MatchedWord[];
  counts: ProductCounts;
  /** The shop's categories in its order (categoryList), for the order of the counts. */
  shopCategories: readonly CategoryDto[];
}

/** A page of the products with their counts; a page past the last is empty, with the real total. */
export async function productPageAnswer(db: Queryable, search: ProductSearch, { words, counts, shopCategories }: PageSources): Promise<ProductSearchAnswer> {
  const total = totalOf(counts, search);
  const offset = (search.page - 1) * search.limit;
  const rows = offset < total ? await findProductPage(db, { ...search, words, offset }) : [];
  return {
    success: true,
    products: rows.map(toProductDto),
    total,
    page: search.page,
    pages: Math.ceil(total / search.limit),
    facets: facetsOf(counts, shopCategories),
  };
}

/**
 * A search (or ids): the words it finds, then the counts and the page; every word must be found. A
 * search that finds nothing also names the categories nearest it.
 */
export async function searchAnswer(
  db: Queryable,
  search: ProductSearch,
  { shopCategories, known }: { shopCategories: readonly CategoryDto[]; known: KnownSpellings },
): Promise<ProductSearchAnswer> {
  const words = await matchTerms(db, search.terms, known);
  const counts = words.every(findsSome) ? await countProducts(db, { words, ids: search.ids }) : [];
  const answer = await productPageAnswer(db, search, { words, counts, shopCategories });
  if (answer.total > 0 || search.terms.length === 0) return answer;
  return { ...answer, nearestCategories: await nearestCategories(db, words, search.ids) };
}
