/**
 * The top bar (spec 000 §2.3): on /home the supplier's logo (a link to /home) and no
 * trail; elsewhere the breadcrumb trail from the stored routes tree. The user menu shows
 * only when an auth record exists.
 */
import { mainMenuStorage, routesTreeStorage } from '@portal/shared/client';
import { HOME_PATH, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { useSession } from '@portal/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import { deriveBreadcrumbs, deriveMainMenu, deriveRoutesTree } from '../navigation/derived-views';
import { usePortal } from '../runtime/portal-context';
import { Breadcrumbs } from './breadcrumbs';
import { UserMenu } from './user-menu';

export function TopBar() {
  const { config, remotes } = usePortal();
  const { auth } = useSession();
  const { pathname } = useLocation();
  const isHome = pathname === HOME_PATH || pathname === `${HOME_PATH}/`;
  const permissions = auth?.permissions ?? {};
  // why: read what sign-in and identify stored; derive only if it is not there (yet).
  const tree = routesTreeStorage.get() ?? deriveRoutesTree(permissions, remotes);
  const menu = mainMenuStorage.get() ?? deriveMainMenu(permissions, remotes);

  return (
    <header className="top-bar">
      <div className="ui-container top-bar__inner">
        {isHome ? (
          <Link to={HOME_PATH} className="top-bar__logo">
            <img src={config.brand.logoUrl} alt={TEXTS.logoHomeLabel(config.brand.name)} />
          </Link>
        ) : (
          <Breadcrumbs crumbs={deriveBreadcrumbs(pathname, tree)} />
        )}
        {auth ? (
          <UserMenu fullName={auth.fullName} items={menu} zvwUrl={config.brand.zvwUrl} />
        ) : null}
      </div>
    </header>
  );
}
