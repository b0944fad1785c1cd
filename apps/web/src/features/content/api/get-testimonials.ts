import type { TestimonialDto } from '@shop/core/content/dtos';
import type { listTestimonials } from '@shop/core/content/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** The approved testimonials, newest first (docs/product.md §7: the server sends no other). */
export function getTestimonials(signal?: AbortSignal): Promise<TestimonialDto[]> {
  return apiCall<typeof listTestimonials>('GET /api/testimonials', { signal, fallbackMessage: 'Failed to load testimonials' });
}

export function testimonialsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.testimonials,
    queryFn: ({ signal }) => getTestimonials(signal),
    staleTime: 10 * 60_000,
  });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
