/**
 * The plain half of shared/edit-version.ts (no zod, so the console may import it): the code of a save
 * refused because someone else saved the object since the form was opened (decision 025), and what
 * the refusal's `details` carry.
 */
export const EDIT_CONFLICT = 'EDIT_CONFLICT';

export interface EditConflictDetails {
  /** The version stored now. */
  version: number;
  /** When it was saved, ISO 8601. */
  updatedAt: string;
  /** Who saved it (the admin's name, else her email); null when no one did through the console. */
  updatedBy: string | null;
}
