import type { listAuditEntries } from '@shop/core/console/admin-audit-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminActivityKeys } from './query-keys';

export type AuditPage = EndpointResponse<typeof listAuditEntries>;
export type AuditEntry = AuditPage['entries'][number];

export const AUDIT_ENTRIES_PER_PAGE = 50;

/** Who (an admin's email or account id), what (the kind of item) and which action; empty means any. */
export interface AuditFilter {
  actor: string;
  entity: string;
  action: string;
  /** From 1. */
  page: number;
}

/** One page of the audit log, newest first. */
export function listAudit({ actor, entity, action, page }: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return apiCall<typeof listAuditEntries>('GET /api/admin/audit', {
    query: {
      actor: actor || undefined,
      entity: entity || undefined,
      action: action || undefined,
      limit: AUDIT_ENTRIES_PER_PAGE,
      offset: (page - 1) * AUDIT_ENTRIES_PER_PAGE,
    },
    signal,
  });
}

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: adminActivityKeys.list(filter),
    queryFn: ({ signal }) => listAudit(filter, signal),
    meta: privateQueryMeta,
    // Every change anywhere in the console adds a line: each visit shows the log as it is now.
    staleTime: 0,
  });
}

/** Another filter or page keeps the last entries on screen until its own arrive. */
export function useAudit(filter: AuditFilter) {
  return useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });
}
