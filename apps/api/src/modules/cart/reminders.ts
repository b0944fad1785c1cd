import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AbandonedCartDto } from '@shop/core/cart/admin-dtos';
import { CART_REMINDER_EVERY_DAYS, cartReminderErrorCodes, cartReminderMessages } from '@shop/core/cart/cart-reminders';
import { whatsappNumber } from '@shop/core/orders/order-schemas';
import { paisa, paisaToRupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { cacheKeys } from '../../lib/cache-keys';
import { conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { signingSecretOf } from '../../lib/jwt-secret';
import { enqueue, outboxEmail } from '../../lib/outbox';
import { getBusinessDetails } from '../business/service';
import { cachedShopSettings } from '../shop-settings/service';
import { cartReminderMail } from './emails';
import {
  cartReminderCounts,
  dueCarts,
  type DueCart,
  insertCartReminder,
  markingCartRecovered,
  openCarts,
  pricedCarts,
  reminderByTokenHash,
  tryCartReminderSweepLock,
  unsubscribeByReminder,
} from './reminders-repository';

/**
 * docs/product.md §2 Carts that come back: a customer's cart left untouched for the shop's
 * abandonedCartHours gets one reminder email, at most one a week, found from the carts' own times.
 */

/** At least this often each process looks for carts to remind of. */
export const CART_REMINDER_SWEEP_EVERY_MS = 5 * 60_000;
/** Reminders queued in one run; a longer backlog waits for the next. */
const SWEEP_BATCH = 50;
/**
 * Due carts read in one run, at most: a cart with nothing for sale any more stays due and is passed
 * over, and a run reads on past such carts up to this many, so they never hold back the carts after them.
 */
const SWEEP_READ_MAX = 500;
const HOUR_MS = 3_600_000;

/** 32 random bytes, base64url: 43 characters of A–Z a–z 0–9 - _. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this is stored: a copy of the table unsubscribes nobody. */
const tokenHash = (context: AppContext, token: string) => createHmac('sha256', signingSecretOf(context)).update(`cart-reminder:${token}`).digest('base64url');

/**
 * Queues the reminders due now, each with its row in one transaction, under a transaction-scoped
 * advisory lock: another process that finds it taken leaves the work to the holder, so two sweeps at
 * once send one reminder. Answers how many were queued.
 */
export async function sendCartReminders(context: AppContext): Promise<number> {
  const { abandonedCartHours } = await cachedShopSettings(context);
  if (abandonedCartHours === 0) return 0;
  return context.db.transaction(async (tx) => {
    if (!(await tryCartReminderSweepLock(tx))) return 0;
    const now = context.clock.now();
    const idleSince = new Date(now.getTime() - abandonedCartHours * HOUR_MS);
    let sent = 0;
    let read = 0;
    let after: DueCart | undefined;
    for (;;) {
      const wanted = SWEEP_BATCH - sent;
      const due = await dueCarts(tx, idleSince, now, CART_REMINDER_EVERY_DAYS, wanted, after);
      read += due.length;
      const carts = await pricedCarts(
        tx,
        due.map((cart) => cart.userId),
        now,
      );
      for (const cart of due) {
        const priced = carts.get(cart.userId);
        // Nothing in it is for sale any more: nothing to remind of.
        if (!priced || priced.lines.length === 0) continue;
        const token = randomBytes(32).toString('base64url');
        await insertCartReminder(tx, {
          id: newId(),
          userId: cart.userId,
          cartUpdatedAt: cart.cartUpdatedAt,
          valuePaisa: priced.valuePaisa,
          unsubscribeTokenHash: tokenHash(context, token),
          sentAt: now,
        });
        await enqueue(tx, context, [
          outboxEmail(cartReminderMail, { recipient: cart.email, name: cart.name, lines: priced.lines, valuePaisa: priced.valuePaisa, token }),
        ]);
        sent += 1;
      }
      after = due.at(-1);
      if (due.length < wanted || sent >= SWEEP_BATCH || read >= SWEEP_READ_MAX) break;
    }
    return sent;
  });
}

/** Sweeps when the app is ready (carts left while the shop was stopped) and then every five minutes. */
export function scheduleCartReminderSweep(app: FastifyInstance, context: AppContext, everyMs = CART_REMINDER_SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sendCartReminders(context).catch((error: unknown) =>
      app.log.warn({ err: error }, 'The cart reminder sweep failed; it runs again in five minutes'),
    );
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

/** The one-click link of a reminder: turns the customer's reminders off, once per link. */
export async function unsubscribeFromCartReminders(context: AppContext, token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw notFound(cartReminderErrorCodes.tokenInvalid, cartReminderMessages.tokenInvalid);
  const reminder = await reminderByTokenHash(context.db, tokenHash(context, token));
  if (!reminder) throw notFound(cartReminderErrorCodes.tokenInvalid, cartReminderMessages.tokenInvalid);
  const used = await context.db.transaction((tx) => unsubscribeByReminder(tx, reminder.id, reminder.userId, context.clock.now()));
  if (!used) throw conflict(cartReminderErrorCodes.alreadyUnsubscribed, cartReminderMessages.alreadyUnsubscribed);
  return cartReminderMessages.unsubscribed;
}

/** Placing an order (orders/service placeOrder) carries this in its statement: the cart it empties came back. */
export const markingCartRecoveredBy = (userId: string, orderId: string, now: Date) => markingCartRecovered(userId, orderId, now, CART_REMINDER_EVERY_DAYS);

/** The owner's list of open carts, the most recently left first, valued at today's prices. */
export async function listAbandonedCarts(context: AppContext, page: { limit: number; offset: number }): Promise<{ carts: AbandonedCartDto[]; total: number }> {
  const now = context.clock.now();
  const [{ rows, total }, business] = await Promise.all([
    openCarts(context.db, page),
    context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db)),
  ]);
  const priced = await pricedCarts(
    context.db,
    rows.map((row) => row.userId),
    now,
  );
  const carts = rows.map((row): AbandonedCartDto => {
    const cart = priced.get(row.userId);
    const number = row.phone ? whatsappNumber(row.phone) : null;
    const firstName = row.name.trim().split(/\s+/)[0] ?? '';
    const message = `Hello ${firstName}, this is ${business.company.name}. You left a few things in your cart; can we help you finish your order? ${context.config.publicUrl}/cart`;
    return {
      userId: row.userId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      items: cart?.lines.length ?? 0,
      value: paisaToRupees(cart?.valuePaisa ?? paisa(0)),
      updatedAt: row.cartUpdatedAt.toISOString(),
      ageHours: Math.max(0, Math.floor((now.getTime() - row.cartUpdatedAt.getTime()) / HOUR_MS)),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      whatsappUrl: number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null,
    };
  });
  return { carts, total };
}

/** The reports' carts (orders/reports.ts): reminded and recovered in the period, and what the recovered orders came to. */
export async function cartReminderReport(db: Queryable, period: { from: Date; to: Date }) {
  const counts = await cartReminderCounts(db, period.from, period.to);
  return { reminded: counts.reminded, recovered: counts.recovered, recoveredValue: paisaToRupees(counts.recoveredPaisa) };
}
