import type { getOrderReportSummary } from '@shop/core/orders/admin-reports-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { overviewKeys } from './query-keys';

export type OrderReport = EndpointResponse<typeof getOrderReportSummary>['report'];

export async function getReportSummary(from: string, signal?: AbortSignal): Promise<OrderReport> {
  const { report } = await apiCall<typeof getOrderReportSummary>('GET /api/admin/reports/summary', { query: { from }, signal });
  return report;
}

/** The period runs from `from` to now. */
export function reportSummaryQueryOptions(from: string) {
  return queryOptions({
    queryKey: overviewKeys.report(from),
    queryFn: ({ signal }) => getReportSummary(from, signal),
    meta: privateQueryMeta,
    refetchInterval: 60_000,
  });
}

export function useReportSummary(from: string) {
  return useQuery(reportSummaryQueryOptions(from));
}
