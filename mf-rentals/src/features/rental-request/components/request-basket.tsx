/**
 * The chosen articles of the rental request: the shared QuantityList (a quantity box per
 * article, at most 2 digits, default 1; 0 or empty refused with its message next to the
 * box; a remove control), with each article's price under its name. 'Selecteer een
 * artikel' shows under it when it is empty.
 */
import { formatAmount, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { QuantityList, quantityInputId } from '@portal/shared/ui/forms';
import type { TBasketItem } from '../request-rules';

export type TRequestBasketProps = {
  items: readonly TBasketItem[];
  error?: string | undefined;
  /** Message per item key whose amount is refused (shown once checking is on). */
  amountErrors?: Record<string, string>;
  onAmountChange: (key: string, amount: string) => void;
  onRemove: (key: string) => void;
};

export const BASKET_ID = 'rentals-basket';

/** The id of an item's amount box (the error summary links to it). */
export function amountInputId(key: string): string {
  return quantityInputId(BASKET_ID, key);
}

export function RequestBasket({
  items,
  error,
  amountErrors = {},
  onAmountChange,
  onRemove,
}: TRequestBasketProps) {
  return (
    <QuantityList
      id={BASKET_ID}
      title={TEXTS.basketTitle}
      emptyText={TEXTS.basketEmpty}
      items={items.map((item) => ({
        key: item.key,
        name: item.name,
        detail: formatAmount(item.priceDisplay),
        amount: item.amount,
      }))}
      error={error}
      itemErrors={amountErrors}
      amountLabel={TEXTS.amountLabel}
      removeLabelFor={TEXTS.removeArticleFor}
      onAmountChange={onAmountChange}
      onRemove={onRemove}
    />
  );
}
