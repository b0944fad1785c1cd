import { rupees } from '@shop/core/shared/money';
import type { AdminDeal } from './api/list-deals';
import type { ProductChoice } from './api/search-products';

const day = 24 * 60 * 60 * 1000;

/** An ISO instant `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();

export function adminDeal(overrides: Partial<AdminDeal> & Pick<AdminDeal, '_id' | 'dealName'>): AdminDeal {
  return {
    dealDescription: 'Rose soap and rosehip oil.',
    dealImages: ['/uploads/seed/deals/d-glow-1.webp'],
    dealType: 'bundle',
    dealProducts: [
      {
        _id: 'p-rose',
        name: 'Rose Petal Soap',
        price: rupees(800),
        discountprice: rupees(0),
        quantity: 40,
        unitsPerDeal: 2,
        image: '/uploads/seed/products/p-rose-1.webp',
      },
      {
        _id: 'p-rosehip',
        name: 'Rosehip Oil',
        price: rupees(1200),
        discountprice: rupees(0),
        quantity: 12,
        unitsPerDeal: 1,
        image: '/uploads/seed/products/p-rosehip-1.webp',
      },
    ],
    products: ['p-rose', 'p-rosehip'],
    dealTotal: rupees(2800),
    dealFinalPrice: rupees(2450),
    dealSavings: rupees(350),
    dealStartDate: daysFromNow(-3),
    dealEndDate: daysFromNow(10),
    quantity: 15,
    status: 'published',
    category: '',
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    version: 1,
    ...overrides,
  };
}

export function productChoice(overrides: Partial<ProductChoice> & Pick<ProductChoice, '_id' | 'name' | 'price'>): ProductChoice {
  return {
    description: '',
    discountprice: rupees(0),
    discount: 0,
    image: [`/uploads/seed/products/${overrides._id}-1.webp`],
    category: 'Soaps',
    subcategory: '',
    quantity: 30,
    bestseller: false,
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    status: 'published',
    date: 0,
    version: 1,
    ...overrides,
  };
}
