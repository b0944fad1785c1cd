import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState, QueryView } from '../../../components/query-view';
import { courierPath, courierPayoutsPath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useCourierPayout, type CourierPayoutDetail } from '../api/get-courier-payout';
import { appliedPayoutOf } from '../applied-payout-state';
import { PayoutLines } from '../components/payout-lines';
import { PayoutTotals } from '../components/payout-totals';

const ordersText = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

function PayoutDetail({ payout }: { payout: CourierPayoutDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="payout-totals" className="space-y-3">
        <h2 id="payout-totals" className="text-lg text-ink">
          Totals
        </h2>
        <PayoutTotals totals={payout.totals} />
        <p className="text-sm text-ink">
          Marked delivered with it: {ordersText(payout.markedDelivered)} · marked returned: {ordersText(payout.markedReturned)}
        </p>
        <p className="text-sm">
          <Link to={courierPath(payout.courier)} className="font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
            What {payout.courier} still owes
          </Link>
        </p>
      </section>
      <section aria-labelledby="payout-lines" className="space-y-3">
        <h2 id="payout-lines" className="text-lg text-ink">
          Lines
        </h2>
        <PayoutLines lines={payout.lines} />
      </section>
    </div>
  );
}

/** /admin/courier-payouts/:payoutId: one payout as applied, its lines and the orders they paid. */
export function CourierPayoutPage() {
  const { payoutId = '' } = useParams();
  const location = useLocation();
  const query = useCourierPayout(payoutId);
  const payout = query.data;
  const applied = appliedPayoutOf(location.state);
  const notFound = isApiError(query.error) && query.error.status === 404;

  return (
    <ConsolePage
      title={payout ? `Payout from ${payout.courier}` : 'Payout'}
      description={
        payout
          ? `Applied ${formatShopDateTime(payout.appliedAt)}${payout.appliedBy ? ` by ${payout.appliedBy}` : ''} · ${payout.fileName ?? 'typed in'}`
          : undefined
      }
      back={
        <Link to={courierPayoutsPath} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to payouts
        </Link>
      }
    >
      {applied ? (
        <p role="status" className="mb-5 break-words rounded-2xl border border-leaf-200 bg-leaf-50 px-4 py-3 text-sm font-medium text-ink">
          {applied.message}
        </p>
      ) : null}
      {notFound ? (
        <EmptyState title="This payout does not exist">
          <Link to={courierPayoutsPath} className="font-semibold text-leaf-700 underline underline-offset-2">
            See all payouts
          </Link>
        </EmptyState>
      ) : (
        <QueryView query={query}>{(data) => <PayoutDetail payout={data} />}</QueryView>
      )}
    </ConsolePage>
  );
}
