import { formatCountdown, msUntil } from '@shop/core/shared/countdown';
import { useEffect, useRef, useState } from 'react';

interface CountdownProps {
  /** When the time runs out. */
  endsAt: Date;
  /** Shown instead of 00:00:00 once it has run out: 'Deal Expired' on cards, 'Expired' on the deal page. */
  expiredText: string;
  /** Called once when the time runs out while shown, so the owner can e.g. stop sales. */
  onExpire?: () => void;
  className?: string;
}

/** docs/product.md §4 flash-sale countdown: HH:MM:SS to `endsAt`, updated every second. */
export function Countdown({ endsAt, expiredText, onExpire, className = '' }: CountdownProps) {
  const endTime = endsAt.getTime();
  const [remaining, setRemaining] = useState(() => msUntil(endsAt, new Date()));

  useEffect(() => {
    const end = new Date(endTime);
    const tick = () => {
      const left = msUntil(end, new Date());
      setRemaining(left);
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endTime]);

  // Kept in a ref so that a new callback each render does not count as running out again.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const expired = remaining === 0;
  useEffect(() => {
    if (expired) onExpireRef.current?.();
  }, [expired]);

  return (
    <span role="timer" className={`tabular-nums ${className}`}>
      {expired ? expiredText : formatCountdown(remaining)}
    </span>
  );
}
