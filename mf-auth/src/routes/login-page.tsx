// /auth/login (spec 000 §2.1): clears local storage on load; on success stores the auth
// record and goes to /home. A message from navigation ('Sessie is verlopen') shows on top.
// When any organisation signs in with its own accounts (issue 40 §1) the page asks the
// address first: its domain's provider gets 'Inloggen met <provider>', every other
// address the password field as before. Back from the provider the address holds
// `?sso=<one-time code>` (the session is fetched and stored as after a login) or
// `?ssoError=<reason>` (its Dutch message over the first step). A user with a passkey
// (issue 40 §2) confirms with it after her password (or uses her recovery code); one whose
// organisation requires two factors adds one first and notes her recovery code; when the
// portal has passkeys at all, 'Inloggen met een passkey' signs in with the passkey alone.
import type { TAuthRecord } from '@portal/shared/contract';
import { HOME_PATH, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { NavigationFlash, useSession } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useAuthPaths } from '../components/auth-paths';
import { AUTH_ROUTES } from '../config/auth-routes';
import { LoginForm } from '../features/login/components/login-form';
import { finishSignIn, isEmailFirst, refusalMessage } from '../features/sso/api/sso-calls';
import { EmailStep } from '../features/sso/components/email-step';
import { SsoChoice } from '../features/sso/components/sso-choice';
import { isPasskeyOffered, type TEnrolled } from '../features/passkey/api/passkey-calls';
import { EnrolStep } from '../features/passkey/components/enrol-step';
import { PasskeyStep } from '../features/passkey/components/passkey-step';
import { PasswordlessButton } from '../features/passkey/components/passwordless-button';
import { RecoveryCodeShown } from '../features/passkey/components/recovery-code-shown';

type TStep =
  | { kind: 'waiting'; isFinishing: boolean }
  | { kind: 'email'; emailaddress: string }
  | { kind: 'password'; emailaddress: string }
  | { kind: 'provider'; emailaddress: string; providerName: string }
  | { kind: 'passkey'; ticket: string }
  | { kind: 'enrol'; ticket: string }
  | { kind: 'recovery-code'; enrolled: TEnrolled & { recoveryCode: string } };

export function LoginPage() {
  const { signIn, signOut } = useSession();
  const navigate = useNavigate();
  const { to } = useAuthPaths();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<TStep>(() => ({
    kind: 'waiting',
    isFinishing: params.has('sso'),
  }));
  const [refusal, setRefusal] = useState<string | null>(() =>
    refusalMessage(params.get('ssoError')),
  );
  const [isPasskeyShown, setIsPasskeyShown] = useState(false);

  const signedIn = (auth: TAuthRecord) => {
    signIn(auth);
    void navigate(HOME_PATH, { replace: true });
  };

  useEffect(() => {
    // why: spec 000 §2.1, the login page starts from an empty local storage.
    signOut();
  }, [signOut]);

  useEffect(() => {
    let isCurrent = true;
    const code = params.get('sso');
    // why: the code and the refusal are used once; a reload must not send them again.
    if (code !== null || params.has('ssoError')) setParams({}, { replace: true });
    void (async () => {
      if (code !== null) {
        const result = await finishSignIn(code);
        if (!isCurrent) return;
        if (result.isSuccess) {
          signedIn(result.auth);
          return;
        }
        setRefusal(result.message);
      }
      // why: both before the first step is drawn, so the passkey button shifts nothing.
      const [isFirst, isOffered] = await Promise.all([isEmailFirst(), isPasskeyOffered()]);
      if (!isCurrent) return;
      setIsPasskeyShown(isOffered);
      setStep({ kind: isFirst ? 'email' : 'password', emailaddress: '' });
    })();
    return () => {
      isCurrent = false;
    };
    // why: once, on the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard title={TEXTS.loginTitle}>
      <NavigationFlash />
      {step.kind === 'waiting' && step.isFinishing && (
        <p className="auth-card__intro" role="status">
          {TEXTS.ssoFinishing}
        </p>
      )}
      {step.kind === 'email' && (
        <EmailStep
          initialEmail={step.emailaddress}
          refusal={refusal}
          onDone={({ emailaddress, providerName }) => {
            setRefusal(null);
            setStep(
              providerName
                ? { kind: 'provider', emailaddress, providerName }
                : { kind: 'password', emailaddress },
            );
          }}
        />
      )}
      {step.kind === 'provider' && (
        <SsoChoice
          emailaddress={step.emailaddress}
          providerName={step.providerName}
          onOtherAddress={() => setStep({ kind: 'email', emailaddress: '' })}
        />
      )}
      {step.kind === 'password' && (
        <LoginForm
          onSignedIn={signedIn}
          onSecondStep={({ kind, ticket }) =>
            setStep(kind === 'verify' ? { kind: 'passkey', ticket } : { kind: 'enrol', ticket })
          }
          initialEmail={step.emailaddress}
        />
      )}
      {(step.kind === 'password' || step.kind === 'email') && isPasskeyShown && (
        <PasswordlessButton onSignedIn={signedIn} />
      )}
      {step.kind === 'passkey' && <PasskeyStep ticket={step.ticket} onSignedIn={signedIn} />}
      {step.kind === 'enrol' && (
        <EnrolStep
          ticket={step.ticket}
          onEnrolled={(enrolled) => {
            const { recoveryCode } = enrolled;
            if (recoveryCode === null) signedIn(enrolled.auth);
            else setStep({ kind: 'recovery-code', enrolled: { ...enrolled, recoveryCode } });
          }}
        />
      )}
      {step.kind === 'recovery-code' && (
        <RecoveryCodeShown
          code={step.enrolled.recoveryCode}
          onDone={() => signedIn(step.enrolled.auth)}
        />
      )}
      {/* why: below the form, so drawn with it: drawn while the page asked which step comes
          first, the form pushed it down (a layout shift, Lighthouse CLS 0.027). */}
      {step.kind !== 'waiting' && step.kind !== 'recovery-code' && (
        <p className="auth-links">
          <Link to={to(AUTH_ROUTES.forgot.path)}>{TEXTS.forgotLink}</Link>
        </p>
      )}
    </AuthCard>
  );
}
