/**
 * Addresses inside the depot area wherever it is mounted: '/articles/depot-pending' in the
 * shell (mounted at /articles/*), '/depot-pending' under a standalone router whose basename
 * is /articles. Code names pages by their absolute portal path (config/depot-routes.ts);
 * `useDepotPaths().to(path)` turns one into a router address, `go` navigates anywhere.
 */
import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate, useParams, type NavigateOptions } from 'react-router-dom';
import { DEPOT_BASE } from '../config/depot-routes';

/** The path the enclosing route matched before its splat ('' when there is none). */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  if (splat === undefined) return '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}

export const MountPathContext = createContext<string>(DEPOT_BASE);

function isInside(path: string): boolean {
  return path === DEPOT_BASE || path.startsWith(`${DEPOT_BASE}/`);
}

export function useDepotPaths() {
  const mountPath = useContext(MountPathContext);
  const navigate = useNavigate();
  const isInShell = mountPath === DEPOT_BASE;

  const to = useCallback(
    (path: string) =>
      isInside(path) ? `${mountPath}${path.slice(DEPOT_BASE.length)}` || '/' : path,
    [mountPath],
  );

  /** Goes to a portal path; outside the area a standalone page loads it anew. */
  const go = useCallback(
    (path: string, options?: NavigateOptions) => {
      if (isInside(path) || isInShell) void navigate(to(path), options);
      else window.location.assign(path);
    },
    [isInShell, navigate, to],
  );

  return { to, go };
}
