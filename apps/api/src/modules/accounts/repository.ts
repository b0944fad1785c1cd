import { and, desc, eq, exists, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { attemptCounters, attemptPurposes, emailVerificationSends, oneTimeCodePurposes, oneTimeCodes, users } from '../../db/schema/users';
import { orders } from '../../db/schema/orders';

type CodePurpose = (typeof oneTimeCodePurposes)[number];
export type AttemptPurpose = (typeof attemptPurposes)[number];

/**
 * Taken before counting what an account has done lately (orders in the hour, reviews in the day), so
 * that its simultaneous requests count one after another, in every process. No key update: the row
 * being inserted references the user's row.
 */
export async function lockAccount(db: Queryable, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * An account one can log in to has an email and a password; the only rows without them are accounts
 * made for orders taken by hand (docs/product.md §2), which no login, session or email reaches.
 */
function withLogin<Row extends { email: string | null }>(row: Row | undefined): (Row & { email: string }) | undefined {
  return row && row.email !== null ? { ...row, email: row.email } : undefined;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user && user.passwordHash !== null ? withLogin({ ...user, passwordHash: user.passwordHash }) : undefined;
}

/**
 * Makes this the address's code unless one was asked for since `notBefore`; returns whether it did.
 * One statement, so two requests at the same moment cannot both pass the wait.
 */
export async function claimNewCode(
  db: Queryable,
  values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; now: Date; notBefore: Date },
): Promise<boolean> {
  const fresh = { codeHash: values.codeHash, attempts: 0, expiresAt: values.expiresAt, usedAt: null, createdAt: values.now };
  const rows = await db
    .insert(oneTimeCodes)
    .values({ email: values.email, purpose: values.purpose, ...fresh })
    .onConflictDoUpdate({
      target: [oneTimeCodes.email, oneTimeCodes.purpose],
      set: fresh,
      setWhere: lt(oneTimeCodes.createdAt, values.notBefore),
    })
    .returning({ email: oneTimeCodes.email });
  return rows.length > 0;
}

export async function lastCodeRequest(db: Database, email: string, purpose: CodePurpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)));
  return row?.createdAt;
}

/** Expired codes are of no use to anyone, and their 60-second wait is long over. */
export async function deleteExpiredCodes(db: Database, now: Date) {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, now));
}

/**
 * Counts a try against the address's live code before it is compared, so that parallel guesses cannot
 * pass the limit. Answers the code with its tries so far, this one included, or nothing when there is
 * no live code.
 */
export async function countCodeAttempt(db: Database, email: string, purpose: CodePurpose, now: Date) {
  const [code] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
    .returning({ codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
  return code;
}

/**
 * Uses the code, sets the new password and forgets every counted try of the account, in one step;
 * false when the code was used or replaced meanwhile.
 */
/** Run inside the caller's transaction, so that what else the reset does commits with it. */
export async function completeReset(
  tx: Queryable,
  values: { email: string; purpose: CodePurpose; codeHash: string; userId: string; passwordHash: string; accountKey: string; now: Date },
) {
  const used = await tx
    .update(oneTimeCodes)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(oneTimeCodes.email, values.email),
        eq(oneTimeCodes.purpose, values.purpose),
        eq(oneTimeCodes.codeHash, values.codeHash),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .returning({ email: oneTimeCodes.email });
  if (used.length === 0) return false;
  // The code reached the address: that proves it as its verification link would.
  await tx
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${values.now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, values.userId));
  await tx.delete(attemptCounters).where(eq(attemptCounters.accountKey, values.accountKey));
  return true;
}

export interface AttemptKey {
  accountKey: string;
  purpose: AttemptPurpose;
  clientKey: string;
}

/**
 * Counts one try in the key's window, or starts a new window when the last one has ended, in one
 * atomic upsert: parallel tries each get their own count and none slips under the limit.
 */
export async function countAttempt(db: Database, key: AttemptKey, now: Date, windowEndsAt: Date) {
  const windowEnded = lte(attemptCounters.windowEndsAt, now);
  const [counted] = await db
    .insert(attemptCounters)
    .values({ ...key, attempts: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: [attemptCounters.accountKey, attemptCounters.purpose, attemptCounters.clientKey],
      set: {
        attempts: sql`case when ${windowEnded} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
      },
    })
    .returning({ attempts: attemptCounters.attempts, windowEndsAt: attemptCounters.windowEndsAt });
  return counted!;
}

export async function clearAttempts(db: Database, key: AttemptKey) {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.accountKey, key.accountKey), eq(attemptCounters.purpose, key.purpose), eq(attemptCounters.clientKey, key.clientKey)));
}

/** Rows whose window has ended count for nothing any more. */
export async function deleteEndedWindows(db: Database, now: Date) {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowEndsAt, now));
}

const profileColumns = { id: users.id, name: users.name, email: users.email, role: users.role, phone: users.phone, emailVerifiedAt: users.emailVerifiedAt };

/** What the account page shows of an account. */
export async function findProfile(db: Queryable, userId: string) {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return withLogin(profile);
}

export async function updateProfile(db: Queryable, userId: string, values: { name: string; phone: string | null }) {
  const [profile] = await db.update(users).set(values).where(eq(users.id, userId)).returning(profileColumns);
  return withLogin(profile);
}

/**
 * For a customer email's enqueue (`onlyIf`): true when the account's address is verified, decided by
 * the enqueue's own statement, so a message is never written for an unproven address
 * (docs/product.md §2 Accounts) and no round trip is added.
 */
export const emailIsVerified = (userId: string) =>
  sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`;

/** Marks the address proven; undefined when the account is gone or was verified already. */
export async function markEmailVerified(db: Queryable, userId: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return row;
}

export async function findVerificationState(db: Queryable, userId: string) {
  const [row] = await db.select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return withLogin(row);
}

/**
 * Counts a verification email of the account unless one went less than `spacingMs` ago or `perDay`
 * went in the current day-long window; one statement, so parallel requests cannot slip past either.
 * Answers whether it counted it.
 */
export async function claimVerificationEmail(db: Queryable, userId: string, now: Date, spacingMs: number, perDay: number): Promise<boolean> {
  const windowEnded = lte(emailVerificationSends.windowEndsAt, now);
  const rows = await db
    .insert(emailVerificationSends)
    .values({ userId, sends: 1, windowEndsAt: new Date(now.getTime() + 86_400_000), lastSentAt: now })
    .onConflictDoUpdate({
      target: emailVerificationSends.userId,
      set: {
        sends: sql`case when ${windowEnded} then 1 else ${emailVerificationSends.sends} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${emailVerificationSends.windowEndsAt} end`,
        lastSentAt: now,
      },
      setWhere: and(lte(emailVerificationSends.lastSentAt, new Date(now.getTime() - spacingMs)), or(windowEnded, lt(emailVerificationSends.sends, perDay))),
    })
    .returning({ userId: emailVerificationSends.userId });
  return rows.length > 0;
}

export async function verificationSendsOf(db: Queryable, userId: string) {
  const [row] = await db.select().from(emailVerificationSends).where(eq(emailVerificationSends.userId, userId));
  return row;
}

export async function findPasswordOf(db: Queryable, userId: string) {
  const [user] = await db.select({ passwordHash: users.passwordHash, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return user && user.passwordHash !== null ? { ...user, passwordHash: user.passwordHash } : undefined;
}

/**
 * Sets the new password and raises the token version, so that every token issued before stops working,
 * but only while the password is still the one that was checked: of two changes racing, the second
 * finds nothing to update. Answers the account with its new token version, or undefined.
 */
export async function replacePassword(db: Queryable, values: { userId: string; checkedHash: string; passwordHash: string }) {
  const [user] = await db
    .update(users)
    .set({ passwordHash: values.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, values.userId), eq(users.passwordHash, values.checkedHash)))
    .returning({ tokenVersion: users.tokenVersion, email: users.email, name: users.name });
  return withLogin(user);
}

/** Whether the shop has an owner yet: start-up tells how to make one when it has not. */
export async function hasAdminAccount(db: Queryable): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(admin);
}

/** A customer's account by id, for an order the owner takes for it; undefined for an unknown id or an admin's. */
export async function findCustomerAccount(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'customer')));
  return row;
}

const phoneAccountColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

/**
 * The account an order taken by hand for a phone goes to (docs/product.md §2 Orders taken by hand,
 * decision 027). First an account that signs in and was vouched for the phone: it has the phone and
 * already holds an order taken by hand to it, because its customer claimed the phone's account with an
 * order's number or the owner took an order for it to its own phone. A profile phone alone never counts:
 * anyone may type any phone. Else the phone's passwordless account, made with `account` when it has none;
 * its insert gives way on the one-per-phone index, so of two orders racing for a new phone the second
 * waits for the first's commit and then finds its account.
 */
export async function handOrderAccountOf(db: Queryable, account: { id: string; phone: string; name: string; createdAt: Date }) {
  const [vouched] = await db
    .select(phoneAccountColumns)
    .from(users)
    .where(
      and(
        eq(users.phone, account.phone),
        eq(users.role, 'customer'),
        sql`${users.passwordHash} is not null`,
        exists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.userId, users.id), sql`${orders.channel} <> 'web'`, sql`${orders.address}->>'phone' = ${account.phone}`)),
        ),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(1);
  if (vouched) return vouched;
  await db
    .insert(users)
    .values({ ...account, role: 'customer' })
    .onConflictDoNothing({ target: users.phone, where: sql`${users.passwordHash} is null` });
  const [row] = await db
    .select(phoneAccountColumns)
    .from(users)
    .where(and(eq(users.phone, account.phone), isNull(users.passwordHash)));
  return row!;
}

/**
 * The passwordless account of the phone that has the order of this number (its id's first characters),
 * locked until the transaction ends so that two claims of it take turns; undefined when the pair does not match.
 */
export async function lockClaimableAccount(db: Queryable, phone: string, orderNumber: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNull(users.passwordHash),
        exists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.userId, users.id), eq(sql`left(${orders.id}, ${orderNumber.length})`, orderNumber))),
        ),
      ),
    )
    .for('no key update');
  return row;
}

/** Gives a passwordless account its login: only while it still has none, so a claim happens once. */
export async function claimAccount(db: Queryable, userId: string, login: { name: string; email: string; passwordHash: string }) {
  const [claimed] = await db
    .update(users)
    .set(login)
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  return claimed;
}
