/**
 * Addresses inside the rentals area wherever it is mounted: '/rentals/active' in the
 * shell (mounted at /rentals/*), '/active' under a standalone router whose basename is
 * /rentals. Code names pages by their absolute portal path (config/rental-routes.ts);
 * `useRentalsPaths().to(path)` turns one into a router address.
 */
import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate, useParams, type NavigateOptions } from 'react-router-dom';
import { RENTALS_BASE } from '../config/rental-routes';

/** The path the enclosing route matched before its splat ('' when there is none). */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  if (splat === undefined) return '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}

export const MountPathContext = createContext<string>(RENTALS_BASE);

/** Router address of an absolute portal path, and navigation to any portal path. */
export function useRentalsPaths() {
  const mountPath = useContext(MountPathContext);
  const navigate = useNavigate();
  const isInShell = mountPath === RENTALS_BASE;

  const to = useCallback(
    (path: string) =>
      path === RENTALS_BASE || path.startsWith(`${RENTALS_BASE}/`)
        ? `${mountPath}${path.slice(RENTALS_BASE.length)}` || '/'
        : path,
    [mountPath],
  );

  /** Goes to a portal path; outside the rentals area a standalone page loads it anew. */
  const go = useCallback(
    (path: string, options?: NavigateOptions) => {
      const isRentals = path === RENTALS_BASE || path.startsWith(`${RENTALS_BASE}/`);
      if (isRentals || isInShell) void navigate(to(path), options);
      else window.location.assign(path);
    },
    [isInShell, navigate, to],
  );

  return { to, go };
}
