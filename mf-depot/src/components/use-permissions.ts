/**
 * `may(route)`: whether the signed-in user may open a route of the table. It only decides
 * what is shown (tabs, links); the shell and the api enforce every level themselves.
 */
import type { TPermissions } from '@portal/shared/contract';
import { canOpen, type TRouteEntry } from '@portal/shared/rules';
import { useSession } from '@portal/shared/ui';
import { useCallback } from 'react';

const NONE: TPermissions = {};

export function usePermissions() {
  const { auth } = useSession();
  const permissions = auth?.permissions ?? NONE;
  const may = useCallback(
    (route: Pick<TRouteEntry, 'path' | 'level'>) => canOpen(permissions, route.path, route.level),
    [permissions],
  );
  return { may };
}
