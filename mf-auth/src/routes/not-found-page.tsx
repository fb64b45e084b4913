// An address under /auth that the account pages do not have (shell/README.md).
import { MESSAGES, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { StatusPanel } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useAuthPaths } from '../components/auth-paths';
import { AUTH_ROUTES } from '../config/auth-routes';

export function NotFoundPage() {
  const { to } = useAuthPaths();
  return (
    <AuthCard title={MESSAGES.pageNotFound}>
      <StatusPanel type="pageNotfound" />
      <p className="auth-links">
        <Link to={to(AUTH_ROUTES.login.path)}>{TEXTS.toLogin}</Link>
      </p>
    </AuthCard>
  );
}
