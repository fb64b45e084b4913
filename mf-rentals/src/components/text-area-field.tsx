// A labelled textarea with hint and error, built from the shared field parts.
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from '@portal/shared/ui';
import type { ReactNode, TextareaHTMLAttributes } from 'react';

export type TTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
};

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
