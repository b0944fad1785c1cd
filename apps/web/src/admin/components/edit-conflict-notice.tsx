import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatShopDateTime } from '../lib/shop-time';
import type { EditConflict } from '../lib/edit-conflict';
import { buttonClass } from './buttons';

/**
 * Above a form's buttons when its save was refused because someone else saved the object since it was
 * opened (409 EDIT_CONFLICT, decision 025): who and when, in the shop's time. What the owner typed
 * stays in the fields to copy; 'Load their version' fetches the object again and puts it in the form.
 */
export function EditConflictNotice({
  conflict,
  subject,
  onReload,
  className = '',
}: {
  conflict: EditConflict | null;
  /** What was changed, as the sentence names it: 'this product', 'the delivery settings'. */
  subject: string;
  /** Fetches the object again and resets the form to it; the notice goes when it resolves. */
  onReload: () => Promise<unknown>;
  className?: string;
}) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!conflict) return null;
  const who = conflict.updatedBy ?? 'Someone else';
  const when = conflict.updatedAt ? ` at ${formatShopDateTime(conflict.updatedAt)}` : '';
  const reload = async () => {
    setLoading(true);
    setFailed(false);
    try {
      await onReload();
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <div role="alert" className={`space-y-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}>
      <p className="break-words">
        <strong className="font-semibold">{who}</strong> saved {subject}
        {when}, after you opened it, so your changes were not saved. What you typed is still here: copy what you want to keep, then load their version.
      </p>
      {failed ? <p>Their version could not be loaded. Check the connection and try again.</p> : null}
      <button type="button" className={buttonClass.secondary} disabled={loading} onClick={() => void reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {loading ? 'Loading their version…' : 'Load their version'}
      </button>
    </div>
  );
}
