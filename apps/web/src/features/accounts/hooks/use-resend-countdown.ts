import { useCallback, useEffect, useState } from 'react';

function secondsUntil(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * docs/product.md §4 Resend OTP: whole seconds left before another code may be asked for. Counted against a
 * fixed end time rather than by decrementing, so a tab the browser throttled in the background
 * still shows the true wait when the shopper comes back.
 */
export function useResendCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    const tick = () => {
      const left = secondsUntil(endsAt);
      setSecondsLeft(left);
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  /** Starts the wait again, e.g. after a resend or when the server asks for a longer one. */
  const restart = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, restart };
}
