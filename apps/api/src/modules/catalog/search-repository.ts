import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSortKey } from '@shop/core/catalog/catalog';
import type { SearchSynonym } from '@shop/core/catalog/product-search-schemas';
import type { Queryable } from '../../db/client';
import { products, searchSynonyms } from '../../db/schema/catalog';
import { productColumns } from './repository';

/** A word of the search, as the products' words that count as finding it. */
export interface MatchedWord {
  /** Single words of the products: the word itself, words it starts, words it misspells. */
  words: readonly string[];
  /** Terms of several words ("multani mitti"), found as typed, in their order. */
  phrases: readonly (readonly string[])[];
  /** The single words as typed (and their synonyms): finding one of them beats finding a typo's correction. */
  typed: readonly string[];
}

/** The products a search looks through: the published ones, narrowed to the ids and to the words. */
export interface ProductScope {
  words: readonly MatchedWord[];
  ids?: readonly string[] | undefined;
}

export interface ProductPageQuery extends ProductScope {
  category?: string | undefined;
  subcategory?: string | undefined;
  sort: ProductSortKey;
  limit: number;
  offset: number;
}

/**
 * The lowest word similarity a spelling may be held to: the trigram index behind shop_similar_words
 * (migration 0006) is asked for every word this close.
 */
export const CLOSEST_TYPO_SIMILARITY = 0.5;

/** How many of the products' words one typed word may stand for ("sa" starts a great many). */
const WORDS_PER_SPELLING_MAX = 100;

/**
 * The products' words (search_words) each spelling finds, closest first: pg_trgm's word similarity
 * of the spelling within the word at least `similarity`. The spelling is normalized as the products are.
 */
export async function similarWords(db: Queryable, spellings: readonly { spelling: string; similarity: number }[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(spellings.map(({ spelling }) => [spelling, []]));
  if (spellings.length === 0) return found;
  const spellingList = sql.join(
    spellings.map(({ spelling }) => sql`${spelling}`),
    sql`, `,
  );
  const thresholdList = sql.join(
    spellings.map(({ similarity }) => sql`${similarity}`),
    sql`, `,
  );
  const rows = await db
    .select({ spelling: sql<string>`spelling`, word: sql<string>`word` })
    .from(sql`shop_similar_words(array[${spellingList}]::text[], array[${thresholdList}]::real[])`)
    .orderBy(sql`similarity desc`, sql`word`);
  for (const row of rows) {
    const words = found.get(row.spelling)!;
    if (words.length < WORDS_PER_SPELLING_MAX) words.push(row.word);
  }
  return found;
}

/** A word as tsquery input reads it: quoted, so nothing in it is taken for an operator. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The word as a tsquery, found anywhere or only in the name (A) or the category and subcategory (B). */
function wordQuery(word: MatchedWord, weight: '' | 'A' | 'B' = ''): string {
  const marked = (single: string) => `${lexeme(single)}${weight ? `:${weight}` : ''}`;
  const terms = [...word.words.map(marked), ...word.phrases.map((phrase) => `(${phrase.map(marked).join(' <-> ')})`)];
  return `(${terms.join(' | ')})`;
}

/** The word as typed, also as the start of a longer word. */
function typedQuery(word: MatchedWord): string {
  const terms = [...word.typed.map((typed) => `${lexeme(typed)}:*`), ...word.phrases.map((phrase) => `(${phrase.map(lexeme).join(' <-> ')})`)];
  return `(${terms.join(' | ')})`;
}

const matches = (query: string) => sql`${products.searchVector} @@ ${query}::tsquery`;

/** docs/product.md §7: a word found in the name counts most, then in the category or subcategory, then in the description. */
function placeFound(word: MatchedWord): SQL {
  return sql`case when ${matches(wordQuery(word, 'A'))} then 3 when ${matches(wordQuery(word, 'B'))} then 2 else 1 end`;
}

function foundAsTyped(word: MatchedWord): SQL {
  return sql`(${matches(typedQuery(word))})::int`;
}

const sum = (terms: SQL[]) => sql`(${sql.join(terms, sql` + `)})`;

function scopeConditions(scope: ProductScope): SQL[] {
  return [
    eq(products.status, 'published'),
    ...(scope.ids ? [inArray(products.id, [...scope.ids])] : []),
    ...(scope.words.length > 0 ? [matches(scope.words.map((word) => wordQuery(word)).join(' & '))] : []),
  ];
}

const sellingPrice = sql`case when ${products.discountPricePaisa} > 0 then ${products.discountPricePaisa} else ${products.pricePaisa} end`;

/** The orders of core/catalog/catalog.ts sortProducts; ties fall to the newest, then the id, so pages never overlap. */
const sortOrders: Record<ProductSortKey, SQL[]> = {
  default: [],
  bestseller: [desc(products.bestseller)],
  rating: [desc(products.rating)],
  'low-high': [asc(sellingPrice)],
  'high-low': [desc(sellingPrice)],
};
const newestThenId = [desc(products.createdAt), asc(products.id)];

function pageOrder(query: ProductPageQuery): SQL[] {
  if (query.ids) {
    const idList = sql.join(
      query.ids.map((id) => sql`${id}`),
      sql`, `,
    );
    return [sql`array_position(array[${idList}]::text[], ${products.id})`];
  }
  if (query.words.length === 0) return [...sortOrders[query.sort], ...newestThenId];
  const wherever = desc(sum(query.words.map(placeFound)));
  // Words whose every match starts as typed cannot tell products apart this way; the check costs a lookup per product.
  const correctedWords = query.words.filter((word) => word.words.some((found) => !word.typed.some((typed) => found.startsWith(typed))));
  const asTyped = query.sort === 'default' && correctedWords.length > 0 ? [desc(sum(correctedWords.map(foundAsTyped)))] : [];
  return [wherever, ...asTyped, ...sortOrders[query.sort], ...newestThenId];
}

/** A page of the scope in the category and subcategory asked for. */
export function findProductPage(db: Queryable, query: ProductPageQuery) {
  const conditions = scopeConditions(query);
  if (query.category !== undefined) conditions.push(eq(products.category, query.category));
  if (query.subcategory !== undefined) conditions.push(eq(products.subcategory, query.subcategory));
  return db
    .select(productColumns)
    .from(products)
    .where(and(...conditions))
    .orderBy(...pageOrder(query))
    .limit(query.limit)
    .offset(query.offset);
}

/** How many products of the scope sit in each category and subcategory. */
/** Executed here, not handed back as Drizzle's lazy query: a cached promise of the query would run it again at every await. */
export async function countByCategory(db: Queryable, scope: ProductScope) {
  return await db
    .select({ category: products.category, subcategory: products.subcategory, count: count() })
    .from(products)
    .where(and(...scopeConditions(scope)))
    .groupBy(products.category, products.subcategory);
}

export function listOwnerSynonyms(db: Queryable) {
  return db.select({ term: searchSynonyms.term, means: searchSynonyms.means }).from(searchSynonyms).orderBy(asc(searchSynonyms.position));
}

/** Replaces the owner's whole list, keeping its order. */
export async function replaceOwnerSynonyms(tx: Queryable, synonyms: readonly SearchSynonym[]): Promise<void> {
  await tx.delete(searchSynonyms);
  if (synonyms.length === 0) return;
  await tx.insert(searchSynonyms).values(synonyms.map((synonym, position) => ({ term: synonym.term, means: synonym.means, position })));
}
