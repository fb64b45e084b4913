/**
 * Absolute addresses of the account pages wherever the area is mounted: '/auth/login' in
 * the shell (mounted at /auth/*), '/login' under a standalone router whose basename is the
 * mount path. Absolute, because relative links inside splat routes resolve differently.
 */
import { createContext, useContext } from 'react';
import { useLocation, useParams } from 'react-router-dom';

export type TAuthPaths = { login: string; forgot: string };

export const AuthPathsContext = createContext<TAuthPaths>({ login: '/login', forgot: '/forgot' });

/** The path the enclosing route matched before its splat ('' when there is none). */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  if (splat === undefined) return '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}

export function authPathsFor(mountPath: string): TAuthPaths {
  return { login: `${mountPath}/login`, forgot: `${mountPath}/forgot` };
}

export function useAuthPaths(): TAuthPaths {
  return useContext(AuthPathsContext);
}
