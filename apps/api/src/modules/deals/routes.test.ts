import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import { createTestApp, fakeWebBuild, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { deals } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';
import { demoShop } from '../../seed/demo-shop';

const byType = (type: string) => demoShop.deals.find((deal) => deal.dealType === type && deal.status === 'published')!;
const liveAtSeeding = demoShop.deals.filter(
  (deal) => deal.status === 'published' && (deal.startsInHours === null || deal.startsInHours <= 0) && (deal.endsInHours === null || deal.endsInHours > 0),
);

describe.each(testDatabaseKinds())('deal calls on %s', (kind) => {
  let shop: TestApp;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(seededAt());
    // A shell with a head, so that the deal page's first HTML carries its JSON-LD.
    shop = await createTestApp(kind, {
      clock,
      webDist: fakeWebBuild('<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>'),
    });
  });
  afterAll(async () => shop?.close());

  const liveNames = async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/deal/list' });
    expect(response.statusCode).toBe(200);
    return ((response.json().deals as DealDto[]) ?? []).map((deal) => deal.dealName).sort();
  };
  const windowOf = async (name: string) => {
    const [row] = await shop.database.db.select().from(deals).where(eq(deals.name, name));
    return row!;
  };

  it('lists only published deals that are live now, in the fields of docs/product.md §3', async () => {
    clock.set(seededAt());
    expect(await liveNames()).toEqual(liveAtSeeding.map((deal) => deal.name).sort());

    const response = await shop.app.inject({ method: 'GET', url: '/api/deal/list' });
    const flash = (response.json().deals as DealDto[]).find((deal) => deal.dealType === 'flash_sale')!;
    const seeded = byType('flash_sale');
    expect(flash.dealFinalPrice).toBe(seeded.finalPrice);
    expect(flash.dealProducts).toHaveLength(seeded.products.length);
    expect(flash.products).toEqual(flash.dealProducts.map((item) => item._id));
    // What the products sell for today, their discount prices counted (docs/product.md §3; not SPEC §3's list prices).
    expect(flash.dealTotal).toBe(
      flash.dealProducts.reduce((sum, item) => sum + (item.discountprice > 0 ? item.discountprice : item.price) * item.unitsPerDeal, 0),
    );
    expect(flash.dealSavings).toBeCloseTo(flash.dealTotal - flash.dealFinalPrice, 2);
    // The deal's own stock, bounded by its products' (decision 010).
    expect(flash.quantity).toBe(Math.min(seeded.stock, ...flash.dealProducts.map((item) => Math.floor(item.quantity / item.unitsPerDeal))));
    expect(new Date(flash.dealEndDate!).getTime()).toBeGreaterThan(seededAt().getTime());
  });

  it('shows an upcoming deal from its exact starting second', async () => {
    const upcoming = byType('weekly_special');
    const { startsAt } = await windowOf(upcoming.name);
    const startSecond = Math.floor(startsAt!.getTime() / 1000) * 1000;
    clock.set(new Date(startSecond - 1));
    expect(await liveNames()).not.toContain(upcoming.name);
    clock.set(new Date(startSecond));
    expect(await liveNames()).toContain(upcoming.name);
  });

  it('hides a deal from its exact ending second', async () => {
    const flash = byType('flash_sale');
    const { endsAt } = await windowOf(flash.name);
    const endSecond = Math.floor(endsAt!.getTime() / 1000) * 1000;
    clock.set(new Date(endSecond - 1));
    expect(await liveNames()).toContain(flash.name);
    clock.set(new Date(endSecond));
    expect(await liveNames()).not.toContain(flash.name);
  });

  it('opens a live deal by id', async () => {
    clock.set(seededAt());
    const live = await windowOf(byType('bundle').name);
    const response = await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId: live.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(response.json().deal.dealName).toBe(live.name);
  });

  it('answers a deal that has not started, has ended or is a draft exactly like an unknown one, so no price shows early', async () => {
    clock.set(seededAt());
    const single = (dealId: string) => shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId } });
    const unknown = await single('ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'DEAL_NOT_FOUND', message: 'Deal not found' });
    const draft = demoShop.deals.find((deal) => deal.status === 'draft')!;
    for (const hidden of [byType('weekly_special'), byType('featured'), draft]) {
      const response = await single((await windowOf(hidden.name)).id);
      expect({ status: response.statusCode, body: response.body, type: response.headers['content-type'] }).toEqual({
        status: unknown.statusCode,
        body: unknown.body,
        type: unknown.headers['content-type'],
      });
    }
  });

  it("keeps a deal that has not started out of its page's first HTML too", async () => {
    clock.set(seededAt());
    const upcoming = byType('weekly_special');
    const { id } = await windowOf(upcoming.name);
    const page = await shop.app.inject({ method: 'GET', url: `/deal/${id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(upcoming.name);
    expect(page.body).not.toContain('application/ld+json');
  });

  it("offers a deal only as often as its scarcest product allows, and the owner still sees the deal's own stock", async () => {
    clock.set(seededAt());
    const admin = (await newAccount(shop, 'admin')).token;
    const setStock = async (kind: 'products' | 'deals', id: string, quantity: number) => {
      const response = await shop.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/stock`, headers: { token: admin }, payload: { quantity } });
      expect(response.statusCode).toBe(200);
    };
    const kit = await windowOf(byType('bundle').name);
    const listed = async () =>
      ((await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals as DealDto[]).find((deal) => deal._id === kit.id)!;
    const opened = async () => (await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId: kit.id } })).json().deal as DealDto;
    const availability = async () => {
      const html = (await shop.app.inject({ method: 'GET', url: `/deal/${kit.id}` })).body;
      return JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!).availability as string;
    };
    const { dealProducts } = await listed();
    const scarce = dealProducts.find((item) => item.unitsPerDeal === 2)!;
    await setStock('deals', kit.id, 7);
    for (const item of dealProducts) await setStock('products', item._id, 100);
    expect((await listed()).quantity).toBe(7);

    // 9 units at 2 a deal make 4 deals, fewer than the deal's own 7.
    await setStock('products', scarce._id, 9);
    expect((await listed()).quantity).toBe(4);
    expect((await opened()).quantity).toBe(4);
    expect((await shop.app.inject({ method: 'GET', url: `/api/admin/deals/${kit.id}`, headers: { token: admin } })).json().deal.quantity).toBe(7);

    await setStock('products', scarce._id, 1);
    expect((await listed()).quantity).toBe(0);
    expect((await opened()).quantity).toBe(0);
    expect(await availability()).toBe('https://schema.org/OutOfStock');

    await setStock('products', scarce._id, 100);
    expect((await opened()).quantity).toBe(7);
    expect(await availability()).toBe('https://schema.org/InStock');
  });

  it('offers none of a deal while one of its products is unpublished, in the list, the single answer, the page and the cart', async () => {
    clock.set(seededAt());
    const admin = (await newAccount(shop, 'admin')).token;
    const kit = await windowOf(byType('bundle').name);
    const opened = async () => (await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId: kit.id } })).json().deal as DealDto;
    const listed = async () =>
      ((await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals as DealDto[]).find((deal) => deal._id === kit.id)!;
    const setStatus = async (productId: string, status: 'published' | 'draft') => {
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/status`,
        headers: { token: admin },
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
    };
    for (const item of (await opened()).dealProducts) {
      await shop.app.inject({ method: 'POST', url: `/api/admin/products/${item._id}/stock`, headers: { token: admin }, payload: { quantity: 100 } });
    }
    await shop.app.inject({ method: 'POST', url: `/api/admin/deals/${kit.id}/stock`, headers: { token: admin }, payload: { quantity: 6 } });
    const before = await opened();
    expect(before.quantity).toBe(6);
    const withdrawn = before.dealProducts[0]!;

    await setStatus(withdrawn._id, 'draft');
    try {
      expect((await opened()).quantity).toBe(0);
      expect((await listed()).quantity).toBe(0);
      expect((await opened()).dealProducts.find((item) => item._id === withdrawn._id)!.quantity).toBe(0);
      const html = (await shop.app.inject({ method: 'GET', url: `/deal/${kit.id}` })).body;
      expect(JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!).availability).toBe('https://schema.org/OutOfStock');
      const { token } = await newAccount(shop);
      const added = await shop.app.inject({ method: 'POST', url: '/api/cart/add-deal', headers: { token }, payload: { dealId: kit.id, quantity: 1 } });
      expect(added.statusCode).toBe(409);
      expect(added.json()).toEqual({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'This deal is out of stock' });
    } finally {
      await setStatus(withdrawn._id, 'published');
    }
    expect((await opened()).quantity).toBe(6);
  });

  it('asks for a deal id when none is sent', async () => {
    for (const payload of [{}, { dealId: '  ' }, { dealId: 42 }]) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'No deal ID provided', fields: ['dealId'] });
    }
  });
});
