import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../lib/storage';
import { demoShop } from './demo-shop';
import type { DemoShop } from './demo-types';
import { escapeXml, renderSeedImages, seedImagePaths, seedImageSources } from './images';

const expectedSize = (url: string): { width: number; height: number; format: string } => {
  if (url === demoShop.business.logos.website.url) return { width: 480, height: 120, format: 'png' };
  if (url === demoShop.business.logos.favicon.url) return { width: 64, height: 64, format: 'png' };
  const folder = url.split('/')[3];
  switch (folder) {
    case 'products':
    case 'deals':
    case 'reviews':
      return { width: 800, height: 800, format: 'webp' };
    case 'banners':
      return { width: 1600, height: 640, format: 'webp' };
    case 'team':
      return { width: 400, height: 400, format: 'webp' };
    case 'blog':
      return { width: 1200, height: 675, format: 'webp' };
    default:
      throw new Error(`unexpected image folder in ${url}`);
  }
};

describe('seedImagePaths', () => {
  const paths = seedImagePaths(demoShop);

  it('lists every image the data refers to, once each', () => {
    const referenced = [
      demoShop.business.logos.website.url,
      demoShop.business.logos.favicon.url,
      ...demoShop.products.flatMap((p) => p.images),
      ...demoShop.deals.flatMap((d) => d.images),
      ...demoShop.reviewers.flatMap((r) => r.orders.flatMap((o) => o.reviews.flatMap((review) => review.photos ?? []))),
      ...demoShop.banners.map((b) => b.imageUrl),
      ...demoShop.team.map((m) => m.image),
      ...demoShop.posts.map((p) => p.image),
    ];
    expect(new Set(paths)).toEqual(new Set(referenced));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('deduplicates a URL used twice', () => {
    const first = demoShop.products[0]!;
    const shop: DemoShop = {
      ...demoShop,
      products: [...demoShop.products, { ...first, key: 'copy', images: [first.images[0]!] }],
    };
    expect(seedImagePaths(shop)).toHaveLength(paths.length);
  });
});

describe('seedImageSources', () => {
  const sources = seedImageSources(demoShop);
  const pictures = sources.filter(({ url }) => /\/seed\/(products|deals|reviews|team)\//.test(url));

  it('draws products, deals, review photos and portraits without any text', () => {
    expect(pictures.length).toBeGreaterThan(60);
    for (const { url, svg } of pictures) {
      expect(svg, url).not.toMatch(/<text|<tspan|font-family/);
      // Nothing is fetched: no external references in the drawing.
      expect(svg, url).not.toMatch(/href=|url\((?!#)/);
    }
  });

  it('never writes the product names or deal names into any picture but the blog covers and logo', () => {
    const names = [...demoShop.products.map((p) => p.name), ...demoShop.deals.map((d) => d.name), ...demoShop.team.map((m) => m.name)];
    for (const { url, svg } of pictures) for (const name of names) expect(svg, url).not.toContain(escapeXml(name));
  });

  it('draws every product, deal and team member differently', () => {
    const firstOf = (folder: string, urls: string[]) => urls.filter((url) => url.includes(`/seed/${folder}/`));
    const svgOf = new Map(sources.map(({ url, svg }) => [url, svg]));
    for (const [folder, urls] of [
      ['products', demoShop.products.map((p) => p.images[0]!)],
      ['deals', demoShop.deals.map((d) => d.images[0]!)],
      ['team', demoShop.team.map((m) => m.image)],
    ] as const) {
      const drawn = firstOf(folder, [...urls]).map((url) => svgOf.get(url));
      expect(new Set(drawn).size, folder).toBe(urls.length);
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Rose & "Kaolin" <Soap> it's`)).toBe('Rose &amp; &quot;Kaolin&quot; &lt;Soap&gt; it&apos;s');
  });
});

describe('renderSeedImages', () => {
  let dir = '';
  let count = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-images-'));
    count = await renderSeedImages(diskStorage(dir), demoShop);
  }, 120_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('renders every path as a decodable image of the stated size and type', async () => {
    const paths = seedImagePaths(demoShop);
    expect(count).toBe(paths.length);
    for (const url of paths) {
      const file = path.join(dir, url.replace(/^\/uploads\//, ''));
      const meta = await sharp(file).metadata();
      const expected = expectedSize(url);
      expect({ url, width: meta.width, height: meta.height, format: meta.format }).toEqual({ url, ...expected });
      // Decoding the pixels proves the file is not just a valid header.
      const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(expected.width);
    }
  });

  it('gives the brand files a transparent background and draws real content', async () => {
    const logo = path.join(dir, demoShop.business.logos.website.url.replace(/^\/uploads\//, ''));
    const logoMeta = await sharp(logo).metadata();
    expect(logoMeta.hasAlpha).toBe(true);
    const corner = await sharp(logo).extract({ left: 0, top: 0, width: 4, height: 4 }).raw().toBuffer();
    expect(corner[3]).toBe(0);

    // A product image is not a flat colour: its pixels vary.
    const product = path.join(dir, demoShop.products[0]!.images[0]!.replace(/^\/uploads\//, ''));
    const stats = await sharp(product).stats();
    expect(stats.channels.some((c) => c.stdev > 10)).toBe(true);
    expect((await stat(product)).size).toBeGreaterThan(5_000);
  });

  it('gives every product, deal, review photo and team member a picture of its own, small enough for a phone', async () => {
    const digests = new Map<string, string>();
    const pictures = seedImagePaths(demoShop).filter((url) => /\/seed\/(products|deals|reviews|team)\//.test(url));
    for (const url of pictures) {
      const bytes = await readFile(path.join(dir, url.replace(/^\/uploads\//, '')));
      expect(bytes.length, url).toBeLessThan(60_000);
      const digest = createHash('sha256').update(bytes).digest('hex');
      expect(digests.get(digest), `${url} is the same picture as another`).toBeUndefined();
      digests.set(digest, url);
    }
    // Four distinct faces at least on the About page: every active member's portrait differs from the others'.
    const active = demoShop.team.filter((m) => m.isActive).map((m) => m.image);
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(active.every((url) => [...digests.values()].includes(url))).toBe(true);
  });

  it('refuses image URLs outside the uploads folder', async () => {
    const shop: DemoShop = { ...demoShop, banners: [{ ...demoShop.banners[0]!, imageUrl: '/uploads/../escape.webp' }] };
    await expect(renderSeedImages(diskStorage(dir), shop)).rejects.toThrow(/uploads/);
  });
});
