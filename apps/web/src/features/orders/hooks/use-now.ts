import { useEffect, useState } from 'react';

/**
 * The current time in ms for a live countdown, refreshed every `intervalMs` while `keepTicking`
 * says so. It is asked with the hook's own last reading, so what the page shows and whether the
 * clock keeps running are decided from the same moment.
 */
export function useNow(keepTicking: (now: number) => boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  const active = keepTicking(now);
  useEffect(() => {
    if (!active) return undefined;
    // After a pause the last reading is old: start from the real time.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
