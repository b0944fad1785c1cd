import { asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { emailSchema, PASSWORD_MAX_LENGTH } from '@shop/core/account-schemas';
import { paisaToRupees } from '@shop/core/money';
import type { Database } from '../db/client';
import { newsletterSubscribers } from '../db/schema/messages';
import { orderItems, orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { toCsv } from '../lib/csv';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;
const commonPasswords = new Set(['password1234', 'administrator', 'admin1234567', 'qwertyuiop12', '123456789012', 'letmein12345', 'welcome12345']);

export class CommandError extends Error {
  override name = 'CommandError';
}

/** An admin password must be long and not an obvious one; the reason is told, never the password. */
export function weakPasswordReason(password: string, email: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `A password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || /^(.)\1+$/.test(password)) return 'That password is too easy to guess.';
  if (lower.includes(email.split('@')[0]!.toLowerCase())) return 'The password must not contain the email name.';
  return null;
}

function parseEmail(email: string | undefined): string {
  const parsed = emailSchema.safeParse(email ?? '');
  if (!parsed.success) throw new CommandError('Give a valid email address with --email.');
  return parsed.data;
}

/** Creates the admin, or makes an existing account an admin with the new password (ending its old logins). */
export async function createAdmin(db: Database, input: { email: string | undefined; name?: string; password: string }) {
  const email = parseEmail(input.email);
  const weak = weakPasswordReason(input.password, email);
  if (weak) throw new CommandError(weak);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, existing.id));
    return { email, created: false };
  }
  await db.insert(users).values({ id: newId(), name: input.name?.trim() || 'Shop admin', email, passwordHash, role: 'admin' });
  return { email, created: true };
}

export async function resetPassword(db: Database, input: { email: string | undefined; password: string }) {
  const email = parseEmail(input.email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new CommandError(`No account uses ${email}.`);
  const weak = user.role === 'admin' ? weakPasswordReason(input.password, email) : input.password.length < 8 ? 'A password needs at least 8 characters.' : null;
  if (weak) throw new CommandError(weak);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id));
  return { email };
}

export async function exportOrders(db: Database, since: Date): Promise<string> {
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(gte(orders.createdAt, since))
    .orderBy(asc(orders.createdAt));
  const items = rows.length
    ? await db.select().from(orderItems).where(sql`${orderItems.orderId} in ${rows.map((row) => row.order.id)}`).orderBy(asc(orderItems.position))
    : [];
  return toCsv(
    ['order_number', 'order_id', 'placed_at', 'status', 'customer_email', 'name', 'phone', 'city', 'items', 'subtotal', 'delivery', 'total', 'cancellation_reason'],
    rows.map(({ order, email }) => [
      order.id.slice(0, 7),
      order.id,
      order.createdAt.toISOString(),
      order.status,
      email,
      `${order.address.firstName} ${order.address.lastName}`,
      order.address.phone,
      order.address.city,
      items
        .filter((item) => item.orderId === order.id)
        .map((item) => `${item.quantity} x ${item.name}`)
        .join('; '),
      paisaToRupees(order.subtotalPaisa).toFixed(2),
      paisaToRupees(order.deliveryChargePaisa).toFixed(2),
      paisaToRupees(order.amountPaisa).toFixed(2),
      order.cancellationReason ?? '',
    ]),
  );
}

export async function exportSubscribers(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.subscribedAt));
  return toCsv(['email', 'subscribed_at'], rows.map((row) => [row.email, row.subscribedAt.toISOString()]));
}
