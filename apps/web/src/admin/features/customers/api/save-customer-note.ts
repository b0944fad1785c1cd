import type { saveCustomerNote as saveCustomerNoteEndpoint } from '@shop/core/customers/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminCustomerKeys } from './query-keys';

export type CustomerNoteBody = EndpointInput<typeof saveCustomerNoteEndpoint>['body'];

/** Saves the whole note (empty deletes it), refused when `version` is no longer the stored one (decision 025). */
export function saveCustomerNote({ id, body }: { id: string; body: CustomerNoteBody }): Promise<EndpointResponse<typeof saveCustomerNoteEndpoint>> {
  return apiCall<typeof saveCustomerNoteEndpoint>('PUT /api/admin/customers/:id/note', { params: { id }, body });
}

export function useSaveCustomerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomerNote,
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: adminCustomerKeys.detail(id) }),
  });
}
