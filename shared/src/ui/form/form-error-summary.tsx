/**
 * One summary of a form's errors at its top (WCAG 3.3.1, shared/README.md "Forms: one
 * submit pattern"): after every refused submit (`focusKey` changes), by the client's rules or the
 * server, it takes focus and scrolls into view below the sticky top bar, so the user on a
 * phone sees at once what stopped the form; it is a live alert, so it is announced; each
 * entry links to its field and a tap on it focuses that field.
 */
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { MESSAGES } from '../../rules/catalogue/messages.js';

/** Props of FormErrorSummary. */
export type TFormErrorSummaryProps = {
  /** Message per field name, as the rules give them; empty ones are left out. */
  fields?: Record<string, string | null | undefined>;
  /** Field name to the id of its input (default: the name itself). */
  fieldIds?: Record<string, string>;
  /** Field name to its label, shown before the message ('Locatie: Selecteer een locatie'). */
  fieldLabels?: Record<string, string>;
  /** A message for the whole form: the server's refusal, or the spec's joined messages. */
  message?: string | null;
  /** Title; default 'Controleer de gemarkeerde velden', or 'Niet verstuurd' without fields. */
  title?: string;
  /** Changes on every refused submit (useFormSubmit's `refusal`): focus and scroll then. */
  focusKey?: number;
  className?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Focuses a field (the first input of a group such as the date field) and shows it. */
export function focusField(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const input =
    target.matches('input, select, textarea, button, [tabindex]') && !target.matches('fieldset')
      ? target
      : target.querySelector<HTMLElement>('input, select, textarea, button');
  const focusable = input ?? target;
  focusable.focus({ preventScroll: true });
  focusable.scrollIntoView?.({
    block: 'center',
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}

/** Renders nothing when there is nothing to say. */
export function FormErrorSummary({
  fields = {},
  fieldIds = {},
  fieldLabels = {},
  message,
  title,
  focusKey = 0,
  className,
}: TFormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const entries = Object.entries(fields).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const hasErrors = entries.length > 0 || Boolean(message);

  useEffect(() => {
    if (focusKey === 0 || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // why: only a new refusal moves focus, not every keystroke that changes a message.
  }, [focusKey]);

  if (!hasErrors) return null;
  const heading = title ?? (entries.length > 0 ? MESSAGES.formHasErrors : MESSAGES.formNotSent);

  function follow(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    focusField(id);
  }

  return (
    <div
      ref={ref}
      className={['ui-error-summary', className].filter(Boolean).join(' ')}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="ui-error-summary__title">
        {heading}
      </h2>
      {message ? <p className="ui-error-summary__message">{message}</p> : null}
      {entries.length > 0 ? (
        <ul className="ui-error-summary__list">
          {entries.map(([name, text]) => {
            const id = fieldIds[name] ?? name;
            return (
              <li key={name}>
                <a
                  href={`#${id}`}
                  className="ui-error-summary__link"
                  onClick={(event) => follow(event, id)}
                >
                  {fieldLabels[name] ? `${fieldLabels[name]}: ${text}` : text}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
