/**
 * Renders a page only when the user may open its route of the table ('U heeft geen toegang
 * tot deze pagina' otherwise). Inside the shell such a route never gets here (the shell
 * checks first); this covers an area mounted alone.
 */
import { MESSAGES, type TRouteLevel } from '@portal/shared/rules';
import { StatusPanel, usePermissions } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export function RequireRoute({ route, children }: { route: TRouteLevel; children: ReactNode }) {
  const { may } = usePermissions();
  if (!may(route)) return <StatusPanel type="inline-error" message={MESSAGES.forbidden} />;
  return <>{children}</>;
}
