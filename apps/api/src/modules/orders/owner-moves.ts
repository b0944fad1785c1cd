import type { Courier } from '@shop/core/delivery/delivery';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { enqueueEmail } from '../../lib/outbox';
import { emailIsVerified } from '../accounts/service';
import { orderStatusMail } from './emails';
import { applyOrderMove, type OrderMove } from './lifecycle';
import { customerById, type orderWithItems } from './repository';

/**
 * The owner's move of an order she read and checked (`found`, in this transaction): applied through the
 * lifecycle, then the customer's email to the account's own address, as the order's confirmation (decision
 * 005), once it is proven. Her status change and a courier's payout (couriers/payouts.ts) both move orders so.
 */
export async function moveOrderAsOwner(
  tx: Queryable,
  context: AppContext,
  found: NonNullable<Awaited<ReturnType<typeof orderWithItems>>>,
  move: Omit<OrderMove, 'actor'>,
  couriers: readonly Courier[],
): Promise<void> {
  const moved = await applyOrderMove(tx, context, found, { ...move, actor: 'owner' }, couriers);
  if (!moved) throw conflict(commonErrorCodes.concurrentChange, 'This order was changed by someone else a moment ago. Please reload it and try again.');
  const customer = await customerById(tx, found.order.userId);
  if (customer?.email) {
    const news = { order: moved, recipient: customer.email, reason: move.reason };
    await enqueueEmail(tx, context, orderStatusMail, news, { onlyIf: emailIsVerified(found.order.userId) });
  }
}
