import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { dealWindowIsValid, dealMessages, type DealChanges, type DealInput, type PublicationStatus, type StockBody } from '@shop/core/admin-schemas';
import type { AdminDealDto } from '@shop/core/admin-types';
import { formatMoney, rupeesToPaisa } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { categories, dealProducts, deals, products } from '../../db/schema/catalog';
import { recordAudit } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { withDealProducts } from '../deals/repository';
import { toDealDto } from '../deals/service';
import { containsPattern, invalidate } from './shared';

type DealRow = typeof deals.$inferSelect;

export const DEAL_NOT_FOUND = 'Deal not found';

async function toDtos(db: Queryable, rows: DealRow[]): Promise<AdminDealDto[]> {
  return (await withDealProducts(db, rows)).map((row) => ({ ...toDealDto(row), status: row.deal.status }));
}

async function dtoOf(db: Queryable, row: DealRow): Promise<AdminDealDto> {
  return (await toDtos(db, [row]))[0]!;
}

export interface DealListFilter {
  status?: PublicationStatus | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export async function listDeals(db: Database, filter: DealListFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(deals.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(deals.name, pattern), ilike(deals.description, pattern), ilike(deals.dealType, pattern), ilike(deals.category, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db.select().from(deals).where(where).orderBy(desc(deals.createdAt), asc(deals.id)).limit(filter.limit).offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(deals).where(where);
  return { deals: await toDtos(db, rows), total: counted?.total ?? 0 };
}

async function findDeal(db: Queryable, id: string, lock = false): Promise<DealRow> {
  const query = db.select().from(deals).where(eq(deals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(DEAL_NOT_FOUND);
  return row;
}

export async function getDeal(db: Database, id: string): Promise<AdminDealDto> {
  return dtoOf(db, await findDeal(db, id));
}

async function checkDealCategory(tx: Queryable, category: string) {
  if (!category) return;
  const [row] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.name, category));
  if (!row) throw badRequest(`category: there is no category named "${category}". Create it first.`);
}

/** The deal's original total: each product's price (not its discount) times its units, from the database. */
async function totalOf(tx: Queryable, items: DealInput['products']): Promise<number> {
  const rows = await tx
    .select({ id: products.id, pricePaisa: products.pricePaisa })
    .from(products)
    .where(inArray(products.id, items.map((item) => item.productId)));
  const prices = new Map(rows.map((row) => [row.id, row.pricePaisa]));
  let total = 0;
  for (const item of items) {
    const price = prices.get(item.productId);
    if (price === undefined) throw badRequest(`products: there is no product with id ${item.productId}`);
    total += price * item.units;
  }
  return total;
}

function checkFinalPrice(finalPricePaisa: number, totalPaisa: number) {
  if (finalPricePaisa > totalPaisa) {
    throw badRequest(`dealFinalPrice (${formatMoney(finalPricePaisa)}) cannot be above the products' total (${formatMoney(totalPaisa)})`);
  }
}

async function replaceDealProducts(tx: Queryable, dealId: string, items: DealInput['products']) {
  await tx.delete(dealProducts).where(eq(dealProducts.dealId, dealId));
  await tx.insert(dealProducts).values(items.map((item, position) => ({ dealId, productId: item.productId, quantity: item.units, position })));
}

export async function createDeal(context: AppContext, actorId: string, input: DealInput): Promise<AdminDealDto> {
  const created = await context.db.transaction(async (tx) => {
    await checkDealCategory(tx, input.category);
    const totalPaisa = await totalOf(tx, input.products);
    const finalPricePaisa = rupeesToPaisa(input.dealFinalPrice);
    checkFinalPrice(finalPricePaisa, totalPaisa);
    const [row] = await tx
      .insert(deals)
      .values({
        id: newId(),
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
      })
      .returning();
    await replaceDealProducts(tx, row!.id, input.products);
    const dto = await dtoOf(tx, row!);
    await recordAudit(tx, { actorId, action: 'create', entity: 'deal', entityId: dto._id, after: dto });
    return dto;
  });
  await invalidate(context, cacheKeys.deals);
  return created;
}

/** The total is computed again whenever the products or the final price change. */
export async function updateDeal(context: AppContext, actorId: string, id: string, changes: DealChanges): Promise<AdminDealDto> {
  const updated = await context.db.transaction(async (tx) => {
    const row = await findDeal(tx, id, true);
    const before = await dtoOf(tx, row);
    const startsAt = changes.dealStartDate !== undefined ? changes.dealStartDate : row.startsAt;
    const endsAt = changes.dealEndDate !== undefined ? changes.dealEndDate : row.endsAt;
    if (!dealWindowIsValid(startsAt, endsAt)) throw badRequest(dealMessages.endAfterStart);
    if (changes.category !== undefined) await checkDealCategory(tx, changes.category);
    let totalPaisa = row.totalPaisa;
    const finalPricePaisa = changes.dealFinalPrice !== undefined ? rupeesToPaisa(changes.dealFinalPrice) : row.finalPricePaisa;
    if (changes.products || changes.dealFinalPrice !== undefined) {
      const items = changes.products ?? before.dealProducts.map((item) => ({ productId: item._id, units: item.unitsPerDeal }));
      totalPaisa = await totalOf(tx, items);
      checkFinalPrice(finalPricePaisa, totalPaisa);
    }
    if (changes.products) await replaceDealProducts(tx, id, changes.products);
    const [saved] = await tx
      .update(deals)
      .set({
        name: changes.dealName ?? row.name,
        description: changes.dealDescription ?? row.description,
        images: changes.dealImages ?? row.images,
        dealType: changes.dealType ?? row.dealType,
        totalPaisa,
        finalPricePaisa,
        startsAt,
        endsAt,
        category: changes.category ?? row.category,
      })
      .where(eq(deals.id, id))
      .returning();
    const after = await dtoOf(tx, saved!);
    await recordAudit(tx, { actorId, action: 'update', entity: 'deal', entityId: id, before, after });
    return after;
  });
  await invalidate(context, cacheKeys.deals);
  return updated;
}

export async function setDealStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus): Promise<AdminDealDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findDeal(tx, id, true);
    const [row] = await tx.update(deals).set({ status }).where(eq(deals.id, id)).returning();
    await recordAudit(tx, { actorId, action: 'status', entity: 'deal', entityId: id, before: { status: before.status }, after: { status } });
    return dtoOf(tx, row!);
  });
  await invalidate(context, cacheKeys.deals);
  return updated;
}

/** The deal's own stock (bundles set aside, decision 005); a change adds to what orders left. */
export async function setDealStock(context: AppContext, actorId: string, id: string, body: StockBody): Promise<AdminDealDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findDeal(tx, id, true);
    const change = body.change ?? 0;
    const [row] = await tx
      .update(deals)
      .set({ stock: body.quantity !== undefined ? body.quantity : sql`${deals.stock} + ${change}` })
      .where(body.quantity !== undefined ? eq(deals.id, id) : and(eq(deals.id, id), sql`${deals.stock} + ${change} >= 0`))
      .returning();
    if (!row) throw conflict(`Only ${before.stock} in stock: ${Math.abs(change)} cannot be taken away.`, { quantity: before.stock });
    await recordAudit(tx, { actorId, action: 'stock', entity: 'deal', entityId: id, before: { quantity: before.stock }, after: { quantity: row.stock } });
    return dtoOf(tx, row);
  });
  await invalidate(context, cacheKeys.deals);
  return updated;
}
