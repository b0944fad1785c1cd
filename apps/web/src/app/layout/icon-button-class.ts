/** The round 40px hit area shared by the header's icon controls. */
export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-leaf-50 hover:text-leaf-700';
