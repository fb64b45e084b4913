/**
 * The sign-in page's first step when an organisation signs in with its own accounts (issue
 * 40 §1): the address only, then 'Volgende'. The answer depends on the address's domain
 * alone (ssoDiscoverCall), so this step tells nobody whether an account exists.
 */
import { AUTH_TEXTS as TEXTS, validateForm, type TFormRules } from '@portal/shared/rules';
import { Button, FormErrorSummary, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { providerFor } from '../api/sso-calls';
import { UserNameField } from '../../../components/user-name-field';

const RULES: TFormRules = { emailaddress: ['required'] };
const FIELD_IDS = { emailaddress: 'auth-login-user' };
const FIELD_LABELS = { emailaddress: TEXTS.userNameLabel };

export type TEmailStepResult = { emailaddress: string; providerName: string | null };

async function sendDiscover({ request }: { request: string }): Promise<TEmailStepResult> {
  return { emailaddress: request, providerName: await providerFor(request) };
}

export function EmailStep({
  initialEmail,
  refusal,
  onDone,
}: {
  initialEmail: string;
  /** A refusal of the provider's sign-in that brought the user back here. */
  refusal: string | null;
  onDone: (result: TEmailStepResult) => void;
}) {
  const [emailaddress, setEmailaddress] = useState(initialEmail);
  const form = useFormSubmit(sendDiscover, onDone);
  const { fields: errors } = validateForm({ emailaddress }, RULES, { isChecking: form.isChecking });
  const message = form.failure ?? refusal;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateForm({ emailaddress }, RULES).status === 'error',
      request: () => emailaddress.trim(),
    });
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorSummary
        fields={errors}
        fieldIds={FIELD_IDS}
        fieldLabels={FIELD_LABELS}
        message={message}
        focusKey={form.refusal + (refusal ? 1 : 0)}
        {...(message ? { title: TEXTS.loginRefusedTitle } : {})}
      />
      <UserNameField
        id={FIELD_IDS.emailaddress}
        name="emailaddress"
        value={emailaddress}
        error={errors.emailaddress}
        onChange={setEmailaddress}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={form.isSending} busyLabel={TEXTS.nextButton}>
          {TEXTS.nextButton}
        </Button>
      </div>
    </form>
  );
}
