/**
 * The chosen articles and categories of a delivery request: the shared QuantityList (a
 * quantity box per item, at most 2 digits, default 1; empty or 0 refused with its message
 * next to the box, as is the server's message for an item the depot holds too few of; a
 * remove control). 'Selecteer een artikel of categorie' shows under it when it is empty.
 */
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { QuantityList, quantityInputId } from '@portal/shared/ui/forms';
import { itemKey, type TDepotItem } from '../depot-request-rules';

export const BASKET_ID = 'depot-basket';

/** The id of an item's quantity box (the error summary links to it). */
export function amountInputId(key: string): string {
  return quantityInputId(BASKET_ID, key);
}

export type TDepotBasketProps = {
  items: readonly TDepotItem[];
  error?: string | undefined;
  /** Message per item key (a refused quantity, or the server's message on that item). */
  itemErrors?: Record<string, string>;
  onAmountChange: (key: string, amount: string) => void;
  onRemove: (key: string) => void;
};

export function DepotBasket({
  items,
  error,
  itemErrors,
  onAmountChange,
  onRemove,
}: TDepotBasketProps) {
  return (
    <QuantityList
      id={BASKET_ID}
      title={TEXTS.basketTitle}
      emptyText={TEXTS.basketEmpty}
      items={items.map((item) => ({ key: itemKey(item), name: item.name, amount: item.amount }))}
      error={error}
      itemErrors={itemErrors ?? {}}
      amountLabel={TEXTS.amountLabel}
      removeLabelFor={TEXTS.removeFor}
      onAmountChange={onAmountChange}
      onRemove={onRemove}
    />
  );
}
