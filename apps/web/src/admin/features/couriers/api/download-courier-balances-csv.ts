import type { exportCourierBalances } from '@shop/core/couriers/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import type { CourierPeriod } from './get-courier-balances';

/** The file's name says the period it counts, so two downloads do not overwrite each other. */
function fileNameOf({ from, to }: CourierPeriod): string {
  if (!from && !to) return 'courier-balances.csv';
  return `courier-balances-${from || 'start'}-to-${to || 'now'}.csv`;
}

/** Saves the couriers' balances of the period as a CSV file, one row per courier and a total. */
export function downloadCourierBalancesCsv(period: CourierPeriod): Promise<void> {
  return downloadFile<typeof exportCourierBalances>('GET /api/admin/couriers/balances.csv', {
    accept: 'text/csv',
    fileName: fileNameOf(period),
    query: { from: period.from || undefined, to: period.to || undefined },
  });
}

export function useDownloadCourierBalancesCsv() {
  return useMutation({ mutationFn: downloadCourierBalancesCsv });
}
