/**
 * Gate of every protected route (spec 000 §4, §6): needs an auth record with a token and
 * environment 'customer-portal', and calls identify on every route change, beside the
 * page (not before it); a failed identify clears storage and goes to /auth/login. The
 * answer refreshes fullName and permissions. A route the user may not open goes to /noaccess.
 */
import { PORTAL_ENVIRONMENT } from '@portal/shared/contract';
import { authStorage, isApiError } from '@portal/shared/client';
import { canOpen, findRouteEntry, MESSAGES } from '@portal/shared/rules';
import { flashState, useSession } from '@portal/shared/ui';
import { useEffect } from 'react';
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

  useEffect(() => {
    if (!isPortalSession || !token) return undefined;
    const controller = new AbortController();
    identify(controller.signal)
      .then((identity) => {
        if (controller.signal.aborted) return;
        const stored = authStorage.get();
        if (!stored || stored.token !== token) return;
        signIn({ ...stored, ...identity, token });
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
        if (isApiError(error) && error.isNetworkError) return;
        signOut();
        void navigate(LOGIN_PATH, { replace: true });
      });
    return () => controller.abort();
    // why: identify runs on every route change and when the token changes, not when the
    // refreshed record itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, token, isPortalSession]);

  if (!isPortalSession || !auth) return <Navigate to={LOGIN_PATH} replace />;
  // why: no wait for identify's answer: the stored session came from a sign-in or an
  // identify the server answered, and the page's own calls, which the server checks one
  // by one, go out beside identify instead of after it and the first render. A refusal
  // still signs out (above), an expired session still ends at /auth/logout (the API
  // client), and the permissions identify brings re-route the page when they changed.
  // Waiting cost a round trip and a render on every load: on a repeat visit of a list on
  // a slow phone about a third of the time to its first row (bench/README.md).

  const entry = findRouteEntry(pathname, routes);
  if (entry && !entry.isPublic && !canOpen(auth.permissions, entry.path, entry.level)) {
    // why (issue 38): 'Geen toegang' names the right of the page that was refused.
    return (
      <Navigate
        to={NO_ACCESS_PATH}
        replace
        state={{ ...flashState(MESSAGES.forbidden, 'error'), from: pathname }}
      />
    );
  }
  return <Outlet />;
}
