/** Label, hint and error parts shared by every form field, so all fields read alike. */
import { useId } from 'react';
import { MESSAGES } from '../../rules/catalogue/messages.js';

/** The ids a field wires together with aria-describedby. */
export type TFieldIds = { inputId: string; hintId: string; errorId: string };

/** Ids for a field's input, hint and error (from `id` when given). */
export function useFieldIds(id?: string): TFieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The aria attributes of an input with this hint and error. */
export function describedBy(
  ids: TFieldIds,
  hint: unknown,
  error: string | null | undefined,
  extra?: string,
): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  const parts = [extra, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return {
    ...(parts.length > 0 ? { 'aria-describedby': parts.join(' ') } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

/** A field label with the "required" marker. */
export function FieldLabel({
  htmlFor,
  required,
  children,
  className = 'ui-field__label',
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={className}>
      {children}
      {required ? <RequiredMarker /> : null}
    </label>
  );
}

/** A star for the eye and the word "(verplicht)" for screen readers. */
export function RequiredMarker() {
  return (
    <>
      <span className="ui-field__required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> {MESSAGES.requiredMarker}</span>
    </>
  );
}

/** The hint and the error (announced with role=alert) under a field. */
export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: TFieldIds;
  hint?: React.ReactNode;
  error?: string | null | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
