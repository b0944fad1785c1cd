import { dealWindowIsValid, dealMessages, type DealChanges, type DealInput, type PublicationStatus, type StockBody } from '@shop/core/admin-schemas';
import type { AdminDealDto } from '@shop/core/admin-types';
import { adminDealErrorCodes } from '@shop/core/contract/admin/deals';
import { stockErrorCodes } from '@shop/core/contract/admin/shared';
import { formatMoney, rupeesToPaisa } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import { withDealProducts } from '../deals/repository';
import { toDealDto } from '../deals/service';
import { categoryExists } from './categories-repository';
import {
  dealById,
  findDealPage,
  insertDeal,
  productPrices,
  replaceDealProducts,
  updateDealRow,
  updateDealStock,
  type DealListFilter,
  type DealRow,
} from './deals-repository';

async function toDtos(db: Queryable, rows: DealRow[]): Promise<AdminDealDto[]> {
  return (await withDealProducts(db, rows)).map((row) => ({ ...toDealDto(row), status: row.deal.status }));
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

/** The deal's original total: each product's price (not its discount) times its units, from the database. */
async function totalOf(tx: Queryable, items: DealInput['products']): Promise<number> {
  const prices = await productPrices(
    tx,
    items.map((item) => item.productId),
  );
  let total = 0;
  for (const item of items) {
    const price = prices.get(item.productId);
    if (price === undefined) throw invalidField('products', `products: there is no product with id ${item.productId}`);
    total += price * item.units;
  }
  return total;
}

function checkFinalPrice(finalPricePaisa: number, totalPaisa: number) {
  if (finalPricePaisa > totalPaisa) {
    throw invalidField('dealFinalPrice', `dealFinalPrice (${formatMoney(finalPricePaisa)}) cannot be above the products' total (${formatMoney(totalPaisa)})`);
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
      totalPaisa,
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

/** The total is computed again whenever the products or the final price change. */
export function updateDeal(context: AppContext, actorId: string, id: string, changes: DealChanges): Promise<AdminDealDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deals] }, async (tx) => {
    const row = await findDeal(tx, id, true);
    const before = await dtoOf(tx, row);
    const startsAt = changes.dealStartDate !== undefined ? changes.dealStartDate : row.startsAt;
    const endsAt = changes.dealEndDate !== undefined ? changes.dealEndDate : row.endsAt;
    if (!dealWindowIsValid(startsAt, endsAt)) throw invalidField('dealEndDate', dealMessages.endAfterStart);
    if (changes.category !== undefined) await checkDealCategory(tx, changes.category);
    let totalPaisa = row.totalPaisa;
    const finalPricePaisa = changes.dealFinalPrice !== undefined ? rupeesToPaisa(changes.dealFinalPrice) : row.finalPricePaisa;
    if (changes.products || changes.dealFinalPrice !== undefined) {
      const items = changes.products ?? before.dealProducts.map((item) => ({ productId: item._id, units: item.unitsPerDeal }));
      totalPaisa = await totalOf(tx, items);
      checkFinalPrice(finalPricePaisa, totalPaisa);
    }
    if (changes.products) await replaceDealProducts(tx, id, changes.products);
    const saved = await updateDealRow(tx, id, {
      name: changes.dealName ?? row.name,
      description: changes.dealDescription ?? row.description,
      images: changes.dealImages ?? row.images,
      dealType: changes.dealType ?? row.dealType,
      totalPaisa,
      finalPricePaisa,
      startsAt,
      endsAt,
      category: changes.category ?? row.category,
    });
    const after = await dtoOf(tx, saved);
    return { result: after, audit: { action: 'update', entity: 'deal', entityId: id, before, after } };
  });
}

export function setDealStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus): Promise<AdminDealDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.deals] }, async (tx) => {
    const before = await findDeal(tx, id, true);
    const row = await updateDealRow(tx, id, { status });
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
