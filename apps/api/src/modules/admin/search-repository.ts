import type { SearchSynonym } from '@shop/core/product-search-schemas';
import type { Queryable } from '../../db/client';
import { searchSynonyms } from '../../db/schema/catalog';

/** Replaces the owner's whole list, keeping its order. */
export async function replaceOwnerSynonyms(tx: Queryable, synonyms: readonly SearchSynonym[]): Promise<void> {
  await tx.delete(searchSynonyms);
  if (synonyms.length === 0) return;
  await tx.insert(searchSynonyms).values(synonyms.map((synonym, position) => ({ term: synonym.term, means: synonym.means, position })));
}
