/**
 * /auth/register/:token and /auth/reset/:token (spec 000 §2.1, §4, §5): the link's token
 * is checked on load; a failed check replaces the form with an error panel and a link to
 * the login page; a saved password shows a success panel with that link.
 */
import { MESSAGES, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { FlashMessage, StatusPanel } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useAuthPaths } from '../components/auth-paths';
import { AUTH_ROUTES } from '../config/auth-routes';
import { checkGuid } from '../features/password/api/check-guid';
import { SetPasswordForm } from '../features/password/components/set-password-form';

type TMode = 'register' | 'reset';
type TState =
  | { step: 'checking' }
  | { step: 'invalid'; message: string }
  | { step: 'form' }
  | { step: 'saved' };

const MODES = {
  register: { title: TEXTS.registerTitle, intro: TEXTS.registerIntro, saved: MESSAGES.registered },
  reset: { title: TEXTS.resetTitle, intro: TEXTS.resetIntro, saved: MESSAGES.passwordChanged },
} as const;

function LoginLink() {
  const { to } = useAuthPaths();
  return (
    <p className="auth-links">
      <Link to={to(AUTH_ROUTES.login.path)}>{TEXTS.toLogin}</Link>
    </p>
  );
}

export function SetPasswordPage({ mode }: { mode: TMode }) {
  const { token } = useParams();
  const texts = MODES[mode];
  const [state, setState] = useState<TState>(() =>
    token ? { step: 'checking' } : { step: 'invalid', message: MESSAGES.requestFailed },
  );

  useEffect(() => {
    if (!token) return undefined;
    let isCurrent = true;
    void checkGuid(token).then((result) => {
      if (!isCurrent) return;
      setState(result.isValid ? { step: 'form' } : { step: 'invalid', message: result.message });
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  return (
    <AuthCard title={texts.title}>
      {state.step === 'checking' ? (
        <p role="status">{TEXTS.checkingLink}</p>
      ) : state.step === 'invalid' ? (
        <>
          <StatusPanel type="inline-error" message={state.message} />
          <LoginLink />
        </>
      ) : state.step === 'saved' ? (
        <>
          <FlashMessage type="success" message={texts.saved} />
          <LoginLink />
        </>
      ) : (
        <SetPasswordForm
          guid={token ?? ''}
          intro={texts.intro}
          onSaved={() => setState({ step: 'saved' })}
        />
      )}
    </AuthCard>
  );
}
