import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGES_PER_ITEM_MAX } from '@shop/core/shared/admin-field-schemas';
import type { AdminProductDto } from '@shop/core/catalog/admin-dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';

async function imageForm(files: { name: string; data: Buffer; type: string }[]) {
  const body = new FormData();
  for (const file of files) body.append('images', new Blob([file.data], { type: file.type }), file.name);
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

describe.each(testDatabaseKinds())('admin products on %s', (kind) => {
  let shop: TestApp;
  let token: string;
  let adminUserId: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token, userId: adminUserId } = await newAccount(shop, 'admin'));
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
  const publicList = async () => (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
  const auditRows = (entityId: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, entityId)));
  const soap = {
    name: 'Neem & Tea Tree Soap',
    description: 'For oily skin.',
    price: 950,
    discountPrice: 850.5,
    category: 'Soaps',
    subcategory: 'Herbal Soaps',
    quantity: 30,
    isBestSeller: 'true',
    status: 'published',
  };
  const create = async (overrides: object = {}) => {
    const response = await call('POST', '/api/admin/products', { ...soap, ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json().product as AdminProductDto;
  };

  it('creates a product, reading the original client’s alternate spellings, and records who did it', async () => {
    const response = await call('POST', '/api/admin/products', soap);
    expect(response.statusCode).toBe(201);
    const { product, message } = response.json();
    expect(message).toBe('Product created');
    expect(product).toMatchObject({
      name: soap.name,
      price: 950,
      discountprice: 850.5,
      discount: 10,
      category: 'Soaps',
      subcategory: 'Herbal Soaps',
      quantity: 30,
      bestseller: true,
      status: 'published',
      image: [],
    });
    const read = await call('GET', `/api/admin/products/${product._id}`);
    expect(read.json().product).toEqual(product);
    expect((await publicList()).find((item) => item._id === product._id)).toMatchObject({ name: soap.name, discountprice: 850.5 });

    const [row] = await auditRows(product._id);
    expect(row).toMatchObject({ actorId: adminUserId, action: 'create', entity: 'product' });
    expect((row!.changes as { after: AdminProductDto }).after.name).toBe(soap.name);
  });

  it.each([
    [{ name: '  ' }, 'name', 'name is required'],
    [{ price: -5 }, 'price', 'price: Amount cannot be negative'],
    [{ price: 10.555 }, 'price', 'price: Amount can have at most 2 decimal places'],
    [{ price: 'cheap' }, 'price', 'price: Amount must be a number'],
    [{ discountprice: 950 }, 'discountprice', 'discountprice must be below price (or 0 for no discount)'],
    [{ category: 'Candles' }, 'category', 'category: there is no category named "Candles". Create it first.'],
    [{ subcategory: 'Serums' }, 'subcategory', 'subcategory: "Serums" is not a subcategory of Soaps (Herbal Soaps, Clay Soaps, Goat Milk Soaps)'],
    [{ quantity: -1 }, 'quantity', 'quantity must be at least 0'],
    [{ image: ['javascript:alert(1)'] }, 'image.0', 'image must be an /uploads/… path or an http(s) address'],
    [{ status: 'live' }, 'status', 'status must be published or draft'],
    [{ bestSeller: 'maybe' }, 'bestSeller', 'bestSeller must be true or false'],
  ])('refuses %o with a message naming the field', async (change, field, message) => {
    const response = await call('POST', '/api/admin/products', { ...soap, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: [field] });
  });

  it('asks for a JSON body when none is sent', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/admin/products', headers: { token } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', message: 'Send the fields as a JSON object' });
  });

  it('updates only the fields sent, and checks the discount against the merged price', async () => {
    const product = await create();
    const response = await call('PATCH', `/api/admin/products/${product._id}`, { price: 1200, discountprice: 0, best_seller: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({ name: soap.name, price: 1200, discountprice: 0, discount: 0, bestseller: false, quantity: 30 });
    const listed = (await publicList()).find((item) => item._id === product._id)!;
    expect(listed).toMatchObject({ price: 1200, discountprice: 0 });

    const tooHigh = await call('PATCH', `/api/admin/products/${product._id}`, { discountprice: 1300 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'discountprice must be below price (or 0 for no discount)',
      fields: ['discountprice'],
    });
    const nothing = await call('PATCH', `/api/admin/products/${product._id}`, { quantity: 3 });
    expect(nothing.json()).toMatchObject({ code: 'INVALID_REQUEST', message: 'Send at least one field to change' });
    const missing = await call('PATCH', '/api/admin/products/ffffffffffffffffffffffff', { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    expect((await auditRows(product._id)).map((row) => row.action).sort()).toEqual(['create', 'update']);
  });

  it('takes an unpublished product out of the public list at once, and puts it back', async () => {
    const product = await create();
    expect((await publicList()).some((item) => item._id === product._id)).toBe(true);
    const unpublished = await call('POST', `/api/admin/products/${product._id}/status`, { status: 'draft' });
    expect(unpublished.json()).toMatchObject({ success: true, message: 'Product unpublished', product: { status: 'draft' } });
    expect((await publicList()).some((item) => item._id === product._id)).toBe(false);
    await call('POST', `/api/admin/products/${product._id}/status`, { status: 'published' });
    expect((await publicList()).some((item) => item._id === product._id)).toBe(true);
  });

  it('sets the stock, changes it by units, and never below 0', async () => {
    const product = await create();
    await publicList();
    const set = await call('POST', `/api/admin/products/${product._id}/stock`, { quantity: 7 });
    expect(set.json().product.quantity).toBe(7);
    expect((await publicList()).find((item) => item._id === product._id)!.quantity).toBe(7);
    const added = await call('POST', `/api/admin/products/${product._id}/stock`, { change: 5 });
    expect(added.json().product.quantity).toBe(12);
    const tooMany = await call('POST', `/api/admin/products/${product._id}/stock`, { change: -13 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 12 in stock: 13 cannot be taken away.', quantity: 12 });
    const both = await call('POST', `/api/admin/products/${product._id}/stock`, { quantity: 1, change: 1 });
    expect(both.statusCode).toBe(400);
    expect((await publicList()).find((item) => item._id === product._id)!.quantity).toBe(12);
  });

  it('lists every status, newest first, filtered by status and text', async () => {
    const draft = await create({ name: 'Zzyzx Clay Bar (test)', status: 'draft' });
    const all = (await call('GET', '/api/admin/products?limit=200')).json();
    expect(all.products[0]._id).toBe(draft._id);
    expect(all.total).toBe(all.products.length);
    const drafts = (await call('GET', '/api/admin/products?status=draft')).json().products as AdminProductDto[];
    expect(drafts.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.some((item) => item._id === draft._id)).toBe(true);
    const found = (await call('GET', '/api/admin/products?q=zzyzx')).json();
    expect(found.products.map((item: AdminProductDto) => item._id)).toEqual([draft._id]);
    expect((await call('GET', '/api/admin/products?q=100%25')).json().products).toEqual([]);
    expect((await call('GET', '/api/admin/products?status=gone')).json().message).toBe('status must be published or draft');
  });

  it('lists the products of one category, by its exact name', async () => {
    const soaps = (await call('GET', '/api/admin/products?category=Soaps&limit=200')).json();
    expect(soaps.total).toBeGreaterThan(0);
    expect(soaps.total).toBe(soaps.products.length);
    expect((soaps.products as AdminProductDto[]).every((item) => item.category === 'Soaps')).toBe(true);
    const all = (await call('GET', '/api/admin/products?limit=200')).json().products as AdminProductDto[];
    expect(soaps.total).toBe(all.filter((item) => item.category === 'Soaps').length);
    expect((await call('GET', '/api/admin/products?category=Soap')).json()).toMatchObject({ products: [], total: 0 });
    const tooLong = await call('GET', `/api/admin/products?category=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'category can be at most 100 characters long', fields: ['category'] });
  });

  it('lists the products at or below the low-stock threshold, or above it', async () => {
    const low = await create({ name: 'Almost Gone Soap', quantity: 5 });
    const plenty = await create({ name: 'Plenty Soap', quantity: 6 });
    const ids = async (query: string) =>
      ((await call('GET', `/api/admin/products?${query}&limit=200`)).json().products as AdminProductDto[]).map((item) => item._id);
    // The threshold is 5 until the owner changes it: at it counts as low.
    expect(await ids('lowStock=true')).toContain(low._id);
    expect(await ids('lowStock=true')).not.toContain(plenty._id);
    expect(await ids('lowStock=false')).toContain(plenty._id);
    expect(await ids('lowStock=false')).not.toContain(low._id);
    const soapsLow = (await call('GET', '/api/admin/products?lowStock=true&category=Soaps&status=published&limit=200')).json().products as AdminProductDto[];
    expect(soapsLow.every((item) => item.quantity <= 5 && item.category === 'Soaps' && item.status === 'published')).toBe(true);
    expect(soapsLow.map((item) => item._id)).toContain(low._id);

    const refused = await call('GET', '/api/admin/products?lowStock=yes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'lowStock must be true or false', fields: ['lowStock'] });
  });

  it('deletes a product no order or deal includes, and refuses one that is in a deal', async () => {
    const product = await create();
    const deleted = await call('DELETE', `/api/admin/products/${product._id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Product deleted' });
    expect((await call('GET', `/api/admin/products/${product._id}`)).statusCode).toBe(404);

    const deal = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals[0];
    const inDeal = await call('DELETE', `/api/admin/products/${deal.products[0]}`);
    expect(inDeal.statusCode).toBe(409);
    expect(inDeal.json().code).toBe('PRODUCT_IN_USE');
    // The demo's past orders (seed/demo-reviews.ts) may hold it too.
    expect(inDeal.json().message).toMatch(/is in (\d+ order lines? and )?(1 deal|\d+ deals), so it cannot be deleted\. Unpublish it instead/);
    expect((await call('GET', `/api/admin/products/${deal.products[0]}`)).statusCode).toBe(200);
  });

  it('adds uploaded photos re-encoded to WebP, and removes one', async () => {
    const product = await create();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a9e7e' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await imageForm([
      { name: 'front.png', data: png, type: 'image/png' },
      { name: 'back.png', data: png, type: 'image/png' },
    ]);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images`,
      headers: { token, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const images = uploaded.json().product.image as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^\/uploads\/products\/[0-9a-f]{24}\.webp$/);
    const served = await shop.app.inject({ method: 'GET', url: images[0]! });
    expect(served.headers['content-type']).toBe('image/webp');

    const bad = await imageForm([{ name: 'x.png', data: Buffer.from('not an image'), type: 'image/png' }]);
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images`,
      headers: { token, 'content-type': bad.contentType },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('NOT_AN_IMAGE');
    const json = await call('POST', `/api/admin/products/${product._id}/images`, { images: [] });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: "Send the images as multipart/form-data files named 'images'" });

    const removed = await call('DELETE', `/api/admin/products/${product._id}/images?url=${encodeURIComponent(images[0]!)}`);
    expect(removed.json().product.image).toEqual([images[1]]);
    const again = await call('DELETE', `/api/admin/products/${product._id}/images?url=${encodeURIComponent(images[0]!)}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'IMAGE_NOT_FOUND', message: 'This product has no image at that address' });
    expect((await auditRows(product._id)).map((row) => row.action).sort()).toEqual(['create', 'images-add', 'images-remove']);
  });

  it('uploads images for banners and other content, and names the folder when it is unknown', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c98f6b' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await imageForm([{ name: 'eid.png', data: png, type: 'image/png' }]);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=banners',
      headers: { token, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [url] = uploaded.json().images as string[];
    expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f]{24}\.webp$/);
    const banner = await call('POST', '/api/admin/banners', { imageUrl: url, headingLine1: 'Eid gifts' });
    expect(banner.statusCode).toBe(201);
    const empty = await imageForm([]);
    const nothing = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=banners',
      headers: { token, 'content-type': empty.contentType },
      payload: empty.payload,
    });
    expect(nothing.json()).toEqual({ success: false, code: 'NO_IMAGES', message: "Send at least one image file named 'images'" });
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=../../etc',
      headers: { token, 'content-type': contentType },
      payload,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'folder must be one of: banners, team, journal, deals, products, business',
      fields: ['folder'],
    });
  });
});

/** Photos go to a data folder of this app's own, so the files counted are its alone. */
describe.each(testDatabaseKinds())('admin product photos refused after they were read on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-product-uploads-'));
  let shop: TestApp;
  let token: string;
  let png: Buffer;
  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    ({ token } = await newAccount(shop, 'admin'));
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a9e7e' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedPhotos = async () => (await readdir(path.join(dataDir, 'uploads', 'products')).catch(() => [])).sort();
  let created = 0;
  const productWithRoomFor = async (room: number) => {
    created += 1;
    const image = Array.from({ length: IMAGES_PER_ITEM_MAX - room }, (_, index) => `/uploads/seed/products/rose-soap-${index + 1}.webp`);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { token },
      payload: { name: `Photo test soap ${created}`, price: 500, category: 'Soaps', image },
    });
    expect(response.statusCode).toBe(201);
    return response.json().product as AdminProductDto;
  };
  const upload = async (productId: string) => {
    const { payload, contentType } = await imageForm([{ name: 'front.png', data: png, type: 'image/png' }]);
    return shop.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, headers: { token, 'content-type': contentType }, payload });
  };
  const imagesOf = async (productId: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${productId}`, headers: { token } })).json().product.image as string[];

  it('deletes the stored photos when saving them to the product fails', async () => {
    const product = await productWithRoomFor(2);
    const before = await storedPhotos();
    const db = shop.app.context.db;
    const transaction = db.transaction.bind(db);
    const failed = vi.spyOn(db, 'transaction').mockImplementationOnce((work) =>
      transaction(async (tx) => {
        await work(tx);
        throw new Error('the connection dropped before the commit');
      }),
    );
    const response = await upload(product._id);
    failed.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(await storedPhotos()).toEqual(before);
    expect(await imagesOf(product._id)).toEqual(product.image);
  });

  it('keeps only the photo of the upload that took the last free place', async () => {
    const product = await productWithRoomFor(1);
    const before = await storedPhotos();
    const [first, second] = await Promise.all([upload(product._id), upload(product._id)]);
    expect([first!.statusCode, second!.statusCode].sort((a, b) => a - b)).toEqual([201, 400]);
    expect((first!.statusCode === 400 ? first! : second!).json()).toEqual({
      success: false,
      code: 'TOO_MANY_IMAGES',
      message: `A product can have at most ${IMAGES_PER_ITEM_MAX} images. Remove one before adding another.`,
    });
    const [added] = (first!.statusCode === 201 ? first! : second!).json().images as string[];
    expect(await imagesOf(product._id)).toEqual([...product.image, added]);
    expect(await storedPhotos()).toEqual([...before, path.basename(added!)].sort());
  });
});
