/**
 * The forgot-password form (spec 000 §2.1, §4): one required field; a 'handled' answer
 * replaces the form with the confirmation and its note.
 */
import { MESSAGES, validateField, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FlashMessage, TextField } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/forgot';

export function ForgotForm() {
  const [userName, setUserName] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isHandled, setIsHandled] = useState(false);
  const error = validateField(userName, ['required'], {}, { isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecking(true);
    setFailure(null);
    if (validateField(userName, ['required'])) return;
    setIsBusy(true);
    const result = await requestPasswordReset(userName.trim());
    setIsBusy(false);
    if (result.isHandled) setIsHandled(true);
    else setFailure(result.message);
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
      {failure ? <FlashMessage type="error" message={failure} /> : null}
      <TextField
        label={TEXTS.userNameLabel}
        name="userName"
        autoComplete="username"
        autoCapitalize="none"
        required
        value={userName}
        error={error}
        onChange={(event) => setUserName(event.target.value)}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={isBusy} busyLabel={TEXTS.sending}>
          {TEXTS.sendButton}
        </Button>
      </div>
    </form>
  );
}
