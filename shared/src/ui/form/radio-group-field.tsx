/**
 * A choice of a few options as radio buttons in a fieldset (e.g. who moves an aid, the
 * result of a repair): each option's whole row is a 44 px target; the group's error is
 * announced and the first radio carries `id`, so an error summary link focuses it.
 */
import type { ReactNode } from 'react';
import { describedBy, FieldMessages, RequiredMarker, useFieldIds } from './field-parts.js';

export type TRadioGroupFieldProps = {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  /** The chosen value; '' when nothing is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
  id?: string;
};

export function RadioGroupField({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  id,
}: TRadioGroupFieldProps) {
  const ids = useFieldIds(id);
  return (
    <fieldset className="ui-fieldset ui-field" {...describedBy(ids, hint, error)}>
      <legend className="ui-fieldset__legend">
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="ui-checkbox">
          <input
            type="radio"
            className="ui-checkbox__input"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            {...(index === 0 ? { id: ids.inputId } : {})}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
