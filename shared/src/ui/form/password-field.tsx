/** A password input with a show/hide toggle (spec 000 §2.1). */
import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { EyeIcon, EyeOffIcon } from '../icons/icons.js';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts.js';
import './password-field.css';

/** Props of PasswordField: as TextField, without `type`. */
export type TPasswordFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
};

/** A password field whose toggle button is named 'Wachtwoord tonen' / 'Wachtwoord verbergen'. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  required,
  autoComplete = 'current-password',
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TPasswordFieldProps) {
  const ids = useFieldIds(id);
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = isVisible ? MESSAGES.hidePassword : MESSAGES.showPassword;
  return (
    <div className={['ui-field', fieldClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <div className="ui-password">
        <input
          ref={ref}
          id={ids.inputId}
          type={isVisible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          // why: browsers must not "correct" or capitalise a visible password.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={['ui-input', 'ui-password__input', className].filter(Boolean).join(' ')}
          {...inputProps}
          {...describedBy(ids, hint, error, ariaDescribedBy)}
        />
        <button
          type="button"
          className="ui-password__toggle"
          aria-label={toggleLabel}
          aria-controls={ids.inputId}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
