/**
 * Mounted at '/<area>/*': picks the remote that owns the current path from the route
 * table ('/articles/depot-pending/...' is depot's, the rest of '/articles' articles; a
 * federated area's declared routes are its own) and renders it at the area's base path; a
 * path no available remote owns gets 'Pagina niet gevonden'.
 */
import { findRouteEntry } from '@portal/shared/rules';
import { useLocation } from 'react-router-dom';
import { areaBase } from '../navigation/route-access';
import { RemoteArea } from '../remotes/remote-area';
import { usePortal } from '../runtime/portal-context';
import { NotFoundPage } from './not-found-page';

export function AreaOutlet() {
  const { pathname } = useLocation();
  const { remotes, routes } = usePortal();
  const owner = findRouteEntry(pathname, routes)?.owner;
  if (!owner || owner === 'shell' || !remotes.has(owner)) return <NotFoundPage />;
  return <RemoteArea key={owner} remoteName={owner} basename={areaBase(pathname)} />;
}
