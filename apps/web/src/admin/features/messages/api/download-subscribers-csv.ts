import type { exportAdminNewsletterSubscribers } from '@shop/core/messages/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

function subscribersFileName(now = new Date()): string {
  return `subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

/** Saves every active subscriber as a CSV file for a mailing tool. */
export function downloadSubscribersCsv(): Promise<void> {
  return downloadFile<typeof exportAdminNewsletterSubscribers>('GET /api/admin/newsletter/subscribers.csv', {
    accept: 'text/csv',
    fileName: subscribersFileName(),
  });
}

export function useDownloadSubscribersCsv() {
  return useMutation({ mutationFn: downloadSubscribersCsv });
}
