import type { BannerDto, TestimonialDto } from '@shop/core/api-types';
import type { Database } from '../../db/client';
import { testimonialPlatforms, type banners } from '../../db/schema/content';
import { listActiveBanners, listApprovedTestimonials } from './repository';

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
