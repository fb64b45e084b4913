// An address under /auth that the account pages do not have (shell/README.md).
import { MESSAGES, AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { StatusPanel } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { useAuthPaths } from '../components/auth-paths';

export function NotFoundPage() {
  const paths = useAuthPaths();
  return (
    <AuthCard title={MESSAGES.pageNotFound}>
      <StatusPanel type="pageNotfound" />
      <p className="auth-links">
        <Link to={paths.login}>{TEXTS.toLogin}</Link>
      </p>
    </AuthCard>
  );
}
