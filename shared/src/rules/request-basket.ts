/**
 * The one basket rule of the delivery requests (spec 001 §5): the rental request and
 * 'Leveren uit depot' both need at least one chosen item (each area names the field and its
 * message), a quantity per item that validateQuantity accepts (the first refusal shown at
 * the basket), and the delivery wish (delivery-wish.ts), whose mattress size is asked only
 * once a chosen item needs it. The messages are joined with commas for the summary.
 */
import {
  deliveryWishErrors,
  deliveryWishMessages,
  type TDeliveryWishErrors,
  type TDeliveryWishValues,
} from './delivery-wish.js';
import { joinMessages } from './validation.js';
import { validateQuantity } from './quantity.js';

/** What the rule needs of a chosen item: its quantity as typed, whether it needs a mattress size. */
export type TBasketLine = { amount: string; needsMattressSize: boolean };

export type TRequestBasketErrors<TField extends string> = Partial<
  Record<TField | 'amounts', string>
> &
  TDeliveryWishErrors;

/** The message per item (by `keyOf`) whose quantity is refused. */
export function basketAmountErrors<TItem extends { amount: string }>(
  items: readonly TItem[],
  keyOf: (item: TItem) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const message = validateQuantity(item.amount);
    if (message) errors[keyOf(item)] = message;
  }
  return errors;
}

/** Whether the mattress size is asked: a chosen item needs it. */
export function isMattressAsked(lines: readonly TBasketLine[]): boolean {
  return lines.some((line) => line.needsMattressSize);
}

/**
 * The message per failing field, in the order of the form: `field` (the area's name of
 * the basket) when nothing is chosen, `amounts`, then the delivery wish. `deliverDateError`
 * is the date field's own rule message, which wins over 'Selecteer een gewenste leverdatum'.
 */
export function requestBasketErrors<TField extends string>(
  field: TField,
  emptyMessage: string,
  lines: readonly TBasketLine[],
  values: Pick<TDeliveryWishValues, 'locationId' | 'deliverDate'> &
    Partial<Pick<TDeliveryWishValues, 'measurementsBed'>> & { contactId: string },
  deliverDateError?: string | null,
): TRequestBasketErrors<TField> {
  const basket: Partial<Record<TField | 'amounts', string>> = {};
  if (lines.length === 0) basket[field] = emptyMessage;
  const amount = lines.map((line) => validateQuantity(line.amount)).find(Boolean);
  if (amount) basket.amounts = amount;
  return {
    ...basket,
    ...deliveryWishErrors(values, { isMattressAsked: isMattressAsked(lines), deliverDateError }),
  };
}

/** The summary: every message joined with commas (spec 001 §5). */
export function requestBasketSummary<TField extends string>(
  field: TField,
  errors: TRequestBasketErrors<TField>,
): string {
  const basket: Partial<Record<string, string>> = errors;
  return joinMessages([basket[field], basket['amounts'], ...deliveryWishMessages(errors)]);
}
