import type { TestimonialDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

const failedToLoad = 'Failed to load testimonials';

export async function getTestimonials(signal?: AbortSignal): Promise<TestimonialDto[]> {
  const body = await apiRequest<unknown>('/api/testimonials', { signal, fallbackMessage: failedToLoad });
  if (!Array.isArray(body)) throw new ApiError(200, failedToLoad);
  // docs/product.md §7: only approved testimonials are shown, whatever the server sends.
  return (body as TestimonialDto[]).filter((testimonial) => testimonial.status === 'approved');
}

export function testimonialsQueryOptions() {
  return queryOptions({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => getTestimonials(signal),
    staleTime: 10 * 60_000,
  });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
