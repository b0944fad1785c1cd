const all = ['admin', 'overview'] as const;

/** Today's numbers. Every console write invalidates `overviewKeys.all`, so they follow the owner's work. */
export const overviewKeys = {
  all,
};
