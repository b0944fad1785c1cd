import { useEffect, useState } from 'react';

/**
 * False until the browser has a quiet moment after the page first shows (at the latest after two
 * seconds): for work the first screen does not need, which would otherwise lengthen the tasks that
 * draw it on a slow phone.
 */
export function useFirstIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
