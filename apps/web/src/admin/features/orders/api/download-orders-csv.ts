import type { exportAdminOrders } from '@shop/core/orders/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The orders placed from one shop day to another, both included (the server's 30 days to today when left out). */
export interface OrdersCsvDays {
  from?: string | undefined;
  to?: string | undefined;
}

function ordersFileName({ from, to }: OrdersCsvDays, today: string): string {
  return from && to ? `orders-${from}-to-${to}.csv` : `orders-${today}.csv`;
}

/** Saves the orders placed in the days as a CSV file (GET /api/admin/orders.csv, streamed by the server). */
export function downloadOrdersCsv(days: OrdersCsvDays): Promise<void> {
  return downloadFile<typeof exportAdminOrders>('GET /api/admin/orders.csv', {
    accept: 'text/csv',
    fileName: ordersFileName(days, new Date().toISOString().slice(0, 10)),
    query: { from: days.from, to: days.to },
  });
}

export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
