// Plain constants and data (no zod): the web reads them on the first load.

/** docs/product.md §7 `GET /api/products`: a page of the collection, 24 by default, at most 60. */
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_SIZE_MAX = 60;
/** How many products one `ids=` call may ask for: a cart or an order holds fewer. */
export const PRODUCT_IDS_MAX = 100;
/** The longest search the shop reads; a longer one is refused. */
export const SEARCH_TEXT_MAX = 100;

/**
 * What shoppers type for what we call things (docs/product.md §7 Search): Roman Urdu and common
 * spellings, each term standing for the words it lists. The owner adds more through
 * `PUT /api/admin/search-synonyms`; these are always there.
 */
export const builtInSearchSynonyms: readonly { term: string; means: readonly string[] }[] = [
  { term: 'sabun', means: ['soap'] },
  { term: 'saban', means: ['soap'] },
  { term: 'tel', means: ['oil'] },
  { term: 'baal', means: ['hair'] },
  { term: 'bal', means: ['hair'] },
  { term: 'chehra', means: ['face'] },
  { term: 'chehre', means: ['face'] },
  { term: 'kreem', means: ['cream'] },
  { term: 'krim', means: ['cream'] },
  { term: 'ubtan', means: ['ubtan', 'face mask', 'besan'] },
  { term: 'multani mitti', means: ['multani mitti', 'clay'] },
  { term: 'multani', means: ['multani mitti', 'clay'] },
  { term: 'mitti', means: ['clay'] },
  { term: 'haldi', means: ['turmeric'] },
  { term: 'gulab', means: ['rose'] },
  { term: 'nariyal', means: ['coconut'] },
  { term: 'badam', means: ['almond'] },
  { term: 'zaitoon', means: ['olive'] },
  { term: 'kesar', means: ['saffron'] },
  { term: 'shehad', means: ['honey'] },
  { term: 'hont', means: ['lip'] },
  { term: 'moisturizer', means: ['moisturiser'] },
  { term: 'moisturiser', means: ['moisturizer'] },
  { term: 'moisturizing', means: ['moisturising'] },
  { term: 'colour', means: ['color'] },
  { term: 'color', means: ['colour'] },
];

/**
 * Words as the search compares them: lower case, accents dropped, split at anything that is not a
 * letter or a digit. The database does the same to the products (shop_search_normalize).
 */
export function searchedWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
