/** A labelled textarea with hint and error, built from the shared field parts. */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts.js';

/** Props of TextAreaField: every textarea attribute plus label, hint and error. */
export type TTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
};

/** A textarea (4 rows) with its label above, hint and error below. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  required,
  className,
  ...rest
}: TTextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className="ui-field">
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.inputId}
        required={required}
        rows={4}
        className={['ui-textarea', className].filter(Boolean).join(' ')}
        {...rest}
        {...describedBy(ids, hint, error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
