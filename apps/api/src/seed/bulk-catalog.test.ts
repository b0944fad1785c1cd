import { describe, expect, it } from 'vitest';
import { SEEDED_PRODUCTS_MAX, withProductCount } from './bulk-catalog';
import { demoShop } from './demo-shop';
import { seedImagePaths } from './images';

describe('seed --products N', () => {
  const big = withProductCount(demoShop, 5_000);

  it('keeps the demo shop and adds products until it holds N, the same ones on every run', () => {
    expect(big.products).toHaveLength(5_000);
    expect(big.products.slice(0, demoShop.products.length)).toEqual(demoShop.products);
    expect({ ...big, products: demoShop.products }).toEqual(demoShop);
    expect(withProductCount(demoShop, 5_000)).toEqual(big);
    expect(withProductCount(demoShop, demoShop.products.length)).toEqual(demoShop);
  });

  it('files every product under a category and subcategory of the shop, at a believable price', () => {
    const subcategories = new Map(demoShop.categories.map((category) => [category.name, category.subcategories]));
    for (const product of big.products) {
      expect(subcategories.get(product.category)).toContain(product.subcategory);
      expect(product.price).toBeGreaterThanOrEqual(350);
      expect(product.discountPrice === 0 || product.discountPrice < product.price).toBe(true);
      expect(product.description.length).toBeGreaterThan(60);
    }
    const categoriesUsed = new Set(big.products.map((product) => product.subcategory));
    expect(categoriesUsed.size).toBe(demoShop.categories.flatMap((category) => category.subcategories).length);
    expect(big.products.filter((product) => product.status === 'draft').length).toBeGreaterThan(0);
  });

  it('reuses the demo pictures, so no new image is rendered', () => {
    expect(seedImagePaths(big)).toEqual(seedImagePaths(demoShop));
  });

  it('gives every product its own key and name, even at the most it makes', () => {
    const largest = withProductCount(demoShop, SEEDED_PRODUCTS_MAX);
    expect(new Set(largest.products.map((product) => product.key)).size).toBe(SEEDED_PRODUCTS_MAX);
    expect(new Set(largest.products.map((product) => product.name)).size).toBe(SEEDED_PRODUCTS_MAX);
  });

  it.each([demoShop.products.length - 1, SEEDED_PRODUCTS_MAX + 1, 2_000.5])('refuses %s products', (count) => {
    expect(() => withProductCount(demoShop, count)).toThrow(/--products takes a whole number/);
  });
});
