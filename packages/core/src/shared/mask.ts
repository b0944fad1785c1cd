export const UNKNOWN_USER = 'Unknown User';

const emailShape = /^([^\s@]+)@([^\s@]+\.[^\s@]+)$/;

/** docs/product.md §5: review authors show as 'a***@domain.com'; a missing or unreadable email as 'Unknown User'. */
export function maskEmail(email: string | null | undefined): string {
  const match = emailShape.exec(email?.trim() ?? '');
  if (!match) return UNKNOWN_USER;
  const [, localPart = '', domain = ''] = match;
  // Array.from keeps a leading emoji or accented letter whole instead of splitting a surrogate pair.
  const firstCharacter = Array.from(localPart)[0] ?? '';
  return `${firstCharacter}***@${domain}`;
}
