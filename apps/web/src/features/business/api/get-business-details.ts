import type { PublicBusinessDetails } from '@shop/core/business/business-details';
import type { getBusinessDetails as getBusinessDetailsEndpoint } from '@shop/core/business/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { businessKeys } from './query-keys';

/**
 * What the shop shows when business details fail to load or leave a field empty (docs/product.md §2 Footer).
 * The shop's name comes only from its business details, so the fallback names no shop, it says what it sells.
 * Published with the call (decision 004): the header, footer, site meta and about page read these
 * beside the details themselves.
 */
export const businessDefaults = {
  companyName: 'Handmade skincare',
  description: 'Handmade, organic skincare crafted in small batches from plant oils, butters and botanicals: gentle on your skin and kind to the earth.',
  supportPhone: '+92 300 0000000',
  supportEmail: 'support@example.com',
  address: '12 Garden Street, Gulberg III, Lahore, Pakistan',
} as const;

/** docs/product.md §9: the logo must not wait longer than this; after it the bundled logo stays. */
export const businessDetailsTimeoutMs = 5_000;

export async function getBusinessDetails(signal?: AbortSignal): Promise<PublicBusinessDetails> {
  const body = await apiCall<typeof getBusinessDetailsEndpoint>('GET /api/business-details', {
    signal,
    timeoutMs: businessDetailsTimeoutMs,
    fallbackMessage: 'Failed to load business information',
  });
  return body.data;
}

export function businessDetailsQueryOptions() {
  return queryOptions({
    queryKey: businessKeys.details,
    queryFn: ({ signal }) => getBusinessDetails(signal),
    // The shop's name, contacts and logos change a few times a year; one load per visit is plenty.
    staleTime: 60 * 60_000,
    // docs/product.md §8: a failed load silently keeps the defaults, so a retry would only delay them.
    retry: false,
  });
}

export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
