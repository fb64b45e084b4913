// The root route: keeps local storage views in step with the session and sets the document
// title 'Page – Area – Supplier' on every route (LOOK-AND-WORDS). The page is the name a
// page gives itself with usePageTitle (e.g. 'Dossier 12'), else its title in the route
// table; the area is the title of the address's top-level route ('Verhuur'); the supplier
// is brand.name. It also decides where a page opens (ScrollRestoration): a new page (a
// link, a submit that navigates, a redirect) at its top, so its title and any message it
// brings are in view; Back and Forward at the position the page had.
import { matchRouteEntry, type TRouteEntry } from '@portal/shared/rules';
import { PageTitleProvider, formatDocumentTitle, type TPageTitleControl } from '@portal/shared/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { usePortal } from '../runtime/portal-context';
import { SessionSync } from '../session/session-sync';

type TOwnTitle = { pathname: string; title: string };

/** The document title of `pathname`; `ownTitle` is the page's own name when it gave one. */
export function documentTitleOf(
  pathname: string,
  supplier: string,
  ownTitle: string | null,
  routes?: readonly TRouteEntry[],
): string {
  const area = matchRouteEntry(`/${pathname.split('/').filter(Boolean)[0] ?? ''}`, routes)?.title;
  const page = ownTitle ?? matchRouteEntry(pathname, routes)?.title;
  return formatDocumentTitle([page, area, supplier]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { config, routes } = usePortal();
  const [ownTitle, setOwnTitle] = useState<TOwnTitle | null>(null);
  const current = useRef(pathname);
  // why: a layout effect runs before the pages' own (passive) title effects of this commit.
  useLayoutEffect(() => {
    current.current = pathname;
  }, [pathname]);

  const control = useMemo<TPageTitleControl>(
    () => ({
      set: (title) => setOwnTitle({ pathname: current.current, title }),
      clear: (title) => setOwnTitle((own) => (own && own.title === title ? null : own)),
    }),
    [],
  );

  const own = ownTitle && ownTitle.pathname === pathname ? ownTitle.title : null;
  const title = documentTitleOf(pathname, config.brand.name, own, routes);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageTitleProvider value={control}>
      <SessionSync />
      <Outlet />
      {/* why: the browser's own restoration keeps the scroll of the page before on a
          pushState, so a product opened from the bottom of a long list opened at its
          footer; the router knows PUSH and REPLACE (top) from POP (restore). */}
      <ScrollRestoration />
    </PageTitleProvider>
  );
}
