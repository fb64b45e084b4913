/**
 * The back office's own pages side by side (issue 41): the inbox of requests and the depot
 * orders, as links above each list (the shell's top menu has one item, 'Backoffice'). The
 * link of the part the page belongs to (any of its tabs) is marked current.
 */
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Link, useLocation } from 'react-router-dom';
import { depotListPath, inboxPath } from '../config/backoffice-routes';
import { useBackOfficePaths } from './backoffice-paths';

export function BackOfficeNav() {
  const { to } = useBackOfficePaths();
  const { pathname } = useLocation();
  const links = [
    { path: inboxPath('open'), part: '/backoffice/inbox/', text: BACKOFFICE_TEXTS.inboxTitle },
    {
      path: depotListPath('pending'),
      part: '/backoffice/depot/',
      text: BACKOFFICE_TEXTS.depot.title,
    },
  ];
  return (
    <nav className="backoffice-nav" aria-label={BACKOFFICE_TEXTS.depot.nav}>
      <ul>
        {links.map((link) => {
          const isCurrent = pathname.startsWith(to(link.part));
          return (
            <li key={link.path}>
              <Link
                to={to(link.path)}
                className="backoffice-nav__link"
                aria-current={isCurrent ? 'page' : undefined}
              >
                {link.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
