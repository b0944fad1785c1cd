import { Download, ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { FormAlert } from '../../../components/form-alert';
import { EmptyState, QueryView } from '../../../components/query-view';
import { courierPayoutsPath, newCourierPayoutPath } from '../../../lib/console-paths';
import { formatShopPeriod, shopToday, useShopTimeZone } from '../../../lib/shop-time';
import { useDownloadCourierBalancesCsv } from '../api/download-courier-balances-csv';
import { useCourierBalances, type CourierPeriod } from '../api/get-courier-balances';
import { CourierBalancesList, hasActivity } from '../components/courier-balances-list';
import { PeriodForm } from '../components/period-form';

/**
 * /admin/couriers (docs/product.md §4 What every courier owes): per courier, the cash it collected and
 * has not paid out, and the period's money with it. ?from=&to= (the shop's days) choose the period;
 * without them it is all time.
 */
export function CouriersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Fixed while the screen is open, so "n days" does not tick under the owner.
  const [now] = useState(() => new Date());
  const today = shopToday(now, useShopTimeZone());
  const period: CourierPeriod = { from: searchParams.get('from') ?? undefined, to: searchParams.get('to') ?? undefined };
  const balances = useCourierBalances(period);
  const download = useDownloadCourierBalancesCsv();
  const periodName = period.from || period.to ? formatShopPeriod(period.from, period.to) : 'All time';

  const choose = ({ from, to }: CourierPeriod) => {
    const next = new URLSearchParams();
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setSearchParams(next);
  };

  return (
    <ConsolePage
      title="Couriers"
      description="The cash each courier collected at the door and still owes the shop, and what its payouts brought in after its charges and tax."
      actions={
        <>
          <Link to={newCourierPayoutPath()} className={buttonClass.primary}>
            <Plus aria-hidden="true" className="size-4" />
            Record a payout
          </Link>
          <Link to={courierPayoutsPath} className={buttonClass.secondary}>
            <ListChecks aria-hidden="true" className="size-4" />
            Payouts
          </Link>
          <button type="button" className={buttonClass.secondary} disabled={download.isPending} onClick={() => download.mutate(period)}>
            <Download aria-hidden="true" className="size-4" />
            {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <FormAlert message={download.isError ? download.error.message : null} />
        <p className="sr-only" aria-live="polite">
          {download.isSuccess ? 'The CSV of the couriers’ balances is downloaded.' : ''}
        </p>
        <PeriodForm key={`${period.from ?? ''}-${period.to ?? ''}`} period={period} today={today} onChoose={choose} />
        <h2 className="text-lg text-ink">Deliveries: {periodName}</h2>
        <div aria-busy={balances.isPlaceholderData} className={balances.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <QueryView
            query={balances}
            isEmpty={(answer) => !answer.couriers.some(hasActivity)}
            empty={
              period.from || period.to ? (
                <EmptyState title="No parcels delivered in these days">
                  <p>Choose other days, or All time.</p>
                </EmptyState>
              ) : (
                <EmptyState title="No courier has delivered a parcel yet">
                  <p>Once an order shipped with a courier is delivered, what the courier owes for it shows here.</p>
                </EmptyState>
              )
            }
          >
            {(answer) => <CourierBalancesList balances={answer} now={now} />}
          </QueryView>
        </div>
      </div>
    </ConsolePage>
  );
}
