import { addDays } from '@clinic/domain';

// The date range of a report: clinic days 'YYYY-MM-DD', both ends included. Quick ranges are whole periods (this
// month is the 1st to the last day), so a report of "this month" and its export name say the same thing.

export const quickRanges = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type QuickRange = (typeof quickRanges)[number];

export interface DayRange {
  from: string;
  to: string;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const lastDayOfMonth = (year: number, month: number) => dayOf(new Date(Date.UTC(year, month + 1, 0)));

/** The days of a quick range around `today`; weeks start on Monday, as in Vietnam. */
export function quickRange(range: QuickRange, today: string): DayRange {
  const date = utc(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      const monday = addDays(today, -((date.getUTCDay() + 6) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: dayOf(new Date(Date.UTC(year, month, 1))), to: lastDayOfMonth(year, month) };
    case 'lastMonth':
      return { from: dayOf(new Date(Date.UTC(year, month - 1, 1))), to: lastDayOfMonth(year, month - 1) };
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** The quick range these days are, or null for a range picked by hand. */
export function matchingQuickRange(range: DayRange, today: string): QuickRange | null {
  return (
    quickRanges.find((quick) => {
      const days = quickRange(quick, today);
      return days.from === range.from && days.to === range.to;
    }) ?? null
  );
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
