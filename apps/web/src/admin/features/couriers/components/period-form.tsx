import { daysBetween, isShopDay } from '@shop/core/shared/shop-days';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/form-field';
import { buttonClass } from '../../../components/buttons';
import type { CourierPeriod } from '../api/get-courier-balances';

/** Why the two days make no period, or undefined when they do; either may be left empty (no limit that way). */
function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  if (from && !isShopDay(from)) return { field: 'from', message: 'Choose the first day, or leave it empty.' };
  if (to && !isShopDay(to)) return { field: 'to', message: 'Choose the last day, or leave it empty.' };
  if (from && to && daysBetween(from, to) < 0) return { field: 'to', message: 'The last day cannot be before the first.' };
  return undefined;
}

interface PeriodFormProps {
  period: CourierPeriod;
  today: string;
  onChoose: (period: CourierPeriod) => void;
}

/** From and To as the shop's days; both empty count every delivery since the shop began. */
export function PeriodForm({ period, today, onChoose }: PeriodFormProps) {
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(from, to);
    setProblem(found);
    if (!found) onChoose({ from: from || undefined, to: to || undefined });
  };
  const allTime = () => {
    setFrom('');
    setTo('');
    setProblem(undefined);
    onChoose({});
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Choose the period"
      className="grid grid-cols-2 items-start gap-3 rounded-2xl border border-linen bg-white p-4 sm:flex sm:items-end"
    >
      <TextField
        label="From"
        type="date"
        value={from}
        max={today}
        hint="Empty: the first delivery"
        onChange={(event) => setFrom(event.target.value)}
        error={problem?.field === 'from' ? problem.message : undefined}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        max={today}
        hint="Empty: today"
        onChange={(event) => setTo(event.target.value)}
        error={problem?.field === 'to' ? problem.message : undefined}
      />
      <button type="submit" className={`${buttonClass.primary} col-span-2 sm:col-span-1`}>
        Show
      </button>
      {period.from || period.to ? (
        <button type="button" onClick={allTime} className={`${buttonClass.quiet} col-span-2 sm:col-span-1`}>
          All time
        </button>
      ) : null}
    </form>
  );
}
