import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema/catalog';
import { cacheKeys } from '../../lib/cache-keys';

const shellHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Naturals — Handmade natural skincare</title>
    <meta
      name="description"
      content="Default description"
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe.each(testDatabaseKinds())('the first HTML of a page on %s', (kind) => {
  let shop: TestApp;
  let productList: ProductDto[];
  let deals: DealDto[];
  const logLines: string[] = [];
  beforeAll(async () => {
    shop = await createTestApp(kind, { webDist: fakeWebBuild(shellHtml), env: { PUBLIC_URL: 'https://shop.example.pk' }, logLines });
    productList = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
  });
  afterAll(async () => shop?.close());

  it('carries a product page title, description, canonical URL, image and Product JSON-LD', async () => {
    const product = productList.find((item) => item.discountprice > 0 && item.quantity > 0)!;
    for (const url of [`/product/${product._id}`, `/collection/product/${product._id}`]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} — `);
      expect(html).not.toContain('Default description');
      expect(html).toContain(`<link rel="canonical" href="https://shop.example.pk/product/${product._id}" />`);
      expect(html).toContain(`<meta property="og:image" content="https://shop.example.pk${product.image[0]}" />`);
      const data = jsonLd(html);
      expect(data['@type']).toBe('Product');
      expect(data.name).toBe(product.name);
      expect(data.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: product.discountprice.toFixed(2),
        availability: 'https://schema.org/InStock',
      });
    }
  });

  it('says when a product is out of stock', async () => {
    const soldOut = productList.find((item) => item.quantity === 0)!;
    const data = jsonLd((await shop.app.inject({ method: 'GET', url: `/product/${soldOut._id}` })).body);
    expect((data.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('describes a deal as an Offer valid through its end', async () => {
    const flash = deals.find((deal) => deal.dealType === 'flash_sale')!;
    const response = await shop.app.inject({ method: 'GET', url: `/deal/${flash._id}` });
    expect(response.statusCode).toBe(200);
    const data = jsonLd(response.body);
    expect(data).toMatchObject({
      '@type': 'Offer',
      name: flash.dealName,
      priceCurrency: 'PKR',
      price: flash.dealFinalPrice.toFixed(2),
      validThrough: flash.dealEndDate,
    });
    // Struck through: the total the deal's answer and page save against, what its products sell for today.
    expect(flash.dealSavings).toBeGreaterThan(0);
    expect(data.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      priceCurrency: 'PKR',
      price: flash.dealTotal.toFixed(2),
    });
  });

  it('answers an unknown product or deal with 404 and the app shell', async () => {
    for (const url of ['/product/ffffffffffffffffffffffff', '/deal/ffffffffffffffffffffffff']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toMatch(/<title>(Product|Deal) not found — /);
    }
  });

  it('carries an article title, meta description and Article JSON-LD', async () => {
    const post = (await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json().data[0];
    const response = await shop.app.inject({ method: 'GET', url: `/blog/${post._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<meta name="description" content="${post.metaDescription.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`);
    expect(response.body).toContain(`<link rel="canonical" href="https://shop.example.pk/blog/${post._id}" />`);
    expect(jsonLd(response.body)).toMatchObject({ '@type': 'Article', headline: post.title, datePublished: post.createdAt });
    expect((await shop.app.inject({ method: 'GET', url: '/blog/ffffffffffffffffffffffff' })).statusCode).toBe(404);
  });

  it('gives home and collection their own titles and descriptions', async () => {
    const details = (await shop.app.inject({ method: 'GET', url: '/api/business-details' })).json().data;
    const home = (await shop.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(`<title>${details.company.name} — ${details.company.tagline}</title>`);
    const collection = (await shop.app.inject({ method: 'GET', url: '/collection' })).body;
    expect(collection).toContain(`<title>Shop all handmade soaps, creams and oils — ${details.company.name}</title>`);
    expect(collection).toContain('<link rel="canonical" href="https://shop.example.pk/collection" />');
  });

  it("keeps the email's confirm page out of search results, its token out of the canonical URL", async () => {
    const details = (await shop.app.inject({ method: 'GET', url: '/api/business-details' })).json().data;
    const response = await shop.app.inject({ method: 'GET', url: '/orders/confirm?token=secret-token-123' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain(`<title>Confirm your order — ${details.company.name}</title>`);
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example.pk/orders/confirm" />');
    expect(response.body).not.toContain('secret-token-123');
    expect((await shop.app.inject({ method: 'GET', url: '/' })).body).not.toContain('noindex');
  });

  it("answers the WhatsApp message's short link /c/{code} with the confirm page, kept out of search results, the code out of its head, the order untouched", async () => {
    const details = (await shop.app.inject({ method: 'GET', url: '/api/business-details' })).json().data;
    const admin = (await newAccount(shop, 'admin')).token;
    const { token } = await newAccount(shop);
    const product = productList.find((item) => item.quantity >= 5 && item.discountprice === 0)!;
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: {
        address: { ...deliveryAddress, phone: uniquePhone() },
        items: [{ id: product._id, quantity: 1 }],
        amount: product.price + deliveryCharges,
        deliveryCharges,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    const adminOrder = async () => (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin } })).json().order;
    const text = new URL((await adminOrder()).whatsappUrl).searchParams.get('text')!;
    const link = new URL(/https?:\/\/\S+\/c\/\S+/.exec(text)![0]);
    expect(link.origin).toBe('https://shop.example.pk');
    const code = link.pathname.slice('/c/'.length);
    expect(code).toMatch(/^[0-9A-Za-z]{12}$/);

    // Fetched as a link preview or a scanner fetches it: the page, twice, and the order still waits.
    for (let fetches = 0; fetches < 2; fetches += 1) {
      const response = await shop.app.inject({ method: 'GET', url: link.pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain(`<title>Confirm your order — ${details.company.name}</title>`);
      expect(response.body).toContain('<link rel="canonical" href="https://shop.example.pk/orders/confirm" />');
      expect(response.body).toContain('<meta property="og:url" content="https://shop.example.pk/orders/confirm" />');
      expect(response.body).not.toContain(code);
    }
    expect((await adminOrder()).status).toBe('Order Placed');
    // Its request lines name the route, never the code (as the emailed link's leave the token out), a trailing slash too.
    expect((await shop.app.inject({ method: 'GET', url: `${link.pathname}/` })).statusCode).toBe(200);
    const pageLines = logLines.filter((line) => line.includes('"url":"/c/'));
    expect(pageLines.length).toBeGreaterThanOrEqual(3);
    expect(pageLines.every((line) => line.includes('"url":"/c/:code"'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(code);

    // Nobody's code and a malformed one get the very same page: the GET tells a guesser nothing.
    for (const other of ['/c/ZZZZZZZZZZZZ', '/c/short']) {
      const response = await shop.app.inject({ method: 'GET', url: other });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<link rel="canonical" href="https://shop.example.pk/orders/confirm" />');
    }
  });

  it("keeps the verification email's page out of search results, its token out of the head", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/verify-email?token=secret-token-456' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example.pk/verify-email" />');
    expect(response.body).not.toContain('secret-token-456');
  });

  it("keeps the newsletter emails' and the cart reminder's pages out of search results, their tokens out of the page", async () => {
    for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe', '/cart-reminders/unsubscribe']) {
      const response = await shop.app.inject({ method: 'GET', url: `${path}?token=secret-token-123` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain(`<link rel="canonical" href="https://shop.example.pk${path}" />`);
      expect(response.body).not.toContain('secret-token-123');
    }
  });

  it("answers the owner's console at /admin and below with the app, kept out of search results", async () => {
    const details = (await shop.app.inject({ method: 'GET', url: '/api/business-details' })).json().data;
    for (const url of ['/admin', '/admin/orders', '/admin/products/p-1?tab=images']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain(`<title>Shop console — ${details.company.name}</title>`);
    }
    // Not a prefix match on the text: /administrator is no page.
    expect((await shop.app.inject({ method: 'GET', url: '/administrator' })).statusCode).toBe(404);
  });

  // A replacement string expands `$\`` into a copy of the page before it: 4 KB of path made 3 MB.
  // Sent over a socket as an attacker does: app.inject would percent-encode the backquote.
  it('answers a hostile path with a page the size of a plain one', async () => {
    const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const bodyLength = async (path: string) => {
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 404 /);
      return raw.length - raw.indexOf('\r\n\r\n');
    };
    const plain = await bodyLength(`/x${'ab'.repeat(100)}`);
    const hostile = await bodyLength(`/x${'$`'.repeat(60)}${"$'$&".repeat(20)}`);
    expect(hostile).toBeLessThan(plain + 1_000);
  });

  it('refuses a page path longer than any real one before rendering it', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/x${'$`'.repeat(2000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.body.length).toBeLessThan(200);
  });

  it('renders hostile stored text as text, at its own size', async () => {
    const target = productList[1]!;
    const pageWith = async (text: string) => {
      await shop.database.db.update(products).set({ name: text, description: text }).where(eq(products.id, target._id));
      await shop.app.context.cache.invalidate(cacheKeys.products);
      return (await shop.app.inject({ method: 'GET', url: `/product/${target._id}` })).body;
    };
    const plain = await pageWith('ab'.repeat(100));
    const hostile = await pageWith("$`$'$&".repeat(33) + '$$');
    expect(hostile.length).toBeLessThan(plain.length + 1_000);
    expect(hostile).toContain(`<title>${"$`$'$&amp;".repeat(33)}$$ — `);
  });

  it('escapes what a product name could inject', async () => {
    const target = productList[0]!;
    await shop.database.db.update(products).set({ name: 'Soap</script><script>alert(1)</script> "quoted"' }).where(eq(products.id, target._id));
    await shop.app.context.cache.invalidate(cacheKeys.products);
    const html = (await shop.app.inject({ method: 'GET', url: `/product/${target._id}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Soap&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; — ');
    expect(jsonLd(html).name).toBe('Soap</script><script>alert(1)</script> "quoted"');
  });
});

describe('robots.txt and the sitemap', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://shop.example.pk' } });
  });
  afterAll(async () => shop?.close());

  it('point crawlers at every published product and live deal, and away from private pages', async () => {
    const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /admin\n');
    // The short confirm links, by their prefix with its slash: /cart, /collection and /contact stay open to crawlers.
    expect(robots.body).toContain('Disallow: /c/\n');
    expect(robots.body).not.toContain('Disallow: /c\n');
    expect(robots.body).toContain('Sitemap: https://shop.example.pk/sitemap.xml');

    const sitemap = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const productList: ProductDto[] = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    const liveDeals: DealDto[] = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
    for (const product of productList) expect(sitemap.body).toContain(`<loc>https://shop.example.pk/product/${product._id}</loc>`);
    for (const deal of liveDeals) expect(sitemap.body).toContain(`<loc>https://shop.example.pk/deal/${deal._id}</loc>`);
    const posts: { _id: string; createdAt: string }[] = (await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json().data;
    for (const post of posts) {
      expect(sitemap.body).toContain(`<url><loc>https://shop.example.pk/blog/${post._id}</loc><lastmod>${post.createdAt}</lastmod></url>`);
    }
    expect(sitemap.body.match(/<url>/g)).toHaveLength(5 + productList.length + liveDeals.length + posts.length);
  });
});
