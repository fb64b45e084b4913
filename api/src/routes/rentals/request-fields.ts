// Date checks of the rental writes that the schema cannot make.

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
