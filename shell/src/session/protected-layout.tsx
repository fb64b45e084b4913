/**
 * Gate of every protected route (spec 000 §4, §6): needs an auth record with a token and
 * environment 'customer-portal', and calls identify on every route change. The first call
 * gates rendering; a failed identify clears storage and goes to /auth/login. The answer
 * refreshes fullName and permissions. A route the user may not open goes to /noaccess.
 */
import { PORTAL_ENVIRONMENT } from '@portal/shared/contract';
import { authStorage, isApiError } from '@portal/shared/client';
import { canOpen, findRouteEntry, MESSAGES } from '@portal/shared/rules';
import { flashState, StatusPanel, useSession } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePortal } from '../runtime/portal-context';
import { identify } from './identify';

export const LOGIN_PATH = '/auth/login';
export const NO_ACCESS_PATH = '/noaccess';

export function ProtectedLayout() {
  const { auth, signIn, signOut } = useSession();
  const { pathname } = useLocation();
  const { routes } = usePortal();
  const navigate = useNavigate();
  const token = auth?.token ?? null;
  const isPortalSession = Boolean(token) && auth?.environment === PORTAL_ENVIRONMENT;
  const [verifiedToken, setVerifiedToken] = useState<string | null>(null);

  useEffect(() => {
    if (!isPortalSession || !token) return undefined;
    const controller = new AbortController();
    identify(controller.signal)
      .then((identity) => {
        if (controller.signal.aborted) return;
        const stored = authStorage.get();
        if (!stored || stored.token !== token) return;
        signIn({ ...stored, ...identity, token });
        setVerifiedToken(token);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // why: SESSION_EXPIRED already sent the user to /auth/logout with its message.
        if (isApiError(error) && error.status === 'SESSION_EXPIRED') return;
        // why: a dropped connection in a corridor or a dead spot (or a reload that cuts
        // the call off) is no answer from the server, so it never ends the session: the
        // stored session goes on, the pages show what the phone kept under the offline
        // banner (issue 29), and the next route change checks again. The server checks
        // every call, so nothing is shown that the phone did not already hold.
        if (isApiError(error) && error.isNetworkError) {
          setVerifiedToken(token);
          return;
        }
        signOut();
        void navigate(LOGIN_PATH, { replace: true });
      });
    return () => controller.abort();
    // why: identify runs on every route change and when the token changes, not when the
    // refreshed record itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, token, isPortalSession]);

  if (!isPortalSession || !auth) return <Navigate to={LOGIN_PATH} replace />;
  if (verifiedToken !== token) return <StatusPanel type="loading" />;

  const entry = findRouteEntry(pathname, routes);
  if (entry && !entry.isPublic && !canOpen(auth.permissions, entry.path, entry.level)) {
    return <Navigate to={NO_ACCESS_PATH} replace state={flashState(MESSAGES.forbidden, 'error')} />;
  }
  return <Outlet />;
}
