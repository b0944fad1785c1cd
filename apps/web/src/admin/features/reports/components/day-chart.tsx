import { formatRupees } from '@shop/core/shared/money';
import { useId } from 'react';
import { formatShortDay, formatShopPeriod } from '../../../lib/shop-time';
import type { OrderReport } from '../api/get-report-summary';

type Day = OrderReport['days'][number];

/** One bar pair of the chart: a day, or a week of a long period (its first day names it). */
interface Bucket {
  from: string;
  to: string;
  placed: number;
  delivered: number;
}

/** Over two months a day's bars would be thinner than a line on a phone: the chart then draws weeks. */
const DAYS_DRAWN_MAX = 62;

export function chartBuckets(days: readonly Day[]): { buckets: Bucket[]; unit: 'day' | 'week' } {
  const size = days.length > DAYS_DRAWN_MAX ? 7 : 1;
  const buckets: Bucket[] = [];
  for (let index = 0; index < days.length; index += size) {
    const part = days.slice(index, index + size);
    buckets.push({
      from: part[0]!.date,
      to: part.at(-1)!.date,
      placed: part.reduce((sum, day) => sum + day.placed, 0),
      delivered: part.reduce((sum, day) => sum + day.delivered, 0),
    });
  }
  return { buckets, unit: size === 1 ? 'day' : 'week' };
}

const SLOT = 10;
const HEIGHT = 100;

/**
 * docs/product.md §10 Reports: orders placed and delivered per day, drawn as inline SVG (no chart
 * library: the console's JS budget). The drawing stretches to the screen's width, 375 px or 1280 px,
 * while its labels stay HTML at their own size. Screen readers get its title and a summary, and every
 * number is in the table under it ('Numbers by day').
 */
export function DayChart({ days }: { days: readonly Day[] }) {
  const titleId = useId();
  const descId = useId();
  const { buckets, unit } = chartBuckets(days);
  const highest = Math.max(1, ...buckets.map((bucket) => Math.max(bucket.placed, bucket.delivered)));
  const height = (count: number) => (count === 0 ? 0 : Math.max(2, (count / highest) * (HEIGHT - 4)));
  const placed = buckets.reduce((sum, bucket) => sum + bucket.placed, 0);
  const delivered = buckets.reduce((sum, bucket) => sum + bucket.delivered, 0);
  const busiest = buckets.reduce((best, bucket) => (bucket.placed > best.placed ? bucket : best), buckets[0]!);
  const first = buckets[0]!;
  const last = buckets.at(-1)!;
  const label = (bucket: Bucket) => (unit === 'day' ? formatShortDay(bucket.from) : `Week of ${formatShortDay(bucket.from)}`);

  return (
    <figure className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-xs text-muted">
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-leaf-600" /> Placed
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-clay" /> Delivered
          </span>
        </span>
        <span className="tabular-nums">
          Most in a {unit}: {highest}
        </span>
      </div>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${buckets.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-40 w-full rounded-xl border border-linen bg-white"
      >
        <title id={titleId}>{`Orders placed and delivered per ${unit}, ${formatShopPeriod(first.from, last.to)}`}</title>
        <desc id={descId}>
          {`${placed} placed and ${delivered} delivered in all; the busiest ${unit}, ${label(busiest)}, had ${busiest.placed} placed. Every ${unit}'s numbers are in the table below.`}
        </desc>
        {[0.5, 1].map((line) => (
          <line
            key={line}
            x1={0}
            x2={buckets.length * SLOT}
            y1={HEIGHT - line * (HEIGHT - 4)}
            y2={HEIGHT - line * (HEIGHT - 4)}
            className="stroke-linen"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {buckets.map((bucket, index) => (
          <g key={bucket.from}>
            <rect x={index * SLOT + 1} width={4} y={HEIGHT - height(bucket.placed)} height={height(bucket.placed)} className="fill-leaf-600" />
            <rect x={index * SLOT + 5} width={4} y={HEIGHT - height(bucket.delivered)} height={height(bucket.delivered)} className="fill-clay" />
          </g>
        ))}
      </svg>
      <figcaption className="flex justify-between gap-3 text-xs text-muted">
        <span>{formatShortDay(first.from)}</span>
        {buckets.length > 1 ? <span>{formatShortDay(last.from)}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Every day's numbers, as the chart draws them and more (the cash): under a summary the owner opens when she wants them. */
export function DayTable({ days }: { days: readonly Day[] }) {
  return (
    <details className="rounded-2xl border border-linen bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-leaf-700">Numbers by day</summary>
      <div className="overflow-x-auto px-2 pb-3">
        <table className="w-full text-sm">
          <caption className="sr-only">Orders placed and delivered, and cash collected, by day</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="px-2 py-2 font-medium">
                Day
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Placed
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Delivered
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Cash
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-linen">
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-normal text-ink">
                  {formatShortDay(day.date)}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{day.placed}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{day.delivered}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{formatRupees(day.cash)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
