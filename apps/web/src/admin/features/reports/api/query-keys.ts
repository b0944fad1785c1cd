import { overviewKeys } from '../../today/api/query-keys';

/** Reports live under the overview's key: every console write invalidates `overviewKeys.all`, so they follow the owner's work. */
export const reportKeys = {
  all: [...overviewKeys.all, 'report'] as const,
  period: (from: string, to: string) => [...overviewKeys.all, 'report', from, to] as const,
};
