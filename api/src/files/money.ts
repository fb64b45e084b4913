// Euro amounts as the portal shows them.

/** '€ 1.234,50' (and '€ -1.234,50' for negative amounts). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${sign}${euros},${String(abs % 100).padStart(2, '0')}`;
}

/** Cents of a price display such as '€ 4,50 per dag'; null when there is no amount. */
export function parseEuroCents(display: string | null): number | null {
  const match = display ? /(\d+(?:\.\d{3})*),(\d{2})/.exec(display) : null;
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2]);
}
