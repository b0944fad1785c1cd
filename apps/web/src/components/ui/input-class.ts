/**
 * A text input's look: the forms' fields (form-field.tsx) and an input that stands alone, the discount code's,
 * which would otherwise bring the whole of form-field.tsx into the chunk every page loads first.
 */
export const inputClass =
  'w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 transition-colors focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-leaf-700 sm:text-sm';
