/**
 * The back office's own pages beside the inbox, for who may open them: the depot orders
 * ('Depotopdrachten', every staff member) and the administrator's 'Medewerkers' and
 * 'Reactietijden' (level 3). Shown only when there is more than the inbox to choose from.
 * Titles and levels come from the route table; an area adding a page adds its line to
 * NAV_ENTRIES. A depot order's page counts as 'Depotopdrachten' ('/depot' begins both).
 */
import { BACKOFFICE_ADMIN_TEXTS, BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { usePermissions } from '@portal/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import {
  ADMIN_ROUTES,
  BACKOFFICE_BASE,
  DEPOT_LIST_ROUTES,
  INBOX_ROUTES,
} from '../config/backoffice-routes';
import { useBackOfficePaths } from './backoffice-paths';

/** The bar's pages in order: where each link goes, and the addresses it is current on. */
const NAV_ENTRIES = [
  { route: INBOX_ROUTES.open, title: BACKOFFICE_ADMIN_TEXTS.nav.inbox, under: '/inbox' },
  { route: DEPOT_LIST_ROUTES.pending, title: BACKOFFICE_TEXTS.depot.title, under: '/depot' },
  { route: ADMIN_ROUTES.staff, title: ADMIN_ROUTES.staff.title, under: '/staff' },
  { route: ADMIN_ROUTES.sla, title: ADMIN_ROUTES.sla.title, under: '/sla' },
] as const;

export function BackOfficeNav() {
  const { may } = usePermissions();
  const { to } = useBackOfficePaths();
  const { pathname } = useLocation();
  const entries = NAV_ENTRIES.filter((entry) => may(entry.route));
  if (entries.length < 2) return null;
  return (
    <nav className="backoffice-nav" aria-label={BACKOFFICE_ADMIN_TEXTS.nav.label}>
      <ul className="backoffice-nav__list">
        {entries.map((entry) => {
          const isCurrent = pathname.startsWith(to(`${BACKOFFICE_BASE}${entry.under}`));
          return (
            <li key={entry.route.path}>
              <Link
                to={to(entry.route.path)}
                className="backoffice-nav__link"
                aria-current={isCurrent ? 'page' : undefined}
              >
                {entry.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
