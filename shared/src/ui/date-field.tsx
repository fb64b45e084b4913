/**
 * The date field of spec 000 §5: three boxes (Dag, Maand, Jaar) under one group label.
 * Focus moves day → month → year once two digits are typed; the value goes out as
 * 'yyyy-MM-dd' when valid and '' otherwise, with the rule's message shown in the field.
 * Where a date from today is asked (`notBeforeToday`), 'Vandaag' and 'Morgen' fill the
 * boxes in one tap, and 'Kalender' opens the platform's date picker (issue 38); both only
 * fill the boxes, so the spec's field and rules stay what they are.
 */
import { useCallback, useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import {
  splitIsoDate,
  validateDateParts,
  type TDateParts,
  type TDatePartsResult,
  type TDateRange,
} from '../rules/date-parts.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { todayIso } from '../rules/calendar.js';
import { addDaysIso } from '../rules/product-rules.js';
import { Button } from './form/button.js';
import { CalendarIcon } from './icons/icons.js';
import { RequiredMarker } from './form/field-parts.js';
import './date-field.css';

/** Props of DateField (spec 000 §3: name, value, label, error, identifier, range). */
export type TDateFieldProps = {
  name: string;
  /** 'yyyy-MM-dd' or ''. */
  value: string;
  label: ReactNode;
  /** A message from outside (e.g. 'Verplicht veld'); the field's own rule message wins. */
  error?: string | null | undefined;
  /** Base of the three input ids (`{identifier}-day`, ...); default generated. */
  identifier?: string;
  /** Year bounds; see TDateRange and the *_DATE_RANGE presets. */
  range: TDateRange;
  /** Called on every change: the valid value or '', and the rule result. */
  onChange: (value: string, result: TDatePartsResult) => void;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The date is a wish for the future: a day before today is refused (shared/rules). */
  notBeforeToday?: boolean;
  /** The current date, for relative bounds (tests). */
  now?: Date;
  className?: string;
};

/**
 * A form's date as DateField gives it: the value ('yyyy-MM-dd' or '') and the field's own
 * rule message (a day that does not exist, out of range), which the form's rules show
 * before their own ('Verplicht veld').
 */
export function useDateValue() {
  const [value, setValue] = useState('');
  const [rule, setRule] = useState<string | null>(null);
  const onChange = useCallback((next: string, result: TDatePartsResult) => {
    setValue(next);
    setRule(result.message);
  }, []);
  return { value, rule, onChange };
}

type TPart = keyof TDateParts;

const PARTS: ReadonlyArray<{ part: TPart; maxLength: number; label: string }> = [
  { part: 'day', maxLength: 2, label: MESSAGES.dateDay },
  { part: 'month', maxLength: 2, label: MESSAGES.dateMonth },
  { part: 'year', maxLength: 4, label: MESSAGES.dateYear },
];

/** Three numeric boxes for one date. */
export function DateField({
  name,
  value,
  label,
  error,
  identifier,
  range,
  onChange,
  hint,
  required,
  disabled,
  notBeforeToday = false,
  now,
  className,
}: TDateFieldProps) {
  const generated = useId();
  const baseId = identifier ?? `date-${generated}`;
  const [parts, setParts] = useState<TDateParts>(() => splitIsoDate(value));
  const [emitted, setEmitted] = useState(value);
  const [isTouched, setIsTouched] = useState(value !== '');
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  const picker = useRef<HTMLInputElement>(null);
  const today = todayIso(now);

  // why: a value set from outside (reset, prefill) replaces what was typed; adjust during
  // render instead of in an effect so the boxes never show stale digits.
  if (value !== emitted) {
    setEmitted(value);
    setParts(splitIsoDate(value));
  }

  const rules = { notBeforeToday };
  const result = validateDateParts(parts, range, now, rules);
  const isRangeMissing = result.status === 'error' && result.message === MESSAGES.rangeNotSet;
  const ownMessage =
    result.status === 'error' && (isTouched || isRangeMissing) ? result.message : null;
  const message = ownMessage ?? (error || null);
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');

  function update(part: TPart, event: ChangeEvent<HTMLInputElement>) {
    const next = { ...parts, [part]: event.target.value };
    setParts(next);
    if (next.year.length === 4) setIsTouched(true);
    const nextResult = validateDateParts(next, range, now, rules);
    setEmitted(nextResult.value);
    onChange(nextResult.value, nextResult);
    if (event.target.value.length === 2 && part === 'day') refs.month.current?.focus();
    if (event.target.value.length === 2 && part === 'month') refs.year.current?.focus();
  }

  /** Fills the boxes with a whole date, as typing it would. */
  function choose(iso: string) {
    const next = splitIsoDate(iso);
    setParts(next);
    setIsTouched(true);
    const nextResult = validateDateParts(next, range, now, rules);
    setEmitted(nextResult.value);
    onChange(nextResult.value, nextResult);
  }

  function openPicker() {
    const input = picker.current;
    if (!input) return;
    input.value = value;
    // why: showPicker opens the platform's picker (Chrome 99, Safari 16, Firefox 101); an
    // older browser gets focus on the date input, which opens its picker from the keyboard.
    if (typeof input.showPicker === 'function') {
      try {
        input.showPicker();
        return;
      } catch {
        // why: refused without a user gesture or in a cross-origin frame: fall through.
      }
    }
    input.focus();
  }

  function onGroupBlur(event: FocusEvent<HTMLFieldSetElement>) {
    // why: only when focus leaves the whole group, not when it moves day → month.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsTouched(true);
  }

  return (
    <fieldset
      id={baseId}
      className={['ui-fieldset', 'ui-date-field', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
      onBlur={onGroupBlur}
      disabled={disabled}
    >
      <legend className="ui-fieldset__legend">
        {label}
        {required ? <RequiredMarker /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="ui-date-field__boxes">
        {PARTS.map(({ part, maxLength, label: partLabel }) => (
          <div key={part} className={`ui-date-field__box ui-date-field__box--${part}`}>
            <label htmlFor={`${baseId}-${part}`} className="ui-date-field__label">
              {partLabel}
            </label>
            <input
              ref={refs[part]}
              id={`${baseId}-${part}`}
              name={`${name}-${part}`}
              className="ui-input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={maxLength}
              value={parts[part]}
              required={required}
              aria-invalid={message ? true : undefined}
              onChange={(event) => update(part, event)}
            />
          </div>
        ))}
      </div>
      {notBeforeToday ? (
        <div className="ui-date-field__shortcuts">
          <Button
            type="button"
            variant="secondary"
            className="ui-date-field__shortcut"
            aria-pressed={value === today}
            onClick={() => choose(today)}
          >
            {MESSAGES.dateToday}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="ui-date-field__shortcut"
            aria-pressed={value === addDaysIso(today, 1)}
            onClick={() => choose(addDaysIso(today, 1))}
          >
            {MESSAGES.dateTomorrow}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="ui-date-field__shortcut"
            icon={<CalendarIcon />}
            onClick={openPicker}
          >
            {MESSAGES.dateCalendar}
          </Button>
          <input
            ref={picker}
            className="ui-date-field__picker"
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={today}
            onChange={(event) => {
              if (event.target.value) choose(event.target.value);
            }}
          />
        </div>
      ) : null}
      {value ? <input type="hidden" name={name} value={value} /> : null}
      {message ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
