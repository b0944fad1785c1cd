import type { readPayoutColumns as readPayoutColumnsEndpoint } from '@shop/core/couriers/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';

export type PayoutColumnsReport = EndpointResponse<typeof readPayoutColumnsEndpoint>['report'];

/**
 * Sends the courier's report for its header row and first lines, and the columns chosen for this
 * courier last time (or guessed from the names), so the owner can say which column holds what.
 */
export async function readPayoutColumns({ courier, file }: { courier: string; file: File }): Promise<PayoutColumnsReport> {
  const form = new FormData();
  form.append('courier', courier);
  form.append('file', file);
  const { report } = await apiCall<typeof readPayoutColumnsEndpoint>('POST /api/admin/courier-payouts/columns', {
    form,
    timeoutMs: 60_000,
    fallbackMessage: 'The report could not be read.',
  });
  return report;
}

export function useReadPayoutColumns() {
  return useMutation({ mutationFn: readPayoutColumns });
}
