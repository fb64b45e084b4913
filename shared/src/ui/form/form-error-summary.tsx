/** A summary of a form's errors at its top, linking to each field (WCAG 3.3.1). */
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../rules/messages.js';

/** Props of FormErrorSummary. */
export type TFormErrorSummaryProps = {
  /** Message per field name, as the validation rules give them. */
  fields: Record<string, string | null | undefined>;
  /** Field name to the id of its input (default: the name itself) and to its label. */
  fieldIds?: Record<string, string>;
  fieldLabels?: Record<string, string>;
  /** A message for the whole form (e.g. the server's), shown above the list. */
  message?: string | null;
  title?: string;
  /** Move focus to the summary when it appears (after a failed submit). Default true. */
  focusOnShow?: boolean;
};

/** Renders nothing when there are no errors. */
export function FormErrorSummary({
  fields,
  fieldIds = {},
  fieldLabels = {},
  message,
  title = MESSAGES.formHasErrors,
  focusOnShow = true,
}: TFormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(fields).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const hasErrors = entries.length > 0 || Boolean(message);
  const signature = `${message ?? ''}|${entries.map(([name]) => name).join(',')}`;

  useEffect(() => {
    if (hasErrors && focusOnShow) ref.current?.focus();
  }, [hasErrors, focusOnShow, signature]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} className="ui-error-summary" role="alert" tabIndex={-1}>
      <h2 className="ui-error-summary__title">{title}</h2>
      {message ? <p>{message}</p> : null}
      {entries.length > 0 ? (
        <ul>
          {entries.map(([name, text]) => (
            <li key={name}>
              <a href={`#${fieldIds[name] ?? name}`}>
                {fieldLabels[name] ? `${fieldLabels[name]}: ${text}` : text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
