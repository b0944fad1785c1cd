/**
 * A NUL, or half of a UTF-16 surrogate pair ("\ud800" in JSON): JSON carries both, PostgreSQL stores
 * neither (a jsonb column refuses the request; a text column would turn the half into U+FFFD).
 */
const unstorableCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableCharacter(text: string): boolean {
  return unstorableCharacter.test(text);
}

export type FieldPath = (string | number)[];

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): FieldPath {
  const path: FieldPath = [];
  for (let current: Visit | undefined = visit; current?.key !== undefined; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * Where the first string holding such a character sits in a parsed request (its key names count too),
 * or undefined. Walks with its own stack and parent links: a deeply nested body must neither overflow
 * the call stack nor cost a copy of its path at every level.
 */
export function findUnstorableText(value: unknown): FieldPath | undefined {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (hasUnstorableCharacter(visit.value)) return pathOf(visit);
    } else if (Array.isArray(visit.value)) {
      visit.value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, item] of Object.entries(visit.value)) {
        if (hasUnstorableCharacter(key)) return pathOf({ value: item, key, parent: visit });
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

export const unstorableTextMessage = (field: string) =>
  `${field || 'The request'} contains a character that cannot be stored (a NUL byte or half of an emoji). Please remove it.`;
