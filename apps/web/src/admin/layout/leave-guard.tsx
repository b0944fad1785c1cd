import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { buttonClass } from '../components/buttons';
import { discardUnsavedForms, hasUnsavedForms, isSaving, useHasUnsavedForms } from '../lib/unsaved-forms';

/**
 * docs/product.md §10 Drafts: moving to another screen (a link, the bottom bar, Back) while a
 * form holds unsaved changes asks first; a reload or a closed tab gets the browser's own question, and
 * the draft is offered back when the form opens again.
 */
export function LeaveGuard() {
  const unsaved = useHasUnsavedForms();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedForms() && !isSaving() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ModalDialog title="Leave without saving?" onClose={() => blocker.reset()} size="sm">
      <div className="space-y-4 text-sm text-ink">
        <p>You changed this form and have not saved it. If you leave now, your changes are lost.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => {
              discardUnsavedForms();
              blocker.proceed();
            }}
            className={buttonClass.danger}
          >
            Discard changes
          </button>
          <button type="button" onClick={() => blocker.reset()} className={buttonClass.primary}>
            Stay and save
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
