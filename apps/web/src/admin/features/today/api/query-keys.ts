const all = ['admin', 'overview'] as const;

/** Today's numbers. Every console write invalidates `overviewKeys.all`, so they follow the owner's work. */
export const overviewKeys = {
  all,
  /** Under the overview, so a write refreshes the report too. */
  report: (from: string) => [...all, 'report', from] as const,
};
