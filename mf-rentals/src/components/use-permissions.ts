/**
 * The signed-in user's permissions and `canOpen` on them. These checks only decide what
 * is shown; the api enforces every level itself.
 */
import type { TPermissions } from '@portal/shared/contract';
import { canOpen } from '@portal/shared/rules';
import { useSession } from '@portal/shared/ui';
import { useCallback } from 'react';
import type { TRouteLevel } from '../config/rental-routes';

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
