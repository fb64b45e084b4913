/**
 * The top bar (spec 000 §2.3): on /home the supplier's logo (a link to /home) and no
 * trail; elsewhere the breadcrumb trail from the stored routes tree. The user menu shows
 * only when an auth record exists. On a wide screen the logo always leads, with the areas
 * beside it (TopAreaNav) and the trail on a row of its own; on a phone the trail takes the
 * logo's place and the areas are in the bottom bar (AppLayout).
 */
import type { TMenuItem } from '@portal/shared/client';
import { routesTreeStorage } from '@portal/shared/client';
import { HOME_PATH, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { useSession } from '@portal/shared/ui';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { deriveBreadcrumbs, deriveRoutesTree } from '../navigation/derived-views';
import { OutboxLink } from '../offline/outbox-link';
import { useOutbox } from '../offline/use-outbox';
import { usePortal } from '../runtime/portal-context';
import { TopAreaNav } from './area-nav';
import { Breadcrumbs } from './breadcrumbs';
import { useTopBarHeight } from './use-top-bar-height';
import { UserMenu } from './user-menu';

export function TopBar({ menu }: { menu: TMenuItem[] }) {
  const { config, remotes, routes } = usePortal();
  const { auth } = useSession();
  const { pathname } = useLocation();
  const isHome = pathname === HOME_PATH || pathname === `${HOME_PATH}/`;
  const permissions = auth?.permissions ?? {};
  // why: read what sign-in and identify stored; derive only if it is not there (yet).
  const tree = routesTreeStorage.get() ?? deriveRoutesTree(permissions, remotes, routes);
  const bar = useRef<HTMLElement>(null);
  const { needsAttention } = useOutbox();
  useTopBarHeight(bar);

  return (
    <header
      ref={bar}
      className={['top-bar', isHome ? 'top-bar--home' : null].filter(Boolean).join(' ')}
    >
      <div className="ui-container top-bar__inner">
        <Link to={HOME_PATH} className="top-bar__logo">
          <img src={config.brand.logoUrl} alt={TEXTS.logoHomeLabel(config.brand.name)} />
        </Link>
        <TopAreaNav items={menu} />
        {isHome ? null : <Breadcrumbs crumbs={deriveBreadcrumbs(pathname, tree, routes)} />}
        {auth ? (
          <div className="top-bar__end">
            <OutboxLink needsAttention={needsAttention} />
            <UserMenu
              fullName={auth.fullName}
              items={menu}
              zvwUrl={config.brand.zvwUrl}
              unsent={needsAttention}
            />
          </div>
        ) : null}
      </div>
    </header>
  );
}
