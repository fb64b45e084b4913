/**
 * The second step after a right password of a user with a passkey (issue 40 §2): 'Passkey
 * gebruiken' asks the browser for it; 'Passkey niet bij de hand?' opens the recovery code
 * instead, which works once. A refusal shows in the error summary on top, focused.
 */
import type { TAuthRecord } from '@portal/shared/contract';
import {
  AUTH_TEXTS,
  PASSKEY_TEXTS as TEXTS,
  validateForm,
  type TFormRules,
} from '@portal/shared/rules';
import { Button, FormErrorSummary, TextField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { signInWithPasskey, signInWithRecoveryCode } from '../api/passkey-calls';

const RULES: TFormRules = { code: ['required'] };
const FIELD_IDS = { code: 'auth-recovery-code' };
const FIELD_LABELS = { code: TEXTS.recoveryLabel };

function RecoveryCodeForm({
  ticket,
  onSignedIn,
  onBack,
}: {
  ticket: string;
  onSignedIn: (auth: TAuthRecord) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const form = useFormSubmit(
    ({ request }: { request: string }) => signInWithRecoveryCode(ticket, request),
    onSignedIn,
  );
  const { fields: errors } = validateForm({ code }, RULES, { isChecking: form.isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateForm({ code }, RULES).status === 'error',
      request: () => code.trim(),
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
        {...(form.failure ? { title: AUTH_TEXTS.loginRefusedTitle } : {})}
      />
      <p className="auth-card__intro">{TEXTS.recoveryIntro}</p>
      <TextField
        id={FIELD_IDS.code}
        label={TEXTS.recoveryLabel}
        name="recovery-code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        required
        autoFocus
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock isBusy={form.isSending} busyLabel={AUTH_TEXTS.loggingIn}>
          {TEXTS.recoveryButton}
        </Button>
      </div>
      <p className="auth-links">
        <Button variant="link" onClick={onBack}>
          {TEXTS.backToPasskey}
        </Button>
      </p>
    </form>
  );
}

export function PasskeyStep({
  ticket,
  onSignedIn,
}: {
  ticket: string;
  onSignedIn: (auth: TAuthRecord) => void;
}) {
  const [isRecovery, setIsRecovery] = useState(false);
  const form = useFormSubmit(() => signInWithPasskey(ticket), onSignedIn);

  if (isRecovery) {
    return (
      <RecoveryCodeForm
        ticket={ticket}
        onSignedIn={onSignedIn}
        onBack={() => setIsRecovery(false)}
      />
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({ hasErrors: false, request: () => null });
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorSummary
        fields={{}}
        fieldIds={{}}
        fieldLabels={{}}
        message={form.failure}
        focusKey={form.refusal}
        {...(form.failure ? { title: AUTH_TEXTS.loginRefusedTitle } : {})}
      />
      <p className="auth-card__intro">{TEXTS.verifyIntro}</p>
      <div className="ui-actions">
        <Button type="submit" isBlock autoFocus isBusy={form.isSending} busyLabel={TEXTS.waiting}>
          {TEXTS.verifyButton}
        </Button>
      </div>
      <p className="auth-links">
        <Button variant="link" onClick={() => setIsRecovery(true)}>
          {TEXTS.useRecoveryCode}
        </Button>
      </p>
    </form>
  );
}
