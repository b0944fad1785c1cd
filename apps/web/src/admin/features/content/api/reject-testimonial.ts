import type { rejectTestimonial as rejectTestimonialEndpoint } from '@shop/core/content/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

/** A rejected testimonial is kept but never shown; it can still be approved later. */
export async function rejectTestimonial(id: string) {
  const { testimonial } = await apiCall<typeof rejectTestimonialEndpoint>('POST /api/admin/testimonials/:id/reject', { params: { id } });
  return testimonial;
}

export function useRejectTestimonial() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: rejectTestimonial, onSuccess: afterChange });
}
