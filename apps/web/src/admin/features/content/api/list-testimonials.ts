import type { listAdminTestimonials } from '@shop/core/content/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

export type AdminTestimonial = EndpointResponse<typeof listAdminTestimonials>['testimonials'][number];

/** Pending ones first (they wait for the owner), then the rest; newest first within each. */
export async function listTestimonials(signal?: AbortSignal): Promise<AdminTestimonial[]> {
  const { testimonials } = await apiCall<typeof listAdminTestimonials>('GET /api/admin/testimonials', { query: {}, signal });
  const waiting = (testimonial: AdminTestimonial) => (testimonial.status === 'pending' ? 0 : 1);
  return [...testimonials].sort((a, b) => waiting(a) - waiting(b) || b.createdAt.localeCompare(a.createdAt));
}

export function testimonialsQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.testimonials,
    queryFn: ({ signal }) => listTestimonials(signal),
    meta: privateQueryMeta,
  });
}

export function useAdminTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
