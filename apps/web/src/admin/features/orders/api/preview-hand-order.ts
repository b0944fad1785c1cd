import type { previewHandOrder as previewHandOrderEndpoint } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminOrderKeys } from './query-keys';

export type HandOrderPreviewBody = EndpointInput<typeof previewHandOrderEndpoint>['body'];
export type HandOrderPreview = EndpointResponse<typeof previewHandOrderEndpoint>;

/** What the order being taken comes to, priced by the server as it will price the order. */
export function previewHandOrder(body: HandOrderPreviewBody, signal?: AbortSignal): Promise<HandOrderPreview> {
  return apiCall<typeof previewHandOrderEndpoint>('POST /api/admin/orders/preview', { body, signal, fallbackMessage: 'The total could not be worked out.' });
}

export function handOrderPreviewQueryOptions(body: HandOrderPreviewBody) {
  return queryOptions({
    queryKey: adminOrderKeys.preview(body),
    queryFn: ({ signal }) => previewHandOrder(body, signal),
    meta: privateQueryMeta,
    // A refusal (a code that does not apply) is an answer to show, not a failure to retry.
    retry: false,
  });
}

/** Asks once there is something to price; the last total stays on screen while the next is worked out. */
export function useHandOrderPreview(body: HandOrderPreviewBody) {
  return useQuery({ ...handOrderPreviewQueryOptions(body), enabled: body.items.length > 0, placeholderData: keepPreviousData });
}
