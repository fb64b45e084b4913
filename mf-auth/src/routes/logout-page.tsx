// /auth/logout (spec 000 §2.1): ends the session on the server (best effort), clears all
// local storage and goes to the login page, passing on a message from navigation state.
import { AUTH_TEXTS as TEXTS } from '@portal/shared/rules';
import { readFlash, useSession } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthPaths } from '../components/auth-paths';
import { logout } from '../features/logout/api/logout';

export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = useAuthPaths();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const flash = readFlash(location.state);
    void logout().finally(() => {
      signOut();
      void navigate(paths.login, { replace: true, state: flash ? { flash } : null });
    });
  }, [location.state, navigate, paths.login, signOut]);

  return (
    <p className="ui-entry-column" role="status">
      {TEXTS.loggingOut}
    </p>
  );
}
