/** A labelled text input with hint and error (WCAG: label, aria-describedby, aria-invalid). */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts.js';

/** Props of TextField: every input attribute plus label, hint and error. */
export type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; a non-empty value marks the field invalid. */
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapping element. */
  fieldClassName?: string;
};

/** A text input with its label above, hint and error below. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  required,
  type = 'text',
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TTextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-field', fieldClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        className={['ui-input', className].filter(Boolean).join(' ')}
        {...inputProps}
        {...describedBy(ids, hint, error, ariaDescribedBy)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
