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
