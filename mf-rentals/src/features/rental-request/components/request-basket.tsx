/**
 * The chosen articles: each with an amount box (numeric keyboard, at most 2 digits,
 * default 1; 0 or empty is refused with its message next to the box) and a remove
 * control. 'Selecteer een artikel' shows here when it is empty.
 */
import {
  RENTALS_TEXTS as TEXTS,
  QUANTITY_MAX_LENGTH,
  sanitizeQuantity,
} from '@portal/shared/rules';
import { Button, CloseIcon } from '@portal/shared/ui';
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
  return `rentals-amount-${key}`;
}

export function RequestBasket({
  items,
  error,
  amountErrors = {},
  onAmountChange,
  onRemove,
}: TRequestBasketProps) {
  const errorId = `${BASKET_ID}-error`;
  return (
    <section className="rentals-basket" aria-labelledby={`${BASKET_ID}-title`}>
      <h2 id={`${BASKET_ID}-title`} className="ui-section-title">
        {TEXTS.basketTitle}
      </h2>
      <div id={BASKET_ID} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
        {items.length === 0 ? <p className="ui-muted">{TEXTS.basketEmpty}</p> : null}
        {items.length > 0 ? (
          <ul className="rentals-basket__list">
            {items.map((item) => {
              const inputId = amountInputId(item.key);
              const amountError = amountErrors[item.key];
              return (
                <li key={item.key} className="rentals-basket__item">
                  <span className="rentals-basket__name">
                    {item.name}
                    {item.priceDisplay ? (
                      <span className="rentals-basket__price">{item.priceDisplay}</span>
                    ) : null}
                  </span>
                  <span className="rentals-basket__amount">
                    <label htmlFor={inputId}>
                      {TEXTS.amountLabel}
                      <span className="visually-hidden"> {item.name}</span>
                    </label>
                    <input
                      id={inputId}
                      className="ui-input rentals-basket__input"
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      autoComplete="off"
                      maxLength={QUANTITY_MAX_LENGTH}
                      value={item.amount}
                      aria-invalid={amountError ? true : undefined}
                      aria-describedby={amountError ? `${inputId}-error` : undefined}
                      onChange={(event) =>
                        onAmountChange(item.key, sanitizeQuantity(event.target.value))
                      }
                    />
                  </span>
                  <Button
                    variant="secondary"
                    className="rentals-basket__remove"
                    icon={<CloseIcon />}
                    aria-label={TEXTS.removeArticleFor(item.name)}
                    onClick={() => onRemove(item.key)}
                  >
                    <span className="rentals-basket__remove-text">{TEXTS.removeArticle}</span>
                  </Button>
                  {amountError ? (
                    <p
                      id={`${inputId}-error`}
                      className="ui-field__error rentals-basket__error"
                      role="alert"
                    >
                      {amountError}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
