import type { OrderStep } from '@shop/core/orders/order-steps';
import { orderChannelLabels } from '@shop/core/orders/order-channels';
import { formatRupees } from '@shop/core/shared/money';
import { SHOP_DAYS_MAX, addDays, daysBetween, isShopDay } from '@shop/core/shared/shop-days';
import { ChevronRight, Download } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../../components/ui/form-field';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { FormAlert } from '../../../components/form-alert';
import { EmptyState, LoadingRows, QueryView } from '../../../components/query-view';
import { TabLinks } from '../../../components/tab-links';
import { consolePath } from '../../../lib/console-paths';
import { formatShopPeriod, shopToday, useShopTimeZone } from '../../../lib/shop-time';
import { useDownloadOrdersCsv } from '../../orders/api/download-orders-csv';
import { useReportSummary, type OrderReport, type ReportDays } from '../api/get-report-summary';
import { DayChart, DayTable } from '../components/day-chart';

/** The periods offered with one tap; `range` is two days of the owner's choosing. */
const presets = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7days', label: '7 days', days: 7 },
  { key: '30days', label: '30 days', days: 30 },
] as const;

type PeriodKey = (typeof presets)[number]['key'] | 'range';

const DEFAULT_PERIOD: PeriodKey = '7days';

/** What the address asks for: a preset (`?period=30days`), or a range (`?period=range&from=…&to=…`). */
function periodFromParams(params: URLSearchParams, today: string): { key: PeriodKey; days: ReportDays | undefined } {
  const asked = params.get('period');
  if (asked === 'range') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return { key: 'range', days: isShopDay(from) && isShopDay(to) && rangeProblem(from, to) === undefined ? { from, to } : undefined };
  }
  const preset = presets.find((candidate) => candidate.key === asked) ?? presets.find((candidate) => candidate.key === DEFAULT_PERIOD)!;
  return { key: preset.key, days: { from: addDays(today, 1 - preset.days), to: today } };
}

/** Why two days do not make a period the server takes, or undefined when they do. */
function rangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  if (!isShopDay(from)) return { field: 'from', message: 'Choose the first day.' };
  if (!isShopDay(to)) return { field: 'to', message: 'Choose the last day.' };
  if (daysBetween(from, to) < 0) return { field: 'to', message: 'The last day cannot be before the first.' };
  if (daysBetween(from, to) + 1 > SHOP_DAYS_MAX) return { field: 'from', message: `A report covers at most ${SHOP_DAYS_MAX} days (two years).` };
  return undefined;
}

/** Two date inputs for a period of the owner's choosing; the report follows once both make a period. */
function RangeForm({ days, today, onChoose }: { days: ReportDays | undefined; today: string; onChoose: (days: ReportDays) => void }) {
  const [from, setFrom] = useState(days?.from ?? addDays(today, -13));
  const [to, setTo] = useState(days?.to ?? today);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChoose({ from, to });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Choose the days"
      className="grid grid-cols-2 items-start gap-3 rounded-2xl border border-linen bg-white p-4 sm:flex sm:items-end"
    >
      <TextField
        label="From"
        type="date"
        value={from}
        max={today}
        onChange={(event) => setFrom(event.target.value)}
        error={problem?.field === 'from' ? problem.message : undefined}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        max={today}
        onChange={(event) => setTo(event.target.value)}
        error={problem?.field === 'to' ? problem.message : undefined}
      />
      <button type="submit" className={`${buttonClass.primary} col-span-2 sm:mb-0`}>
        Show report
      </button>
    </form>
  );
}

function CountFigure({ label, count, to, note }: { label: string; count: number; to: string; note: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex min-h-20 flex-col justify-between rounded-2xl border border-linen bg-white p-3 transition-colors hover:border-leaf-600"
      >
        <span className="text-2xl font-semibold tabular-nums text-ink">{count}</span>
        <span className="flex items-center justify-between gap-1 text-sm font-medium text-ink">
          {label}
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-leaf-700" />
        </span>
        <span className="sr-only">{note}</span>
      </Link>
    </li>
  );
}

function MoneyFigure({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <div className="rounded-2xl border border-linen bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-ink">{value}</dd>
      <dd className="mt-0.5 text-xs text-muted">{note}</dd>
    </div>
  );
}

const counted: readonly { step: OrderStep; label: string }[] = [
  { step: 'placed', label: 'Placed' },
  { step: 'confirmed', label: 'Confirmed' },
  { step: 'delivered', label: 'Delivered' },
  { step: 'returned', label: 'Returned' },
  { step: 'cancelled', label: 'Cancelled' },
];

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

function ReportView({ report, days }: { report: OrderReport; days: ReportDays }) {
  const nothing = counted.every(({ step }) => report[step] === 0) && report.cashCollected === 0;
  return (
    <div className="space-y-6">
      <section aria-labelledby="report-orders">
        <h2 id="report-orders" className="mb-3 text-lg text-ink">
          Orders
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {counted.map(({ step, label }) => (
            <CountFigure
              key={step}
              label={label}
              count={report[step]}
              note={`Open the orders ${step} ${formatShopPeriod(days.from, days.to)}`}
              to={consolePath('orders', { on: step === 'placed' ? undefined : step, from: days.from, to: days.to })}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="report-money">
        <h2 id="report-money" className="mb-3 text-lg text-ink">
          Money
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <MoneyFigure label="Cash collected" value={formatRupees(report.cashCollected)} note="Orders delivered, less refunds given" />
          <MoneyFigure
            label="Return rate"
            value={report.returnRate === null ? '—' : percent(report.returnRate)}
            note={report.returnRate === null ? 'No parcel shipped in these days' : `Of the ${report.shipped} parcels shipped in these days`}
          />
          <MoneyFigure
            label="Average order"
            value={report.averageOrder === null ? '—' : formatRupees(report.averageOrder)}
            note={report.averageOrder === null ? 'No order delivered in these days' : 'What a delivered order came to'}
          />
        </dl>
      </section>
      {nothing ? (
        <EmptyState title="No orders in these days">Choose a longer period, or come back when orders arrive.</EmptyState>
      ) : (
        <>
          <section aria-labelledby="report-days" className="space-y-3">
            <h2 id="report-days" className="text-lg text-ink">
              Day by day
            </h2>
            <DayChart days={report.days} />
            <DayTable days={report.days} />
          </section>
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="report-products">
              <h2 id="report-products" className="mb-3 text-lg text-ink">
                Top products
              </h2>
              {report.topProducts.length === 0 ? (
                <p className="text-sm text-muted">Nothing delivered and kept in these days.</p>
              ) : (
                <ol className="divide-y divide-linen rounded-2xl border border-linen bg-white">
                  {report.topProducts.map((product, index) => (
                    <li key={product.productId ?? product.name} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                      <span className="w-5 shrink-0 text-muted tabular-nums">{index + 1}</span>
                      <span className="min-w-0 flex-1 break-words text-ink">{product.name}</span>
                      <span className="shrink-0 font-medium tabular-nums">{product.units === 1 ? '1 unit' : `${product.units} units`}</span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="report-cities">
              <h2 id="report-cities" className="mb-3 text-lg text-ink">
                Orders by city
              </h2>
              {report.byCity.length === 0 ? (
                <p className="text-sm text-muted">No orders in these days.</p>
              ) : (
                <table className="w-full overflow-hidden rounded-2xl border border-linen bg-white text-sm">
                  <caption className="sr-only">Orders placed and cash collected by city</caption>
                  <thead>
                    <tr className="text-left text-xs text-muted">
                      <th scope="col" className="px-4 py-2 font-medium">
                        City
                      </th>
                      <th scope="col" className="px-2 py-2 text-right font-medium">
                        Orders
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-medium">
                        Cash
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-linen">
                    {report.byCity.map((city) => (
                      <tr key={city.city}>
                        <th scope="row" className="break-words px-4 py-2 text-left font-normal text-ink">
                          {city.city}
                        </th>
                        <td className="px-2 py-2 text-right tabular-nums">{city.orders}</td>
                        <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatRupees(city.cash)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
          <DiscountCodesUsed codes={report.discountCodes} />
          <OrdersByChannel channels={report.channels} />
        </>
      )}
      <CartsRecovered carts={report.carts} />
    </div>
  );
}

/** docs/product.md §2 Carts that come back: the reminders the shop sent in the period, and the carts they brought back. */
function CartsRecovered({ carts }: { carts: OrderReport['carts'] }) {
  return (
    <section aria-labelledby="report-carts">
      <h2 id="report-carts" className="mb-3 text-lg text-ink">
        Carts that came back
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <MoneyFigure label="Reminders sent" value={carts.reminded} note="Emails about a cart left behind" />
        <MoneyFigure label="Carts recovered" value={carts.recovered} note="Orders placed after a reminder" />
        <MoneyFigure label="Recovered sales" value={formatRupees(carts.recoveredValue)} note="What those orders came to" />
      </dl>
    </section>
  );
}

/**
 * docs/product.md §2 Orders taken by hand: where the period's orders came from, the website and each
 * channel she takes orders from by hand; channels without an order are left out once one has some.
 */
function OrdersByChannel({ channels }: { channels: OrderReport['channels'] }) {
  const used = channels.filter((channel) => channel.orders > 0 || channel.cash !== 0);
  return (
    <section aria-labelledby="report-channels">
      <h2 id="report-channels" className="mb-3 text-lg text-ink">
        Orders by channel
      </h2>
      {used.length === 0 ? (
        <p className="text-sm text-muted">No orders in these days.</p>
      ) : (
        <table className="w-full overflow-hidden rounded-2xl border border-linen bg-white text-sm">
          <caption className="sr-only">Orders placed and cash collected by where the order came from</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="px-4 py-2 font-medium">
                Channel
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Cash
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen">
            {used.map((channel) => (
              <tr key={channel.channel}>
                <th scope="row" className="px-4 py-2 text-left font-normal text-ink">
                  {orderChannelLabels[channel.channel]}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{channel.orders}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatRupees(channel.cash)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** docs/product.md §10 Reports: the codes the period's orders used (those cancelled or returned left out). */
function DiscountCodesUsed({ codes }: { codes: OrderReport['discountCodes'] }) {
  return (
    <section aria-labelledby="report-codes">
      <h2 id="report-codes" className="mb-3 text-lg text-ink">
        Discount codes
      </h2>
      {codes.length === 0 ? (
        <p className="text-sm text-muted">No order in these days used a discount code.</p>
      ) : (
        <table className="w-full overflow-hidden rounded-2xl border border-linen bg-white text-sm">
          <caption className="sr-only">Orders placed with each discount code, what it took off and what they came to</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="px-4 py-2 font-medium">
                Code
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Discount
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Sales
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen">
            {codes.map((code) => (
              <tr key={code.code}>
                <th scope="row" className="break-all px-4 py-2 text-left font-mono font-normal text-ink">
                  {code.code}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{code.orders}</td>
                <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatRupees(code.discount)}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatRupees(code.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * docs/product.md §10 Reports: how the shop did in a period of its days (today, 7 days, 30 days or two
 * days of the owner's choosing, all in the address): each count opens the orders it counts, the money,
 * the chart by day with its numbers, the top products, the cities; and the period's orders as CSV.
 */
export function ReportsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Fixed while the screen is open: the presets must not shift under the cached reports at midnight.
  const [now] = useState(() => new Date());
  const today = shopToday(now, useShopTimeZone());
  const period = periodFromParams(params, today);
  const shown = period.days ?? { from: today, to: today };
  const report = useReportSummary(shown, { keepPrevious: true, enabled: period.days !== undefined });
  const download = useDownloadOrdersCsv();
  const tabs = [
    ...presets.map((preset) => ({ label: preset.label, to: consolePath('reports', { period: preset.key }), current: period.key === preset.key })),
    { label: 'Choose dates', to: consolePath('reports', { period: 'range' }), current: period.key === 'range' },
  ];

  return (
    <ConsolePage
      title="Reports"
      description={period.days ? formatShopPeriod(period.days.from, period.days.to) : 'Choose the first and last day.'}
      actions={
        period.days ? (
          <button type="button" className={buttonClass.secondary} disabled={download.isPending} onClick={() => download.mutate(shown)}>
            <Download aria-hidden="true" className="size-4" />
            {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
          </button>
        ) : null
      }
    >
      <div className="space-y-5">
        <TabLinks label="Period" tabs={tabs} />
        {period.key === 'range' ? (
          <RangeForm
            key={`${period.days?.from}-${period.days?.to}`}
            days={period.days}
            today={today}
            onChoose={(days) => void navigate(consolePath('reports', { period: 'range', ...days }))}
          />
        ) : null}
        <FormAlert message={download.isError ? download.error.message : null} />
        <p className="sr-only" aria-live="polite">
          {download.isSuccess ? 'The CSV of the orders placed in these days is downloaded.' : ''}
        </p>
        {period.days ? (
          <div aria-busy={report.isPlaceholderData} className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <QueryView query={report} loading={<LoadingRows rows={3} label="Loading the report…" />}>
              {(data) => <ReportView report={data} days={shown} />}
            </QueryView>
          </div>
        ) : null}
      </div>
    </ConsolePage>
  );
}
