import { trustSettingDefaults } from '@shop/core/trust/customer-trust';
import { rupees } from '@shop/core/shared/money';
import { json, type FakeHandler } from '../../../../test/fake-api';
import type { AdminCategory } from '../api/list-categories';
import type { AdminProduct } from '../api/list-products';

export function adminProduct(overrides: Partial<AdminProduct> & Pick<AdminProduct, '_id'>): AdminProduct {
  return {
    name: 'Rose Petal Soap',
    description: 'Cold-process soap with rose petals.',
    price: rupees(1000),
    discountprice: rupees(0),
    discount: 0,
    image: ['/uploads/seed/products/rose-1.webp'],
    category: 'Soaps',
    subcategory: 'Bars',
    quantity: 20,
    bestseller: false,
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    status: 'published',
    date: Date.UTC(2026, 0, 5),
    version: 1,
    ...overrides,
  };
}

export const shopCategories: AdminCategory[] = [
  { name: 'Soaps', subcategories: ['Bars', 'Liquid'], position: 0, productCount: 4, version: 1 },
  { name: 'Oils', subcategories: [], position: 1, productCount: 2, version: 1 },
];

/** The calls every products screen makes besides its own: the categories and the low-stock threshold. */
export function productScreenRoutes(categories: AdminCategory[] = shopCategories): Record<string, FakeHandler> {
  return {
    'GET /api/admin/categories': () => json({ success: true, categories }),
    'GET /api/admin/shop-settings': () => json({ success: true, settings: { lowStockThreshold: 5, ...trustSettingDefaults, version: 1 } }),
  };
}
