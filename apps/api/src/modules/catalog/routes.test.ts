import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto, ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema/catalog';
import { cacheKeys } from '../../lib/cache-keys';
import { demoShop } from '../../seed/demo-shop';
import { seededRatings } from '../../seed/seed-history';

const published = demoShop.products.filter((product) => product.status === 'published');
const draft = demoShop.products.find((product) => product.status === 'draft')!;

describe.each(testDatabaseKinds())('catalog calls on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  const productList = async (headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: '/api/product/list', headers });

  it('lists every published product in the fields of docs/product.md §3, and never the draft', async () => {
    const response = await productList();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; products: ProductDto[] };
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(published.length);
    expect(body.products.map((product) => product.name)).not.toContain(draft.name);

    const seeded = published.find((product) => product.discountPrice > 0)!;
    const listed = body.products.find((product) => product.name === seeded.name)!;
    expect(listed).toMatchObject({
      price: seeded.price,
      discountprice: seeded.discountPrice,
      discount: Math.round(((seeded.price - seeded.discountPrice) / seeded.price) * 100),
      category: seeded.category,
      subcategory: seeded.subcategory,
      quantity: seeded.stock,
      bestseller: seeded.bestseller,
      status: 'published',
      // The demo's reviews (seed/demo-reviews.ts), or none.
      rating: seededRatings(demoShop).get(`product:${seeded.key}`)?.rating ?? 0,
      reviewCount: seededRatings(demoShop).get(`product:${seeded.key}`)?.reviewCount ?? 0,
    });
    expect(listed._id).toMatch(/^[0-9a-f]{24}$/);
    expect(listed.image[0]).toMatch(/^\/uploads\/seed\/products\/.+\.webp$/);
    expect(typeof listed.date).toBe('number');
  });

  it('answers from the cache until a catalog write invalidates it', async () => {
    const first = await productList();
    const etag = first.headers.etag as string;
    expect((await productList({ 'if-none-match': etag })).statusCode).toBe(304);

    const target = (first.json().products as ProductDto[])[0]!;
    await shop.database.db.update(products).set({ stock: 3 }).where(eq(products.id, target._id));
    const cached = (await productList()).json().products as ProductDto[];
    expect(cached.find((product) => product._id === target._id)!.quantity).toBe(target.quantity);

    await shop.app.context.cache.invalidate(cacheKeys.products);
    const fresh = await productList({ 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect((fresh.json().products as ProductDto[]).find((product) => product._id === target._id)!.quantity).toBe(3);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('lists the categories with their subcategories', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const categories = response.json() as CategoryDto[];
    expect(categories).toEqual(demoShop.categories.map(({ name, subcategories }) => ({ name, subcategories })));
  });

  it('sends the delivery settings in rupees', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' });
    expect(response.json()).toEqual({
      success: true,
      settings: {
        mode: 'fixed',
        fixedCharge: demoShop.delivery.fixedCharge,
        freeDeliveryAbove: demoShop.delivery.freeDeliveryAbove,
        deliveryDays: { min: 3, max: 5 },
      },
    });
  });

  it('lists active banners and only approved testimonials', async () => {
    const banners = await shop.app.inject({ method: 'GET', url: '/api/banners/active' });
    expect(banners.json().success).toBe(true);
    expect(banners.json().data.map((banner: { headingLine1: string }) => banner.headingLine1)).toEqual(demoShop.banners.map((banner) => banner.headingLine1));

    const testimonials = await shop.app.inject({ method: 'GET', url: '/api/testimonials' });
    const list = testimonials.json() as { name: string; status: string }[];
    const approved = demoShop.testimonials.filter((testimonial) => testimonial.status === 'approved');
    expect(list).toHaveLength(approved.length);
    expect(list.every((testimonial) => testimonial.status === 'approved')).toBe(true);
    const pending = demoShop.testimonials.find((testimonial) => testimonial.status === 'pending')!;
    expect(list.map((testimonial) => testimonial.name)).not.toContain(pending.name);
  });
});
