import type { ProductDto } from '@shop/core/catalog/dtos';
import { sortProducts, type ProductSortKey } from '@shop/core/catalog/catalog';
import type { searchProducts } from '@shop/core/catalog/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { searchedWords } from '@shop/core/catalog/product-search';
import { productSearchQuery, type ProductFacets } from '@shop/core/catalog/product-search-schemas';
import { rupees } from '@shop/core/shared/money';
import { json, type FakeHandler } from './fake-api';

/** A published product as GET /api/products sends it; tests override what they look at. */
export function makeProduct(overrides: Partial<ProductDto> & Pick<ProductDto, '_id' | 'name'>): ProductDto {
  return {
    description: `${overrides.name}, handmade in small batches.`,
    price: rupees(1000),
    discountprice: rupees(0),
    discount: 0,
    image: [`/uploads/seed/products/${overrides._id}-1.webp`],
    category: 'Soaps',
    subcategory: 'Herbal Soaps',
    quantity: 25,
    bestseller: false,
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    status: 'published',
    date: Date.UTC(2025, 0, 1),
    ...overrides,
  };
}

/** A product as the shop holds it: a draft is stored too, but never sent. */
type ShopProduct = Omit<ProductDto, 'status'> & { status: ProductDto['status'] | 'draft' };

const isPublished = (product: ShopProduct): product is ProductDto => product.status === 'published';

/** The server's weight for where a searched word is found: 3 in the name, 2 in the category or subcategory, 1 in the description, 0 nowhere. */
function placeFound(product: ProductDto, word: string): number {
  const starts = (text: string) => searchedWords(text).some((own) => own.startsWith(word));
  if (starts(product.name)) return 3;
  if (starts(`${product.category} ${product.subcategory}`)) return 2;
  return starts(product.description) ? 1 : 0;
}

const byId = (a: ProductDto, b: ProductDto) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The server's order: where the search's words were found, then the sort, then the newest, then the id. */
function inServerOrder(products: readonly ProductDto[], sort: ProductSortKey, relevance: (product: ProductDto) => number): ProductDto[] {
  // Each sort is stable, so the last one decides and the earlier ones break its ties.
  return sortProducts(sortProducts([...products].sort(byId), 'default'), sort).sort((a, b) => relevance(b) - relevance(a));
}

/** Categories in the order `products` first names them; the server follows the shop's category list instead. */
function facetsOf(products: readonly ProductDto[]): ProductFacets {
  const categories = new Map<string, { count: number; subcategories: Map<string, number> }>();
  for (const { category, subcategory } of products) {
    const facet = categories.get(category) ?? { count: 0, subcategories: new Map<string, number>() };
    categories.set(category, facet);
    facet.count += 1;
    if (subcategory) facet.subcategories.set(subcategory, (facet.subcategories.get(subcategory) ?? 0) + 1);
  }
  return {
    categories: [...categories].map(([name, { count, subcategories }]) => ({
      name,
      count,
      subcategories: [...subcategories].map(([subcategory, subcount]) => ({ name: subcategory, count: subcount })),
    })),
  };
}

/**
 * GET /api/products over `products` as docs/product.md §7 describes it, read through the real query
 * schema (a bad parameter is the server's 400). The counts follow the search and `ids` alone, so they
 * never change with the category or subcategory asked. A searched word is found as typed or as the
 * start of a longer word; typos and synonyms, which need the database, are not.
 */
export const productSearchAnswer =
  (products: readonly ShopProduct[]): FakeHandler =>
  ({ url }) => {
    const parsed = productSearchQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return json({ success: false, code: commonErrorCodes.invalidRequest, message: issue?.message, fields: [issue?.path.join('.')] }, 400);
    }
    const { q, ids, category, subcategory, sort, page, limit } = parsed.data;
    const published = products.filter(isPublished);
    const asked = ids ? ids.flatMap((id) => published.filter((product) => product._id === id)) : published;
    const words = q === undefined ? [] : searchedWords(q);
    const scope = asked.filter((product) => words.every((word) => placeFound(product, word) > 0));
    const found = scope.filter(
      (product) => (category === undefined || product.category === category) && (subcategory === undefined || product.subcategory === subcategory),
    );
    const relevance = (product: ProductDto) => words.reduce((sum, word) => sum + placeFound(product, word), 0);
    const ordered = ids ? found : inServerOrder(found, sort, relevance);
    // As the server: a search that finds nothing names the categories where any one of its words finds products, most first.
    const nearest = new Map<string, number>();
    for (const word of found.length === 0 ? words : []) {
      for (const product of asked.filter((candidate) => placeFound(candidate, word) > 0))
        nearest.set(product.category, (nearest.get(product.category) ?? 0) + 1);
    }
    return json({
      success: true,
      products: ordered.slice((page - 1) * limit, page * limit),
      total: found.length,
      page,
      pages: Math.ceil(found.length / limit),
      facets: facetsOf(scope),
      ...(words.length > 0 && found.length === 0
        ? {
            nearestCategories: [...nearest]
              .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
              .slice(0, 3)
              .map(([category]) => category),
          }
        : {}),
    } satisfies EndpointResponse<typeof searchProducts>);
  };
