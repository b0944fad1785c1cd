import type { AuditFilter } from './list-audit-entries';

const all = ['admin', 'activity'] as const;

export const adminActivityKeys = {
  all,
  list: (filter: AuditFilter) => [...all, filter] as const,
};
