import type { getSearchSynonyms as getSearchSynonymsEndpoint } from '@shop/core/catalog/admin-search-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

export type SearchSynonyms = Omit<EndpointResponse<typeof getSearchSynonymsEndpoint>, 'success'>;
export type SearchSynonym = SearchSynonyms['synonyms'][number];

/** The shop's built-in synonyms and the owner's own (docs/product.md §7 Search). */
export async function getSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonyms> {
  const { builtIn, synonyms, version } = await apiCall<typeof getSearchSynonymsEndpoint>('GET /api/admin/search-synonyms', { signal });
  return { builtIn, synonyms, version };
}

export function searchSynonymsQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.searchSynonyms,
    queryFn: ({ signal }) => getSearchSynonyms(signal),
    meta: privateQueryMeta,
  });
}

export function useSearchSynonyms() {
  return useQuery(searchSynonymsQueryOptions());
}
