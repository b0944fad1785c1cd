import type { DealDto, DealProductDto } from '@shop/core/deals/dtos';
import { rupees } from '@shop/core/shared/money';

// Test data only: deals as GET /api/deal/list and POST /api/deal/single send them.

const hour = 60 * 60 * 1000;

export function hoursFromNow(hours: number, now = Date.now()): string {
  return new Date(now + hours * hour).toISOString();
}

export function makeDealProduct(overrides: Partial<DealProductDto> = {}): DealProductDto {
  return {
    _id: 'p-1',
    name: 'Rose & Kaolin Soap',
    price: rupees(650),
    discountprice: rupees(0),
    quantity: 30,
    unitsPerDeal: 1,
    image: '/uploads/seed/products/rose-1.webp',
    ...overrides,
  };
}

export function makeDeal(overrides: Partial<DealDto> = {}): DealDto {
  return {
    _id: 'd-1',
    dealName: 'Soap Sampler Trio',
    dealDescription: 'Three of our best-loved bars.',
    dealImages: ['/uploads/seed/deals/soap-sampler-trio.webp'],
    dealType: 'bundle',
    dealProducts: [makeDealProduct()],
    products: ['p-1'],
    dealTotal: rupees(1950),
    dealFinalPrice: rupees(1500),
    dealSavings: rupees(450),
    dealStartDate: hoursFromNow(-24),
    dealEndDate: hoursFromNow(24),
    quantity: 20,
    status: 'published',
    category: 'Soaps',
    rating: 0,
    reviewCount: 0,
    verifiedReviewCount: 0,
    ...overrides,
  };
}
