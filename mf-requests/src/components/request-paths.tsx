/**
 * Absolute addresses inside the requests area wherever it is mounted: '/requests/open' in
 * the shell (mounted at /requests/*), '/open' under a standalone router whose basename is
 * the mount path. Absolute, because relative links inside splat routes resolve differently.
 */
import type { TRequestTab } from '@portal/shared/contract/requests';
import { createContext, useContext } from 'react';
import { useLocation, useParams } from 'react-router-dom';

export type TRequestPaths = {
  list: (tab: TRequestTab) => string;
  details: (tab: TRequestTab, customerRequestId: number | string) => string;
};

/** The path the enclosing route matched before its splat ('' when there is none). */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  if (splat === undefined) return '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}

export function requestPathsFor(mountPath: string): TRequestPaths {
  return {
    list: (tab) => `${mountPath}/${tab}`,
    details: (tab, customerRequestId) => `${mountPath}/${tab}/details/${customerRequestId}`,
  };
}

export const RequestPathsContext = createContext<TRequestPaths>(requestPathsFor(''));

export function useRequestPaths(): TRequestPaths {
  return useContext(RequestPathsContext);
}
