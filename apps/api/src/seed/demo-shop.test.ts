import { weekdays } from '@shop/core/business/business-details';
import { businessDetailsSchema, storeSchema } from '@shop/core/business/business-details-schemas';
import { addressSchema } from '@shop/core/orders/order-schemas';
import { describe, expect, it } from 'vitest';
import { demoShop } from './demo-shop';
import { DISCOUNT_CODE_PATTERN } from '@shop/core/discounts/discount-codes';
import { discountValueProblem } from '@shop/core/discounts/admin-schemas';

const shop = demoShop;
const published = shop.products.filter((p) => p.status === 'published');
const productByKey = new Map(shop.products.map((p) => [p.key, p]));
const liveDeals = shop.deals.filter(
  (d) => d.status === 'published' && (d.startsInHours === null || d.startsInHours <= 0) && (d.endsInHours === null || d.endsInHours > 0),
);
const allContent = shop.posts.map((p) => p.content).join('\n\n');

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** True when the text has a paragraph of plain prose lines with a single line break inside it. */
function hasLineBreakInParagraph(content: string): boolean {
  return content.split(/\n{2,}/).some((block) => {
    const lines = block.split('\n');
    return lines.length >= 2 && lines.every((line) => line.trim() !== '' && !/^(#{1,3} |- |> |!\[)/.test(line));
  });
}

describe('business details', () => {
  it('fills every field and matches the schema with the stores attached', () => {
    const details = { ...shop.business, multiStore: { ...shop.business.multiStore, stores: shop.stores } };
    expect(() => businessDetailsSchema.parse(details)).not.toThrow();
    const { company, contact, location, logos } = shop.business;
    expect(company.name.length).toBeGreaterThan(3);
    expect(company.tagline).not.toBe('');
    expect(company.description.length).toBeGreaterThan(60);
    expect(company.foundedYear).toBe(2024);
    expect(contact.customerSupport.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(contact.customerSupport.phone).toMatch(/^\+92[\d ]+$/);
    expect(contact.customerSupport.hours).not.toBe('');
    expect(location.displayAddress).toMatch(/Lahore|Karachi|Islamabad/);
    expect(location.googleMapsLink).toMatch(/^https:\/\/maps\.google\.com\/\?q=\S+$/);
    expect(logos.website.url).toBe('/uploads/seed/brand/logo.png');
    expect(logos.favicon.url).toBe('/uploads/seed/brand/favicon.png');
  });

  it('sets facebook, instagram and whatsapp and leaves exactly one social link (tiktok) unset', () => {
    const social = shop.business.socialMedia;
    const unset = Object.entries(social).filter(([, url]) => url === '');
    expect(unset.map(([name]) => name)).toEqual(['tiktok']);
    for (const name of ['facebook', 'instagram', 'whatsapp'] as const) expect(social[name]).toMatch(/^https:\/\/\S+$/);
    expect(social.whatsapp).toMatch(/^https:\/\/wa\.me\/92\d{10}$/);
  });

  it('enables multi-store with the first store as the default', () => {
    expect(shop.business.multiStore.enabled).toBe(true);
    expect(shop.business.multiStore.defaultStore).toBe(shop.stores[0]?.storeId);
  });
});

describe('stores', () => {
  it('has two retail shops and one warehouse, one of them inactive', () => {
    expect(shop.stores).toHaveLength(3);
    expect(shop.stores.filter((s) => s.storeType === 'retail')).toHaveLength(2);
    expect(shop.stores.filter((s) => s.storeType === 'warehouse')).toHaveLength(1);
    expect(shop.stores.filter((s) => s.status === 'inactive')).toHaveLength(1);
    expect(new Set(shop.stores.map((s) => s.storeId)).size).toBe(3);
  });

  it('gives every store valid weekly hours with at least one closed day and a maps link', () => {
    for (const store of shop.stores) {
      expect(() => storeSchema.parse(store)).not.toThrow();
      expect(Object.keys(store.operatingHours).sort()).toEqual([...weekdays].sort());
      const days = weekdays.map((day) => store.operatingHours[day]);
      expect(days.some((d) => d.closed)).toBe(true);
      for (const d of days.filter((d) => !d.closed)) expect(d.open < d.close).toBe(true);
      expect(store.location.googleMapsLink).toMatch(/^https:\/\/maps\.google\.com\/\?q=\S+$/);
      expect(store.contact.phone).toMatch(/^\+92[\d ]+$/);
    }
  });
});

describe('catalogue', () => {
  it('has at least four categories with two to four subcategories each', () => {
    expect(shop.categories.length).toBeGreaterThanOrEqual(4);
    expect(new Set(shop.categories.map((c) => c.name)).size).toBe(shop.categories.length);
    for (const category of shop.categories) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(4);
    }
  });

  it('has at least 24 published products and exactly one draft, with unique keys', () => {
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(shop.products.filter((p) => p.status === 'draft')).toHaveLength(1);
    expect(shop.products.every((p) => p.status === 'published' || p.status === 'draft')).toBe(true);
    expect(new Set(shop.products.map((p) => p.key)).size).toBe(shop.products.length);
    expect(new Set(shop.products.map((p) => p.name)).size).toBe(shop.products.length);
  });

  it('puts every product in an existing category and subcategory', () => {
    for (const p of shop.products) {
      const category = shop.categories.find((c) => c.name === p.category);
      expect(category, p.key).toBeDefined();
      expect(category?.subcategories, p.key).toContain(p.subcategory);
    }
  });

  it('uses rupee prices and a discount price below the price on at least six products', () => {
    for (const p of shop.products) {
      expect(Number.isInteger(p.price), p.key).toBe(true);
      expect(p.price, p.key).toBeGreaterThanOrEqual(300);
      expect(p.price, p.key).toBeLessThanOrEqual(5000);
      expect(p.discountPrice === 0 || (p.discountPrice > 0 && p.discountPrice < p.price), p.key).toBe(true);
    }
    expect(published.filter((p) => p.discountPrice > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('covers every stock threshold', () => {
    const stocks = published.map((p) => p.stock);
    expect(stocks.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
    expect(stocks.some((s) => s === 0)).toBe(true);
    expect(stocks.some((s) => s >= 1 && s <= 4)).toBe(true);
    expect(stocks.some((s) => s >= 5 && s <= 9)).toBe(true);
    expect(stocks.some((s) => s >= 10 && s <= 19)).toBe(true);
    expect(stocks.filter((s) => s >= 20).length).toBeGreaterThanOrEqual(published.length / 2);
  });

  it('has at least four bestsellers and dates spread over 0 to 120 days', () => {
    expect(published.filter((p) => p.bestseller).length).toBeGreaterThanOrEqual(4);
    const days = shop.products.map((p) => p.addedDaysAgo);
    expect(Math.min(...days)).toBe(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(120);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(100);
    expect(new Set(days).size).toBeGreaterThanOrEqual(shop.products.length - 2);
  });

  it('describes every product in two to four sentences and gives it one to three images', () => {
    for (const p of shop.products) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.key).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.key).toBeLessThanOrEqual(4);
      expect(p.images.length, p.key).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.key).toBeLessThanOrEqual(3);
      for (const url of p.images) expect(url).toMatch(/^\/uploads\/seed\/products\/[a-z0-9-]+\.webp$/);
    }
  });
});

describe('deals', () => {
  it('has at least six deals with unique keys', () => {
    expect(shop.deals.length).toBeGreaterThanOrEqual(6);
    expect(new Set(shop.deals.map((d) => d.key)).size).toBe(shop.deals.length);
  });

  it('has a live flash sale ending within one to four days', () => {
    const flash = liveDeals.find((d) => d.dealType === 'flash_sale');
    expect(flash).toBeDefined();
    expect(flash!.startsInHours).not.toBeNull();
    expect(flash!.startsInHours!).toBeLessThan(0);
    expect(flash!.endsInHours).not.toBeNull();
    expect(flash!.endsInHours!).toBeGreaterThanOrEqual(24);
    expect(flash!.endsInHours!).toBeLessThanOrEqual(96);
  });

  it('has a live bundle and a live seasonal deal, one of them without an end', () => {
    const bundle = liveDeals.find((d) => d.dealType === 'bundle');
    const seasonal = liveDeals.find((d) => d.dealType === 'seasonal');
    expect(bundle).toBeDefined();
    expect(seasonal).toBeDefined();
    expect(bundle!.endsInHours === null || seasonal!.endsInHours === null).toBe(true);
  });

  it('has an expired deal, an upcoming deal and a draft deal', () => {
    const expired = shop.deals.filter((d) => d.startsInHours !== null && d.startsInHours < 0 && d.endsInHours !== null && d.endsInHours < 0);
    expect(expired.length).toBeGreaterThanOrEqual(1);
    expect(shop.deals.some((d) => d.startsInHours !== null && d.startsInHours > 0)).toBe(true);
    expect(shop.deals.filter((d) => d.status === 'draft')).toHaveLength(1);
    for (const d of shop.deals) {
      if (d.startsInHours !== null && d.endsInHours !== null) expect(d.startsInHours, d.key).toBeLessThan(d.endsInHours);
    }
  });

  it('includes two to four existing products per deal and costs less than they do separately', () => {
    for (const d of shop.deals) {
      expect(d.products.length, d.key).toBeGreaterThanOrEqual(2);
      expect(d.products.length, d.key).toBeLessThanOrEqual(4);
      expect(new Set(d.products.map((p) => p.key)).size, d.key).toBe(d.products.length);
      let total = 0;
      for (const item of d.products) {
        const p = productByKey.get(item.key);
        expect(p, `${d.key} -> ${item.key}`).toBeDefined();
        expect(p?.status, `${d.key} -> ${item.key}`).toBe('published');
        expect([1, 2]).toContain(item.quantity);
        total += (p?.price ?? 0) * item.quantity;
      }
      expect(d.finalPrice, d.key).toBeGreaterThan(0);
      expect(d.finalPrice, d.key).toBeLessThan(total);
    }
  });

  it('spreads deal stock, with one deal under ten', () => {
    expect(shop.deals.some((d) => d.stock > 0 && d.stock < 10)).toBe(true);
    expect(shop.deals.some((d) => d.stock >= 20)).toBe(true);
    expect(new Set(shop.deals.map((d) => d.stock)).size).toBeGreaterThanOrEqual(4);
  });

  it('puts deals in shop categories and their images in the deals folder', () => {
    const names = shop.categories.map((c) => c.name);
    for (const d of shop.deals) {
      expect(names, d.key).toContain(d.category);
      expect(d.images.length, d.key).toBeGreaterThanOrEqual(1);
      for (const url of d.images) expect(url).toMatch(/^\/uploads\/seed\/deals\/[a-z0-9-]+\.webp$/);
    }
  });
});

describe('home page content', () => {
  it('has at least three banners, linking only to pages that exist', () => {
    expect(shop.banners.length).toBeGreaterThanOrEqual(3);
    expect(shop.banners.some((b) => b.headingLine2 === '' && b.subtext === '')).toBe(true);
    expect(shop.banners.some((b) => b.buttonText === '' && b.redirectUrl === '')).toBe(true);
    for (const b of shop.banners) {
      expect(b.headingLine1).not.toBe('');
      expect(b.imageUrl).toMatch(/^\/uploads\/seed\/banners\/[a-z0-9-]+\.webp$/);
      expect(b.buttonText === '').toBe(b.redirectUrl === '');
      if (b.redirectUrl) expect(['/collection', '/about', '/blog']).toContain(b.redirectUrl);
    }
  });

  it('has at least five testimonials: one pending, the rest approved, on various platforms', () => {
    expect(shop.testimonials.length).toBeGreaterThanOrEqual(5);
    expect(shop.testimonials.filter((t) => t.status === 'approved').length).toBeGreaterThanOrEqual(4);
    expect(shop.testimonials.filter((t) => t.status === 'pending')).toHaveLength(1);
    expect(new Set(shop.testimonials.map((t) => t.platform)).size).toBeGreaterThanOrEqual(4);
    for (const t of shop.testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
    const high = shop.testimonials.filter((t) => t.rating >= 4).length;
    expect(high / shop.testimonials.length).toBeGreaterThanOrEqual(0.75);
  });

  it('has at least four team members, exactly one inactive, with distinct orders', () => {
    expect(shop.team.length).toBeGreaterThanOrEqual(4);
    expect(shop.team.filter((m) => !m.isActive)).toHaveLength(1);
    expect(new Set(shop.team.map((m) => m.order)).size).toBe(shop.team.length);
    for (const m of shop.team) expect(m.image).toMatch(/^\/uploads\/seed\/team\/[a-z0-9-]+\.webp$/);
  });
});

describe('skincare journal', () => {
  it('has at least 14 posts with unique keys: five or more featured, exactly one draft', () => {
    expect(shop.posts.length).toBeGreaterThanOrEqual(14);
    expect(new Set(shop.posts.map((p) => p.key)).size).toBe(shop.posts.length);
    expect(shop.posts.filter((p) => p.featured && p.status === 'published').length).toBeGreaterThanOrEqual(5);
    expect(shop.posts.filter((p) => p.status === 'draft')).toHaveLength(1);
  });

  it('spans at least five categories, with two to five tags, a sensible read time and spread dates', () => {
    expect(new Set(shop.posts.flatMap((p) => p.categories)).size).toBeGreaterThanOrEqual(5);
    for (const p of shop.posts) {
      expect(p.categories.length, p.key).toBeGreaterThanOrEqual(1);
      expect(p.tags.length, p.key).toBeGreaterThanOrEqual(2);
      expect(p.tags.length, p.key).toBeLessThanOrEqual(5);
      expect(p.readTime, p.key).toBeGreaterThanOrEqual(3);
      expect(p.readTime, p.key).toBeLessThanOrEqual(12);
      expect(p.excerpt, p.key).not.toBe('');
      expect(p.metaDescription.length, p.key).toBeLessThanOrEqual(170);
      expect(p.image).toMatch(/^\/uploads\/seed\/blog\/[a-z0-9-]+\.webp$/);
    }
    const days = shop.posts.filter((p) => p.status === 'published').map((p) => p.publishedDaysAgo);
    expect(new Set(days).size).toBe(days.length);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(90);
  });

  it('has 300 to 700 words of content in every post', () => {
    for (const p of shop.posts) {
      const words = wordCount(p.content);
      expect(words, p.key).toBeGreaterThanOrEqual(300);
      expect(words, p.key).toBeLessThanOrEqual(700);
    }
  });

  it('uses every form of the light markup somewhere', () => {
    expect(allContent).toMatch(/\*\*[^*\n]+\*\*/);
    expect(allContent).toMatch(/(^|[^*])\*[^*\s][^*\n]*[^*\s]\*(?!\*)/m);
    expect(allContent).toMatch(/^# \S/m);
    expect(allContent).toMatch(/^## \S/m);
    expect(allContent).toMatch(/^### \S/m);
    expect(allContent).toMatch(/(^|[^!])\[[^\]]+\]\(https:\/\/[^)\s]+\)/m);
    expect(allContent).toMatch(/^- \S/m);
    expect(allContent).toMatch(/^> \S/m);
    expect(allContent).toMatch(/\S\n\n\S/);
    expect(shop.posts.some((p) => hasLineBreakInParagraph(p.content))).toBe(true);
  });

  it('embeds at least two videos, including one from YouTube', () => {
    const videos = [...allContent.matchAll(/!\[video\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(videos.length).toBeGreaterThanOrEqual(2);
    for (const url of videos) expect(url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|vimeo\.com\/\d+)$/);
    expect(videos.some((url) => url.includes('youtube.com'))).toBe(true);
  });

  it('opens no heading or list with stray whitespace that the renderer would miss', () => {
    for (const p of shop.posts) {
      expect(p.content, p.key).not.toMatch(/^[ \t]+(#|- |> )/m);
      expect(p.content, p.key).toBe(p.content.trim());
    }
  });
});

describe('people and delivery', () => {
  it('has three customers with example.pk emails, long passwords and no admin', () => {
    expect(shop.people).toHaveLength(3);
    expect(new Set(shop.people.map((p) => p.email)).size).toBe(3);
    for (const person of shop.people) {
      expect(person.role).toBe('customer');
      expect(person.email).toMatch(/^[a-z.]+@example\.pk$/);
      expect(person.password.length).toBeGreaterThanOrEqual(12);
      expect(person.name.split(' ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('charges 250 for delivery, free above 3000', () => {
    expect(shop.delivery).toEqual({ fixedCharge: 250, freeDeliveryAbove: 3000 });
  });
});

describe('image paths', () => {
  it('keeps every image under /uploads/seed/<kind>/, webp except the brand png files', () => {
    const urls = [
      ...shop.products.flatMap((p) => p.images),
      ...shop.deals.flatMap((d) => d.images),
      ...shop.banners.map((b) => b.imageUrl),
      ...shop.team.map((m) => m.image),
      ...shop.posts.map((p) => p.image),
    ];
    for (const url of urls) expect(url).toMatch(/^\/uploads\/seed\/(products|deals|banners|team|blog)\/[a-z0-9-]+\.webp$/);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('reviewers, their orders and reviews', () => {
  const reviewers = shop.reviewers;
  const all = reviewers.flatMap((reviewer) => reviewer.orders.flatMap((order) => order.reviews.map((review) => ({ reviewer, order, review }))));
  const onProducts = all.filter(({ review }) => 'product' in review.target);
  const onDeals = all.filter(({ review }) => 'deal' in review.target);
  const targetOf = (target: { product: string } | { deal: string }) => ('product' in target ? `product:${target.product}` : `deal:${target.deal}`);
  const dealByKey = new Map(shop.deals.map((d) => [d.key, d]));

  it('has 40 to 80 reviews: at least 30 on products covering at least 10 products, and some on deals', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.length).toBeLessThanOrEqual(80);
    expect(onProducts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(onProducts.map(({ review }) => targetOf(review.target))).size).toBeGreaterThanOrEqual(10);
    expect(onDeals.length).toBeGreaterThanOrEqual(3);
  });

  it('rates like real customers: mostly 4 and 5, some 3, a couple lower', () => {
    const ratings = all.map(({ review }) => review.rating);
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThanOrEqual(0.7);
    expect(ratings.filter((r) => r === 3).length).toBeGreaterThanOrEqual(2);
    expect(ratings.filter((r) => r <= 2).length).toBeGreaterThanOrEqual(2);
    expect(ratings.filter((r) => r <= 2).length).toBeLessThanOrEqual(4);
  });

  it('writes one review per customer per product or deal, with a few photos, likes and replies', () => {
    for (const reviewer of reviewers) {
      const targets = reviewer.orders.flatMap((order) => order.reviews.map((review) => targetOf(review.target)));
      expect(new Set(targets).size, reviewer.name).toBe(targets.length);
    }
    const withPhotos = all.filter(({ review }) => (review.photos?.length ?? 0) > 0);
    expect(withPhotos.length).toBeGreaterThanOrEqual(3);
    for (const { review } of withPhotos) {
      expect('product' in review.target).toBe(true);
      for (const url of review.photos!) expect(url).toMatch(/^\/uploads\/seed\/reviews\/[a-z0-9-]+\.webp$/);
    }
    expect(all.filter(({ review }) => review.reply).length).toBeGreaterThanOrEqual(3);
    for (const { review } of all) expect(review.likes ?? 0).toBeLessThan(reviewers.length);
    for (const { review } of all) expect(review.content.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every reviewer a full name, an address an order accepts and an email of their own', () => {
    const emails = reviewers.map((r) => r.email);
    expect(new Set(emails).size).toBe(reviewers.length);
    // A reviewer may be a person one signs in as (their past is theirs), under the same name.
    for (const person of shop.people) {
      const asReviewer = reviewers.find((reviewer) => reviewer.email === person.email);
      if (asReviewer) expect(asReviewer.name).toBe(person.name);
    }
    expect(reviewers.find((reviewer) => reviewer.email === shop.people[0]!.email)?.orders.length).toBeGreaterThanOrEqual(2);
    for (const reviewer of reviewers) {
      expect(reviewer.name.split(' ').length, reviewer.name).toBeGreaterThanOrEqual(2);
      expect(reviewer.email).toMatch(/^[a-z.]+@example\.pk$/);
      expect(() => addressSchema.parse({ ...reviewer, firstName: 'A', lastName: 'B' }), reviewer.name).not.toThrow();
    }
  });

  it('reviews only what the order held, after it was delivered, and dates everything in the past', () => {
    for (const { reviewer, order, review } of all) {
      const label = `${reviewer.name} ${targetOf(review.target)}`;
      expect(order.items.map(targetOf), label).toContain(targetOf(review.target));
      expect(review.writtenAfterDays, label).toBeGreaterThan(0);
      const writtenDaysAgo = order.placedDaysAgo - order.deliveredAfterDays - review.writtenAfterDays;
      // A reply comes 20 hours after its review: both before the demo starts.
      expect(writtenDaysAgo, label).toBeGreaterThan(review.reply ? 1 : 0);
    }
  });

  it('orders products after they were added and deals while they ran, published and with their products', () => {
    for (const reviewer of reviewers) {
      for (const order of reviewer.orders) {
        for (const item of order.items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          if ('product' in item) {
            const product = productByKey.get(item.product);
            expect(product?.status, item.product).toBe('published');
            expect(order.placedDaysAgo, `${reviewer.name} ${item.product}`).toBeLessThan(product!.addedDaysAgo);
          } else {
            const deal = dealByKey.get(item.deal);
            expect(deal?.status, item.deal).toBe('published');
            const placedInHours = -order.placedDaysAgo * 24;
            expect(deal!.startsInHours === null || deal!.startsInHours <= placedInHours, `${reviewer.name} ${item.deal} started`).toBe(true);
            expect(deal!.endsInHours === null || deal!.endsInHours > placedInHours, `${reviewer.name} ${item.deal} still ran`).toBe(true);
            for (const component of deal!.products) expect(order.placedDaysAgo).toBeLessThan(productByKey.get(component.key)!.addedDaysAgo);
          }
        }
      }
    }
  });
});

describe('discount codes', () => {
  it('has one code running now and one that has ended, each with a valid value', () => {
    const running = shop.discountCodes.filter((code) => (code.startsInDays ?? -1) <= 0 && (code.endsInDays === null || code.endsInDays > 0));
    const ended = shop.discountCodes.filter((code) => code.endsInDays !== null && code.endsInDays <= 0);
    expect(running).toHaveLength(1);
    expect(ended).toHaveLength(1);
    for (const code of shop.discountCodes) {
      expect(code.code).toMatch(DISCOUNT_CODE_PATTERN);
      expect(discountValueProblem(code.type, code.value)).toBeNull();
    }
  });
});
