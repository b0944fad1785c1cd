import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/api-types';
import { createTestApp, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { deals } from '../../db/schema/catalog';
import { fixedClock } from '../../lib/clock';
import { demoShop } from '../../seed/demo-shop';

const byType = (type: string) => demoShop.deals.find((deal) => deal.dealType === type && deal.status === 'published')!;
const liveAtSeeding = demoShop.deals.filter(
  (deal) =>
    deal.status === 'published' &&
    (deal.startsInHours === null || deal.startsInHours <= 0) &&
    (deal.endsInHours === null || deal.endsInHours > 0),
);

describe.each(testDatabaseKinds())('deal calls on %s', (kind) => {
  let shop: TestApp;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(seededAt());
    shop = await createTestApp(kind, { clock });
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

  it('lists only published deals that are live now, in SPEC fields', async () => {
    clock.set(seededAt());
    expect(await liveNames()).toEqual(liveAtSeeding.map((deal) => deal.name).sort());

    const response = await shop.app.inject({ method: 'GET', url: '/api/deal/list' });
    const flash = (response.json().deals as DealDto[]).find((deal) => deal.dealType === 'flash_sale')!;
    const seeded = byType('flash_sale');
    expect(flash.dealFinalPrice).toBe(seeded.finalPrice);
    expect(flash.dealProducts).toHaveLength(seeded.products.length);
    expect(flash.products).toEqual(flash.dealProducts.map((item) => item._id));
    expect(flash.dealTotal).toBe(
      flash.dealProducts.reduce((sum, item) => sum + item.price * item.unitsPerDeal, 0),
    );
    expect(flash.dealSavings).toBeCloseTo(flash.dealTotal - flash.dealFinalPrice, 2);
    expect(flash.quantity).toBe(seeded.stock);
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

  it('opens a published deal by id, even one that has ended, so its page can say so', async () => {
    const expired = await windowOf(byType('featured').name);
    const response = await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId: expired.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(response.json().deal.dealName).toBe(expired.name);
  });

  it('answers an unpublished or unknown deal with the same 404', async () => {
    const draft = demoShop.deals.find((deal) => deal.status === 'draft')!;
    const { id } = await windowOf(draft.name);
    for (const dealId of [id, 'ffffffffffffffffffffffff']) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload: { dealId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Deal not found' });
    }
  });

  it('asks for a deal id when none is sent', async () => {
    for (const payload of [{}, { dealId: '  ' }, { dealId: 42 }]) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/deal/single', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'No deal ID provided' });
    }
  });
});
