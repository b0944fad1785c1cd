import { z } from '../shared/zod';
import { searchSynonymsBody } from './product-search-schemas';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';
import { editConflictError, editVersionField, versionDtoSchema } from '../shared/edit-version';

const tag = adminTag('Search');

/** A synonym as answers carry it: the request schema's lower-casing is a transform, which an answer cannot be encoded through. */
const searchSynonymDtoSchema = z.object({ term: z.string(), means: z.array(z.string()) });

const synonymsAnswer = z.object({
  success: z.literal(true),
  /** The shop's own list, always in force (packages/core/src/catalog/product-search.ts). */
  builtIn: z.array(searchSynonymDtoSchema),
  /** The owner's additions; a term here takes precedence over the same built-in term. */
  synonyms: z.array(searchSynonymDtoSchema),
  /** The version of the owner's list: what a save sends back (decision 025). */
  version: versionDtoSchema,
});

export const getSearchSynonyms = defineEndpoint({
  method: 'GET',
  path: '/api/admin/search-synonyms',
  summary: "The search's synonyms: the built-in ones and the owner's own",
  tag,
  auth: 'admin',
  success: { body: synonymsAnswer },
});

export const putSearchSynonyms = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/search-synonyms',
  summary: "Replace the owner's own synonyms ({ synonyms: [{ term, means: [words] }] })",
  tag,
  auth: 'admin',
  request: { body: searchSynonymsBody.extend(editVersionField) },
  success: { body: synonymsAnswer.extend({ message: z.string() }) },
  errors: { 409: editConflictError() },
});
