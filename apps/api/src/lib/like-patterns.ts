/** LIKE's own wildcards in what the owner typed are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE pattern that finds `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for values starting with `text` (an order number). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
