import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { loadingMessages, useActiveLoadingFlags } from '../../lib/loading-flags';

/** Quick loads finish before this, so the overlay never flashes for them. */
export const overlayDelayMs = 250;

/** docs/product.md §2 Header: a full-screen spinner with a message while any loading flag is on. */
export function LoadingOverlay() {
  const active = useActiveLoadingFlags();
  const busy = active.length > 0;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setDelayPassed(true), overlayDelayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);

  const visible = busy && delayPassed;
  const first = active[0];
  const message = first ? loadingMessages[first] : '';

  // The live region stays in the page so screen readers hear the message when it appears.
  return (
    <div
      role="status"
      aria-live="polite"
      className={visible ? 'fixed inset-0 z-[60] flex animate-fade-in flex-col items-center justify-center gap-4 bg-cream/85 backdrop-blur-[2px]' : 'sr-only'}
    >
      {visible ? (
        <>
          <Spinner className="size-12" />
          <p className="font-serif text-lg text-ink">{message}</p>
        </>
      ) : null}
    </div>
  );
}
