import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategoryDto, AdminProductDto } from '@shop/core/catalog/admin-dtos';
import type { AdminDealDto } from '@shop/core/deals/admin-dtos';
import type { CategoryDto, ProductDto } from '@shop/core/catalog/dtos';
import type { DealDto } from '@shop/core/deals/dtos';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('admin deals and categories on %s', (kind) => {
  let shop: TestApp;
  let token: string;
  let products: ProductDto[];
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token } = await newAccount(shop, 'admin'));
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
  const publicDeals = async () => (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals as DealDto[];
  /** What a product sells for on its own today: the deal's total counts this (docs/product.md §3). */
  const sellsFor = (product: ProductDto) => (product.discountprice > 0 ? product.discountprice : product.price);
  const dealBody = () => ({
    dealName: 'Monsoon Hair Rescue',
    dealDescription: 'Oil, bar and mask for humid days.',
    dealType: 'bundle',
    dealImages: ['/uploads/deals/monsoon.webp'],
    products: [{ _id: products[0]!._id, units: 2 }, products[1]!._id],
    dealFinalPrice: 1000,
    dealStartDate: '2020-01-01T00:00:00Z',
    dealEndDate: '2100-01-01T00:00:00+05:00',
    quantity: 15,
    status: 'published',
    category: products[0]!.category,
  });

  it('creates a deal with its total computed from what the products sell for, and shows it at once', async () => {
    await publicDeals();
    const response = await call('POST', '/api/admin/deals', dealBody());
    expect(response.statusCode).toBe(201);
    const deal = response.json().deal as AdminDealDto;
    const total = sellsFor(products[0]!) * 2 + sellsFor(products[1]!);
    expect(deal).toMatchObject({
      dealName: 'Monsoon Hair Rescue',
      dealType: 'bundle',
      dealTotal: total,
      dealFinalPrice: 1000,
      dealSavings: total - 1000,
      dealStartDate: '2020-01-01T00:00:00.000Z',
      dealEndDate: '2099-12-31T19:00:00.000Z',
      quantity: 15,
      status: 'published',
      products: [products[0]!._id, products[1]!._id],
    });
    expect(deal.dealProducts.map((item) => item.unitsPerDeal)).toEqual([2, 1]);
    expect((await publicDeals()).some((item) => item._id === deal._id)).toBe(true);
    expect((await call('GET', `/api/admin/deals/${deal._id}`)).json().deal).toEqual(deal);
  });

  it.each([
    [{ dealName: '' }, 'dealName', 'dealName is required'],
    [{ products: [] }, 'products', 'products must list at least one product'],
    [{ products: ['ffffffffffffffffffffffff'] }, 'products', 'products: there is no product with id ffffffffffffffffffffffff'],
    [{ dealFinalPrice: 0 }, 'dealFinalPrice', 'dealFinalPrice must be above 0'],
    [{ dealFinalPrice: 9_999_999 }, 'dealFinalPrice', /^dealFinalPrice \(Rs\. 9,999,999\.00\) cannot be above what the products sell for \(Rs\. [\d,.]+\)$/],
    [{ dealStartDate: '2026-12-01T00:00:00Z', dealEndDate: '2026-11-01T00:00:00Z' }, 'dealEndDate', 'dealEndDate must be after dealStartDate'],
    [{ dealEndDate: 'next week' }, 'dealEndDate', 'dealEndDate must be a date and time such as 2026-12-01T09:00:00+05:00, or null for no limit'],
    [{ category: 'Candles' }, 'category', 'category: there is no category named "Candles". Create it first.'],
    [{ dealType: { name: 'Eid Special', slug: 'eid_special' }, quantity: -2 }, 'quantity', 'quantity must be at least 0'],
  ])('refuses %o with a message naming the field', async (change, field, message) => {
    const response = await call('POST', '/api/admin/deals', { ...dealBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: typeof message === 'string' ? message : expect.stringMatching(message),
      fields: [field],
    });
  });

  it('updates, checking the final price against the products when they or the price change, and checks the merged dates', async () => {
    const deal = (await call('POST', '/api/admin/deals', dealBody())).json().deal as AdminDealDto;
    const renamed = await call('PATCH', `/api/admin/deals/${deal._id}`, { dealName: 'Monsoon Rescue', dealType: { slug: 'seasonal', name: 'Seasonal' } });
    expect(renamed.json().deal).toMatchObject({ dealName: 'Monsoon Rescue', dealType: 'seasonal', dealTotal: deal.dealTotal });
    const smaller = await call('PATCH', `/api/admin/deals/${deal._id}`, { products: [products[1]!._id], dealFinalPrice: sellsFor(products[1]!) - 1 });
    expect(smaller.json().deal).toMatchObject({ dealTotal: sellsFor(products[1]!), dealFinalPrice: sellsFor(products[1]!) - 1, products: [products[1]!._id] });
    const backwards = await call('PATCH', `/api/admin/deals/${deal._id}`, { dealStartDate: '2200-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'dealEndDate must be after dealStartDate', fields: ['dealEndDate'] });
    const open = await call('PATCH', `/api/admin/deals/${deal._id}`, { dealEndDate: null });
    expect(open.json().deal.dealEndDate).toBeNull();
  });

  // Issue 33: two soaps listed at Rs. 850 and selling at Rs. 750 each, in a deal at Rs. 1,300.
  it("reads the total and savings from what the products sell for at the moment, so a product's new discount shows at once", async () => {
    const created = await call('POST', '/api/admin/products', {
      name: 'Charcoal Soap',
      description: 'For oily skin.',
      price: 850,
      discountPrice: 750,
      category: products[0]!.category,
      quantity: 40,
      status: 'published',
    });
    expect(created.statusCode).toBe(201);
    const soap = created.json().product as ProductDto;
    const body = { ...dealBody(), dealName: 'Charcoal Pair', products: [{ _id: soap._id, units: 2 }], dealFinalPrice: 1300 };
    const deal = (await call('POST', '/api/admin/deals', body)).json().deal as AdminDealDto;
    expect(deal).toMatchObject({ dealTotal: 1500, dealFinalPrice: 1300, dealSavings: 200 });
    expect(deal.dealProducts[0]).toMatchObject({ price: 850, discountprice: 750, unitsPerDeal: 2 });
    const shown = async () => (await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId: deal._id } })).json().deal as DealDto;
    expect(await shown()).toMatchObject({ dealTotal: 1500, dealSavings: 200 });

    expect((await call('PATCH', `/api/admin/products/${soap._id}`, { discountprice: 0 })).statusCode).toBe(200);
    expect(await shown()).toMatchObject({ dealTotal: 1700, dealSavings: 400 });
    expect((await call('GET', `/api/admin/deals/${deal._id}`)).json().deal).toMatchObject({ dealTotal: 1700, dealSavings: 400 });

    // On sale below the deal's price, the deal saves nothing: never a negative saving.
    await call('PATCH', `/api/admin/products/${soap._id}`, { discountprice: 600 });
    expect(await shown()).toMatchObject({ dealTotal: 1200, dealFinalPrice: 1300, dealSavings: 0 });
    const above = await call('PATCH', `/api/admin/deals/${deal._id}`, { dealFinalPrice: 1250 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('dealFinalPrice (Rs. 1,250.00) cannot be above what the products sell for (Rs. 1,200.00)');
  });

  it('unpublishes, sets stock, and lists every status', async () => {
    const deal = (await call('POST', '/api/admin/deals', dealBody())).json().deal as AdminDealDto;
    await publicDeals();
    const hidden = await call('POST', `/api/admin/deals/${deal._id}/status`, { status: 'draft' });
    expect(hidden.json()).toMatchObject({ message: 'Deal unpublished', deal: { status: 'draft' } });
    expect((await publicDeals()).some((item) => item._id === deal._id)).toBe(false);
    await call('POST', `/api/admin/deals/${deal._id}/status`, { status: 'published' });
    const stocked = await call('POST', `/api/admin/deals/${deal._id}/stock`, { quantity: 3 });
    expect(stocked.json().deal.quantity).toBe(3);
    expect((await publicDeals()).find((item) => item._id === deal._id)!.quantity).toBe(3);
    const tooMany = await call('POST', `/api/admin/deals/${deal._id}/stock`, { change: -4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 3 in stock: 4 cannot be taken away.', quantity: 3 });
    const drafts = (await call('GET', '/api/admin/deals?status=draft')).json().deals as AdminDealDto[];
    expect(drafts.every((item) => item.status === 'draft')).toBe(true);
    expect((await call('GET', '/api/admin/deals/ffffffffffffffffffffffff')).json()).toEqual({
      success: false,
      code: 'DEAL_NOT_FOUND',
      message: 'Deal not found',
    });
  });

  describe('categories', () => {
    const publicCategories = async () => (await shop.app.inject({ method: 'GET', url: '/api/categories' })).json() as CategoryDto[];

    it('creates, lists with counts, and refuses a duplicate', async () => {
      await publicCategories();
      const created = await call('POST', '/api/admin/categories', { name: 'Candles', subcategories: ['Soy', 'Beeswax'] });
      expect(created.statusCode).toBe(201);
      expect(created.json().category).toMatchObject({ name: 'Candles', subcategories: ['Soy', 'Beeswax'], productCount: 0 });
      expect((await publicCategories()).at(-1)).toEqual({ name: 'Candles', subcategories: ['Soy', 'Beeswax'] });
      const duplicate = await call('POST', '/api/admin/categories', { name: 'Candles' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ success: false, code: 'CATEGORY_EXISTS', message: 'A category named "Candles" already exists' });
      expect((await call('POST', '/api/admin/categories', { name: 'X', subcategories: ['a', 'a'] })).json().message).toBe(
        'subcategories lists the same entry twice',
      );
      const listed = (await call('GET', '/api/admin/categories')).json().categories as AdminCategoryDto[];
      expect(listed.find((category) => category.name === 'Soaps')!.productCount).toBeGreaterThan(0);
    });

    it('renames a subcategory with its products, and refuses to drop one still in use', async () => {
      await call('POST', '/api/admin/categories', { name: 'Bath', subcategories: ['Salts', 'Bombs'] });
      const make = (subcategory: string) =>
        call('POST', '/api/admin/products', { name: `Bath ${subcategory}`, price: 500, category: 'Bath', subcategory, status: 'published' });
      const salts = (await make('Salts')).json().product as AdminProductDto;
      const bombs = (await make('Bombs')).json().product as AdminProductDto;

      const dropped = await call('PATCH', '/api/admin/categories/Bath', { subcategories: ['Salts'] });
      expect(dropped.statusCode).toBe(409);
      expect(dropped.json()).toEqual({
        success: false,
        code: 'SUBCATEGORY_IN_USE',
        message: '1 product still uses the subcategory "Bombs". Rename it (renames) or move those products first.',
      });
      const unknownRename = await call('PATCH', '/api/admin/categories/Bath', { renames: [{ from: 'Soaks', to: 'Salts' }] });
      expect(unknownRename.json()).toEqual({
        success: false,
        code: 'INVALID_REQUEST',
        message: 'renames: "Soaks" is not a subcategory of Bath',
        fields: ['renames'],
      });

      const swapped = await call('PATCH', '/api/admin/categories/Bath', {
        renames: [
          { from: 'Salts', to: 'Bombs' },
          { from: 'Bombs', to: 'Salts' },
        ],
      });
      expect(swapped.statusCode).toBe(200);
      expect((await call('GET', `/api/admin/products/${salts._id}`)).json().product.subcategory).toBe('Bombs');
      expect((await call('GET', `/api/admin/products/${bombs._id}`)).json().product.subcategory).toBe('Salts');

      const renamed = await call('PATCH', '/api/admin/categories/Bath', { name: 'Bath & Body', renames: [{ from: 'Salts', to: 'Mineral Salts' }] });
      expect(renamed.json().category).toMatchObject({ name: 'Bath & Body', subcategories: ['Bombs', 'Mineral Salts'], productCount: 2 });
      const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
      expect(listed.find((item) => item._id === bombs._id)).toMatchObject({ category: 'Bath & Body', subcategory: 'Mineral Salts' });

      const inUse = await call('DELETE', `/api/admin/categories/${encodeURIComponent('Bath & Body')}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toEqual({
        success: false,
        code: 'CATEGORY_IN_USE',
        message: '2 products still use the category Bath & Body. Move them to another category first.',
      });
      expect((await call('DELETE', '/api/admin/categories/Candles')).json()).toEqual({ success: true, message: 'Category deleted' });
      const gone = await call('DELETE', '/api/admin/categories/Candles');
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ success: false, code: 'CATEGORY_NOT_FOUND', message: 'Category not found' });
    });
  });
});
