import type { exportCustomers } from '@shop/core/customers/admin-contract';
import type { CustomerSort } from '@shop/core/customers/customers';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** Saves the customers matching the list's search, in its order, as a CSV file (streamed by the server). */
export function downloadCustomersCsv({ q, sort }: { q: string; sort: CustomerSort }): Promise<void> {
  return downloadFile<typeof exportCustomers>('GET /api/admin/customers/export.csv', {
    accept: 'text/csv',
    fileName: `customers-${new Date().toISOString().slice(0, 10)}.csv`,
    query: { q: q || undefined, sort },
  });
}

export function useDownloadCustomersCsv() {
  return useMutation({ mutationFn: downloadCustomersCsv });
}
