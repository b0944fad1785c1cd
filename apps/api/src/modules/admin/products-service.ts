import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { discountIsValid, IMAGES_PER_ITEM_MAX, productMessages, type ProductChanges, type ProductInput, type PublicationStatus, type StockBody } from '@shop/core/admin-schemas';
import type { AdminProductDto } from '@shop/core/admin-types';
import { rupeesToPaisa } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { categories, dealProducts, products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { recordAudit } from '../../lib/audit';
import { cacheKeys, catalogKeys } from '../../lib/cache-keys';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { reencodeUploadedImages } from '../../lib/images';
import { withSavedUploads } from '../../lib/storage';
import { toProductDto } from '../catalog/service';
import { containsPattern, invalidate } from './shared';

type ProductRow = typeof products.$inferSelect;

export const PRODUCT_NOT_FOUND = 'Product not found';

export function toAdminProductDto(row: ProductRow): AdminProductDto {
  return { ...toProductDto(row), status: row.status };
}

export interface ProductListFilter {
  status?: PublicationStatus | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** Every status, newest first; q looks in the name, description, category and subcategory. */
export async function listProducts(db: Database, filter: ProductListFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.category, pattern), ilike(products.subcategory, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db.select().from(products).where(where).orderBy(desc(products.createdAt), asc(products.id)).limit(filter.limit).offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { products: rows.map(toAdminProductDto), total: counted?.total ?? 0 };
}

async function findProduct(db: Queryable, id: string, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export async function getProduct(db: Database, id: string): Promise<AdminProductDto> {
  return toAdminProductDto(await findProduct(db, id));
}

/** A product is filed under a category that exists, and under one of its subcategories (or none). */
export async function checkCategory(tx: Queryable, category: string, subcategory: string): Promise<void> {
  const [row] = await tx.select().from(categories).where(eq(categories.name, category));
  if (!row) throw badRequest(`category: there is no category named "${category}". Create it first.`);
  if (subcategory && !row.subcategories.includes(subcategory)) {
    throw badRequest(`subcategory: "${subcategory}" is not a subcategory of ${category} (${row.subcategories.join(', ') || 'it has none'})`);
  }
}

/** Inserts a product whose category was checked; the admin API and the import command share it. */
export async function insertProduct(tx: Queryable, input: ProductInput, createdAt: Date): Promise<AdminProductDto> {
  const [row] = await tx
    .insert(products)
    .values({
      id: newId(),
      name: input.name,
      description: input.description,
      pricePaisa: rupeesToPaisa(input.price),
      discountPricePaisa: rupeesToPaisa(input.discountprice),
      images: input.image,
      category: input.category,
      subcategory: input.subcategory,
      stock: input.quantity,
      bestseller: input.bestseller,
      status: input.status,
      createdAt,
    })
    .returning();
  return toAdminProductDto(row!);
}

export async function createProduct(context: AppContext, actorId: string, input: ProductInput): Promise<AdminProductDto> {
  const created = await context.db.transaction(async (tx) => {
    await checkCategory(tx, input.category, input.subcategory);
    const dto = await insertProduct(tx, input, context.clock.now());
    await recordAudit(tx, { actorId, action: 'create', entity: 'product', entityId: dto._id, after: dto });
    return dto;
  });
  await invalidate(context, cacheKeys.products);
  return created;
}

export async function updateProduct(context: AppContext, actorId: string, id: string, changes: ProductChanges): Promise<AdminProductDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findProduct(tx, id, true);
    const pricePaisa = changes.price !== undefined ? rupeesToPaisa(changes.price) : before.pricePaisa;
    const discountPricePaisa = changes.discountprice !== undefined ? rupeesToPaisa(changes.discountprice) : before.discountPricePaisa;
    if (!discountIsValid(pricePaisa, discountPricePaisa)) throw badRequest(productMessages.discountBelowPrice);
    const category = changes.category ?? before.category;
    // Moving to another category without naming a subcategory leaves the old one behind.
    const subcategory = changes.subcategory ?? (changes.category !== undefined && changes.category !== before.category ? '' : before.subcategory);
    if (changes.category !== undefined || changes.subcategory !== undefined) await checkCategory(tx, category, subcategory);
    const [row] = await tx
      .update(products)
      .set({
        name: changes.name ?? before.name,
        description: changes.description ?? before.description,
        pricePaisa,
        discountPricePaisa,
        images: changes.image ?? before.images,
        category,
        subcategory,
        bestseller: changes.bestseller ?? before.bestseller,
      })
      .where(eq(products.id, id))
      .returning();
    const after = toAdminProductDto(row!);
    await recordAudit(tx, { actorId, action: 'update', entity: 'product', entityId: id, before: toAdminProductDto(before), after });
    return after;
  });
  // Deals show their products' names, prices and images.
  await invalidate(context, ...catalogKeys);
  return updated;
}

export async function setProductStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus): Promise<AdminProductDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findProduct(tx, id, true);
    const [row] = await tx.update(products).set({ status }).where(eq(products.id, id)).returning();
    await recordAudit(tx, { actorId, action: 'status', entity: 'product', entityId: id, before: { status: before.status }, after: { status } });
    return toAdminProductDto(row!);
  });
  await invalidate(context, cacheKeys.products);
  return updated;
}

/**
 * Sets the stock, or changes it by a number of units. A change is one conditional update, so it
 * adds to whatever orders left rather than overwriting it, and can never go below 0.
 */
export async function setProductStock(context: AppContext, actorId: string, id: string, body: StockBody): Promise<AdminProductDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findProduct(tx, id, true);
    const change = body.change ?? 0;
    const [row] = await tx
      .update(products)
      .set({ stock: body.quantity !== undefined ? body.quantity : sql`${products.stock} + ${change}` })
      .where(body.quantity !== undefined ? eq(products.id, id) : and(eq(products.id, id), sql`${products.stock} + ${change} >= 0`))
      .returning();
    if (!row) throw conflict(`Only ${before.stock} in stock: ${Math.abs(change)} cannot be taken away.`, { quantity: before.stock });
    await recordAudit(tx, { actorId, action: 'stock', entity: 'product', entityId: id, before: { quantity: before.stock }, after: { quantity: row.stock } });
    return toAdminProductDto(row);
  });
  await invalidate(context, ...catalogKeys);
  return updated;
}

/**
 * Only a product nobody ordered and no deal includes may go: orders keep their copy of the name
 * and price, but a deleted product would break their links and the owner's history.
 */
export async function deleteProduct(context: AppContext, actorId: string, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await findProduct(tx, id, true);
    const [ordered] = await tx.select({ total: count() }).from(orderItems).where(eq(orderItems.productId, id));
    const [inDeals] = await tx.select({ total: count() }).from(dealProducts).where(eq(dealProducts.productId, id));
    const orderCount = ordered?.total ?? 0;
    const dealCount = inDeals?.total ?? 0;
    if (orderCount > 0 || dealCount > 0) {
      const uses = [orderCount > 0 ? `${orderCount} order line${orderCount === 1 ? '' : 's'}` : '', dealCount > 0 ? `${dealCount} deal${dealCount === 1 ? '' : 's'}` : '']
        .filter(Boolean)
        .join(' and ');
      throw conflict(`${before.name} is in ${uses}, so it cannot be deleted. Unpublish it instead to hide it from the shop.`);
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'product', entityId: id, before: toAdminProductDto(before) });
  });
  await invalidate(context, ...catalogKeys);
}

export async function imageRoomLeft(db: Database, id: string): Promise<number> {
  const row = await findProduct(db, id);
  return IMAGES_PER_ITEM_MAX - row.images.length;
}

export function tooManyImages(room: number): HttpError {
  return badRequest(
    room <= 0
      ? `A product can have at most ${IMAGES_PER_ITEM_MAX} images. Remove one before adding another.`
      : `A product can have at most ${IMAGES_PER_ITEM_MAX} images: at most ${room} more can be added.`,
  );
}

/**
 * Photos are re-encoded in memory before any is stored. The room is checked again under the
 * product's lock (another upload may have filled it meanwhile); when the product refuses them there,
 * or the transaction fails, the stored files are deleted again.
 */
export async function addProductImages(context: AppContext, actorId: string, id: string, files: Buffer[]): Promise<{ images: string[]; product: AdminProductDto }> {
  const photos = await reencodeUploadedImages(files);
  const added = await withSavedUploads(context.uploads, 'products', photos, (urls) =>
    context.db.transaction(async (tx) => {
      const before = await findProduct(tx, id, true);
      const room = IMAGES_PER_ITEM_MAX - before.images.length;
      if (urls.length > room) throw tooManyImages(room);
      const [row] = await tx.update(products).set({ images: [...before.images, ...urls] }).where(eq(products.id, id)).returning();
      await recordAudit(tx, { actorId, action: 'images-add', entity: 'product', entityId: id, before: { image: before.images }, after: { image: row!.images } });
      return { images: urls, product: toAdminProductDto(row!) };
    }),
  );
  await invalidate(context, ...catalogKeys);
  return added;
}

/** The file stays: orders placed earlier show it as the item's picture. */
export async function removeProductImage(context: AppContext, actorId: string, id: string, url: string): Promise<AdminProductDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findProduct(tx, id, true);
    if (!before.images.includes(url)) throw notFound('This product has no image at that address');
    const images = before.images.filter((image) => image !== url);
    const [row] = await tx.update(products).set({ images }).where(eq(products.id, id)).returning();
    await recordAudit(tx, { actorId, action: 'images-remove', entity: 'product', entityId: id, before: { image: before.images }, after: { image: images } });
    return toAdminProductDto(row!);
  });
  await invalidate(context, ...catalogKeys);
  return updated;
}
