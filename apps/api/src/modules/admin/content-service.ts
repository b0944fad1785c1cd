import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bannerCreateSchema, bannerUpdateSchema, teamMemberCreateSchema, teamMemberUpdateSchema } from '@shop/core/admin-schemas';
import type { AdminBannerDto, AdminTeamMemberDto, AdminTestimonialDto } from '@shop/core/admin-types';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { banners, teamMembers, testimonials } from '../../db/schema/content';
import { recordAudit } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { toBannerDto } from '../content/service';
import { toTeamMemberDto } from '../content/team';
import { invalidate } from './shared';

// ---------------------------------------------------------------------------------------------
// Banners: the home page hero, in position order; only active ones are public.

type BannerRow = typeof banners.$inferSelect;
export const BANNER_NOT_FOUND = 'Banner not found';

const toAdminBannerDto = (row: BannerRow): AdminBannerDto => ({ ...toBannerDto(row), position: row.position, active: row.active });

export async function listBanners(db: Database): Promise<AdminBannerDto[]> {
  return (await db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt))).map(toAdminBannerDto);
}

async function lockBanner(tx: Queryable, id: string): Promise<BannerRow> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw notFound(BANNER_NOT_FOUND);
  return row;
}

/** A new banner goes last unless a position is given. */
async function nextPosition(tx: Queryable, table: typeof banners | typeof teamMembers): Promise<number> {
  const [row] = await tx.select({ last: sql<number>`coalesce(max(${table.position}), -1)::int` }).from(table);
  return (row?.last ?? -1) + 1;
}

export async function createBanner(context: AppContext, actorId: string, input: z.infer<typeof bannerCreateSchema>): Promise<AdminBannerDto> {
  const created = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({ id: newId(), ...input, position: input.position ?? (await nextPosition(tx, banners)), createdAt: context.clock.now() })
      .returning();
    const dto = toAdminBannerDto(row!);
    await recordAudit(tx, { actorId, action: 'create', entity: 'banner', entityId: dto._id, after: dto });
    return dto;
  });
  await invalidate(context, cacheKeys.banners);
  return created;
}

export async function updateBanner(context: AppContext, actorId: string, id: string, changes: z.infer<typeof bannerUpdateSchema>): Promise<AdminBannerDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await lockBanner(tx, id);
    const [row] = await tx.update(banners).set(changes).where(eq(banners.id, id)).returning();
    const after = toAdminBannerDto(row!);
    await recordAudit(tx, { actorId, action: 'update', entity: 'banner', entityId: id, before: toAdminBannerDto(before), after });
    return after;
  });
  await invalidate(context, cacheKeys.banners);
  return updated;
}

export async function deleteBanner(context: AppContext, actorId: string, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await lockBanner(tx, id);
    await tx.delete(banners).where(eq(banners.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'banner', entityId: id, before: toAdminBannerDto(before) });
  });
  await invalidate(context, cacheKeys.banners);
}

// ---------------------------------------------------------------------------------------------
// Testimonials: only approved ones are public (DESIGN decision 3).

type TestimonialRow = typeof testimonials.$inferSelect;
export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';

const toTestimonialDto = (row: TestimonialRow): AdminTestimonialDto => ({
  _id: row.id,
  name: row.name,
  content: row.content,
  rating: row.rating,
  platform: row.platform,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export async function listTestimonials(db: Database, status?: TestimonialRow['status']): Promise<AdminTestimonialDto[]> {
  const query = db.select().from(testimonials);
  const rows = await (status ? query.where(eq(testimonials.status, status)) : query).orderBy(desc(testimonials.createdAt), asc(testimonials.id));
  return rows.map(toTestimonialDto);
}

export async function setTestimonialStatus(
  context: AppContext,
  actorId: string,
  id: string,
  status: 'approved' | 'rejected',
): Promise<AdminTestimonialDto> {
  const updated = await context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!before) throw notFound(TESTIMONIAL_NOT_FOUND);
    const [row] = await tx.update(testimonials).set({ status }).where(eq(testimonials.id, id)).returning();
    await recordAudit(tx, { actorId, action: status === 'approved' ? 'approve' : 'reject', entity: 'testimonial', entityId: id, before: { status: before.status }, after: { status } });
    return toTestimonialDto(row!);
  });
  await invalidate(context, cacheKeys.testimonials);
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Team members: the About page's 'Meet our team'; inactive ones are hidden, the rest in order.

type TeamRow = typeof teamMembers.$inferSelect;
export const TEAM_MEMBER_NOT_FOUND = 'Team member not found';


export async function listTeam(db: Database): Promise<AdminTeamMemberDto[]> {
  return (await db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.name))).map(toTeamMemberDto);
}

async function lockTeamMember(tx: Queryable, id: string): Promise<TeamRow> {
  const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
  if (!row) throw notFound(TEAM_MEMBER_NOT_FOUND);
  return row;
}

export async function createTeamMember(context: AppContext, actorId: string, input: z.infer<typeof teamMemberCreateSchema>): Promise<AdminTeamMemberDto> {
  const created = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamMembers)
      .values({
        id: newId(),
        name: input.name,
        role: input.role,
        description: input.description,
        imageUrl: input.image.url,
        isActive: input.isActive,
        position: input.order,
        createdAt: context.clock.now(),
      })
      .returning();
    const dto = toTeamMemberDto(row!);
    await recordAudit(tx, { actorId, action: 'create', entity: 'team_member', entityId: dto._id, after: dto });
    return dto;
  });
  await invalidate(context, cacheKeys.team);
  return created;
}

export async function updateTeamMember(
  context: AppContext,
  actorId: string,
  id: string,
  changes: z.infer<typeof teamMemberUpdateSchema>,
): Promise<AdminTeamMemberDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await lockTeamMember(tx, id);
    const [row] = await tx
      .update(teamMembers)
      .set({
        name: changes.name,
        role: changes.role,
        description: changes.description,
        imageUrl: changes.image?.url,
        isActive: changes.isActive,
        position: changes.order,
      })
      .where(eq(teamMembers.id, id))
      .returning();
    const after = toTeamMemberDto(row!);
    await recordAudit(tx, { actorId, action: 'update', entity: 'team_member', entityId: id, before: toTeamMemberDto(before), after });
    return after;
  });
  await invalidate(context, cacheKeys.team);
  return updated;
}

export async function deleteTeamMember(context: AppContext, actorId: string, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await lockTeamMember(tx, id);
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'team_member', entityId: id, before: toTeamMemberDto(before) });
  });
  await invalidate(context, cacheKeys.team);
}
