/**
 * The signed-in user's permissions and `may(route)` on them (a route of the table, see
 * `tableRoute`). These checks only decide what is shown; the api enforces every level.
 */
import { useCallback } from 'react';
import type { TPermissions } from '../../contract/index.js';
import { canOpen } from '../../rules/permissions.js';
import type { TRouteLevel } from '../../rules/route-lookup.js';
import { useSession } from './session-context.js';

const NONE: TPermissions = {};

export function usePermissions() {
  const { auth } = useSession();
  const permissions = auth?.permissions ?? NONE;
  const may = useCallback(
    (route: TRouteLevel) => canOpen(permissions, route.path, route.level),
    [permissions],
  );
  return { permissions, may };
}
