const MS_PER_SECOND = 1000;

/** Milliseconds from now until end; 0 once end has passed. */
export function msUntil(end: Date, now: Date): number {
  const remaining = end.getTime() - now.getTime();
  return Number.isFinite(remaining) && remaining > 0 ? remaining : 0;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * docs/product.md §4 flash-sale countdown as HH:MM:SS; hours keep counting past 24 ('53:04:09').
 * Partial seconds round up so '00:00:00' appears only once the time has really run out,
 * the same second isDealLive hides the deal.
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / MS_PER_SECOND) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}
