import { builtInSearchSynonyms } from '@shop/core/catalog/product-search';
import type { SearchSynonym } from '@shop/core/catalog/product-search-schemas';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { claimSettingEdit, settingVersion } from '../../lib/edit-version';
import { searchSynonymsKey } from './cached-reads';
import { ownerSearchSynonyms } from './service';
import { replaceOwnerSynonyms } from './search-repository';

export interface SearchSynonymLists {
  builtIn: SearchSynonym[];
  synonyms: SearchSynonym[];
  /** The version of the owner's list (decision 025). */
  version: number;
}

export async function searchSynonymLists(db: Queryable): Promise<SearchSynonymLists> {
  return {
    builtIn: builtInSearchSynonyms.map(({ term, means }) => ({ term, means: [...means] })),
    synonyms: await ownerSearchSynonyms(db),
    version: await settingVersion(db, 'search-synonyms'),
  };
}

/** Replaces the owner's synonyms in one audited write; every process's search reads them again at once. */
export function replaceSearchSynonyms(
  context: AppContext,
  actorId: string,
  synonyms: SearchSynonym[],
  version?: number | undefined,
): Promise<SearchSynonymLists> {
  return auditedWrite(context, { actorId, invalidates: [searchSynonymsKey] }, async (tx) => {
    await claimSettingEdit(tx, 'search-synonyms', version, actorId, context.clock.now(), 'Someone else saved the search words since you opened them.');
    const before = await ownerSearchSynonyms(tx);
    await replaceOwnerSynonyms(tx, synonyms);
    return {
      result: await searchSynonymLists(tx),
      audit: { action: 'update', entity: 'search_synonyms', entityId: null, before, after: synonyms },
    };
  });
}
