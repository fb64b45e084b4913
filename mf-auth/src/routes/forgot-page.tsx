// /auth/forgot (spec 000 §2.1): the form, and a link back to the login page.
import { AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useAuthPaths } from '../components/auth-paths';
import { AUTH_ROUTES } from '../config/auth-routes';
import { ForgotForm } from '../features/forgot/components/forgot-form';

export function ForgotPage() {
  const { to } = useAuthPaths();
  return (
    <AuthCard title={TEXTS.forgotTitle}>
      <ForgotForm />
      <p className="auth-links">
        <Link to={to(AUTH_ROUTES.login.path)}>{TEXTS.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
