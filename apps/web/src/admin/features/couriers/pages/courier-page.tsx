import { ArrowLeft, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { CourierPayoutsList } from '../../../components/courier-payouts-list';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, LoadingRows, QueryView } from '../../../components/query-view';
import { consolePath, courierPayoutsPath, newCourierPayoutPath } from '../../../lib/console-paths';
import { useCourierPayouts } from '../../courier-payouts/api/list-courier-payouts';
import { useCourierBalances } from '../api/get-courier-balances';
import { useUnpaidParcels } from '../api/list-unpaid-parcels';
import { BalanceFigures } from '../components/balance-figures';
import { OutstandingFigure } from '../components/outstanding-figure';
import { UnpaidParcelsList } from '../components/unpaid-parcels-list';

const PAGE_SIZE = 50;
const RECENT_PAYOUTS = 10;

const allTime = {};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/couriers/:courier: what one courier owes since the shop began, the parcels it has not paid for
 * (?page= pages them), and its latest payouts.
 */
export function CourierPage() {
  const { courier = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const page = pageFromSearch(searchParams);
  const balances = useCourierBalances(allTime);
  const unpaid = useUnpaidParcels({ courier, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const payouts = useCourierPayouts({ courier, limit: RECENT_PAYOUTS, offset: 0 });
  const payoutsOfCourier = `${courierPayoutsPath}?${new URLSearchParams({ courier }).toString()}`;

  return (
    <ConsolePage
      title={courier}
      description="What this courier still owes the shop, the parcels it has not paid for, and its payouts."
      back={
        <Link to={consolePath('couriers')} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to couriers
        </Link>
      }
      actions={
        <Link to={newCourierPayoutPath(courier)} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          Record a payout
        </Link>
      }
    >
      <div className="space-y-8">
        <Section id="courier-balance" title="Balance, all time">
          <QueryView query={balances} loading={<LoadingRows rows={2} label="Loading the balance…" />}>
            {(answer) => {
              const balance = answer.couriers.find((candidate) => candidate.courier === courier);
              if (!balance) {
                return (
                  <EmptyState title={`No parcel delivered by ${courier} yet`}>
                    <p>Once an order shipped with {courier} is delivered, what it owes for it shows here.</p>
                  </EmptyState>
                );
              }
              return (
                <div className="space-y-4 rounded-2xl border border-linen bg-white p-4 sm:p-5">
                  <OutstandingFigure balance={balance} overdueDays={answer.overdueDays} now={now} />
                  <BalanceFigures balance={balance} />
                </div>
              );
            }}
          </QueryView>
        </Section>

        <Section id="courier-unpaid" title="Delivered, not paid yet">
          <QueryView
            query={unpaid}
            loading={<LoadingRows rows={3} label="Loading the unpaid parcels…" />}
            isEmpty={(answer) => answer.parcels.length === 0 && page === 1}
            empty={
              <EmptyState title="Every delivered parcel is paid for">
                <p>{courier} owes nothing for the parcels it delivered.</p>
              </EmptyState>
            }
          >
            {(answer) => (
              <div aria-busy={unpaid.isPlaceholderData} className={unpaid.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <p className="mb-3 text-sm text-muted">Overdue: delivered more than {answer.overdueDays} days ago.</p>
                <UnpaidParcelsList parcels={answer.parcels} />
                {answer.parcels.length === 0 ? <p className="text-sm text-muted">No parcels on this page.</p> : null}
                <Pager label="Unpaid parcels" page={answer} shown={answer.parcels.length} />
              </div>
            )}
          </QueryView>
        </Section>

        <Section id="courier-payouts" title="Payouts received">
          <QueryView
            query={payouts}
            loading={<LoadingRows rows={2} label="Loading the payouts…" />}
            isEmpty={(answer) => answer.payouts.length === 0}
            empty={
              <EmptyState title={`No payout from ${courier} yet`}>
                <p>Record one when its payment reaches the bank.</p>
              </EmptyState>
            }
          >
            {(answer) => (
              <>
                <CourierPayoutsList payouts={answer.payouts} showCourier={false} />
                {answer.total > answer.payouts.length ? (
                  <Link to={payoutsOfCourier} className={`${buttonClass.quiet} mt-3`}>
                    All {answer.total} payouts from {courier}
                  </Link>
                ) : null}
              </>
            )}
          </QueryView>
        </Section>
      </div>
    </ConsolePage>
  );
}
