/**
 * The login form (spec 000 §2.1, §4, §5): username-or-email and password (with show/hide),
 * both required. Field checks start at the first submit and then follow the typing; a
 * refused submit (the rules or the server) focuses the shared error summary on top.
 */
import type { TAuthRecord, TLoginRequest, TSecondStep } from '@portal/shared/contract';
import { validateForm, type TFormRules, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FormErrorSummary, PasswordField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { login } from '../api/login';
import { UserNameField } from '../../../components/user-name-field';

type TValues = { emailaddress: string; password: string };

/** Both fields required (spec 000 §5). */
export const LOGIN_RULES: TFormRules = { emailaddress: ['required'], password: ['required'] };

const FIELD_IDS = { emailaddress: 'auth-login-user', password: 'auth-login-password' };
const FIELD_LABELS = { emailaddress: TEXTS.userNameLabel, password: TEXTS.passwordLabel };

type TPasswordResult = { auth: TAuthRecord } | { secondStep: TSecondStep };

/** The login call as a send that rejects with the text to show. */
async function sendLogin({ request }: { request: TLoginRequest }): Promise<TPasswordResult> {
  const result = await login(request);
  if (!result.isSuccess) throw new Error(result.message);
  return 'auth' in result ? { auth: result.auth } : { secondStep: result.secondStep };
}

export function LoginForm({
  onSignedIn,
  onSecondStep,
  initialEmail = '',
}: {
  onSignedIn: (auth: TAuthRecord) => void;
  /** A right password of a user with a passkey (issue 40 §2): the step that comes next. */
  onSecondStep: (step: TSecondStep) => void;
  /** The address of the first step when the page asked for it first (issue 40 §1). */
  initialEmail?: string;
}) {
  const [values, setValues] = useState<TValues>({ emailaddress: initialEmail, password: '' });
  const form = useFormSubmit(sendLogin, (result: TPasswordResult) =>
    'auth' in result ? onSignedIn(result.auth) : onSecondStep(result.secondStep),
  );
  const { fields: errors } = validateForm(values, LOGIN_RULES, { isChecking: form.isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateForm(values, LOGIN_RULES).status === 'error',
      request: () => ({ emailaddress: values.emailaddress.trim(), password: values.password }),
    });
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorSummary
        fields={errors}
        fieldIds={FIELD_IDS}
        fieldLabels={FIELD_LABELS}
        message={form.failure}
        focusKey={form.refusal}
        {...(form.failure ? { title: TEXTS.loginRefusedTitle } : {})}
      />
      <UserNameField
        id={FIELD_IDS.emailaddress}
        name="emailaddress"
        value={values.emailaddress}
        error={errors.emailaddress}
        onChange={(emailaddress) => setValues({ ...values, emailaddress })}
      />
      <PasswordField
        id={FIELD_IDS.password}
        label={TEXTS.passwordLabel}
        name="password"
        autoComplete="current-password"
        required
        // why: after the address step the password is what is asked for next.
        autoFocus={initialEmail !== ''}
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={form.isSending} busyLabel={TEXTS.loggingIn}>
          {TEXTS.loginButton}
        </Button>
      </div>
    </form>
  );
}
