import type { createAdminBlock } from '@shop/core/trust/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterBlocklistChange } from '../blocks-cache';

export type BlockBody = EndpointInput<typeof createAdminBlock>['body'];
export type CreateBlockAnswer = EndpointResponse<typeof createAdminBlock>;

/** Blocks a phone number, an account's email or an account: it can no longer place orders. */
export function createBlock(body: BlockBody): Promise<CreateBlockAnswer> {
  return apiCall<typeof createAdminBlock>('POST /api/admin/blocks', { body, fallbackMessage: 'The block could not be saved.' });
}

/** Settled, not only succeeded: ALREADY_BLOCKED means the orders on screen may show an old risk. */
export function useCreateBlock() {
  const afterChange = useAfterBlocklistChange();
  return useMutation({ mutationFn: createBlock, onSettled: afterChange });
}
