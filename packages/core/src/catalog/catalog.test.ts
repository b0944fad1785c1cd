import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carouselLayout,
  hotDealsLayout,
  hotDealsPerSlide,
  isProductSortKey,
  productSortKeys,
  productsPerSlide,
  readBestsellerFlag,
  sortProducts,
  type CatalogProduct,
} from './catalog';

type TestProduct = CatalogProduct & { name: string };

function product(name: string, fields: Partial<CatalogProduct> = {}): TestProduct {
  return { _id: name, name, price: 100000, ...fields };
}

function names(products: readonly TestProduct[]): string[] {
  return products.map((p) => p.name);
}

describe('readBestsellerFlag', () => {
  it.each(['bestseller', 'bestSeller', 'best_seller', 'isBestseller', 'isBestSeller', 'featured'])('reads the %s spelling', (key) => {
    expect(readBestsellerFlag({ [key]: true })).toBe(true);
    expect(readBestsellerFlag({ [key]: 'true' })).toBe(true);
    expect(readBestsellerFlag({ [key]: 1 })).toBe(true);
  });

  it('accepts loosely written true values from imports', () => {
    expect(readBestsellerFlag({ bestseller: ' TRUE ' })).toBe(true);
    expect(readBestsellerFlag({ best_seller: '1' })).toBe(true);
  });

  it('is false for false-like values and other keys', () => {
    expect(readBestsellerFlag({})).toBe(false);
    expect(readBestsellerFlag({ bestseller: false, featured: 'false', bestSeller: 0, best_seller: '', isBestseller: null })).toBe(false);
    expect(readBestsellerFlag({ bestseller: 'yes' })).toBe(false);
    expect(readBestsellerFlag({ bestseller: 2 })).toBe(false);
    expect(readBestsellerFlag({ popular: true })).toBe(false);
  });

  it('is true when any one spelling is set', () => {
    expect(readBestsellerFlag({ bestseller: false, isBestSeller: true })).toBe(true);
  });
});

describe('sortProducts', () => {
  const old = product('old', { date: 1_700_000_000_000, price: 50000, rating: 3 });
  const newest = product('newest', { date: '1750000000000', price: 90000, discountprice: 40000, rating: 5, bestseller: true });
  const middle = product('middle', { date: '2024-06-01T00:00:00Z', price: 70000, discountprice: 0, rating: 4 });
  const undated = product('undated', { price: 60000, rating: 4 });
  const catalog = [old, undated, middle, newest];

  it('puts the newest first by default, undated last', () => {
    expect(names(sortProducts(catalog, 'default'))).toEqual(['newest', 'middle', 'old', 'undated']);
  });

  it('reads dates given as Date objects too', () => {
    const dated = [product('earlier', { date: new Date('2024-01-01') }), product('later', { date: new Date('2025-01-01') })];
    expect(names(sortProducts(dated, 'default'))).toEqual(['later', 'earlier']);
  });

  it('puts best sellers first, keeping the order within each group', () => {
    expect(names(sortProducts(catalog, 'bestseller'))).toEqual(['newest', 'old', 'undated', 'middle']);
  });

  it('puts the highest rated first, ties in their given order', () => {
    expect(names(sortProducts(catalog, 'rating'))).toEqual(['newest', 'undated', 'middle', 'old']);
  });

  it('sorts by the price paid: discountprice when above 0, else price', () => {
    expect(names(sortProducts(catalog, 'low-high'))).toEqual(['newest', 'old', 'undated', 'middle']);
    expect(names(sortProducts(catalog, 'high-low'))).toEqual(['middle', 'undated', 'old', 'newest']);
  });

  it('returns a copy and leaves the input in place', () => {
    const input = [...catalog];
    const sorted = sortProducts(input, 'low-high');
    expect(sorted).not.toBe(input);
    expect(input).toEqual(catalog);
  });

  it('is stable: products that tie keep their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 30 }), fc.constantFrom(...productSortKeys), (prices, sort) => {
        const products = prices.map((price, i) => product(`p${i}`, { price, rating: price, date: price, bestseller: price === 2 }));
        const sorted = sortProducts(products, sort);
        expect(sorted).toHaveLength(products.length);
        for (let i = 1; i < sorted.length; i++) {
          const previous = sorted[i - 1]!;
          const current = sorted[i]!;
          if (previous.price === current.price) {
            expect(Number(previous._id.slice(1))).toBeLessThan(Number(current._id.slice(1)));
          }
        }
      }),
    );
  });
});

describe('isProductSortKey', () => {
  it('accepts the five sort options only', () => {
    expect(productSortKeys).toEqual(['default', 'bestseller', 'rating', 'low-high', 'high-low']);
    for (const key of productSortKeys) expect(isProductSortKey(key)).toBe(true);
    expect(isProductSortKey('price')).toBe(false);
    expect(isProductSortKey(undefined)).toBe(false);
  });
});

describe('carousel layouts', () => {
  it('slides products only with 4 or more', () => {
    expect(carouselLayout(0)).toBe('grid');
    expect(carouselLayout(3)).toBe('grid');
    expect(carouselLayout(4)).toBe('slider');
    expect(carouselLayout(10)).toBe('slider');
  });

  it('fits 1 to 4 products per slide by viewport width', () => {
    expect(productsPerSlide(320)).toBe(1);
    expect(productsPerSlide(640)).toBe(1);
    expect(productsPerSlide(641)).toBe(2);
    expect(productsPerSlide(768)).toBe(2);
    expect(productsPerSlide(769)).toBe(3);
    expect(productsPerSlide(1024)).toBe(3);
    expect(productsPerSlide(1025)).toBe(4);
    expect(productsPerSlide(1280)).toBe(4);
    expect(productsPerSlide(1920)).toBe(4);
  });

  it('turns hot deals into a carousel at 3 or more', () => {
    expect(hotDealsLayout(0)).toBe('grid');
    expect(hotDealsLayout(2)).toBe('grid');
    expect(hotDealsLayout(3)).toBe('carousel');
    expect(hotDealsLayout(15)).toBe('carousel');
  });

  it('shows up to 3 hot deals per slide, 2 below 768 px, 1 below 640 px', () => {
    expect(hotDealsPerSlide(639)).toBe(1);
    expect(hotDealsPerSlide(640)).toBe(2);
    expect(hotDealsPerSlide(767)).toBe(2);
    expect(hotDealsPerSlide(768)).toBe(3);
    expect(hotDealsPerSlide(1440)).toBe(3);
  });
});
