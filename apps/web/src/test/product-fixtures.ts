import type { CategoryDto, ProductDto } from '@shop/core/api-types';
import { json } from './fake-api';

/** A published product as GET /api/product/list sends it; tests override what they look at. */
export function makeProduct(overrides: Partial<ProductDto> & Pick<ProductDto, '_id' | 'name'>): ProductDto {
  return {
    description: `${overrides.name}, handmade in small batches.`,
    price: 1000,
    discountprice: 0,
    discount: 0,
    image: [`/uploads/seed/products/${overrides._id}-1.webp`],
    category: 'Soaps',
    subcategory: 'Herbal Soaps',
    quantity: 25,
    bestseller: false,
    rating: 0,
    reviewCount: 0,
    status: 'published',
    date: Date.UTC(2025, 0, 1),
    ...overrides,
  };
}

export const productListAnswer = (products: readonly ProductDto[]) => () => json({ success: true, products });
export const categoriesAnswer = (categories: readonly CategoryDto[]) => () => json(categories);
