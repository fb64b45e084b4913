/** A checkbox with its label beside it, a 44px target, hint and error. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldMessages, RequiredMarker, useFieldIds } from './field-parts.js';

/** Props of CheckboxField. */
export type TCheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
};

/** A checkbox (e.g. 'Spoed'); the whole label row is the touch target. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  required,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TCheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-field', fieldClassName].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className="ui-checkbox">
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          required={required}
          className={['ui-checkbox__input', className].filter(Boolean).join(' ')}
          {...inputProps}
          {...describedBy(ids, hint, error, ariaDescribedBy)}
        />
        <span>
          {label}
          {required ? <RequiredMarker /> : null}
        </span>
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
