import type { DealDto } from '@shop/core/deals/dtos';
import { isDealLive } from '@shop/core/deals/deal-visibility';
import { paisaToRupees, formatMoney, rupeesToPaisa, type Paisa } from '@shop/core/shared/money';
import { dealSavings, dealTotal } from '@shop/core/catalog/prices';
import { dealAvailableQuantity } from '@shop/core/catalog/stock';
import type { Database, Queryable } from '../../db/client';
import { jsonTextToCachedBody, type CachedBody } from '../../lib/response-cache';
import {
  listPublishedDealsWithProducts,
  withDealProducts,
  dealById,
  findDealPage,
  insertDeal,
  productPrices,
  replaceDealProducts,
  updateDealRow,
  updateDealStock,
  type DealListFilter,
  type DealRow,
} from './repository';
import { dealWindowIsValid, dealMessages, type DealUpdate, type DealInput } from '@shop/core/deals/admin-schemas';
import { type PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import { type StockBody } from '@shop/core/catalog/admin-schemas';
import type { AdminDealDto } from '@shop/core/deals/admin-dtos';
import { adminDealErrorCodes } from '@shop/core/deals/admin-contract';
import { stockErrorCodes } from '@shop/core/contract/admin-shared';
import type { AppContext } from '../../app-context';
import { auditedWrite } from '../../lib/audit';
import { checkEditVersion, nextEdit } from '../../lib/edit-version';
import { deals } from '../../db/schema/catalog';
import { cacheKeys } from '../../lib/cache-keys';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import { categoryExists } from '../catalog/service';

type DealWithProducts = Awaited<ReturnType<typeof listPublishedDealsWithProducts>>[number];

/**
 * The deal as the shop owner manages it: `quantity` is the deal's own stock, the bundles set aside. Its
 * total and savings are what its products sell for as it is read (docs/product.md §3).
 */
export function toDealDto({ deal, items }: DealWithProducts): DealDto {
  const total = dealTotal(items.map((item) => ({ price: item.pricePaisa, discountPrice: item.discountPricePaisa, units: item.unitsPerDeal })));
  return {
    _id: deal.id,
    dealName: deal.name,
    dealDescription: deal.description,
    dealImages: deal.images,
    dealType: deal.dealType,
    dealProducts: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      price: paisaToRupees(item.pricePaisa),
      discountprice: paisaToRupees(item.discountPricePaisa),
      quantity: item.stock,
      unitsPerDeal: item.unitsPerDeal,
      image: item.images[0] ?? '',
    })),
    products: items.map((item) => item.productId),
    dealTotal: paisaToRupees(total),
    dealFinalPrice: paisaToRupees(deal.finalPricePaisa),
    dealSavings: paisaToRupees(dealSavings({ finalPrice: deal.finalPricePaisa, total }).amount),
    dealStartDate: deal.startsAt?.toISOString() ?? null,
    dealEndDate: deal.endsAt?.toISOString() ?? null,
    quantity: deal.stock,
    status: 'published',
    category: deal.category,
    rating: Number(deal.rating),
    reviewCount: deal.reviewCount,
    verifiedReviewCount: deal.verifiedReviewCount,
  };
}

/**
 * The deal as shoppers see it: `quantity` is how many can be sold, the deal's own stock bounded by
 * its products' (decision 010), 0 while any of them is not published, so the page, the cart and the
 * JSON-LD promise only what an order can take.
 */
export function toShopperDealDto(row: DealWithProducts): DealDto {
  const dto = toDealDto(row);
  return {
    ...dto,
    // A product taken off sale counts as none left, in the deal's list of products as in its quantity.
    dealProducts: dto.dealProducts.map((item, index) => (row.items[index]?.published === false ? { ...item, quantity: 0 } : item)),
    quantity: dealAvailableQuantity(row.deal.stock, row.items),
  };
}

/** A published deal, serialized once; whether it is live is decided per request. */
export interface PreparedDeal {
  id: string;
  startAt: Date | null;
  endAt: Date | null;
  json: string;
}

export async function preparePublishedDeals(db: Database): Promise<Map<string, PreparedDeal>> {
  const rows = await listPublishedDealsWithProducts(db);
  return new Map(
    rows.map((row) => [row.deal.id, { id: row.deal.id, startAt: row.deal.startsAt, endAt: row.deal.endsAt, json: JSON.stringify(toShopperDealDto(row)) }]),
  );
}

/** docs/product.md §4 deal visibility; a prepared deal is published. */
export function isPreparedDealLive(deal: PreparedDeal, now: Date): boolean {
  return isDealLive({ status: 'published', startAt: deal.startAt, endAt: deal.endAt }, now);
}

/** docs/product.md §7 deal list: the deals live at this second, in the cached order. */
export function liveDealsBody(deals: Map<string, PreparedDeal>, now: Date): CachedBody {
  const live = [...deals.values()].filter((deal) => isPreparedDealLive(deal, now));
  return jsonTextToCachedBody(`{"success":true,"deals":[${live.map((deal) => deal.json).join(',')}]}`);
}

export function singleDealBody(deal: PreparedDeal): CachedBody {
  return jsonTextToCachedBody(`{"success":true,"deal":${deal.json}}`);
}

async function toDtos(db: Queryable, rows: DealRow[]): Promise<AdminDealDto[]> {
  return (await withDealProducts(db, rows)).map((row) => ({ ...toDealDto(row), status: row.deal.status, version: row.deal.version }));
}

async function dtoOf(db: Queryable, row: DealRow): Promise<AdminDealDto> {
  return (await toDtos(db, [row]))[0]!;
}

export async function listDeals(db: Queryable, filter: DealListFilter) {
  const { rows, total } = await findDealPage(db, filter);
  return { deals: await toDtos(db, rows), total };
}

async function findDeal(db: Queryable, id: string, lock = false): Promise<DealRow> {
  const row = await dealById(db, id, lock);
  if (!row) throw notFound(adminDealErrorCodes.dealNotFound, 'Deal not found');
  return row;
}

export async function getDeal(db: Queryable, id: string): Promise<AdminDealDto> {
  return dtoOf(db, await findDeal(db, id));
}

async function checkDealCategory(tx: Queryable, category: string) {
  if (!category) return;
  if (!(await categoryExists(tx, category))) throw invalidField('category', `category: there is no category named "${category}". Create it first.`);
}

/** What the products would sell for today (docs/product.md §3), to check the final price against. */
async function totalOf(tx: Queryable, items: DealInput['products']): Promise<Paisa> {
  const prices = await productPrices(
    tx,
    items.map((item) => item.productId),
  );
  const missing = items.find((item) => !prices.has(item.productId));
  if (missing) throw invalidField('products', `products: there is no product with id ${missing.productId}`);
  return dealTotal(items.map((item) => ({ ...prices.get(item.productId)!, units: item.units })));
}

function checkFinalPrice(finalPricePaisa: Paisa, totalPaisa: Paisa) {
  if (finalPricePaisa > totalPaisa) {
    throw invalidField(
      'dealFinalPrice',
      `dealFinalPrice (${formatMoney(finalPricePaisa)}) cannot be above what the products sell for (${formatMoney(totalPaisa)})`,
    );
  }
}

export function createDeal(context: AppContext, actorId: string, input: DealInput): Promise<AdminDealDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deals] }, async (tx) => {
    await checkDealCategory(tx, input.category);
    const totalPaisa = await totalOf(tx, input.products);
    const finalPricePaisa = rupeesToPaisa(input.dealFinalPrice);
    checkFinalPrice(finalPricePaisa, totalPaisa);
    const row = await insertDeal(tx, {
      name: input.dealName,
      description: input.dealDescription,
      images: input.dealImages,
      dealType: input.dealType,
      finalPricePaisa,
      startsAt: input.dealStartDate,
      endsAt: input.dealEndDate,
      stock: input.quantity,
      status: input.status,
      category: input.category,
      createdAt: context.clock.now(),
    });
    await replaceDealProducts(tx, row.id, input.products);
    const deal = await dtoOf(tx, row);
    return { result: deal, audit: { action: 'create', entity: 'deal', entityId: deal._id, after: deal } };
  });
}

/** The final price is checked against what the products sell for whenever it or the products change. */
export function updateDeal(context: AppContext, actorId: string, id: string, changes: DealUpdate): Promise<AdminDealDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deals] }, async (tx) => {
    const row = await findDeal(tx, id, true);
    checkEditVersion(row, changes.version, 'Someone else saved this deal since you opened it.');
    const before = await dtoOf(tx, row);
    const startsAt = changes.dealStartDate !== undefined ? changes.dealStartDate : row.startsAt;
    const endsAt = changes.dealEndDate !== undefined ? changes.dealEndDate : row.endsAt;
    if (!dealWindowIsValid(startsAt, endsAt)) throw invalidField('dealEndDate', dealMessages.endAfterStart);
    if (changes.category !== undefined) await checkDealCategory(tx, changes.category);
    const finalPricePaisa = changes.dealFinalPrice !== undefined ? rupeesToPaisa(changes.dealFinalPrice) : row.finalPricePaisa;
    if (changes.products || changes.dealFinalPrice !== undefined) {
      const items = changes.products ?? before.dealProducts.map((item) => ({ productId: item._id, units: item.unitsPerDeal }));
      checkFinalPrice(finalPricePaisa, await totalOf(tx, items));
    }
    if (changes.products) await replaceDealProducts(tx, id, changes.products);
    const saved = await updateDealRow(tx, id, {
      name: changes.dealName ?? row.name,
      description: changes.dealDescription ?? row.description,
      images: changes.dealImages ?? row.images,
      dealType: changes.dealType ?? row.dealType,
      finalPricePaisa,
      startsAt,
      endsAt,
      category: changes.category ?? row.category,
      ...nextEdit(deals, actorId, context.clock.now()),
    });
    const after = await dtoOf(tx, saved);
    return { result: after, audit: { action: 'update', entity: 'deal', entityId: id, before, after } };
  });
}

export function setDealStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus): Promise<AdminDealDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deals] }, async (tx) => {
    const before = await findDeal(tx, id, true);
    const row = await updateDealRow(tx, id, { status, ...nextEdit(deals, actorId, context.clock.now()) });
    return { result: await dtoOf(tx, row), audit: { action: 'status', entity: 'deal', entityId: id, before: { status: before.status }, after: { status } } };
  });
}

/** The deal's own stock (bundles set aside, decision 005); a change adds to what orders left. */
export function setDealStock(context: AppContext, actorId: string, id: string, body: StockBody): Promise<AdminDealDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deals] }, async (tx) => {
    const before = await findDeal(tx, id, true);
    const row = await updateDealStock(tx, id, body);
    if (!row)
      throw conflict(stockErrorCodes.notEnoughStock, `Only ${before.stock} in stock: ${Math.abs(body.change ?? 0)} cannot be taken away.`, {
        quantity: before.stock,
      });
    return {
      result: await dtoOf(tx, row),
      audit: { action: 'stock', entity: 'deal', entityId: id, before: { quantity: before.stock }, after: { quantity: row.stock } },
    };
  });
}
