import type { updateAdminBusinessDetails } from '@shop/core/business/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type BusinessDetailsChanges = EndpointInput<typeof updateAdminBusinessDetails>['body'];

/** Replaces the parts sent (company, contact, location, socialMedia, logos, multiStore), each whole. */
export async function updateBusinessDetails(changes: BusinessDetailsChanges) {
  const { data } = await apiCall<typeof updateAdminBusinessDetails>('PATCH /api/admin/business-details', { body: changes });
  return data;
}

/** The storefront's copy loads again too: the console's page titles carry the shop's name. */
export function useUpdateBusinessDetails() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: updateBusinessDetails, onSuccess: afterChange });
}
