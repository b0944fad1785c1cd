/**
 * The console's button looks, as class names for <button> and <Link> alike. Every one is at least
 * 44 px tall: the owner taps them with a thumb, between parcels.
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-leaf-700 text-white hover:bg-leaf-800`,
  secondary: `${base} border border-linen bg-white text-ink hover:border-leaf-600 hover:text-leaf-700`,
  danger: `${base} border border-red-200 bg-white text-red-700 hover:bg-red-50`,
  quiet: `${base} text-leaf-700 hover:bg-leaf-50`,
} as const;
