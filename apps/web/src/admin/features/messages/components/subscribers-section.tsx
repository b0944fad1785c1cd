import { Download } from 'lucide-react';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { EmptyState, QueryView } from '../../../components/query-view';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useDownloadSubscribersCsv } from '../api/download-subscribers-csv';
import { useSubscribers } from '../api/list-subscribers';

/** A phone need not draw thousands of rows to show who signed up lately; the file has everyone. */
const SHOWN_SUBSCRIBERS = 100;

function DownloadCsvButton() {
  const download = useDownloadSubscribersCsv();
  return (
    <div>
      <button
        type="button"
        disabled={download.isPending}
        onClick={() => download.mutate(undefined, { onSuccess: () => toast.success('Subscribers downloaded') })}
        className={buttonClass.secondary}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? 'Downloading…' : 'Download CSV'}
      </button>
      {download.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {download.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Who receives the newsletter: how many, the latest sign-ups, and the whole list as a file for a mailing tool. */
export function SubscribersSection() {
  const query = useSubscribers();
  return (
    <QueryView query={query}>
      {({ subscribers, total }) => (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink">
              <span className="text-2xl font-semibold">{total}</span> {total === 1 ? 'subscriber' : 'subscribers'}
            </p>
            {total > 0 ? <DownloadCsvButton /> : null}
          </div>
          {subscribers.length === 0 ? (
            <EmptyState title="No subscribers yet">Shoppers who sign up for the newsletter at the foot of the shop appear here.</EmptyState>
          ) : (
            <>
              <ul aria-label="Subscribers, newest first" className="divide-y divide-linen rounded-2xl border border-linen bg-white">
                {[...subscribers]
                  .reverse()
                  .slice(0, SHOWN_SUBSCRIBERS)
                  .map((subscriber) => (
                    <li key={subscriber.email} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                      <span className="min-w-0 break-all text-sm text-ink">{subscriber.email}</span>
                      <span className="shrink-0 text-xs text-muted">{formatShopDateTime(subscriber.subscribedAt)}</span>
                    </li>
                  ))}
              </ul>
              {subscribers.length > SHOWN_SUBSCRIBERS ? (
                <p className="mt-3 text-sm text-muted">
                  The latest {SHOWN_SUBSCRIBERS} are shown; the CSV file lists all {total}.
                </p>
              ) : null}
            </>
          )}
        </>
      )}
    </QueryView>
  );
}
