/** The year of an ISO date ('2021-03-04' -> '2021'), '' for none: lists and details show it. */
export function yearOf(date: string | null): string {
  return date ? date.slice(0, 4) : '';
}
