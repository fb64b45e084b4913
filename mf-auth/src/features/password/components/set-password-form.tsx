/**
 * The password form of the register and reset pages (spec 000 §2.1, §5): password and
 * confirmation, both with show/hide, required and identical; 'Opslaan'. A refused submit
 * focuses the shared error summary on top.
 */
import {
  basicPasswordRefusal,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  validateForm,
  type TFormRules,
  AUTH_TEXTS as TEXTS,
} from '@portal/shared/rules';
import { Button, FormErrorSummary, PasswordField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { setPassword } from '../api/set-password';

type TValues = { password: string; confirmation: string };

const isBlank = (value: unknown) => typeof value === 'string' && value !== '' && !value.trim();

/**
 * Both required and identical (spec 000 §5); the password not only spaces and long enough
 * (the shared light rule, with the server's messages). The server judges the rest and its
 * message shows at the field.
 */
export const PASSWORD_RULES: TFormRules = {
  password: [
    { test: (value) => !isBlank(value), message: MESSAGES.passwordBlank },
    'required',
    {
      test: (value) =>
        typeof value !== 'string' || value === '' || basicPasswordRefusal(value) === null,
      message: MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH),
    },
  ],
  confirmation: [
    'required',
    {
      test: (value, values) => value === values.password,
      message: MESSAGES.passwordsDiffer,
    },
  ],
};

type TSetPasswordFormProps = { guid: string; intro: string; onSaved: () => void };

const FIELD_IDS = { password: 'auth-password', confirmation: 'auth-password-confirmation' };
const FIELD_LABELS = { password: TEXTS.passwordLabel, confirmation: TEXTS.confirmPasswordLabel };

export function SetPasswordForm({ guid, intro, onSaved }: TSetPasswordFormProps) {
  const [values, setValues] = useState<TValues>({ password: '', confirmation: '' });
  // A password the server refused (too common, too weak), shown at the field until changed.
  const [serverPasswordError, setServerPasswordError] = useState<string | null>(null);
  // The last refusal that named the password field: listed at the field, not in the banner.
  const [fieldRefusal, setFieldRefusal] = useState<string | null>(null);
  const form = useFormSubmit(async ({ request }: { request: string }) => {
    const result = await setPassword(guid, request);
    if (result.isSaved) return;
    setFieldRefusal(result.passwordError);
    if (result.passwordError) setServerPasswordError(result.passwordError);
    throw new Error(result.passwordError ?? result.message);
  }, onSaved);
  // why: no messages before the first submit; from then on they follow the typing.
  const errors: Record<string, string> = form.isChecking
    ? validateForm(values, PASSWORD_RULES).fields
    : {};
  const passwordError = errors.password ?? serverPasswordError ?? undefined;
  const fieldErrors = passwordError ? { ...errors, password: passwordError } : errors;
  // why: a refusal of the password itself is listed at its field, not twice.
  const failure = form.failure !== null && form.failure === fieldRefusal ? null : form.failure;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateForm(values, PASSWORD_RULES).status === 'error',
      request: () => values.password,
    });
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-card__intro">{intro}</p>
      <FormErrorSummary
        fields={fieldErrors}
        fieldIds={FIELD_IDS}
        fieldLabels={FIELD_LABELS}
        message={failure}
        focusKey={form.refusal}
        {...(form.failure ? { title: TEXTS.passwordNotSavedTitle } : {})}
      />
      <PasswordField
        id={FIELD_IDS.password}
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
        id={FIELD_IDS.confirmation}
        label={TEXTS.confirmPasswordLabel}
        name="confirmation"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={form.isSending} busyLabel={TEXTS.saving}>
          {TEXTS.saveButton}
        </Button>
      </div>
    </form>
  );
}
