/**
 * The password form of the register and reset pages (spec 000 §2.1, §5): password and
 * confirmation, both with show/hide, required and identical; 'Opslaan'.
 */
import { MESSAGES, validateForm, type TFormRules, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FlashMessage, PasswordField } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { setPassword } from '../api/set-password';

type TValues = { password: string; confirmation: string };

/** Both required and identical (spec 000 §5). */
export const PASSWORD_RULES: TFormRules = {
  password: ['required'],
  confirmation: [
    'required',
    {
      test: (value, values) => value === values.password,
      message: MESSAGES.passwordsDiffer,
    },
  ],
};

type TSetPasswordFormProps = { guid: string; intro: string; onSaved: () => void };

export function SetPasswordForm({ guid, intro, onSaved }: TSetPasswordFormProps) {
  const [values, setValues] = useState<TValues>({ password: '', confirmation: '' });
  const [isChecking, setIsChecking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A password the server refused (too short, too common), shown at the field until changed.
  const [serverPasswordError, setServerPasswordError] = useState<string | null>(null);
  // why: no messages before the first submit; from then on they follow the typing.
  const errors: Record<string, string> = isChecking
    ? validateForm(values, PASSWORD_RULES).fields
    : {};
  const passwordError = errors.password ?? serverPasswordError ?? undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecking(true);
    setFailure(null);
    if (validateForm(values, PASSWORD_RULES).status === 'error') return;
    setIsBusy(true);
    const result = await setPassword(guid, values.password);
    setIsBusy(false);
    if (result.isSaved) {
      onSaved();
    } else if (result.passwordError) {
      setServerPasswordError(result.passwordError);
    } else {
      setFailure(result.message);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-card__intro">{intro}</p>
      {failure ? <FlashMessage type="error" message={failure} /> : null}
      <PasswordField
        label={TEXTS.passwordLabel}
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={passwordError}
        onChange={(event) => {
          setServerPasswordError(null);
          setValues({ ...values, password: event.target.value });
        }}
      />
      <PasswordField
        label={TEXTS.confirmPasswordLabel}
        name="confirmation"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={isBusy} busyLabel={TEXTS.saving}>
          {TEXTS.saveButton}
        </Button>
      </div>
    </form>
  );
}
