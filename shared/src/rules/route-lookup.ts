/**
 * Finding a path in the route table: the route it matches, the deepest route above it,
 * and the owner of the page an address opens. The shell judges and mounts pages with
 * these; the api uses `pageOwner` to preload the owning remote into the first HTML.
 */
import {
  LEGACY_REDIRECTS,
  ROUTE_TABLE,
  type TRedirect,
  type TRouteEntry,
  type TRouteOwner,
} from '../access/route-table.js';

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

function isBelow(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The table entry whose path `pathname` matches exactly (parameters match any segment). */
export function matchRouteEntry(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TRouteEntry | null {
  const clean = withoutTrailingSlash(pathname);
  // why: a static route beats a parameter route of the same length ('actions/scan/:id'
  // against 'actions/:id' is never ambiguous, but '/x/new' against '/x/:id' could be).
  const matches = table.filter((entry) => matchesPattern(entry.path, clean));
  return matches.find((entry) => !entry.path.includes(':')) ?? matches[0] ?? null;
}

/**
 * The table entry for `pathname`: the route it matches exactly, else the deepest route it
 * lies below (so '/management/unknown' is judged as '/management'). Null outside the table.
 */
export function findRouteEntry(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TRouteEntry | null {
  const clean = withoutTrailingSlash(pathname);
  const exact = matchRouteEntry(clean, table);
  if (exact) return exact;
  let best: TRouteEntry | null = null;
  for (const entry of table) {
    if (entry.path.includes(':')) continue;
    if (isBelow(entry.path, clean) && (!best || entry.path.length > best.path.length)) {
      best = entry;
    }
  }
  return best;
}

/**
 * Who draws the page that `pathname` opens, after the legacy and table redirects the
 * router applies: a remote's name or 'shell'. Whether the user may see it (or is signed
 * in at all) is not judged here.
 */
export function pageOwner(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
  legacy: readonly TRedirect[] = LEGACY_REDIRECTS,
): TRouteOwner {
  const clean = withoutTrailingSlash(pathname);
  const target = legacy.find(({ from }) => from === clean)?.to ?? clean;
  const entry = findRouteEntry(target, table);
  const redirected = entry?.redirectTo ? findRouteEntry(entry.redirectTo, table) : entry;
  // why: an address outside the table (and '/') goes to /home, a page of the shell.
  return redirected?.owner ?? 'shell';
}

/** A page an area links to, with the level the route table asks for it. */
export type TRouteLevel = { path: string; level: number };

/** A route of the table as an area names it: `TRouteLevel` plus the table's title. */
export type TTableRoute = TRouteLevel & { title: string };

/**
 * The route `path` of the table as an area names it: its static part (what `canOpen`
 * checks), its level and its title (a page title, a tab without a stored routes tree).
 * Areas build their slice of the table with this instead of copying levels or titles; a
 * path the table lacks throws at import, so a typo never ships.
 */
export function tableRoute(path: string, table: readonly TRouteEntry[] = ROUTE_TABLE): TTableRoute {
  const entry = table.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`Route ${path} is not in the route table`);
  const index = entry.path.indexOf('/:');
  return {
    path: index === -1 ? entry.path : entry.path.slice(0, index),
    level: entry.level,
    title: entry.title,
  };
}

/**
 * The tab bar of the aids overview and the depot's orders (issue 38): spec 000 §2.2 lists
 * 'Op locatie', 'In depot', 'Opdrachten' and 'Archief' side by side under /articles, so
 * mf-articles (the first two) and mf-depot (the orders) show the same four tabs and every
 * list is reachable from the others. Each area shows the ones the user may open.
 */
export const ARTICLES_OVERVIEW_TABS: readonly TTableRoute[] = [
  '/articles/location',
  '/articles/depot',
  '/articles/depot-pending',
  '/articles/depot-archive',
].map((path) => tableRoute(path));
