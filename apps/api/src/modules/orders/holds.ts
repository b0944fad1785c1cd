import type { FastifyInstance } from 'fastify';
import type { OrderDto } from '@shop/core/orders/dtos';
import { HOLD_EXTENSION_HOURS, NOT_CONFIRMED_IN_TIME } from '@shop/core/trust/customer-trust';
import { whatsappNumber } from '@shop/core/orders/order-schemas';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { catalogKeys, cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate, enqueueEmail } from '../../lib/outbox';
import { emailIsVerified } from '../accounts/service';
import { getBusinessDetails } from '../business/service';
import { cachedDeliverySettings } from '../delivery/service';
import { applyOrderMove } from './lifecycle';
import { accountEmailOf, claimDueHolds, extendHoldOf, insertOrderEvent, orderWithItems, tryHoldSweepLock } from './repository';
import { newId } from '../../lib/ids';

/**
 * docs/product.md §4 Trust: an order nobody confirms gives its stock back when its hold ends. The shop
 * cancels it itself (actor `system`, reason "Not confirmed in time"), puts its units back once, and
 * tells the customer how to order again.
 */

/** At least this often each process looks for orders whose hold has ended. */
export const HOLD_SWEEP_EVERY_MS = 60_000;
/** Orders expired in one transaction; a longer backlog takes several. */
const SWEEP_BATCH = 50;

export async function orderExpiredEmail(context: AppContext, order: OrderDto, recipient: string): Promise<MailMessage> {
  const business = await context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
  const number = order._id.slice(0, 7);
  const phone = business.contact.customerSupport.phone;
  // The shop's own WhatsApp link when it has one, else a chat with its support number.
  const chatNumber = whatsappNumber(phone);
  const whatsappUrl = /^https:\/\//.test(business.socialMedia.whatsapp) ? business.socialMedia.whatsapp : chatNumber ? `https://wa.me/${chatNumber}` : null;
  const news = `We did not hear from you to confirm order #${number}, so we have cancelled it and put its items back on the shelf. Nothing is owed.`;
  const again = `Would you still like it? Order again on our website, or call us on ${phone}${whatsappUrl ? ' or message us on WhatsApp' : ''} and we will take it for you.`;
  const text = [
    `Hello ${order.address.firstName},`,
    '',
    `Order #${number}: Cancelled (${NOT_CONFIRMED_IN_TIME})`,
    news,
    '',
    again,
    ...(whatsappUrl ? [`WhatsApp: ${whatsappUrl}`] : []),
    `Shop: ${context.config.publicUrl}/collection`,
  ].join('\n');
  return {
    to: recipient,
    subject: `Order #${number} cancelled: not confirmed in time — ${business.company.name}`,
    text: `${text}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>Hello ${escapeHtml(order.address.firstName)},</p>
<p style="font-size:18px">Order <strong>#${escapeHtml(number)}</strong>: <strong>Cancelled</strong> (${escapeHtml(NOT_CONFIRMED_IN_TIME)})</p>
<p>${escapeHtml(news)}</p>
<p>${escapeHtml(again)}</p>
<p>${whatsappUrl ? `<a href="${escapeHtml(whatsappUrl)}" style="color:#2f5d3a">Message us on WhatsApp</a> · ` : ''}<a href="${escapeHtml(`${context.config.publicUrl}/collection`)}" style="color:#2f5d3a">Order again</a></p>`,
    ),
  };
}

export const orderExpiredMail = emailTemplate('order-expired', (context, data: { order: OrderDto; recipient: string }) =>
  orderExpiredEmail(context, data.order, data.recipient),
);

/**
 * Cancels every order whose hold has ended, a batch per transaction; answers how many. One process at a
 * time sweeps (a transaction-scoped advisory lock; another process finds it taken and leaves the work
 * to the holder), and each cancel is conditional on the order still being at Order Placed, so even two
 * sweeps over one order would cancel it, return its stock and email the customer once.
 */
export async function expireUnconfirmedOrders(context: AppContext): Promise<number> {
  const { couriers } = await cachedDeliverySettings(context);
  let expired = 0;
  for (;;) {
    const batch = await context.db.transaction(async (tx) => {
      if (!(await tryHoldSweepLock(tx))) return { claimed: 0, cancelled: 0 };
      const now = context.clock.now();
      const due = await claimDueHolds(tx, now, SWEEP_BATCH);
      let cancelled = 0;
      for (const orderId of due) {
        const found = await orderWithItems(tx, orderId);
        if (!found) continue;
        const moved = await applyOrderMove(tx, context, found, { to: 'Cancelled', actor: 'system', at: now, reason: NOT_CONFIRMED_IN_TIME }, couriers);
        if (!moved) continue;
        cancelled += 1;
        const recipient = await accountEmailOf(tx, found.order.userId);
        if (recipient) await enqueueEmail(tx, context, orderExpiredMail, { order: moved, recipient }, { onlyIf: emailIsVerified(found.order.userId) });
      }
      return { claimed: due.length, cancelled };
    });
    expired += batch.cancelled;
    if (batch.claimed < SWEEP_BATCH) break;
  }
  if (expired > 0) await context.cache.invalidate(...catalogKeys);
  return expired;
}

/** Sweeps when the app is ready (orders whose hold ended while the shop was stopped) and then every minute. */
export function scheduleHoldSweep(app: FastifyInstance, context: AppContext, everyMs = HOLD_SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireUnconfirmedOrders(context).catch((error: unknown) => app.log.warn({ err: error }, 'The hold sweep failed; it runs again in a minute'));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * The owner gives an unconfirmed order HOLD_EXTENSION_HOURS more (from its hold's end, or from now when
 * that has passed), recorded in its history. Undefined when the order is not waiting with a hold.
 */
export async function extendHold(tx: Queryable, orderId: string, now: Date): Promise<Date | undefined> {
  const holdUntil = await extendHoldOf(tx, orderId, now, HOLD_EXTENSION_HOURS);
  if (!holdUntil) return undefined;
  await insertOrderEvent(tx, {
    id: newId(),
    orderId,
    status: 'Order Placed',
    actor: 'owner',
    note: `Hold extended by ${HOLD_EXTENSION_HOURS} hours`,
    createdAt: now,
  });
  return holdUntil;
}
