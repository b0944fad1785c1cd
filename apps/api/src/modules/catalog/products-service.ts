import { discountIsValid, productMessages, type ProductUpdate, type ProductInput, type ProductStockBody } from '@shop/core/catalog/admin-schemas';
import { defaultStockMoveReason } from '@shop/core/catalog/stock-moves';
import { IMAGES_PER_ITEM_MAX, type PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { AdminProductDto, StockMoveDto } from '@shop/core/catalog/admin-dtos';
import { adminProductErrorCodes } from '@shop/core/catalog/admin-products-contract';
import { stockErrorCodes } from '@shop/core/contract/admin-shared';
import { imageErrorCodes } from '@shop/core/contract/error-codes';
import { rupeesToPaisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { checkEditVersion, nextEdit } from '../../lib/edit-version';
import { products } from '../../db/schema/catalog';
import { cacheKeys, catalogKeys } from '../../lib/cache-keys';
import { badRequest, conflict, invalidField, notFound, type HttpError } from '../../lib/http-errors';
import { reencodeUploadedImages } from '../../lib/images';
import { toAdminProductDto } from './service';
import { categoryByName } from './categories-repository';
import { uploadDecodeBudget } from '../../lib/upload-form';
import { currentShopSettings } from '../shop-settings/service';
import {
  deleteProductRow,
  findProductPage,
  insertProduct,
  productById,
  productUses,
  updateProductRow,
  updateProductStock,
  type ProductListFilter,
  type ProductRow,
} from './products-repository';
import { insertStockMove, stockMovePage } from './stock-moves-repository';

/** ?lowStock= is measured against the shop settings' threshold, read now. */
export async function listProducts(db: Queryable, query: Omit<ProductListFilter, 'lowStock'> & { lowStock?: boolean | undefined }) {
  const lowStock = query.lowStock === undefined ? undefined : { atOrBelow: query.lowStock, threshold: (await currentShopSettings(db)).lowStockThreshold };
  const { rows, total } = await findProductPage(db, { ...query, lowStock });
  return { products: rows.map(toAdminProductDto), total };
}

async function findProduct(db: Queryable, id: string, lock = false): Promise<ProductRow> {
  const row = await productById(db, id, lock);
  if (!row) throw notFound(adminProductErrorCodes.productNotFound, 'Product not found');
  return row;
}

export async function getProduct(db: Queryable, id: string): Promise<AdminProductDto> {
  return toAdminProductDto(await findProduct(db, id));
}

/** A product is filed under a category that exists, and under one of its subcategories (or none). */
async function checkCategory(tx: Queryable, category: string, subcategory: string): Promise<void> {
  const row = await categoryByName(tx, category);
  if (!row) throw invalidField('category', `category: there is no category named "${category}". Create it first.`);
  if (subcategory && !row.subcategories.includes(subcategory)) {
    throw invalidField('subcategory', `subcategory: "${subcategory}" is not a subcategory of ${category} (${row.subcategories.join(', ') || 'it has none'})`);
  }
}

/** A new product's first stock is kept as the count it starts with, so its history adds up to its stock. */
export function createProduct(context: AppContext, actorId: string, input: ProductInput): Promise<AdminProductDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.products] }, async (tx) => {
    await checkCategory(tx, input.category, input.subcategory);
    const createdAt = context.clock.now();
    const product = toAdminProductDto(await insertProduct(tx, input, createdAt));
    if (input.quantity > 0)
      await insertStockMove(tx, { productId: product._id, change: input.quantity, reason: 'counted', actorId, stockAfter: input.quantity, createdAt });
    return { result: product, audit: { action: 'create', entity: 'product', entityId: product._id, after: product } };
  });
}

/** Deals show their products' names, prices and images, so their cached answers are dropped too. */
export function updateProduct(context: AppContext, actorId: string, id: string, changes: ProductUpdate): Promise<AdminProductDto> {
  return auditedWrite(context, { actorId, invalidates: catalogKeys }, async (tx) => {
    const before = await findProduct(tx, id, true);
    checkEditVersion(before, changes.version, 'Someone else saved this product since you opened it.');
    const pricePaisa = changes.price !== undefined ? rupeesToPaisa(changes.price) : before.pricePaisa;
    const discountPricePaisa = changes.discountprice !== undefined ? rupeesToPaisa(changes.discountprice) : before.discountPricePaisa;
    if (!discountIsValid(pricePaisa, discountPricePaisa)) throw invalidField('discountprice', productMessages.discountBelowPrice);
    const category = changes.category ?? before.category;
    // Moving to another category without naming a subcategory leaves the old one behind.
    const subcategory = changes.subcategory ?? (changes.category !== undefined && changes.category !== before.category ? '' : before.subcategory);
    if (changes.category !== undefined || changes.subcategory !== undefined) await checkCategory(tx, category, subcategory);
    const after = toAdminProductDto(
      await updateProductRow(tx, id, {
        name: changes.name ?? before.name,
        description: changes.description ?? before.description,
        pricePaisa,
        discountPricePaisa,
        images: changes.image ?? before.images,
        category,
        subcategory,
        bestseller: changes.bestseller ?? before.bestseller,
        ...nextEdit(products, actorId, context.clock.now()),
      }),
    );
    return { result: after, audit: { action: 'update', entity: 'product', entityId: id, before: toAdminProductDto(before), after } };
  });
}

export function setProductStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus): Promise<AdminProductDto> {
  // A deal with an unpublished product offers none (decision 010), so the deals' answers change too.
  return auditedWrite(context, { actorId, invalidates: catalogKeys }, async (tx) => {
    const before = await findProduct(tx, id, true);
    const row = await updateProductRow(tx, id, { status, ...nextEdit(products, actorId, context.clock.now()) });
    return {
      result: toAdminProductDto(row),
      audit: { action: 'status', entity: 'product', entityId: id, before: { status: before.status }, after: { status } },
    };
  });
}

/**
 * Sets the stock, or changes it by a number of units, never below 0, and keeps the move with its reason.
 * The product's row is locked first, so the stock each move leaves is the one the next move starts from.
 */
export function setProductStock(context: AppContext, actorId: string, id: string, body: ProductStockBody): Promise<AdminProductDto> {
  const reason = body.reason ?? defaultStockMoveReason(body);
  const note = body.note || null;
  return auditedWrite(context, { actorId, invalidates: catalogKeys }, async (tx) => {
    const before = await findProduct(tx, id, true);
    const row = await updateProductStock(tx, id, body);
    if (!row)
      throw conflict(stockErrorCodes.notEnoughStock, `Only ${before.stock} in stock: ${Math.abs(body.change ?? 0)} cannot be taken away.`, {
        quantity: before.stock,
      });
    const change = row.stock - before.stock;
    // A count that finds what the shop already had moves nothing, so it leaves no move behind.
    if (change !== 0) await insertStockMove(tx, { productId: id, change, reason, note, actorId, stockAfter: row.stock, createdAt: context.clock.now() });
    return {
      result: toAdminProductDto(row),
      audit: { action: 'stock', entity: 'product', entityId: id, before: { quantity: before.stock }, after: { quantity: row.stock, reason, note } },
    };
  });
}

/** A product's stock history, newest first (404 for a product that does not exist). */
export async function listStockMoves(db: Queryable, id: string, page: { limit: number; offset: number }): Promise<{ moves: StockMoveDto[]; total: number }> {
  await findProduct(db, id);
  const { rows, total } = await stockMovePage(db, id, page);
  return {
    moves: rows.map((row) => ({
      change: row.change,
      reason: row.reason,
      note: row.note,
      at: row.createdAt.toISOString(),
      by: row.by,
      orderId: row.orderId,
      stockAfter: row.stockAfter,
    })),
    total,
  };
}

/**
 * Only a product nobody ordered and no deal includes may go: orders keep their copy of the name
 * and price, but a deleted product would break their links and the owner's history.
 */
export async function deleteProduct(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: catalogKeys }, async (tx) => {
    const before = await findProduct(tx, id, true);
    const uses = await productUses(tx, id);
    if (uses.orderLines > 0 || uses.deals > 0) {
      const described = [
        uses.orderLines > 0 ? `${uses.orderLines} order line${uses.orderLines === 1 ? '' : 's'}` : '',
        uses.deals > 0 ? `${uses.deals} deal${uses.deals === 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw conflict(
        adminProductErrorCodes.productInUse,
        `${before.name} is in ${described}, so it cannot be deleted. Unpublish it instead to hide it from the shop.`,
      );
    }
    await deleteProductRow(tx, id);
    return { result: undefined, audit: { action: 'delete', entity: 'product', entityId: id, before: toAdminProductDto(before) } };
  });
}

export async function imageRoomLeft(db: Queryable, id: string): Promise<number> {
  const row = await findProduct(db, id);
  return IMAGES_PER_ITEM_MAX - row.images.length;
}

export function tooManyImages(room: number): HttpError {
  return badRequest(
    imageErrorCodes.tooManyImages,
    room <= 0
      ? `A product can have at most ${IMAGES_PER_ITEM_MAX} images. Remove one before adding another.`
      : `A product can have at most ${IMAGES_PER_ITEM_MAX} images: at most ${room} more can be added.`,
  );
}

/**
 * Photos are checked (every header before any decode) and re-encoded in memory before any is stored.
 * The room is checked again under the product's lock (another upload may have filled it meanwhile);
 * when the product refuses them there, or the transaction fails, the stored files are deleted again.
 */
export async function addProductImages(
  context: AppContext,
  actorId: string,
  id: string,
  files: Buffer[],
): Promise<{ images: string[]; product: AdminProductDto }> {
  const photos = await reencodeUploadedImages(files, uploadDecodeBudget);
  return auditedWrite(context, { actorId, invalidates: catalogKeys, uploads: { folder: 'products', files: photos } }, async (tx, urls) => {
    const before = await findProduct(tx, id, true);
    const room = IMAGES_PER_ITEM_MAX - before.images.length;
    if (urls.length > room) throw tooManyImages(room);
    const row = await updateProductRow(tx, id, { images: [...before.images, ...urls], ...nextEdit(products, actorId, context.clock.now()) });
    return {
      result: { images: urls, product: toAdminProductDto(row) },
      audit: { action: 'images-add', entity: 'product', entityId: id, before: { image: before.images }, after: { image: row.images } },
    };
  });
}

/** The file stays: orders placed earlier show it as the item's picture. */
export function removeProductImage(context: AppContext, actorId: string, id: string, url: string): Promise<AdminProductDto> {
  return auditedWrite(context, { actorId, invalidates: catalogKeys }, async (tx) => {
    const before = await findProduct(tx, id, true);
    if (!before.images.includes(url)) throw notFound(adminProductErrorCodes.imageNotFound, 'This product has no image at that address');
    const images = before.images.filter((image) => image !== url);
    const row = await updateProductRow(tx, id, { images, ...nextEdit(products, actorId, context.clock.now()) });
    return {
      result: toAdminProductDto(row),
      audit: { action: 'images-remove', entity: 'product', entityId: id, before: { image: before.images }, after: { image: images } },
    };
  });
}
