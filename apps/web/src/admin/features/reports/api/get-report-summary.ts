import type { getOrderReportSummary } from '@shop/core/orders/admin-reports-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { reportKeys } from './query-keys';

export type OrderReport = EndpointResponse<typeof getOrderReportSummary>['report'];

/** A period of the shop's days, both included: '2026-11-23' to '2026-11-25'. */
export interface ReportDays {
  from: string;
  to: string;
}

export async function getReportSummary({ from, to }: ReportDays, signal?: AbortSignal): Promise<OrderReport> {
  const { report } = await apiCall<typeof getOrderReportSummary>('GET /api/admin/reports/summary', { query: { from, to }, signal });
  return report;
}

export function reportSummaryQueryOptions(period: ReportDays) {
  return queryOptions({
    queryKey: reportKeys.period(period.from, period.to),
    queryFn: ({ signal }) => getReportSummary(period, signal),
    meta: privateQueryMeta,
    // Today's numbers move while the console is open on the counter.
    refetchInterval: 60_000,
  });
}

/** The period on screen stays while another one loads, so the figures do not blink empty. */
export function useReportSummary(period: ReportDays, { keepPrevious = false, enabled = true } = {}) {
  return useQuery({ ...reportSummaryQueryOptions(period), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
