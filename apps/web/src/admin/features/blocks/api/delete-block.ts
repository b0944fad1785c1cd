import type { deleteAdminBlock } from '@shop/core/trust/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterBlocklistChange } from '../blocks-cache';

/** Lifts a block: the phone, email or account may order again. Answers the server's message. */
export async function deleteBlock(id: string): Promise<string> {
  const { message } = await apiCall<typeof deleteAdminBlock>('DELETE /api/admin/blocks/:id', {
    params: { id },
    fallbackMessage: 'The block could not be lifted.',
  });
  return message;
}

export function useDeleteBlock() {
  const afterChange = useAfterBlocklistChange();
  // Settled, not only succeeded: a block already lifted elsewhere (404) leaves the list too.
  return useMutation({ mutationFn: deleteBlock, onSettled: afterChange });
}
