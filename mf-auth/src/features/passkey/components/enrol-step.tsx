/**
 * After a right password, when the user's organisation requires two factors and she has no
 * passkey yet (issue 40 §2): she adds one before anything else, once. The passkey's name
 * (prefilled, hers to change), then the browser's own steps; the recovery code next.
 */
import {
  AUTH_TEXTS,
  PASSKEY_TEXTS as TEXTS,
  validateForm,
  type TFormRules,
} from '@portal/shared/rules';
import { Button, FormErrorSummary, TextField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { enrolPasskey, type TEnrolled } from '../api/passkey-calls';

const RULES: TFormRules = { name: ['required'] };
const FIELD_IDS = { name: 'auth-passkey-name' };
const FIELD_LABELS = { name: TEXTS.nameLabel };

export function EnrolStep({
  ticket,
  onEnrolled,
}: {
  ticket: string;
  onEnrolled: (enrolled: TEnrolled) => void;
}) {
  const [name, setName] = useState<string>(TEXTS.defaultName);
  const form = useFormSubmit(
    ({ request }: { request: string }) => enrolPasskey(ticket, request),
    onEnrolled,
  );
  const { fields: errors } = validateForm({ name }, RULES, { isChecking: form.isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateForm({ name }, RULES).status === 'error',
      request: () => name.trim(),
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
      <p className="auth-card__intro">{TEXTS.enrolIntro}</p>
      <TextField
        id={FIELD_IDS.name}
        label={TEXTS.nameLabel}
        hint={TEXTS.nameHint}
        name="passkey-name"
        autoComplete="off"
        maxLength={100}
        required
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="ui-actions">
        <Button type="submit" isBlock autoFocus isBusy={form.isSending} busyLabel={TEXTS.waiting}>
          {TEXTS.addButton}
        </Button>
      </div>
    </form>
  );
}
