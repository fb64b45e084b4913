// Date checks of the writes (rentals, products, depot) that the schema cannot make.
import { todayIso, YEARS_AHEAD } from '@portal/shared/rules';

/** Whether 'yyyy-MM-dd' names a day that exists and whose year lies in [minYear, maxYear]. */
export function isDateInYears(iso: string, minYear: number, maxYear: number): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= minYear &&
    year <= maxYear
  );
}

/** The current year of the portal's day. */
export function currentYear(now: Date = new Date()): number {
  return Number(todayIso(now).slice(0, 4));
}

/** A wished date (delivery, pickup, a move): from today up to the end of next year. */
export function isComingDate(iso: string): boolean {
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  return isDateInYears(iso, year, year + YEARS_AHEAD) && iso >= today;
}
