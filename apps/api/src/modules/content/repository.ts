import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { banners, testimonials, teamMembers } from '../../db/schema/content';
import { newId } from '../../lib/ids';

export function listActiveBanners(db: Database) {
  return db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.createdAt));
}

export function listApprovedTestimonials(db: Database) {
  return db.select().from(testimonials).where(eq(testimonials.status, 'approved')).orderBy(desc(testimonials.createdAt));
}

export type BannerRow = typeof banners.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type TeamRow = typeof teamMembers.$inferSelect;

// Banners

/** The position after the last banner's. */
export async function nextBannerPosition(tx: Queryable): Promise<number> {
  const [row] = await tx.select({ last: sql<number>`coalesce(max(${banners.position}), -1)::int` }).from(banners);
  return (row?.last ?? -1) + 1;
}

export function allBanners(db: Queryable): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
}

export async function lockBannerRow(tx: Queryable, id: string): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

export async function insertBanner(tx: Queryable, values: Omit<typeof banners.$inferInsert, 'id'>): Promise<BannerRow> {
  const [row] = await tx
    .insert(banners)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updateBannerRow(tx: Queryable, id: string, values: PgUpdateSetSource<typeof banners>): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function deleteBannerRow(tx: Queryable, id: string): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

// Testimonials

export function testimonialsNewestFirst(db: Queryable, status?: TestimonialRow['status']): Promise<TestimonialRow[]> {
  const query = db.select().from(testimonials);
  return (status ? query.where(eq(testimonials.status, status)) : query).orderBy(desc(testimonials.createdAt), asc(testimonials.id));
}

export async function lockTestimonialRow(tx: Queryable, id: string): Promise<TestimonialRow | undefined> {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return row;
}

export async function updateTestimonialStatus(
  tx: Queryable,
  id: string,
  values: { status: TestimonialRow['status'] } & PgUpdateSetSource<typeof testimonials>,
): Promise<TestimonialRow> {
  const [row] = await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  return row!;
}

// Team members

export function allTeamMembers(db: Queryable): Promise<TeamRow[]> {
  return db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.name));
}

export async function lockTeamMemberRow(tx: Queryable, id: string): Promise<TeamRow | undefined> {
  const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
  return row;
}

export async function insertTeamMember(tx: Queryable, values: Omit<typeof teamMembers.$inferInsert, 'id'>): Promise<TeamRow> {
  const [row] = await tx
    .insert(teamMembers)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updateTeamMemberRow(tx: Queryable, id: string, values: PgUpdateSetSource<typeof teamMembers>): Promise<TeamRow> {
  const [row] = await tx.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning();
  return row!;
}

export async function deleteTeamMemberRow(tx: Queryable, id: string): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.id, id));
}
