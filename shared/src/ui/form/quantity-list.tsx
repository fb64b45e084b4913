/**
 * The chosen items of an order form (the rental request's articles, the depot request's
 * articles and categories): a titled list where each item has a quantity box (numeric
 * keyboard, at most 2 digits, default 1 by the caller; what is typed keeps digits only) and
 * a 44 px remove button, and a message next to the box when the item is refused (an empty
 * box or 0, or the server's answer about that item). The list's own message ('Selecteer een
 * artikel') shows under it. The error summary links to `id` (the list) and to
 * `quantityInputId(id, key)` (an item's box). Texts come from the caller.
 */
import { QUANTITY_MAX_LENGTH } from '../../rules/constants.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { sanitizeQuantity } from '../../rules/quantity.js';
import { CloseIcon } from '../icons/icons.js';
import { Button } from './button.js';
import './quantity-list.css';

/** One chosen item. */
export type TQuantityItem = {
  key: string;
  name: string;
  /** A second line under the name (e.g. the price). */
  detail?: string | null;
  /** As typed: digits only, at most 2. */
  amount: string;
};

/** Props of QuantityList. */
export type TQuantityListProps = {
  /** The list's id (the summary's target); its title is `${id}-title`, its message `${id}-error`. */
  id: string;
  title: string;
  emptyText: string;
  items: readonly TQuantityItem[];
  /** The list's own message ('Selecteer een artikel'), shown under it. */
  error?: string | null | undefined;
  /** Message per item key, shown next to its box. */
  itemErrors?: Readonly<Record<string, string>>;
  /** The box's visible label ('Aantal'); the item's name is added for screen readers. */
  amountLabel: string;
  /** The remove button's name for an item ('Hoog-laagbed verwijderen'). */
  removeLabelFor: (name: string) => string;
  onAmountChange: (key: string, amount: string) => void;
  onRemove: (key: string) => void;
  className?: string;
};

/** The id of an item's quantity box (the error summary links to it). */
export function quantityInputId(listId: string, key: string): string {
  return `${listId}-amount-${key}`;
}

export function QuantityList({
  id,
  title,
  emptyText,
  items,
  error,
  itemErrors = {},
  amountLabel,
  removeLabelFor,
  onAmountChange,
  onRemove,
  className,
}: TQuantityListProps) {
  const errorId = `${id}-error`;
  return (
    <section
      className={['ui-quantity-list', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="ui-quantity-list__title">
        {title}
      </h2>
      <div id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
        {items.length === 0 ? <p className="ui-quantity-list__empty">{emptyText}</p> : null}
        {items.length > 0 ? (
          <ul className="ui-quantity-list__items">
            {items.map((item) => {
              const inputId = quantityInputId(id, item.key);
              const itemError = itemErrors[item.key];
              return (
                <li key={item.key} className="ui-quantity-list__item">
                  <span className="ui-quantity-list__name">
                    {item.name}
                    {item.detail ? (
                      <span className="ui-quantity-list__detail">{item.detail}</span>
                    ) : null}
                  </span>
                  <span className="ui-quantity-list__amount">
                    <label htmlFor={inputId}>
                      {amountLabel}
                      <span className="visually-hidden"> {item.name}</span>
                    </label>
                    <input
                      id={inputId}
                      className="ui-input ui-quantity-list__input"
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      autoComplete="off"
                      maxLength={QUANTITY_MAX_LENGTH}
                      value={item.amount}
                      aria-invalid={itemError ? true : undefined}
                      aria-describedby={itemError ? `${inputId}-error` : undefined}
                      onChange={(event) =>
                        onAmountChange(item.key, sanitizeQuantity(event.target.value))
                      }
                    />
                  </span>
                  <Button
                    variant="secondary"
                    className="ui-quantity-list__remove"
                    icon={<CloseIcon />}
                    aria-label={removeLabelFor(item.name)}
                    onClick={() => onRemove(item.key)}
                  >
                    <span className="ui-quantity-list__remove-text">{MESSAGES.remove}</span>
                  </Button>
                  {itemError ? (
                    <p
                      id={`${inputId}-error`}
                      className="ui-field__error ui-quantity-list__error"
                      role="alert"
                    >
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
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
