import { z } from '../shared/zod';
import { productSortKeys } from './catalog';
import { PRODUCT_IDS_MAX, PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from './product-search';

const wholeNumber = (field: string, min: number, max?: number) => {
  let schema = z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `${field} must be at most ${max}`);
  return schema;
};

const optionalName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(100, `${field} must be at most 100 characters`)
    .optional()
    .transform((value) => value || undefined);

/**
 * The query of `GET /api/products`. `ids` (comma-separated) asks for exactly those products, published
 * ones only, in the order given; the other filters and the paging still apply to them.
 */
export const productSearchQuery = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(SEARCH_TEXT_MAX, `q must be at most ${SEARCH_TEXT_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
  category: optionalName('category'),
  subcategory: optionalName('subcategory'),
  sort: z.enum(productSortKeys, { error: `sort must be one of: ${productSortKeys.join(', ')}` }).default('default'),
  page: wholeNumber('page', 1).default(1),
  limit: wholeNumber('limit', 1, PRODUCT_PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE),
  ids: z
    .string({ error: 'ids must be a comma-separated list of product ids' })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const ids = [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > PRODUCT_IDS_MAX) {
        context.addIssue({ code: 'custom', message: `ids may name at most ${PRODUCT_IDS_MAX} products` });
        return z.NEVER;
      }
      if (ids.some((id) => id.length > 64)) {
        context.addIssue({ code: 'custom', message: 'ids must be product ids' });
        return z.NEVER;
      }
      return ids;
    }),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

export const subcategoryFacetSchema = z.object({ name: z.string(), count: z.number() });
/**
 * The filter panel's counts: each category with how many products match the other active filters
 * (the search; not the category itself), and within it each subcategory.
 */
export const categoryFacetSchema = z.object({ name: z.string(), count: z.number(), subcategories: z.array(subcategoryFacetSchema) });
export const productFacetsSchema = z.object({ categories: z.array(categoryFacetSchema) });
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const searchSynonymSchema = z.object({
  term: z
    .string({ error: 'term must be text' })
    .trim()
    .min(1, 'term is required')
    .max(40, 'term must be at most 40 characters')
    .transform((term) => term.toLowerCase()),
  means: z
    .array(
      z
        .string({ error: 'means must be a list of words' })
        .trim()
        .min(1, 'means cannot hold an empty word')
        .max(40, 'each word in means must be at most 40 characters'),
      {
        error: 'means must be a list of words',
      },
    )
    .min(1, 'means must name at least one word')
    .max(10, 'means can hold at most 10 words'),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** The owner's own synonyms, replacing the previous list: at most 200 terms, each once. */
export const searchSynonymsBody = z.object({
  synonyms: z
    .array(searchSynonymSchema, { error: 'synonyms must be a list' })
    .max(200, 'synonyms can hold at most 200 terms')
    .superRefine((synonyms, context) => {
      const seen = new Set<string>();
      for (const [index, synonym] of synonyms.entries()) {
        if (seen.has(synonym.term)) context.addIssue({ code: 'custom', path: [index, 'term'], message: `synonyms: ${synonym.term} is listed twice` });
        seen.add(synonym.term);
      }
    }),
});
