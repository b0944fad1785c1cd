import type { putSearchSynonyms as putSearchSynonymsEndpoint } from '@shop/core/catalog/admin-search-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';
import type { SearchSynonym } from './get-search-synonyms';

/** Replaces the owner's whole list: the API takes no single synonym, so an add, edit or removal sends them all. */
export async function putSearchSynonyms(synonyms: readonly SearchSynonym[]) {
  const { message } = await apiCall<typeof putSearchSynonymsEndpoint>('PUT /api/admin/search-synonyms', { body: { synonyms: [...synonyms] } });
  return message;
}

export function usePutSearchSynonyms() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: putSearchSynonyms, onSuccess: afterChange });
}
