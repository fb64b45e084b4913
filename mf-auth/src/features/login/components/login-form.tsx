/**
 * The login form (spec 000 §2.1, §4, §5): username-or-email and password (with show/hide),
 * both required. Field checks start at the first submit and then follow the typing.
 */
import type { TAuthRecord } from '@portal/shared/contract';
import { validateForm, type TFormRules, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FlashMessage, PasswordField, TextField } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { login } from '../api/login';

type TValues = { emailaddress: string; password: string };

/** Both fields required (spec 000 §5). */
export const LOGIN_RULES: TFormRules = { emailaddress: ['required'], password: ['required'] };

export function LoginForm({ onSignedIn }: { onSignedIn: (auth: TAuthRecord) => void }) {
  const [values, setValues] = useState<TValues>({ emailaddress: '', password: '' });
  const [isChecking, setIsChecking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { fields: errors } = validateForm(values, LOGIN_RULES, { isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecking(true);
    setFailure(null);
    if (validateForm(values, LOGIN_RULES).status === 'error') return;
    setIsBusy(true);
    const result = await login({
      emailaddress: values.emailaddress.trim(),
      password: values.password,
    });
    setIsBusy(false);
    if (result.isSuccess) onSignedIn(result.auth);
    else setFailure(result.message);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FlashMessage type="error" message={failure} /> : null}
      <TextField
        label={TEXTS.userNameLabel}
        name="emailaddress"
        autoComplete="username"
        autoCapitalize="none"
        inputMode="email"
        required
        value={values.emailaddress}
        error={errors.emailaddress}
        onChange={(event) => setValues({ ...values, emailaddress: event.target.value })}
      />
      <PasswordField
        label={TEXTS.passwordLabel}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={isBusy} busyLabel={TEXTS.loggingIn}>
          {TEXTS.loginButton}
        </Button>
      </div>
    </form>
  );
}
