/** How close a text is to its limit, shown only near it (the last 10%) so a short note carries no clutter. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  if (length < max * 0.9) return null;
  const left = max - length;
  return (
    <p aria-live="polite" className={`mt-1 text-right text-xs tabular-nums ${left <= 0 ? 'font-semibold text-red-700' : 'text-muted'}`}>
      {left <= 0 ? `${max} characters: the limit` : `${left} ${left === 1 ? 'character' : 'characters'} left`}
    </p>
  );
}
