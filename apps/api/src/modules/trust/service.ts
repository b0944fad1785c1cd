import type { SQL } from 'drizzle-orm';
import type { BlockInput } from '@shop/core/trust/admin-schemas';
import type { BlockDto } from '@shop/core/trust/admin-dtos';
import { blockErrorCodes } from '@shop/core/trust/admin-contract';
import { assessRisk, RISK_WINDOW_DAYS, trustLimitRefusal, type BlockKind, type CustomerRisk, type TrustSettings } from '@shop/core/trust/customer-trust';
import type { Paisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import {
  blockTargetExists,
  customerFacts,
  customerFactsJson,
  customerRecordOf,
  deleteBlock,
  identityKey,
  insertBlockUnlessBlocked,
  listBlocks,
  type BlockRow,
  type CustomerIdentity,
} from './repository';

export { customerLevelIs, lockCustomer, type CustomerIdentity } from './repository';

const DAY_MS = 86_400_000;

/** Refusals, fake orders and expiries older than this no longer count. */
export function riskWindowStart(now: Date): Date {
  return new Date(now.getTime() - RISK_WINDOW_DAYS * DAY_MS);
}

/** Each customer's risk now, read in one query; `riskOf` answers for any of the identities given. */
export async function assessCustomers(db: Queryable, identities: readonly CustomerIdentity[], now: Date) {
  const records = await customerFacts(db, identities, riskWindowStart(now));
  return { riskOf: (identity: Pick<CustomerIdentity, 'userId' | 'phone'>): CustomerRisk => assessRisk(records.get(identityKey(identity))!.facts) };
}

export interface OrderToCheck extends CustomerIdentity {
  amountPaisa: Paisa;
  units: number;
}

/**
 * What checkOrderTrust reads of the customer, as an SQL expression for a statement of the placing
 * transaction to carry once it has locked the customer (lockCustomer, so parallel orders of one account or
 * one phone count each other's waiting orders): no round trip of its own.
 */
export function orderTrustFacts(identity: CustomerIdentity, now: Date): SQL {
  return customerFactsJson(identity, riskWindowStart(now));
}

/**
 * docs/product.md §4 Trust, inside the placing transaction, from the value orderTrustFacts read: a
 * blocked customer is refused, a new or risky one held to the settings' limits.
 */
export function checkOrderTrust(facts: unknown, order: OrderToCheck, settings: TrustSettings): void {
  const record = customerRecordOf(order, facts);
  const refusal = trustLimitRefusal(
    assessRisk(record.facts).level,
    { openOrdersOfAccount: record.waiting.ofAccount, openOrdersOfPhone: record.waiting.ofPhone, amountPaisa: order.amountPaisa, units: order.units },
    settings,
  );
  if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
}

// ── The blocklist ────────────────────────────────────────────────────────────────────────────────

type ListedBlock = Awaited<ReturnType<typeof listBlocks>>[number];

function toBlockDto({ block, accountName, accountEmail, openOrders }: Pick<ListedBlock, 'block' | 'accountName' | 'accountEmail' | 'openOrders'>): BlockDto {
  return {
    _id: block.id,
    kind: block.kind,
    value: block.value,
    account: block.kind === 'user' && accountEmail !== null ? { name: accountName ?? '', email: accountEmail } : null,
    reason: block.reason,
    createdAt: block.createdAt.toISOString(),
    openOrders,
  };
}

export async function getBlocks(db: Queryable): Promise<BlockDto[]> {
  return (await listBlocks(db)).map(toBlockDto);
}

const kindNames: Record<BlockKind, string> = { phone: 'phone number', email: 'email', user: 'account' };

function blockTarget(input: BlockInput): { kind: BlockKind; value: string } {
  if (input.phone !== undefined) return { kind: 'phone', value: input.phone };
  if (input.email !== undefined) return { kind: 'email', value: input.email };
  return { kind: 'user', value: input.userId! };
}

/** Blocks a phone, an account email or an account that the shop knows, once; audited. */
export async function createBlock(context: AppContext, actorId: string, input: BlockInput): Promise<BlockDto> {
  const { kind, value } = blockTarget(input);
  const stored = await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    if (!(await blockTargetExists(tx, kind, value)))
      throw notFound(blockErrorCodes.blockTargetUnknown, `No ${kindNames[kind]} like this is known to the shop: there is nothing to block.`);
    const block = await insertBlockUnlessBlocked(tx, { id: newId(), kind, value, reason: input.reason, createdBy: actorId, createdAt: context.clock.now() });
    if (!block) throw conflict(blockErrorCodes.alreadyBlocked, `This ${kindNames[kind]} is already blocked.`);
    return { result: block, audit: { action: 'block', entity: 'customer_block', entityId: block.id, after: { kind, value, reason: input.reason } } };
  });
  const listed = (await listBlocks(context.db)).find((entry) => entry.block.id === stored.id);
  return toBlockDto(listed ?? { block: stored, accountName: null, accountEmail: null, openOrders: 0 });
}

/** Lifts a block; audited with what it was. */
export async function liftBlock(context: AppContext, actorId: string, id: string): Promise<BlockRow> {
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const lifted = await deleteBlock(tx, id);
    if (!lifted) throw notFound(blockErrorCodes.blockNotFound, 'This block was not found. It may have been lifted already.');
    return {
      result: lifted,
      audit: { action: 'unblock', entity: 'customer_block', entityId: id, before: { kind: lifted.kind, value: lifted.value, reason: lifted.reason } },
    };
  });
}
