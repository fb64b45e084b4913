// Date checks of the writes (rentals, products, depot) that the schema cannot make.
import { YEARS_AHEAD } from '@portal/shared/rules';

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

/** Today as 'yyyy-MM-dd' (UTC; one day either way does not matter for these checks). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A wished date (delivery, pickup, a move): from today up to the end of next year. */
export function isComingDate(iso: string): boolean {
  const year = new Date().getUTCFullYear();
  return isDateInYears(iso, year, year + YEARS_AHEAD) && iso >= todayIso();
}
