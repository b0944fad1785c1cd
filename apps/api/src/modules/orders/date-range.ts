const DAY_MS = 86_400_000;

/** A bare day means the whole of that day (UTC); a date and time is taken as it is. */
export function rangeStart(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
}
export function rangeEnd(text: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(Date.parse(`${text}T00:00:00Z`) + DAY_MS) : new Date(Date.parse(text) + 1);
}
