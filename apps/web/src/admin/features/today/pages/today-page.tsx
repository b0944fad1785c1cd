import type { OrderStatus } from '@shop/core/orders/cancellation';
import { formatRupees } from '@shop/core/shared/money';
import { deliveryAttemptReasonLabels, deliveryAttemptReasons } from '@shop/core/delivery/parcel-story';
import { AlertTriangle, Ban, ChevronRight, MailWarning, MessageSquareText, PackageMinus, PackageX, Send, ShieldAlert, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { shopToday, shopWeekMonday, useShopTimeZone } from '../../../lib/shop-time';
import { useOverview, type AdminOverview } from '../api/get-overview';
import { useReportSummary, type OrderReport, type ReportDays } from '../../reports/api/get-report-summary';

/** The orders the owner has to move on, in the order the work is done (docs/product.md §4). */
const ordersToMove: readonly { status: OrderStatus; label: string; next: string }[] = [
  { status: 'Order Placed', label: 'Waiting for confirmation', next: 'Confirm with the customer' },
  { status: 'Confirmed', label: 'To pack', next: 'Start packing' },
  { status: 'Packing', label: 'To ship', next: 'Hand to the courier' },
  { status: 'Shipped', label: 'With the courier', next: 'Mark out for delivery' },
  { status: 'Out for delivery', label: 'Out for delivery', next: 'Mark delivered when paid' },
];

const shopDate = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', weekday: 'long', day: 'numeric', month: 'long' });

function CountTile({ to, count, label, note }: { to: string; count: number; label: string; note: string }) {
  const waiting = count > 0;
  return (
    <Link
      to={to}
      className={`group flex min-h-24 flex-col justify-between rounded-2xl border p-4 transition-colors ${
        waiting ? 'border-leaf-200 bg-white hover:border-leaf-600' : 'border-linen bg-white/60 hover:border-leaf-200'
      }`}
    >
      <span className={`text-3xl font-semibold tabular-nums ${waiting ? 'text-leaf-800' : 'text-muted'}`}>{count}</span>
      <span className="mt-1 flex items-center justify-between gap-2 text-sm font-medium text-ink">
        {label}
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-leaf-700" />
      </span>
      <span className="text-xs text-muted">{note}</span>
    </Link>
  );
}

function ReportFigure({ label, value, to, wide = false }: { label: string; value: ReactNode; to?: string; wide?: boolean }) {
  const content = (
    <>
      <span className="block text-xs text-muted">{label}</span> <span className="block text-xl font-semibold tabular-nums text-ink">{value}</span>
    </>
  );
  return (
    <li className={wide ? 'col-span-2' : undefined}>
      {to ? (
        <Link to={to} className="flex min-h-16 flex-col justify-center rounded-xl px-3 py-2 hover:bg-leaf-50">
          {content}
        </Link>
      ) : (
        <p className="flex min-h-16 flex-col justify-center px-3 py-2">{content}</p>
      )}
    </li>
  );
}

function ReportCard({ title, period, report }: { title: string; period: ReportDays; report: ReturnType<typeof useReportSummary> }) {
  const id = `report-${period.from}-${period.to}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-linen bg-white p-3">
      <h3 id={id} className="px-3 pt-1 font-sans text-sm font-semibold text-ink">
        {title}
      </h3>
      {report.isPending ? (
        <div className="p-3">
          <LoadingRows rows={1} />
        </div>
      ) : report.isError ? (
        <div className="p-3">
          <LoadError error={report.error} onRetry={() => void report.refetch()} />
        </div>
      ) : (
        <ReportFigures report={report.data} period={period} periodName={title.toLowerCase()} />
      )}
    </section>
  );
}

/**
 * docs/product.md §4 The parcel's story: the courier's failed attempts in the period, and why, the
 * reasons that happened most first; a quiet line when there were none.
 */
function FailedDeliveries({ attempts, period }: { attempts: OrderReport['deliveryAttempts']; period: string }) {
  const reasons = deliveryAttemptReasons.filter((reason) => attempts.byReason[reason] > 0).sort((a, b) => attempts.byReason[b] - attempts.byReason[a]);
  return (
    <div className="mx-3 mt-1 border-t border-linen pb-1 pt-3">
      <p className="flex items-center gap-2 text-sm text-ink">
        <PackageX aria-hidden="true" className={`size-4 shrink-0 ${attempts.total > 0 ? 'text-orange-700' : 'text-muted'}`} />
        <span className="min-w-0 flex-1">Failed delivery attempts</span>
        <span className={`text-lg font-semibold tabular-nums ${attempts.total > 0 ? 'text-ink' : 'text-muted'}`}>{attempts.total}</span>
      </p>
      {attempts.total > 0 ? (
        <>
          <p className="mt-0.5 pl-6 text-xs text-muted">{attempts.orders === 1 ? 'On 1 order' : `On ${attempts.orders} orders`}</p>
          <ul aria-label={`Failed delivery attempts ${period}, by reason`} className="mt-2 space-y-1 pl-6">
            {reasons.map((reason) => (
              <li key={reason} className="flex justify-between gap-3 text-sm text-ink">
                <span className="min-w-0">{deliveryAttemptReasonLabels[reason]}</span>
                <span className="font-medium tabular-nums">{attempts.byReason[reason]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * Each count opens the orders it counts: those whose step happened in the period's days (the order
 * list's on=, as the report counts them), not every order at that status.
 */
function ReportFigures({ report, period, periodName }: { report: OrderReport; period: ReportDays; periodName: string }) {
  return (
    <>
      <ul className="grid grid-cols-2 gap-1">
        <ReportFigure label="Placed" value={report.placed} to={consolePath('orders', { ...period })} />
        <ReportFigure label="Delivered" value={report.delivered} to={consolePath('orders', { on: 'delivered', ...period })} />
        <ReportFigure label="Returned" value={report.returned} to={consolePath('orders', { on: 'returned', ...period })} />
        <ReportFigure label="Cancelled" value={report.cancelled} to={consolePath('orders', { on: 'cancelled', ...period })} />
        <ReportFigure label="Cash collected" value={formatRupees(report.cashCollected)} wide />
      </ul>
      <FailedDeliveries attempts={report.deliveryAttempts} period={periodName} />
    </>
  );
}

function AttentionRow({ to, icon, count, children }: { to: string; icon: ReactNode; count: number; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-leaf-50">
        <span aria-hidden="true" className={count > 0 ? 'text-clay' : 'text-muted'}>
          {icon}
        </span>
        <span className="min-w-0 flex-1 text-sm text-ink">{children}</span>
        <span className={`text-lg font-semibold tabular-nums ${count > 0 ? 'text-clay-deep' : 'text-muted'}`}>{count}</span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

function NeedsAttention({ overview }: { overview: AdminOverview }) {
  return (
    <ul className="divide-y divide-linen rounded-2xl border border-linen bg-white p-1">
      <AttentionRow to={consolePath('products', { lowStock: true })} icon={<PackageMinus className="size-5" />} count={overview.lowStockProducts}>
        Products with {overview.lowStockThreshold} or fewer in stock
      </AttentionRow>
      <AttentionRow to={consolePath('reviews', { answered: false })} icon={<MessageSquareText className="size-5" />} count={overview.unansweredReviews}>
        Reviews waiting for a reply
      </AttentionRow>
      <AttentionRow to={consolePath('messages', { handled: false })} icon={<Send className="size-5" />} count={overview.unhandledMessages}>
        Contact messages to answer
      </AttentionRow>
      <AttentionRow to={consolePath('messages', { section: 'failed' })} icon={<MailWarning className="size-5" />} count={overview.failedMessages}>
        Emails and notifications that could not be sent
      </AttentionRow>
    </ul>
  );
}

function RiskLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 transition-colors hover:border-red-400"
      >
        <span aria-hidden="true" className="shrink-0 text-red-700">
          {icon}
        </span>
        <span className="min-w-0 flex-1">{children}</span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
    </li>
  );
}

const openOrdersFrom = (count: number, kind: 'blocked' | 'risky') =>
  count === 1 ? `1 open order from a ${kind} customer` : `${count} open orders from ${kind} customers`;

/**
 * docs/product.md §4 Trust: open orders whose customer refused parcels, faked orders or is blocked. The
 * owner calls before sending them, so they come first and only when there are some.
 */
function OrdersAtRisk({ atRisk }: { atRisk: AdminOverview['ordersAtRisk'] }) {
  if (atRisk.risky === 0 && atRisk.blocked === 0) return null;
  return (
    <ul aria-label="Orders at risk" className="space-y-2">
      {atRisk.blocked > 0 ? (
        <RiskLink to={consolePath('orders', { risk: 'blocked' })} icon={<Ban className="size-5" />}>
          <span className="block font-semibold">{openOrdersFrom(atRisk.blocked, 'blocked')}</span>
          <span className="block text-sm">Cancel them, or lift the block if it was a mistake.</span>
        </RiskLink>
      ) : null}
      {atRisk.risky > 0 ? (
        <RiskLink to={consolePath('orders', { risk: 'risky' })} icon={<ShieldAlert className="size-5" />}>
          <span className="block font-semibold">{openOrdersFrom(atRisk.risky, 'risky')}</span>
          <span className="block text-sm">Call them and make sure before you send anything.</span>
        </RiskLink>
      ) : null}
    </ul>
  );
}

const deliveriesUnpaid = (count: number, days: number) =>
  `${count === 1 ? '1 delivery' : `${count} deliveries`} unpaid for more than ${days === 1 ? '1 day' : `${days} days`}`;

/**
 * docs/product.md §4 What every courier owes: the cash couriers collected at the door and have not paid
 * out yet, and a warning when deliveries wait longer for it than the shop's setting allows.
 */
function CourierCash({ cash }: { cash: AdminOverview['courierCash'] }) {
  const overdue = cash.overdueParcels > 0;
  return (
    <Link
      to={consolePath('couriers')}
      className={`group flex items-center gap-4 rounded-2xl border bg-white p-4 transition-colors hover:border-leaf-600 ${overdue ? 'border-red-200' : 'border-linen'}`}
    >
      <Truck aria-hidden="true" className="size-6 shrink-0 text-leaf-700" />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="block text-2xl font-semibold tabular-nums text-ink">{formatRupees(cash.outstanding)}</span>
        <span className="block text-sm text-ink">
          {cash.unpaidParcels === 1 ? '1 parcel delivered and not paid for yet' : `${cash.unpaidParcels} parcels delivered and not paid for yet`}
        </span>
        {overdue ? (
          <span className="flex items-center gap-1.5 text-sm font-semibold text-red-800">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {deliveriesUnpaid(cash.overdueParcels, cash.overdueDays)}
          </span>
        ) : null}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted group-hover:text-leaf-700" />
    </Link>
  );
}

/** The console's landing screen (docs/product.md §10): what waits for the owner, and how the shop is doing. */
export function TodayPage() {
  // Fixed while the screen is open: the periods must not shift under the cached reports.
  const [now] = useState(() => new Date());
  const timeZone = useShopTimeZone();
  const todayDays = { from: shopToday(now, timeZone), to: shopToday(now, timeZone) };
  const weekDays = { from: shopWeekMonday(now, timeZone), to: todayDays.to };
  const overview = useOverview();
  const today = useReportSummary(todayDays);
  const week = useReportSummary(weekDays);

  return (
    <ConsolePage title="Today" description={shopDate.format(now)}>
      <div className="space-y-8">
        {overview.data ? <OrdersAtRisk atRisk={overview.data.ordersAtRisk} /> : null}
        <section aria-labelledby="orders-to-move">
          <h2 id="orders-to-move" className="mb-3 text-lg text-ink">
            Orders to move on
          </h2>
          {overview.isPending ? (
            <LoadingRows rows={2} label="Loading orders…" />
          ) : overview.isError ? (
            <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
          ) : (
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
              {ordersToMove.map(({ status, label, next }) => (
                <CountTile key={status} to={consolePath('orders', { status })} count={overview.data.orders[status]} label={label} note={next} />
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="sales">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="sales" className="text-lg text-ink">
              Sales
            </h2>
            <Link to={consolePath('reports')} className="inline-flex min-h-11 items-center gap-1 px-1 text-sm font-semibold text-leaf-700 hover:underline">
              All reports
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <ReportCard title="Today" period={todayDays} report={today} />
            <ReportCard title="This week" period={weekDays} report={week} />
          </div>
        </section>

        <section aria-labelledby="courier-cash">
          <h2 id="courier-cash" className="mb-3 text-lg text-ink">
            Cash with couriers
          </h2>
          {overview.isPending ? <LoadingRows rows={1} label="Loading…" /> : overview.isError ? null : <CourierCash cash={overview.data.courierCash} />}
        </section>

        <section aria-labelledby="attention">
          <h2 id="attention" className="mb-3 flex items-center gap-2 text-lg text-ink">
            <AlertTriangle aria-hidden="true" className="size-5 text-clay" />
            Needs your attention
          </h2>
          {overview.isPending ? <LoadingRows rows={3} label="Loading…" /> : overview.isError ? null : <NeedsAttention overview={overview.data} />}
        </section>
      </div>
    </ConsolePage>
  );
}
