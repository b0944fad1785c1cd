import { EDIT_CONFLICT, type EditConflictDetails } from '@shop/core/shared/edit-conflict';
import { isApiError } from '../../lib/api-client';

/** Who saved the object since the form was opened, and when (decision 025). */
export type EditConflict = EditConflictDetails;

/**
 * The refusal of a save sent on a version someone else has since moved on (409 EDIT_CONFLICT), read
 * from the error's `details`; null for any other failure. Branches on status and code, never on the message.
 */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== EDIT_CONFLICT) return null;
  const details = error.details.details as Partial<EditConflictDetails> | undefined;
  return {
    version: typeof details?.version === 'number' ? details.version : 0,
    updatedAt: typeof details?.updatedAt === 'string' ? details.updatedAt : '',
    updatedBy: typeof details?.updatedBy === 'string' ? details.updatedBy : null,
  };
}

/**
 * The version of one object that several forms of a screen save parts of (the shop settings' low-stock
 * alert and trust limits): the version the screen was opened on, moved on by each form's save, so one
 * form's save does not make the other's stale; `onReload` loads their version into every form.
 */
export interface SharedEditVersion {
  version: number | undefined;
  onSaved: (version: number) => void;
  onReload: () => Promise<void>;
}

/**
 * The version a form holds after one of its saves answered: the answer's when it is the next one. A
 * call that takes no version (a status change) answers with a later one when someone else saved in
 * between; the form then keeps the version it knew, so its next save is refused rather than
 * overwriting what they saved.
 */
export function versionAfterSave(known: number, answered: number): number;
export function versionAfterSave(known: number | undefined, answered: number): number | undefined;
export function versionAfterSave(known: number | undefined, answered: number): number | undefined {
  return known === undefined || answered === known + 1 ? answered : known;
}
