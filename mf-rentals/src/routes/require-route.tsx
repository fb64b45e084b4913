/**
 * Renders a page only when the user may open its route. Inside the shell such a route
 * never gets here (the shell checks first); this covers a standalone mount.
 */
import { MESSAGES } from '@portal/shared/rules';
import { StatusPanel } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import type { TRouteLevel } from '@portal/shared/rules';
import { usePermissions } from '@portal/shared/ui';

export function RequireRoute({ route, children }: { route: TRouteLevel; children: ReactNode }) {
  const { may } = usePermissions();
  if (!may(route)) return <StatusPanel type="inline-error" message={MESSAGES.forbidden} />;
  return <>{children}</>;
}
