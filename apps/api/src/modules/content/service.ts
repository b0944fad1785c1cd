import type { BannerDto, TestimonialDto } from '@shop/core/content/dtos';
import type { Database, Queryable } from '../../db/client';
import { banners, teamMembers, testimonialPlatforms, testimonials } from '../../db/schema/content';
import { checkEditVersion, nextEdit } from '../../lib/edit-version';
import {
  listActiveBanners,
  listApprovedTestimonials,
  allBanners,
  allTeamMembers,
  deleteBannerRow,
  deleteTeamMemberRow,
  insertBanner,
  insertTeamMember,
  lockBannerRow,
  lockTeamMemberRow,
  lockTestimonialRow,
  nextBannerPosition,
  testimonialsNewestFirst,
  updateBannerRow,
  updateTeamMemberRow,
  updateTestimonialStatus,
  type BannerRow,
  type TeamRow,
  type TestimonialRow,
} from './repository';
import type { z } from 'zod';
import type { bannerCreateSchema, bannerUpdateSchema, teamMemberCreateSchema, teamMemberUpdateSchema } from '@shop/core/content/admin-schemas';
import type { AdminBannerDto, AdminTeamMemberDto, AdminTestimonialDto } from '@shop/core/content/admin-dtos';
import { adminContentErrorCodes } from '@shop/core/content/admin-contract';
import type { AppContext } from '../../app-context';
import { auditedWrite } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { notFound } from '../../lib/http-errors';
import { toTeamMemberDto } from './team';

// The admin API shows team members as the About page does.
export { toTeamMemberDto } from './team';

/** docs/product.md §3 Banner; the admin API adds position and active. */
export function toBannerDto(row: typeof banners.$inferSelect): BannerDto {
  return {
    _id: row.id,
    imageUrl: row.imageUrl,
    headingLine1: row.headingLine1,
    headingLine2: row.headingLine2,
    subtext: row.subtext,
    buttonText: row.buttonText,
    redirectUrl: row.redirectUrl,
  };
}

export async function activeBanners(db: Database): Promise<BannerDto[]> {
  return (await listActiveBanners(db)).map(toBannerDto);
}

const knownPlatforms = new Set<string>(testimonialPlatforms);

/** Only approved testimonials are public (design decision 3); an unknown platform reads as website. */
export async function approvedTestimonials(db: Database): Promise<TestimonialDto[]> {
  const rows = await listApprovedTestimonials(db);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    content: row.content,
    rating: row.rating,
    platform: knownPlatforms.has(row.platform) ? row.platform : 'website',
    status: 'approved',
  }));
}

// ---------------------------------------------------------------------------------------------
// Banners: the home page hero, in position order; only active ones are public.

const toAdminBannerDto = (row: BannerRow): AdminBannerDto => ({ ...toBannerDto(row), position: row.position, active: row.active, version: row.version });

export async function listBanners(db: Queryable): Promise<AdminBannerDto[]> {
  return (await allBanners(db)).map(toAdminBannerDto);
}

async function lockBanner(tx: Queryable, id: string): Promise<BannerRow> {
  const row = await lockBannerRow(tx, id);
  if (!row) throw notFound(adminContentErrorCodes.bannerNotFound, 'Banner not found');
  return row;
}

/** A new banner goes last unless a position is given. */
export function createBanner(context: AppContext, actorId: string, input: z.infer<typeof bannerCreateSchema>): Promise<AdminBannerDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.banners] }, async (tx) => {
    const row = await insertBanner(tx, { ...input, position: input.position ?? (await nextBannerPosition(tx)), createdAt: context.clock.now() });
    const banner = toAdminBannerDto(row);
    return { result: banner, audit: { action: 'create', entity: 'banner', entityId: banner._id, after: banner } };
  });
}

export function updateBanner(context: AppContext, actorId: string, id: string, changes: z.infer<typeof bannerUpdateSchema>): Promise<AdminBannerDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.banners] }, async (tx) => {
    const before = await lockBanner(tx, id);
    const { version, ...values } = changes;
    checkEditVersion(before, version, 'Someone else saved this banner since you opened it.');
    const after = toAdminBannerDto(await updateBannerRow(tx, id, { ...values, ...nextEdit(banners, actorId, context.clock.now()) }));
    return { result: after, audit: { action: 'update', entity: 'banner', entityId: id, before: toAdminBannerDto(before), after } };
  });
}

export async function deleteBanner(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: [cacheKeys.banners] }, async (tx) => {
    const before = await lockBanner(tx, id);
    await deleteBannerRow(tx, id);
    return { result: undefined, audit: { action: 'delete', entity: 'banner', entityId: id, before: toAdminBannerDto(before) } };
  });
}

// ---------------------------------------------------------------------------------------------
// Testimonials: only approved ones are public (docs/product.md §6).

const toTestimonialDto = (row: TestimonialRow): AdminTestimonialDto => ({
  _id: row.id,
  name: row.name,
  content: row.content,
  rating: row.rating,
  platform: row.platform,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

export async function listTestimonials(db: Queryable, status?: TestimonialRow['status']): Promise<AdminTestimonialDto[]> {
  return (await testimonialsNewestFirst(db, status)).map(toTestimonialDto);
}

export function setTestimonialStatus(context: AppContext, actorId: string, id: string, status: 'approved' | 'rejected'): Promise<AdminTestimonialDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.testimonials] }, async (tx) => {
    const before = await lockTestimonialRow(tx, id);
    if (!before) throw notFound(adminContentErrorCodes.testimonialNotFound, 'Testimonial not found');
    const row = await updateTestimonialStatus(tx, id, { status, ...nextEdit(testimonials, actorId, context.clock.now()) });
    return {
      result: toTestimonialDto(row),
      audit: {
        action: status === 'approved' ? 'approve' : 'reject',
        entity: 'testimonial',
        entityId: id,
        before: { status: before.status },
        after: { status },
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Team members: the About page's 'Meet our team'; inactive ones are hidden, the rest in order.

const toAdminTeamMemberDto = (row: TeamRow): AdminTeamMemberDto => ({ ...toTeamMemberDto(row), version: row.version });

export async function listTeam(db: Queryable): Promise<AdminTeamMemberDto[]> {
  return (await allTeamMembers(db)).map(toAdminTeamMemberDto);
}

async function lockTeamMember(tx: Queryable, id: string): Promise<TeamRow> {
  const row = await lockTeamMemberRow(tx, id);
  if (!row) throw notFound(adminContentErrorCodes.teamMemberNotFound, 'Team member not found');
  return row;
}

export function createTeamMember(context: AppContext, actorId: string, input: z.infer<typeof teamMemberCreateSchema>): Promise<AdminTeamMemberDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.team] }, async (tx) => {
    const row = await insertTeamMember(tx, {
      name: input.name,
      role: input.role,
      description: input.description,
      imageUrl: input.image.url,
      isActive: input.isActive,
      position: input.order,
      createdAt: context.clock.now(),
    });
    const member = toAdminTeamMemberDto(row);
    return { result: member, audit: { action: 'create', entity: 'team_member', entityId: member._id, after: member } };
  });
}

export function updateTeamMember(
  context: AppContext,
  actorId: string,
  id: string,
  changes: z.infer<typeof teamMemberUpdateSchema>,
): Promise<AdminTeamMemberDto> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.team] }, async (tx) => {
    const before = await lockTeamMember(tx, id);
    checkEditVersion(before, changes.version, 'Someone else saved this team member since you opened it.');
    const row = await updateTeamMemberRow(tx, id, {
      name: changes.name,
      role: changes.role,
      description: changes.description,
      imageUrl: changes.image?.url,
      isActive: changes.isActive,
      position: changes.order,
      ...nextEdit(teamMembers, actorId, context.clock.now()),
    });
    const after = toAdminTeamMemberDto(row);
    return { result: after, audit: { action: 'update', entity: 'team_member', entityId: id, before: toAdminTeamMemberDto(before), after } };
  });
}

export async function deleteTeamMember(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: [cacheKeys.team] }, async (tx) => {
    const before = await lockTeamMember(tx, id);
    await deleteTeamMemberRow(tx, id);
    return { result: undefined, audit: { action: 'delete', entity: 'team_member', entityId: id, before: toAdminTeamMemberDto(before) } };
  });
}
