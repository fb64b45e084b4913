/**
 * 'Inloggen met een passkey' under the sign-in form (issue 40 §2): a sign-in with the
 * passkey alone, where the user chooses it. Shown only when the portal has passkeys at all
 * and this browser can use them, so the spec's page stays as it was everywhere else.
 */
import type { TAuthRecord } from '@portal/shared/contract';
import { AUTH_TEXTS, PASSKEY_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button, FormErrorSummary, useFormSubmit } from '@portal/shared/ui';
import { signInWithPasskey } from '../api/passkey-calls';

export function PasswordlessButton({ onSignedIn }: { onSignedIn: (auth: TAuthRecord) => void }) {
  const form = useFormSubmit(() => signInWithPasskey(null), onSignedIn);
  return (
    <div className="auth-passkey">
      <FormErrorSummary
        message={form.failure}
        focusKey={form.refusal}
        {...(form.failure ? { title: AUTH_TEXTS.loginRefusedTitle } : {})}
      />
      <Button
        variant="secondary"
        isBlock
        isBusy={form.isSending}
        busyLabel={TEXTS.waiting}
        onClick={() => void form.submit({ hasErrors: false, request: () => null })}
      >
        {TEXTS.passwordlessButton}
      </Button>
    </div>
  );
}
