import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time now, read again at each turn of the minute and when the tab comes back into view, so a store
 * card's 'Open Now' turns to 'Closed' at closing time without a reload.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setNow(new Date());
      arm();
    };
    const arm = () => {
      clearTimeout(timer);
      // A few milliseconds past the minute, so the new minute is the one read.
      timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS) + 20);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    arm();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
