import { discountCodeErrorCodes } from '@shop/core/discounts/discount-codes';
import {
  discountValueProblem,
  discountWindowIsValid,
  discountCodeMessages,
  type DiscountCodeInput,
  type DiscountCodeUpdate,
} from '@shop/core/discounts/admin-schemas';
import type { AdminDiscountCodeDto, DiscountCodeOrderDto } from '@shop/core/discounts/admin-dtos';
import { paisaToRupees, rupeesToPaisa, type Paisa, type Rupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { discountCodes } from '../../db/schema/discounts';
import { auditedWrite } from '../../lib/audit';
import { checkEditVersion, nextEdit } from '../../lib/edit-version';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import {
  codeTextTaken,
  discountCodeById,
  findDiscountCodePage,
  insertDiscountCode,
  lockCodeText,
  missingTargets,
  ordersOfCode,
  updateDiscountCodeRow,
  type DiscountCodeRow,
  type DiscountCodeWithUsage,
} from './repository';

// Placing an order reads a code and its uses in its own statements (orders/service.ts).
export { codeWithUsesFrom, discountCodeLock, discountCodeWithUsesJson } from './repository';

/** The orders a code's page lists. */
const CODE_ORDERS_SHOWN = 100;

function valueOf(row: DiscountCodeRow): number | null {
  if (row.type === 'percent') return row.percentOff;
  if (row.type === 'fixed' && row.amountOffPaisa !== null) return paisaToRupees(row.amountOffPaisa);
  return null;
}

function toDto({ code: row, uses, salesPaisa, discountPaisa }: DiscountCodeWithUsage): AdminDiscountCodeDto {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: valueOf(row),
    minSubtotal: paisaToRupees(row.minSubtotalPaisa),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    productIds: row.productIds,
    categories: row.categories,
    dealIds: row.dealIds,
    active: row.active,
    version: row.version,
    uses,
    sales: paisaToRupees(salesPaisa),
    discountGiven: paisaToRupees(discountPaisa),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDiscountCodes(db: Queryable, filter: { q?: string | undefined; limit: number; offset: number }) {
  const { rows, total } = await findDiscountCodePage(db, filter);
  return { discountCodes: rows.map(toDto), total };
}

async function findCode(db: Queryable, id: string, lock = false): Promise<DiscountCodeWithUsage> {
  const found = await discountCodeById(db, id, lock);
  if (!found) throw notFound(discountCodeErrorCodes.notFound, 'Discount code not found');
  return found;
}

export async function getDiscountCode(db: Queryable, id: string): Promise<{ discountCode: AdminDiscountCodeDto; orders: DiscountCodeOrderDto[] }> {
  const [found, used] = await Promise.all([findCode(db, id), ordersOfCode(db, id, CODE_ORDERS_SHOWN)]);
  return {
    discountCode: toDto(found),
    orders: used.map((order) => ({
      _id: order.id,
      orderNumber: order.id.slice(0, 7),
      status: order.status,
      customerName: `${order.address.firstName} ${order.address.lastName}`.trim() || order.accountName,
      placedAt: order.createdAt.toISOString(),
      amount: paisaToRupees(order.amountPaisa),
      discount: paisaToRupees(order.discountPaisa),
    })),
  };
}

/** The code's columns from the owner's input: the value in its own unit, money in paisa. */
function columnsOf(input: DiscountCodeInput) {
  return {
    code: input.code,
    type: input.type,
    percentOff: input.type === 'percent' ? input.value : null,
    amountOffPaisa: input.type === 'fixed' && input.value !== null ? rupeesToPaisa(input.value as Rupees) : null,
    minSubtotalPaisa: rupeesToPaisa(input.minSubtotal) as Paisa,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    productIds: input.productIds,
    categories: input.categories,
    dealIds: input.dealIds,
    active: input.active,
  };
}

function taken(code: string) {
  return conflict(discountCodeErrorCodes.taken, `There is already a code ${code}. Choose another.`, { fields: ['code'] });
}

/** A restriction names only what exists: a product, deal or category that does not is refused, naming it. */
async function checkTargets(tx: Queryable, input: Pick<DiscountCodeInput, 'productIds' | 'dealIds' | 'categories'>) {
  const missing = await missingTargets(tx, input);
  if (missing.products[0] !== undefined) throw invalidField('productIds', `productIds: there is no product with id ${missing.products[0]}`);
  if (missing.deals[0] !== undefined) throw invalidField('dealIds', `dealIds: there is no deal with id ${missing.deals[0]}`);
  if (missing.categories[0] !== undefined) throw invalidField('categories', `categories: there is no category named "${missing.categories[0]}"`);
}

/**
 * Codes are unique whatever their case: the code's text is locked (the lock orders using it take too)
 * and looked up, and the insert stands down on the unique index, so of two owners creating EID20 at
 * once the second is told it is taken.
 */
export function createDiscountCode(context: AppContext, actorId: string, input: DiscountCodeInput): Promise<AdminDiscountCodeDto> {
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    await lockCodeText(tx, input.code);
    if (await codeTextTaken(tx, input.code)) throw taken(input.code);
    await checkTargets(tx, input);
    const now = context.clock.now();
    const row = await insertDiscountCode(tx, { id: newId(), ...columnsOf(input), createdAt: now, updatedAt: now });
    if (!row) throw taken(input.code);
    const created = toDto({ code: row, uses: 0, salesPaisa: 0 as Paisa, discountPaisa: 0 as Paisa });
    return { result: created, audit: { action: 'create', entity: 'discount_code', entityId: row.id, after: created } };
  });
}

/** The fields sent replace the stored ones; the whole is checked again as if it were created so. */
export function updateDiscountCode(context: AppContext, actorId: string, id: string, changes: DiscountCodeUpdate): Promise<AdminDiscountCodeDto> {
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const found = await findCode(tx, id, true);
    checkEditVersion(found.code, changes.version, 'Someone else saved this discount code since you opened it.');
    const before = toDto(found);
    const fields = Object.fromEntries(Object.entries(changes).filter(([key]) => key !== 'version')) as Partial<DiscountCodeInput>;
    const merged: DiscountCodeInput = {
      code: before.code,
      type: before.type,
      value: before.value,
      minSubtotal: before.minSubtotal,
      startsAt: found.code.startsAt,
      endsAt: found.code.endsAt,
      maxUses: before.maxUses,
      maxUsesPerCustomer: before.maxUsesPerCustomer,
      productIds: before.productIds,
      categories: before.categories,
      dealIds: before.dealIds,
      active: before.active,
      ...fields,
    };
    // A new type without a value keeps nothing of the old one's.
    if (changes.type !== undefined && changes.type !== before.type && changes.value === undefined) merged.value = null;
    if (merged.type === 'free-delivery') merged.value = null;
    const valueProblem = discountValueProblem(merged.type, merged.value);
    if (valueProblem) throw invalidField('value', valueProblem);
    if (!discountWindowIsValid(merged.startsAt, merged.endsAt)) throw invalidField('endsAt', discountCodeMessages.endAfterStart);
    if (merged.code !== before.code) {
      await lockCodeText(tx, merged.code);
      if (await codeTextTaken(tx, merged.code, id)) throw taken(merged.code);
    }
    await checkTargets(tx, merged);
    await updateDiscountCodeRow(tx, id, { ...columnsOf(merged), ...nextEdit(discountCodes, actorId, context.clock.now()) });
    const after = toDto(await findCode(tx, id));
    return { result: after, audit: { action: 'update', entity: 'discount_code', entityId: id, before, after } };
  });
}
