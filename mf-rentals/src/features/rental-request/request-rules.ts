/**
 * The rules of the rental request form (spec 001 §5): at least one article ('Selecteer een
 * artikel'), a location, a delivery date and a contact, each message next to its field and
 * all of them joined with commas; the amount per article has at most 2 digits, default 1;
 * the mattress size only when a chosen category has hasMeasurementsBed, and then required
 * ('Selecteer een matrasmaat', as the api answers: the spec's table does not list it);
 * client name and birth date only without general use. An amount of 0 or an empty amount
 * box is refused with a message (shared/rules quantity rule), never silently made 1. The
 * basket rule is the one of shared/rules request-basket.ts, shared with the depot request.
 */
import {
  basketAmountErrors,
  EMPTY_DELIVERY_WISH,
  isMattressAsked,
  MESSAGES,
  optionalText,
  QUANTITY_DEFAULT_TEXT,
  requestBasketErrors,
  requestBasketSummary,
  toDeliveryWish,
  type TBasketLine,
  type TDeliveryWishField,
  type TDeliveryWishValues,
} from '@portal/shared/rules';
import type { TRentalRequest } from '@portal/shared/contract/rentals';

/** One chosen category in the basket. */
export type TBasketItem = {
  categoryId: number;
  name: string;
  /** As typed: digits only, at most 2. */
  amount: string;
  key: string;
  priceDisplay: string | null;
  hasMeasurementsBed: boolean;
};

/** The fields of tier 2, as the inputs hold them. */
export type TRequestValues = TDeliveryWishValues & {
  departmentId: string;
  room: string;
  generalUse: boolean;
  clientName: string;
  birthDate: string;
};

export const EMPTY_REQUEST_VALUES: TRequestValues = {
  ...EMPTY_DELIVERY_WISH,
  departmentId: '',
  room: '',
  generalUse: false,
  clientName: '',
  birthDate: '',
};

export const DEFAULT_AMOUNT = QUANTITY_DEFAULT_TEXT;

/** The message per basket item (by key) whose amount is refused. */
export function amountErrors(items: readonly TBasketItem[]): Record<string, string> {
  return basketAmountErrors(items, (item) => item.key);
}

/** The items as the shared basket rule reads them. */
function basketLines(items: readonly TBasketItem[]): TBasketLine[] {
  return items.map((item) => ({ amount: item.amount, needsMattressSize: item.hasMeasurementsBed }));
}

/** Whether the mattress size is asked: a chosen category has hasMeasurementsBed. */
export function needsMattressSize(items: readonly TBasketItem[]): boolean {
  return isMattressAsked(basketLines(items));
}

export type TRequestField = 'articles' | 'amounts' | TDeliveryWishField;
export type TRequestErrors = Partial<Record<TRequestField, string>>;

/**
 * The message per failing field, in the order of the spec's table. `deliverDateError` is
 * the date field's own rule message (e.g. a day before today), which wins over 'Selecteer
 * een gewenste leverdatum'.
 */
export function validateRentalRequest(
  items: readonly TBasketItem[],
  values: Pick<TRequestValues, 'locationId' | 'deliverDate'> &
    Partial<Pick<TRequestValues, 'measurementsBed'>> & { contactId: string },
  deliverDateError?: string | null,
): TRequestErrors {
  const lines = basketLines(items);
  return requestBasketErrors('articles', MESSAGES.selectArticle, lines, values, deliverDateError);
}

/** The summary: every message joined with commas (spec 001 §5). */
export function requestErrorSummary(errors: TRequestErrors): string {
  return requestBasketSummary('articles', errors);
}

/** The payload of PUT /customer/rentals/request/article from a valid form. */
export function toRentalRequest(
  items: readonly TBasketItem[],
  values: TRequestValues & { contactId: string },
): TRentalRequest {
  return {
    articles: items.map((item) => ({
      categoryId: item.categoryId,
      name: item.name,
      amount: Number(item.amount),
      key: item.key,
      priceDisplay: item.priceDisplay,
    })),
    ...toDeliveryWish(values, needsMattressSize(items)),
    departmentId: values.departmentId ? Number(values.departmentId) : null,
    room: optionalText(values.room),
    generalUse: values.generalUse,
    clientName: values.generalUse ? null : optionalText(values.clientName),
    birthDate: values.generalUse || values.birthDate === '' ? null : values.birthDate,
  };
}
