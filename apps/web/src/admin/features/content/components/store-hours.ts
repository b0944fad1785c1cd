import { weekdayLabels, weekdays, type OperatingHours, type Weekday } from '@shop/core/business/business-details';

const shortDay = (day: Weekday) => weekdayLabels[day].slice(0, 3);

/**
 * A week's hours in one line, runs of days with the same hours joined: "Mon–Sat 09:00–18:00 · Sun closed".
 * The list shows it so the owner sees a store's week without opening it.
 */
export function weekSummary(hours: OperatingHours): string {
  const describe = (day: Weekday) => (hours[day].closed ? 'closed' : `${hours[day].open}–${hours[day].close}`);
  const runs: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of weekdays) {
    const last = runs[runs.length - 1];
    if (last && last.text === describe(day)) last.to = day;
    else runs.push({ from: day, to: day, text: describe(day) });
  }
  return runs.map((run) => `${run.from === run.to ? shortDay(run.from) : `${shortDay(run.from)}–${shortDay(run.to)}`} ${run.text}`).join(' · ');
}
