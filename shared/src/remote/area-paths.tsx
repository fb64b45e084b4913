/**
 * Addresses inside an area wherever it is mounted: '/rentals/active' in the shell (mounted
 * at /rentals/*), '/active' under a standalone router whose basename is /rentals. Code
 * names pages by their absolute portal path; `to(path)` turns one into a router address
 * and `go(path)` goes there (outside the area, a standalone page loads it anew).
 */
import { createContext, useCallback, useContext, type Context } from 'react';
import { useLocation, useNavigate, useParams, type NavigateOptions } from 'react-router-dom';

/** The path the enclosing route matched before its splat ('' when there is none). */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  if (splat === undefined) return '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}

export type TAreaPaths = {
  to: (path: string) => string;
  go: (path: string, options?: NavigateOptions) => void;
};

/** An area: where the shell mounts it, its mount-path context and its paths hook. */
export type TArea = {
  /** The portal path the shell mounts the area at, e.g. '/rentals'. */
  base: string;
  /** Where the area is mounted now; provided by createAreaApp's App. */
  MountPathContext: Context<string>;
  useAreaPaths: () => TAreaPaths;
};

/**
 * The area at `base`: its mount-path context (the App of createAreaApp provides it; a page
 * rendered without it, as in a unit test, is mounted at `base`) and its `useAreaPaths`.
 */
export function createAreaPaths(base: string): TArea {
  const MountPathContext = createContext<string>(base);
  const isInArea = (path: string) => path === base || path.startsWith(`${base}/`);

  function useAreaPaths(): TAreaPaths {
    const mountPath = useContext(MountPathContext);
    const navigate = useNavigate();
    const isInShell = mountPath === base;
    const to = useCallback(
      (path: string) => (isInArea(path) ? `${mountPath}${path.slice(base.length)}` || '/' : path),
      [mountPath],
    );
    const go = useCallback(
      (path: string, options?: NavigateOptions) => {
        if (isInArea(path) || isInShell) void navigate(to(path), options);
        else window.location.assign(path);
      },
      [isInShell, navigate, to],
    );
    return { to, go };
  }

  return { base, MountPathContext, useAreaPaths };
}
