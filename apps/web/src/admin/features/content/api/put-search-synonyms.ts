import type { putSearchSynonyms as putSearchSynonymsEndpoint } from '@shop/core/catalog/admin-search-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';
import type { SearchSynonym } from './get-search-synonyms';

/**
 * Replaces the owner's whole list: the API takes no single synonym, so an add, edit or removal sends them
 * all, with the version of the list they were made from (decision 025).
 */
export async function putSearchSynonyms({ synonyms, version }: { synonyms: readonly SearchSynonym[]; version: number | undefined }) {
  const answer = await apiCall<typeof putSearchSynonymsEndpoint>('PUT /api/admin/search-synonyms', { body: { synonyms: [...synonyms], version } });
  return { message: answer.message, version: answer.version };
}

export function usePutSearchSynonyms() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: putSearchSynonyms, onSuccess: afterChange });
}
