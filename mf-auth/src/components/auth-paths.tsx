/**
 * The account area at /auth: where it is mounted (createAreaApp provides it) and the
 * addresses inside it (createAreaPaths, @portal/shared/remote), with the two its pages link
 * to as router addresses: '/auth/login' in the shell, '/login' under a standalone router
 * whose basename is /auth.
 */
import { createAreaPaths } from '@portal/shared/remote';
import { useMemo } from 'react';
import { AUTH_BASE, AUTH_ROUTES } from '../config/auth-routes';

export const AUTH_AREA = createAreaPaths(AUTH_BASE);

export type TAuthPaths = { login: string; forgot: string };

export function useAuthPaths(): TAuthPaths {
  const { to } = AUTH_AREA.useAreaPaths();
  return useMemo(
    () => ({ login: to(AUTH_ROUTES.login.path), forgot: to(AUTH_ROUTES.forgot.path) }),
    [to],
  );
}
