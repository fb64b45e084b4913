// /auth/logout (spec 000 §2.1): ends the session on the server (best effort), clears all
// local storage and goes to the login page, passing on a message from navigation state.
// What the outbox still held goes with the session (issue 29); the login page says so.
// While the outbox holds writes, a sign-out the portal did not start itself (a link in a
// mail or on another site, a typed address) asks first, as the user menu does; 'no' goes
// home and removes nothing (issue 35 §4; mf-auth/README.md "Decisions where the spec was silent").
import { authStorage, countUnsent } from '@portal/shared/client';
import { HOME_PATH, AUTH_TEXTS as TEXTS, OFFLINE_TEXTS } from '@portal/shared/rules';
import { isSignOutFromPortal, readFlash, useSession } from '@portal/shared/ui';
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
    const fromPortal = isSignOutFromPortal(location.state);
    void (async () => {
      const count = auth ? await countUnsent(auth.userId).catch(() => 0) : 0;
      // why: the same question as the user menu's; nothing queued goes without consent.
      if (count > 0 && !fromPortal && !window.confirm(OFFLINE_TEXTS.logoutWithUnsent(count))) {
        void navigate(HOME_PATH, { replace: true });
        return;
      }
      await logout();
      signOut();
      const removed = count > 0 ? OFFLINE_TEXTS.unsentRemoved(count) : null;
      const message = [flash?.message, removed].filter(Boolean).join(' ');
      const state = message ? { flash: { message, type: flash?.type ?? 'warning' } } : null;
      void navigate(to(AUTH_ROUTES.login.path), { replace: true, state });
    })();
  }, [location.state, navigate, to, signOut]);

  return (
    <p className="ui-entry-column" role="status">
      {TEXTS.loggingOut}
    </p>
  );
}
