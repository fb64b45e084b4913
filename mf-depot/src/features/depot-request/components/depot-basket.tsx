/**
 * The chosen articles and categories of a delivery request: each with a quantity box
 * (numeric keyboard, at most 2 digits, default 1; empty or 0 refused with its message next
 * to the box, as is the server's message for an item the depot holds too few of) and a
 * remove control. 'Selecteer een artikel of categorie' shows here when it is empty.
 */
import { DEPOT_TEXTS as TEXTS, QUANTITY_MAX_LENGTH, sanitizeQuantity } from '@portal/shared/rules';
import { Button, CloseIcon } from '@portal/shared/ui';
import { itemKey, type TDepotItem } from '../depot-request-rules';

export const BASKET_ID = 'depot-basket';

/** The id of an item's quantity box (the error summary links to it). */
export function amountInputId(key: string): string {
  return `depot-amount-${key}`;
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
  itemErrors = {},
  onAmountChange,
  onRemove,
}: TDepotBasketProps) {
  const errorId = `${BASKET_ID}-error`;
  return (
    <section className="depot-basket" aria-labelledby={`${BASKET_ID}-title`}>
      <h2 id={`${BASKET_ID}-title`} className="depot-section-title">
        {TEXTS.basketTitle}
      </h2>
      <div id={BASKET_ID} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
        {items.length === 0 ? <p className="depot-muted">{TEXTS.basketEmpty}</p> : null}
        {items.length > 0 ? (
          <ul className="depot-basket__list">
            {items.map((item) => {
              const key = itemKey(item);
              const inputId = amountInputId(key);
              const itemError = itemErrors[key];
              return (
                <li key={key} className="depot-basket__item">
                  <span className="depot-basket__name">{item.name}</span>
                  <span className="depot-basket__amount">
                    <label htmlFor={inputId}>
                      {TEXTS.amountLabel}
                      <span className="visually-hidden"> {item.name}</span>
                    </label>
                    <input
                      id={inputId}
                      className="ui-input depot-basket__input"
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      autoComplete="off"
                      maxLength={QUANTITY_MAX_LENGTH}
                      value={item.amount}
                      aria-invalid={itemError ? true : undefined}
                      aria-describedby={itemError ? `${inputId}-error` : undefined}
                      onChange={(event) =>
                        onAmountChange(key, sanitizeQuantity(event.target.value))
                      }
                    />
                  </span>
                  <Button
                    variant="secondary"
                    className="depot-basket__remove"
                    icon={<CloseIcon />}
                    aria-label={TEXTS.removeFor(item.name)}
                    onClick={() => onRemove(key)}
                  >
                    <span className="depot-basket__remove-text">{TEXTS.remove}</span>
                  </Button>
                  {itemError ? (
                    <p id={`${inputId}-error`} className="ui-field__error depot-basket__error">
                      {itemError}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
