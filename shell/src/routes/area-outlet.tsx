/**
 * Mounted at '/<area>/*': picks the remote that owns the current path from the route
 * table ('/articles/depot-pending/...' is depot's, the rest of '/articles' articles') and
 * renders it; a path no available remote owns gets 'Pagina niet gevonden'.
 */
import { findRouteEntry } from '@portal/shared/rules';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../remotes/remote-area';
import { usePortal } from '../runtime/portal-context';
import { NotFoundPage } from './not-found-page';

export function AreaOutlet() {
  const { pathname } = useLocation();
  const { remotes } = usePortal();
  const owner = findRouteEntry(pathname)?.owner;
  if (!owner || owner === 'shell' || !remotes.has(owner)) return <NotFoundPage />;
  return <RemoteArea key={owner} remoteName={owner} />;
}
