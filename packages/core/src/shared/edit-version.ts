import { z } from './zod';
import { EDIT_CONFLICT, type EditConflictDetails } from './edit-conflict';

export { EDIT_CONFLICT };

/**
 * No lost edits (issue 33 §1, decision 025): every object the owner edits has a `version`, 1 when it is
 * made and one more at every save. A save may send the version its form was opened on; when the stored
 * one differs, someone else saved in between, and the save is refused with 409 EDIT_CONFLICT, changing
 * nothing. A save without a version is unconditional (the original client's calls, scripts), and still
 * counts as a save.
 */

/** The largest version a body may send: PostgreSQL's integer. */
export const EDIT_VERSION_MAX = 2_147_483_647;

/** The `version` a save body may carry: a whole number from 1, as the admin answer gave it. */
export const editVersionSchema = z
  .int({ error: 'version must be a whole number' })
  .min(1, 'version must be at least 1')
  .max(EDIT_VERSION_MAX, `version must be at most ${EDIT_VERSION_MAX}`);

/** The field to add to a save body's object schema. */
export const editVersionField = { version: editVersionSchema.optional() };

/** The version on an admin answer. */
export const versionDtoSchema = z.number().int().min(1);

/** What the 409 carries in `details`: the version stored now, when and by whom it was saved. */
export const editConflictDetailsSchema = z.object({
  version: z.number().int().min(1),
  /** ISO 8601. */
  updatedAt: z.string(),
  /** The owner who saved it (her name, else her email); null when no one did through the console (the shop's own data). */
  updatedBy: z.string().nullable(),
});

export type { EditConflictDetails };

/** A contract's 409 for a save that takes a version (its other 409 codes may join it: `editConflictError(codes)`). */
export function editConflictError<const Codes extends readonly string[] = []>(
  otherCodes: Codes = [] as unknown as Codes,
  otherDetails?: z.ZodObject,
): { codes: readonly [typeof EDIT_CONFLICT, ...Codes]; details: z.ZodObject } {
  const details = z.object({ details: editConflictDetailsSchema });
  return { codes: [EDIT_CONFLICT, ...otherCodes], details: otherDetails ? otherDetails.extend(details.shape) : details };
}

/** Whether a save body changes anything besides the version it names: `{ version }` alone changes nothing. */
export function changesSomething(body: Record<string, unknown>): boolean {
  return Object.entries(body).some(([key, value]) => key !== 'version' && value !== undefined);
}
