/**
 * The dropdown of spec 000 §9 as a searchable select for long option lists (locations,
 * contacts, categories): an editable combobox with a list that filters as one types
 * (WAI-ARIA APG "combobox with listbox popup, list autocomplete"). The list (the listbox
 * itself, `--size-dropdown-max` / `-min` of the tokens) is at most 300 px and at least 140
 * px high and shows 5 options a page: scrolling to its end, moving past
 * the last one with the arrow keys or 'Toon nog …' adds the next 5. Every option is a 44 px
 * target. The value is the option's value as text ('' for none), as a native select gives.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, UIEvent } from 'react';
import { DROPDOWN_PAGE_SIZE } from '../../rules/constants.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { ChevronDownIcon } from '../icons/icons.js';
import { FieldMessages, RequiredMarker, useFieldIds } from './field-parts.js';
import type { TSelectFieldOption } from './select-field.js';
import './form.css';

/** Props of SearchableSelect. */
export type TSearchableSelectProps = {
  label: ReactNode;
  options: readonly TSelectFieldOption[];
  /** The chosen option's value as text; '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** An option for "nothing chosen" on top of the list (e.g. 'Alle locaties'). */
  emptyOption?: string;
  /** Text in the empty box; default 'Maak een keuze'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Options are still loading (the list says so instead of 'Geen keuzes gevonden'). */
  isLoading?: boolean;
  id?: string;
  name?: string;
  fieldClassName?: string;
};

type TItem = { value: string; label: string; disabled?: boolean | undefined };

/** Lower case without accents, so 'cliënt' is found by 'client'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The options whose label holds every typed word, in their own order. */
export function filterOptions<T extends { label: string }>(options: readonly T[], query: string) {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const key = searchKey(option.label);
    return words.every((word) => key.includes(word));
  });
}

/** See the module comment. */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  emptyOption,
  placeholder = MESSAGES.selectPlaceholder,
  hint,
  error,
  required,
  disabled,
  isLoading = false,
  id,
  name,
  fieldClassName,
}: TSearchableSelectProps) {
  const ids = useFieldIds(id);
  const listId = useId();
  const labelId = `${ids.inputId}-label`;
  const listRef = useRef<HTMLUListElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  /** What the user typed; null while the box shows the chosen option. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(DROPDOWN_PAGE_SIZE);

  const all: TItem[] = useMemo(
    () => [
      ...(emptyOption !== undefined ? [{ value: '', label: emptyOption }] : []),
      ...options.map((option) => ({
        value: String(option.value),
        label: option.label,
        disabled: option.disabled,
      })),
    ],
    [emptyOption, options],
  );
  const chosen = all.find((item) => item.value === value && (value !== '' || emptyOption));
  const items = query === null ? all : filterOptions(all, query);
  const visible = items.slice(0, shown);
  const optionId = (index: number) => `${ids.inputId}-option-${index}`;

  useEffect(() => {
    if (!isOpen || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // why: optionId only depends on the input id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, isOpen]);

  function open(startAt?: number) {
    if (disabled) return;
    const selectedIndex = items.findIndex((item) => item.value === value);
    const target = startAt ?? Math.max(0, selectedIndex);
    setShown(
      Math.max(
        DROPDOWN_PAGE_SIZE,
        Math.ceil((target + 1) / DROPDOWN_PAGE_SIZE) * DROPDOWN_PAGE_SIZE,
      ),
    );
    setActive(items.length > 0 ? target : -1);
    setIsOpen(true);
  }

  function close() {
    setIsOpen(false);
    setActive(-1);
    setQuery(null);
  }

  function choose(item: TItem | undefined) {
    if (!item || item.disabled) return;
    onChange(item.value);
    close();
  }

  function move(step: number) {
    if (!isOpen) {
      open();
      return;
    }
    if (items.length === 0) return;
    const next = Math.min(items.length - 1, Math.max(0, active + step));
    if (next >= shown) setShown((count) => count + DROPDOWN_PAGE_SIZE);
    setActive(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(event.altKey && !isOpen ? 0 : 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (isOpen) {
          // why: Enter picks the option; it must not also submit the form around it.
          event.preventDefault();
          choose(items[active]);
        }
        break;
      case 'Escape':
        if (isOpen || query !== null) {
          event.preventDefault();
          // why: a dialog around the select must not close on the same Escape.
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        if (isOpen) close();
        break;
      default:
        break;
    }
  }

  function onBlur() {
    if (!isOpen && query === null) return;
    // why: a typed text that names one option exactly counts as choosing it.
    const typed = query === null ? null : searchKey(query.trim());
    const exact = typed ? all.find((item) => searchKey(item.label) === typed) : undefined;
    if (exact) onChange(exact.value);
    close();
  }

  function onScroll(event: UIEvent<HTMLUListElement>) {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 8 && shown < items.length) {
      setShown((count) => count + DROPDOWN_PAGE_SIZE);
    }
  }

  const remaining = items.length - visible.length;
  const describedBy = [
    hint ? ids.hintId : null,
    error ? ids.errorId : null,
    `${ids.inputId}-instructions`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={['ui-field', 'ui-combobox', fieldClassName].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={ids.inputId} className="ui-field__label">
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <div className="ui-combobox__control">
        <input
          id={ids.inputId}
          className="ui-input ui-combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={query ?? (chosen && chosen.value !== '' ? chosen.label : '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(DROPDOWN_PAGE_SIZE);
            setActive(filterOptions(all, event.target.value).length > 0 ? 0 : -1);
            setIsOpen(true);
          }}
          onClick={() => (isOpen ? undefined : open())}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="ui-combobox__toggle"
          tabIndex={-1}
          aria-label={MESSAGES.selectOpen}
          aria-expanded={isOpen}
          aria-controls={listId}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.getElementById(ids.inputId)?.focus();
            if (isOpen) close();
            else open();
          }}
        >
          <ChevronDownIcon />
        </button>
        {name ? <input type="hidden" name={name} value={value} /> : null}
        <div
          className="ui-combobox__popup"
          hidden={!isOpen}
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul
            ref={listRef}
            id={listId}
            className="ui-combobox__list"
            role="listbox"
            aria-labelledby={labelId}
            onScroll={onScroll}
          >
            {visible.map((item, index) => (
              <li
                key={`${item.value}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={item.value === value && (value !== '' || emptyOption !== undefined)}
                aria-disabled={item.disabled || undefined}
                className={[
                  'ui-combobox__option',
                  index === active ? 'ui-combobox__option--active' : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => choose(item)}
              >
                {item.label}
              </li>
            ))}
          </ul>
          {items.length === 0 ? (
            <p className="ui-combobox__empty">
              {isLoading ? MESSAGES.loading : MESSAGES.selectNoOptions}
            </p>
          ) : null}
          {remaining > 0 ? (
            <button
              type="button"
              tabIndex={-1}
              className="ui-combobox__more"
              onClick={() => setShown((count) => count + DROPDOWN_PAGE_SIZE)}
            >
              {MESSAGES.selectShowMore(Math.min(remaining, DROPDOWN_PAGE_SIZE))}
            </button>
          ) : null}
        </div>
      </div>
      <span id={`${ids.inputId}-instructions`} className="visually-hidden">
        {MESSAGES.selectSearchHint}
      </span>
      <span className="visually-hidden" role="status">
        {isOpen && query !== null
          ? items.length === 0
            ? MESSAGES.selectNoOptions
            : MESSAGES.selectOptionCount(items.length)
          : ''}
      </span>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
