/**
 * The forgot-password form (spec 000 §2.1, §4): one required field; a 'handled' answer
 * replaces the form with the confirmation and its note. A refused submit focuses the
 * shared error summary on top.
 */
import { MESSAGES, validateField, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FlashMessage, FormErrorSummary, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/forgot';
import { UserNameField } from '../../../components/user-name-field';

const FIELD_ID = 'auth-forgot-user';

/** The forgot call as a send that rejects with the text to show. */
async function sendForgot({ request }: { request: string }): Promise<void> {
  const result = await requestPasswordReset(request);
  if (!result.isHandled) throw new Error(result.message);
}

export function ForgotForm() {
  const [userName, setUserName] = useState('');
  const [isHandled, setIsHandled] = useState(false);
  const form = useFormSubmit(sendForgot, () => setIsHandled(true));
  const error = validateField(userName, ['required'], {}, { isChecking: form.isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateField(userName, ['required']) !== null,
      request: () => userName.trim(),
    });
  }

  if (isHandled) {
    return (
      <FlashMessage
        type="success"
        title={MESSAGES.forgotHandled}
        message={MESSAGES.forgotHandledNote}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-card__intro">{TEXTS.forgotIntro}</p>
      <FormErrorSummary
        fields={{ userName: error }}
        fieldIds={{ userName: FIELD_ID }}
        fieldLabels={{ userName: TEXTS.userNameLabel }}
        message={form.failure}
        focusKey={form.refusal}
      />
      <UserNameField
        id={FIELD_ID}
        name="userName"
        value={userName}
        error={error}
        onChange={setUserName}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={form.isSending} busyLabel={TEXTS.sending}>
          {TEXTS.sendButton}
        </Button>
      </div>
    </form>
  );
}
