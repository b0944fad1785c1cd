import { checkOrderMove } from '@shop/core/orders/order-lifecycle';
import { paisaToRupees, type Rupees } from '@shop/core/shared/money';
import { orderErrorCodes } from '@shop/core/orders/contract';
import { orderConfirmMessages, orderMessages } from '@shop/core/orders/order-messages';
import type { AppContext } from '../../app-context';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { issueOrderConfirmToken, verifyOrderConfirmToken } from '../../lib/tokens';
import { applyOrderMove } from './lifecycle';
import { orderIdOfConfirmCode, orderWithItems, ordersWaitingForConfirmation } from './repository';
import { isConfirmCode } from '@shop/core/orders/confirm-code';
import { signingSecretOf } from '../../lib/jwt-secret';

/**
 * The "Confirm my order" link of the order email and the owner's WhatsApp message: the shop's page
 * /orders/confirm, which POSTs the token to /api/order/confirm (docs/product.md §4). Signed, bound to
 * the order, good while the order's hold lasts; single use because confirming moves the order on.
 */
export async function orderConfirmLink(context: AppContext, orderId: string): Promise<string> {
  const token = await issueOrderConfirmToken(orderId, signingSecretOf(context), context.clock.now());
  return `${context.config.publicUrl}/orders/confirm?token=${encodeURIComponent(token)}`;
}

/** An order the verification page offers to confirm, with the token its confirm link would carry. */
export interface WaitingOrder {
  _id: string;
  orderNumber: string;
  amount: Rupees;
  date: number;
  itemCount: number;
  confirmToken: string;
}

/**
 * The customer's orders waiting for confirmation, each with its confirm token: for the one who just
 * proved the account's address, as its order emails (never sent while it was unproven) would have.
 */
export async function waitingOrdersOf(context: AppContext, userId: string): Promise<WaitingOrder[]> {
  const now = context.clock.now();
  const rows = await ordersWaitingForConfirmation(context.db, userId, now);
  return Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      orderNumber: row.id.slice(0, 7),
      amount: paisaToRupees(row.amountPaisa),
      date: row.createdAt.getTime(),
      itemCount: row.units,
      confirmToken: await issueOrderConfirmToken(row.id, signingSecretOf(context), now),
    })),
  );
}

/** What the link's page shows once the order is confirmed. */
export interface ConfirmedOrder {
  _id: string;
  orderNumber: string;
  status: string;
}

/** The emailed link's signed token, or the WhatsApp message's short code (decision 019). */
export type ConfirmProof = { token: string } | { code: string };

const linkInvalid = () => new HttpError(400, orderErrorCodes.confirmLinkInvalid, orderConfirmMessages.linkInvalid);
const linkExpired = () => new HttpError(410, orderErrorCodes.confirmLinkExpired, orderConfirmMessages.linkExpired);

/** The order a proof names; a forged, garbled or unknown one is refused alike, telling a guesser nothing. */
async function orderIdOf(context: AppContext, proof: ConfirmProof): Promise<string> {
  if ('code' in proof) {
    if (!isConfirmCode(proof.code)) throw linkInvalid();
    const orderId = await orderIdOfConfirmCode(context.db, proof.code);
    if (!orderId) throw linkInvalid();
    return orderId;
  }
  const check = await verifyOrderConfirmToken(proof.token, signingSecretOf(context), context.clock.now());
  if (!check.valid) throw check.expired ? linkExpired() : linkInvalid();
  return check.orderId;
}

/**
 * The customer confirms from the link, without logging in: Order Placed → Confirmed, recorded as the
 * customer's step. The link is refused when it is not one of ours, when its order's hold has ended (the
 * sweep may not have cancelled it yet), or when its order is already confirmed (or further on) or
 * cancelled; two clicks at once confirm it once. The short code lives exactly as long as the hold.
 */
export async function confirmOrderByLink(context: AppContext, proof: ConfirmProof): Promise<ConfirmedOrder> {
  const orderId = await orderIdOf(context, proof);
  await context.db.transaction(async (tx) => {
    const found = await orderWithItems(tx, orderId);
    if (!found) throw notFound(orderErrorCodes.orderNotFound, orderMessages.orderNotFound);
    const { order } = found;
    if (order.status === 'Cancelled') throw conflict(orderErrorCodes.orderCancelled, orderConfirmMessages.cancelled);
    const now = context.clock.now();
    if (order.status === 'Order Placed' && order.holdUntil && now.getTime() >= order.holdUntil.getTime()) throw linkExpired();
    if (checkOrderMove({ status: order.status, placedAt: order.createdAt, deliveredAt: order.deliveredAt }, 'Confirmed', 'customer', now)) {
      throw conflict(orderErrorCodes.alreadyConfirmed, orderConfirmMessages.alreadyConfirmed);
    }
    // Lost only to a simultaneous click or the owner moving it: either way it is confirmed (or cancelled) now.
    if (!(await applyOrderMove(tx, context, found, { to: 'Confirmed', actor: 'customer', at: now }, []))) {
      throw conflict(orderErrorCodes.alreadyConfirmed, orderConfirmMessages.alreadyConfirmed);
    }
  });
  return { _id: orderId, orderNumber: orderId.slice(0, 7), status: 'Confirmed' };
}
