const units: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A backup interval such as 30m, 24h or 7d, in milliseconds; null for anything else. Strict on
 * purpose: "24" or "1 day" would otherwise be guessed at, and a wrong guess means no backups.
 */
export function parseInterval(text: string): number | null {
  const match = /^([1-9]\d{0,4})(m|h|d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * units[match[2]!]!;
}
