/**
 * The rules of the delivery request 'Leveren uit depot' (spec 001 §2.5, §5): at least one
 * article or category ('Selecteer een artikel of categorie'), a location, a delivery date
 * and a contact, each message next to its field and all of them joined with commas; a
 * quantity box per item (digits, at most 2, default 1; empty or 0 refused with its
 * message, never silently made 1); the mattress size only once a chosen item needs it, and
 * then required ('Selecteer een matrasmaat', as for the rental request): the one basket
 * rule of shared/rules request-basket.ts.
 */
import type { TDepotRequest } from '@portal/shared/contract/depot';
import {
  basketAmountErrors,
  EMPTY_DELIVERY_WISH,
  isMattressAsked,
  QUANTITY_DEFAULT_TEXT,
  requestBasketErrors,
  requestBasketSummary,
  toDeliveryWish,
  type TDeliveryWishField,
  type TDeliveryWishValues,
} from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';

/** One chosen article or category. */
export type TDepotItem = {
  kind: 'article' | 'category';
  /** The article's or the category's id. */
  id: number;
  name: string;
  /** As typed: digits only, at most 2. */
  amount: string;
  /** The item (or, for an article, its category) has hasMeasurementsBed. */
  needsMattressSize: boolean;
};

export const DEFAULT_AMOUNT = QUANTITY_DEFAULT_TEXT;

/** The stable key of an item: one per article and one per category. */
export function itemKey(item: Pick<TDepotItem, 'kind' | 'id'>): string {
  return `${item.kind}-${item.id}`;
}

/**
 * The form's fields, as the inputs hold them: the delivery fields, and 'Algemeen gebruik'
 * (spec 001 §3 "generalUse (sent as 'Ja' when set)"), asked as a checkbox (issue 38: it was
 * recorded as 'Ja' without being asked).
 */
export type TDepotRequestValues = TDeliveryWishValues & { isGeneralUse: boolean };

export const EMPTY_DEPOT_REQUEST_VALUES: TDepotRequestValues = {
  ...EMPTY_DELIVERY_WISH,
  isGeneralUse: false,
};

/** The message per item (by key) whose quantity is refused. */
export function amountErrors(items: readonly TDepotItem[]): Record<string, string> {
  return basketAmountErrors(items, itemKey);
}

/** Whether the mattress size is asked: a chosen item needs it. */
export function needsMattressSize(items: readonly TDepotItem[]): boolean {
  return isMattressAsked(items);
}

export type TDepotRequestField = 'items' | 'amounts' | TDeliveryWishField;
export type TDepotRequestErrors = Partial<Record<TDepotRequestField, string>>;

/**
 * The message per failing field, in the order of the form. `deliverDateError` is the date
 * field's own rule message (a day before today, a day that does not exist), which wins over
 * 'Selecteer een gewenste leverdatum'.
 */
export function validateDepotRequest(
  items: readonly TDepotItem[],
  values: Pick<TDepotRequestValues, 'locationId' | 'deliverDate' | 'measurementsBed'> & {
    contactId: string;
  },
  deliverDateError?: string | null,
): TDepotRequestErrors {
  return requestBasketErrors('items', TEXTS.selectItem, items, values, deliverDateError);
}

/** The summary: every message joined with commas (spec 001 §5). */
export function depotRequestErrorSummary(errors: TDepotRequestErrors): string {
  return requestBasketSummary('items', errors);
}

/** The payload of PUT /customer/depot/request from a valid form (spec 001 §3). */
export function toDepotRequest(
  items: readonly TDepotItem[],
  values: TDepotRequestValues & { contactId: string },
): TDepotRequest {
  return {
    articles: items
      .filter((item) => item.kind === 'article')
      .map((item) => ({ articleId: item.id, name: item.name, amount: Number(item.amount) })),
    categories: items
      .filter((item) => item.kind === 'category')
      .map((item) => ({ categoryId: item.id, amount: Number(item.amount) })),
    ...toDeliveryWish(values, needsMattressSize(items)),
    // why: spec 001 §3, "generalUse (sent as 'Ja' when set)": only when the user ticked it.
    ...(values.isGeneralUse ? { generalUse: 'Ja' as const } : {}),
  };
}

/**
 * The server's field messages ('articles.0.amount', 'categories.1') placed on the items
 * they name, by their position in the payload toDepotRequest built; 'categories' alone
 * names every category.
 */
export function serverItemErrors(
  items: readonly TDepotItem[],
  fields: Record<string, string> | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fields) return errors;
  const byKind = {
    articles: items.filter((item) => item.kind === 'article'),
    categories: items.filter((item) => item.kind === 'category'),
  };
  for (const [field, message] of Object.entries(fields)) {
    const match = /^(articles|categories)(?:\.(\d+))?(?:\.|$)/.exec(field);
    if (!match) continue;
    const ofKind = byKind[match[1] as keyof typeof byKind];
    // why: without an index the message is about the items of that kind together (the
    // same aid found for an article and for its category).
    const named = match[2] === undefined ? ofKind : [ofKind[Number(match[2])]];
    for (const item of named) if (item) errors[itemKey(item)] ??= message;
  }
  return errors;
}
