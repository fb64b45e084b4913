// /auth/logout (spec 000 §2.1): ends the session on the server (best effort), clears all
// local storage and goes to the login page, passing on a message from navigation state.
// What the outbox still held goes with the session (issue 29); the login page says so.
import { authStorage, countUnsent } from '@portal/shared/client';
import { AUTH_TEXTS as TEXTS, OFFLINE_TEXTS } from '@portal/shared/rules';
import { readFlash, useSession } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthPaths } from '../components/auth-paths';
import { AUTH_ROUTES } from '../config/auth-routes';
import { logout } from '../features/logout/api/logout';

export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { to } = useAuthPaths();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const flash = readFlash(location.state);
    const auth = authStorage.get();
    const unsent = auth ? countUnsent(auth.userId).catch(() => 0) : Promise.resolve(0);
    void Promise.all([logout(), unsent]).then(([, count]) => {
      signOut();
      const removed = count > 0 ? OFFLINE_TEXTS.unsentRemoved(count) : null;
      const message = [flash?.message, removed].filter(Boolean).join(' ');
      const state = message ? { flash: { message, type: flash?.type ?? 'warning' } } : null;
      void navigate(to(AUTH_ROUTES.login.path), { replace: true, state });
    });
  }, [location.state, navigate, to, signOut]);

  return (
    <p className="ui-entry-column" role="status">
      {TEXTS.loggingOut}
    </p>
  );
}
