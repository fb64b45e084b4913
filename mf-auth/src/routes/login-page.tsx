// /auth/login (spec 000 §2.1): clears local storage on load; on success stores the auth
// record and goes to /home. A message from navigation ('Sessie is verlopen') shows on top.
import { HOME_PATH, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { NavigationFlash, useSession } from '@portal/shared/ui';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useAuthPaths } from '../components/auth-paths';
import { AUTH_ROUTES } from '../config/auth-routes';
import { LoginForm } from '../features/login/components/login-form';

export function LoginPage() {
  const { signIn, signOut } = useSession();
  const navigate = useNavigate();
  const { to } = useAuthPaths();

  useEffect(() => {
    // why: spec 000 §2.1, the login page starts from an empty local storage.
    signOut();
  }, [signOut]);

  return (
    <AuthCard title={TEXTS.loginTitle}>
      <NavigationFlash />
      <LoginForm
        onSignedIn={(auth) => {
          signIn(auth);
          void navigate(HOME_PATH, { replace: true });
        }}
      />
      <p className="auth-links">
        <Link to={to(AUTH_ROUTES.forgot.path)}>{TEXTS.forgotLink}</Link>
      </p>
    </AuthCard>
  );
}
