import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, testimonials } from '../../db/schema/content';

export function listActiveBanners(db: Database) {
  return db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.createdAt));
}

export function listApprovedTestimonials(db: Database) {
  return db.select().from(testimonials).where(eq(testimonials.status, 'approved')).orderBy(desc(testimonials.createdAt));
}
