import { eq, sql } from 'drizzle-orm';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/core/accounts/account-schemas';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';

// The CSV exports are the admin API's downloads (GET /api/admin/orders.csv, …/subscribers.csv), so
// the command line and the API always hand the owner the same file.
export { exportOrderParts, exportOrders } from '../modules/orders/service';
export { exportSubscribers } from '../modules/messages/service';
// Backups live in their own module (backup/); these are its command-line entries.
export { backupCommand, restoreCommand } from '../backup/commands';
// Pictures from DATA_DIR/uploads into the S3 bucket (lib/s3-storage.ts).
export { migrateUploadsCommand } from './migrate-uploads';

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
  if (lower.includes(emailName(email).toLowerCase())) return 'The password must not contain the email name.';
  return null;
}

const emailName = (email: string) => email.split('@')[0]!;

/** What a new password of an account must be: told before it is typed, and checked after. */
export interface PasswordRule {
  description: string;
  problem(password: string): string | null;
}

/** An admin's password is held to more than a customer's: it opens the whole shop. */
export function passwordRuleFor(role: 'admin' | 'customer', email: string): PasswordRule {
  if (role === 'admin')
    return {
      description:
        `An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (a few words with spaces make a good one), ` +
        `must not be a common one, and must not contain "${emailName(email)}", the email's name.`,
      problem: (password) => weakPasswordReason(password, email),
    };
  return {
    description: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    problem: (password) =>
      password.length < PASSWORD_MIN_LENGTH
        ? `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`
        : password.length > PASSWORD_MAX_LENGTH
          ? `A password can have at most ${PASSWORD_MAX_LENGTH} characters.`
          : null,
  };
}

/** The address as the server keeps it (trimmed, lower case), or why it is refused. */
export function emailProblem(email: string): { email: string } | { problem: string } {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? { email: parsed.data } : { problem: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' };
}

export function parseEmail(email: string | undefined): string {
  const checked = emailProblem(email ?? '');
  if ('problem' in checked) throw new CommandError('Give a valid email address with --email.');
  return checked.email;
}

/** The account that uses the address, if any. */
export async function findAccount(db: Database, email: string): Promise<{ role: 'admin' | 'customer' } | null> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return user ?? null;
}

/** Creates the admin, or makes an existing account an admin with the new password (ending its old logins). */
export async function createAdmin(db: Database, input: { email: string | undefined; name?: string; password: string }) {
  const email = parseEmail(input.email);
  const weak = passwordRuleFor('admin', email).problem(input.password);
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
  // The owner typed the address at the shop's own console: it counts as proven.
  await db.insert(users).values({ id: newId(), name: input.name?.trim() || 'Shop admin', email, passwordHash, role: 'admin', emailVerifiedAt: new Date() });
  return { email, created: true };
}

export async function resetPassword(db: Database, input: { email: string | undefined; password: string }) {
  const email = parseEmail(input.email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new CommandError(`No account uses ${email}.`);
  const weak = passwordRuleFor(user.role, email).problem(input.password);
  if (weak) throw new CommandError(weak);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id));
  return { email };
}
