import type { approveTestimonial as approveTestimonialEndpoint } from '@shop/core/content/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

/** An approved testimonial appears on the home page. */
export async function approveTestimonial(id: string) {
  const { testimonial } = await apiCall<typeof approveTestimonialEndpoint>('POST /api/admin/testimonials/:id/approve', { params: { id } });
  return testimonial;
}

export function useApproveTestimonial() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: approveTestimonial, onSuccess: afterChange });
}
