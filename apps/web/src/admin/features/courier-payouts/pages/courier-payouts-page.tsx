import { ArrowLeft, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { CourierPayoutsList } from '../../../components/courier-payouts-list';
import { SelectField } from '../../../components/form-fields';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { consolePath, newCourierPayoutPath } from '../../../lib/console-paths';
import { useCouriers } from '../../orders/api/get-couriers';
import { useCourierPayouts } from '../api/list-courier-payouts';

const PAGE_SIZE = 50;

/** /admin/courier-payouts: the payouts received, newest first; ?courier= one courier's, ?page= pages. */
export function CourierPayoutsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const courier = searchParams.get('courier') ?? '';
  const offset = (pageFromSearch(searchParams) - 1) * PAGE_SIZE;
  const payouts = useCourierPayouts({ courier: courier || undefined, limit: PAGE_SIZE, offset });
  const couriers = useCouriers();
  const names = couriers.data?.map((choice) => choice.name) ?? [];

  return (
    <ConsolePage
      title="Payouts"
      description="What the couriers paid, each matched to the parcels it paid for."
      back={
        <Link to={consolePath('couriers')} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to couriers
        </Link>
      }
      actions={
        <Link to={newCourierPayoutPath(courier || undefined)} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          Record a payout
        </Link>
      }
    >
      <div className="space-y-4">
        <SelectField
          label="Courier"
          value={courier}
          onChange={(event) => setSearchParams(event.target.value ? { courier: event.target.value } : {})}
          className="sm:max-w-xs"
        >
          <option value="">All couriers</option>
          {(courier && !names.includes(courier) ? [...names, courier] : names).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <div aria-busy={payouts.isPlaceholderData} className={payouts.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <QueryView
            query={payouts}
            isEmpty={(answer) => answer.payouts.length === 0 && offset === 0}
            empty={
              <EmptyState title={courier ? `No payout from ${courier} yet` : 'No payouts yet'}>
                <p>Record a courier’s payout when its payment reaches the bank: its parcels are matched to your orders.</p>
              </EmptyState>
            }
          >
            {(answer) => (
              <>
                <CourierPayoutsList payouts={answer.payouts} showCourier={!courier} />
                {answer.payouts.length === 0 ? <p className="text-sm text-muted">No payouts on this page.</p> : null}
                <Pager label="Payouts" page={answer} shown={answer.payouts.length} />
              </>
            )}
          </QueryView>
        </div>
      </div>
    </ConsolePage>
  );
}
