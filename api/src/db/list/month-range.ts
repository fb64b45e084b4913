// Month arithmetic of a list's key date: its month, the next, the months of a period.
import type { TKeyDateRange } from './list-filter.js';

/** 'YYYY-MM-01' of a date 'YYYY-MM-DD'. */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month after a month 'YYYY-MM-01'. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12
    ? `${year + 1}-01-01`
    : `${month.slice(0, 5)}${String(next).padStart(2, '0')}-01`;
}

/**
 * How a period of dates is counted: the whole months inside it from month counters (from
 * `first` to before `end`, 'YYYY-MM-01'; null: open), and the months it covers in part from
 * the rows: each edge names its month and the bound that keeps a period's rows to it (the
 * period's own bounds are in the search). A period from the 1st of a month to the last day
 * of one (a year, a quarter) has no edge at all.
 */
export function periodMonths(range: TKeyDateRange): {
  first: string | null;
  end: string | null;
  edges: { month: string; bound: { below: string } | { from: string } }[];
} {
  const fromMonth = range.from === null ? null : monthOf(range.from);
  const toMonth = range.to === null ? null : monthOf(range.to);
  const startsWhole = range.from === null || range.from.endsWith('-01');
  const endsWhole = toMonth === null || range.to === lastDayOf(toMonth);
  const edges: { month: string; bound: { below: string } | { from: string } }[] = [];
  if (fromMonth !== null && !startsWhole) {
    edges.push({ month: fromMonth, bound: { below: nextMonth(fromMonth) } });
  }
  if (toMonth !== null && !endsWhole && toMonth !== edges[0]?.month) {
    edges.push({ month: toMonth, bound: { from: toMonth } });
  }
  return {
    first: fromMonth === null ? null : startsWhole ? fromMonth : nextMonth(fromMonth),
    end: toMonth === null ? null : endsWhole ? nextMonth(toMonth) : toMonth,
    edges,
  };
}

/** The last day of a month 'YYYY-MM-01', 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return `${month.slice(0, 8)}${String(day.getUTCDate()).padStart(2, '0')}`;
}
