// The root route: keeps local storage views in step with the session and sets
// document.title from the route table for every page the shell knows.
import { matchRouteEntry } from '@portal/shared/rules';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionSync } from '../session/session-sync';

export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    const entry = matchRouteEntry(pathname);
    // why: the auth remote titles its own pages; unknown paths are titled by the page.
    if (entry && !entry.isPublic) document.title = entry.title;
  }, [pathname]);
  return (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
}
