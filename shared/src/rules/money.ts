/**
 * Euro amounts as the portal shows them (LOOK-AND-WORDS: Dutch notation, as the spec's
 * priceDisplay): '€ 1.285,00'. The api writes every priceDisplay and the invoice PDF with
 * `formatEuro`; the front ends show a stored amount ('1285.00', purchaseValue and
 * currentValue of a product) with `formatAmount`. One function, so no screen shows
 * '1285.00'.
 */

/** '€ 1.234,50' (and '€ -1.234,50' for a negative amount) of a number of cents. */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${sign}${euros},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Cents of a decimal as stored or typed ('1250', '1250,5', '1250.50', '-12.5'); null when
 * empty, NaN when it is not such a decimal.
 */
export function moneyCents(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : NaN;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match?.[2]) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/**
 * A stored amount ('1285.00', a number, or an amount already written as '€ 1.285,00') as
 * '€ 1.285,00'; null when there is none. Text that is not an amount is shown as it is.
 */
export function formatAmount(value: string | number | null | undefined): string | null {
  const cents = moneyCents(value);
  if (cents === null) return null;
  if (Number.isNaN(cents)) return typeof value === 'string' ? value : null;
  return formatEuro(cents);
}

/** A stored amount as a form field shows it for editing: '1285.00' -> '1285,00'. */
export function toMoneyInput(value: string | null | undefined): string {
  const cents = moneyCents(value);
  if (cents === null || Number.isNaN(cents)) return value ?? '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Cents of a price display such as '€ 4,50 per dag'; null when there is no amount. */
export function parseEuroCents(display: string | null): number | null {
  const match = display ? /(\d+(?:\.\d{3})*),(\d{2})/.exec(display) : null;
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2]);
}
