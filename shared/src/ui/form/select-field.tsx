/** A labelled native select with hint and error, fed by the API's `{ label, value }` options. */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts.js';

/** One option (spec 000 §3: label and value). */
export type TSelectFieldOption = { label: string; value: string | number; disabled?: boolean };

/** Props of SelectField. */
export type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly TSelectFieldOption[];
  /** Text of the empty first option; `false` for none. Default 'Maak een keuze'. */
  placeholder?: string | false;
  hint?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
};

/** A native select (the phone's own picker: large, familiar, accessible). */
export function SelectField({
  label,
  options,
  placeholder = MESSAGES.selectPlaceholder,
  hint,
  error,
  id,
  className,
  fieldClassName,
  required,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: TSelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-field', fieldClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <select
        ref={ref}
        id={ids.inputId}
        required={required}
        className={['ui-select', className].filter(Boolean).join(' ')}
        {...selectProps}
        {...describedBy(ids, hint, error, ariaDescribedBy)}
      >
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
