import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { activeBanners, approvedTestimonials } from './service';
import { activeTeam } from './team';

// The bodies of the content's public reads, shared by their routes and the pages' inlined first data.

export function activeBannersBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.banners, async () => ({ success: true, data: await activeBanners(context.db) }));
}

export function teamBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.team, async () => ({ success: true, data: await activeTeam(context.db), message: 'Team members loaded' }));
}

export function testimonialsBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.testimonials, () => approvedTestimonials(context.db));
}
