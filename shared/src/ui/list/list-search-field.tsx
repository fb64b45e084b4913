/**
 * The search field of a list (issue 23): always in view above the list, not in the filter
 * sheet. What is typed is searched once the typing pauses (SEARCH_DEBOUNCE_MS) or on
 * Enter; a term of one or two characters waits for a third (the server's trigram index
 * needs three) unless it is a number. The term itself is the list's: ListPage keeps it with
 * the filters under the list identifier and goes back to page 1.
 */
import { useEffect, useRef, useState } from 'react';
import { TEXT_LIMITS } from '../../contract/bounded.js';
import { MIN_SEARCH_LENGTH } from '../../contract/list-order.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { TextField } from '../form/text-field.js';

/** How long typing must pause before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Whether `term` is searched as typed: empty (no search), a number, or long enough. */
export function isSearchable(term: string): boolean {
  const text = term.trim();
  return text === '' || /^\d+$/.test(text) || text.length >= MIN_SEARCH_LENGTH;
}

/** Props of ListSearchField. */
export type TListSearchFieldProps = {
  /** The applied term (stored with the list's filters). */
  value: string;
  /** A new term to apply (already trimmed). */
  onSearch: (term: string) => void;
  label?: string;
  /** What the list searches in ('Serienummer, QR code, cliënt of kamer'). */
  hint: string;
  /** How many rows the applied term found, once known: announced to screen readers. */
  resultCount?: number | null;
};

export function ListSearchField({
  value,
  onSearch,
  label = MESSAGES.listSearch,
  hint,
  resultCount = null,
}: TListSearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // why: a term applied elsewhere (Reset Filters, another tab's list) replaces the draft.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function apply(term: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const text = term.trim();
    if (!isSearchable(text) || text === applied.current) return;
    applied.current = text;
    onSearch(text);
  }

  function change(term: string) {
    setDraft(term);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(term), SEARCH_DEBOUNCE_MS);
  }

  const tooShort = !isSearchable(draft);
  return (
    <div role="search" className="ui-list-search">
      <TextField
        label={label}
        hint={tooShort ? MESSAGES.listSearchTooShort(MIN_SEARCH_LENGTH) : hint}
        type="search"
        name="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={TEXT_LIMITS.short}
        value={draft}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(draft);
          }
        }}
      />
      <p className="visually-hidden" aria-live="polite">
        {resultCount === null ? '' : MESSAGES.listResultCount(resultCount)}
      </p>
    </div>
  );
}
