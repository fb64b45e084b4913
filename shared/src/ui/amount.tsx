/**
 * An amount as the portal shows it (LOOK-AND-WORDS): '€ 1.285,00' through the one
 * `formatAmount` of the rules, never broken between the euro sign and the number, with
 * tabular figures. A stored amount ('1285.00') and an api's priceDisplay ('€ 4,50 per
 * dag', left as written) both go through it; nothing is rendered without an amount.
 */
import { formatAmount } from '../rules/money.js';

export function Amount({ value }: { value: string | number | null | undefined }) {
  const text = formatAmount(value);
  return text === null ? null : <span className="ui-amount">{text}</span>;
}
