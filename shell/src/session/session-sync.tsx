/**
 * Writes the `routes-tree` and `main-menu` of the signed-in user to local storage whenever
 * the auth record changes: after sign-in (mf-auth calls signIn) and after every identify
 * (which refreshes the permissions). Remotes read them for tab bars; the top bar for the
 * trail and the user menu.
 */
import { mainMenuStorage, routesTreeStorage } from '@portal/shared/client';
import { useSession } from '@portal/shared/ui';
import { useEffect } from 'react';
import { deriveMainMenu, deriveRoutesTree } from '../navigation/derived-views';
import { usePortal } from '../runtime/portal-context';

export function SessionSync() {
  const { auth } = useSession();
  const { remotes, routes } = usePortal();
  const permissions = auth?.permissions;

  useEffect(() => {
    if (!permissions) return;
    routesTreeStorage.set(deriveRoutesTree(permissions, remotes, routes));
    mainMenuStorage.set(deriveMainMenu(permissions, remotes, routes));
  }, [permissions, remotes, routes]);

  return null;
}
