import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes, otpRequests, users } from '../../db/schema/users';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Records a code request for this address unless one was made since `notBefore`; returns whether it was. */
export async function claimOtpRequest(db: Database, email: string, now: Date, notBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(otpRequests)
    .values({ email, lastRequestedAt: now })
    .onConflictDoUpdate({
      target: otpRequests.email,
      set: { lastRequestedAt: now },
      setWhere: lt(otpRequests.lastRequestedAt, notBefore),
    })
    .returning({ email: otpRequests.email });
  return rows.length > 0;
}

export async function lastOtpRequest(db: Database, email: string): Promise<Date | undefined> {
  const [row] = await db.select().from(otpRequests).where(eq(otpRequests.email, email));
  return row?.lastRequestedAt;
}

export async function replaceActiveCode(
  db: Database,
  values: { id: string; userId: string; codeHash: string; expiresAt: Date; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: values.now })
      .where(and(eq(oneTimeCodes.userId, values.userId), eq(oneTimeCodes.purpose, 'password-reset'), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      id: values.id,
      userId: values.userId,
      purpose: 'password-reset',
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

export async function findActiveCode(db: Database, userId: string, now: Date) {
  const [code] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'password-reset'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return code;
}

/** Counts a try against the code before checking it, so that parallel guesses cannot pass the limit. */
export async function countCodeAttempt(db: Database, codeId: string, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, codeId), lt(oneTimeCodes.attempts, maxAttempts), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

export async function attemptsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${oneTimeCodes.attempts}), 0)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, since)));
  return row?.total ?? 0;
}

/** Uses the code and sets the new password in one step; false when the code was used meanwhile. */
export async function completeReset(db: Database, values: { codeId: string; userId: string; passwordHash: string; now: Date }) {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(oneTimeCodes)
      .set({ usedAt: values.now })
      .where(and(eq(oneTimeCodes.id, values.codeId), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (used.length === 0) return false;
    await tx
      .update(users)
      .set({ passwordHash: values.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, values.userId));
    return true;
  });
}
