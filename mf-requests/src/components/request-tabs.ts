/**
 * The tab bar of the requests lists, built from the stored routes tree (spec 001 §2.1):
 * a tab shows when the shell stored its route for this user, with the shell's title.
 * Without a stored tree (the area mounted alone) every tab shows with the route table's
 * title.
 */
import { routesTreeStorage } from '@portal/shared/client';
import type { TRequestTab } from '@portal/shared/contract/requests';
import { REQUESTS_TEXTS } from '@portal/shared/rules';
import type { TTab } from '@portal/shared/ui/lists';
import { listPath } from '../config/requests-routes';

export const REQUEST_TABS: readonly TRequestTab[] = ['open', 'processing', 'archive'];

/** Titles of the route table (`ROUTE_TABLE`, spec 000 §2.2), for a missing routes tree. */
const FALLBACK_TITLES: Record<TRequestTab, string> = REQUESTS_TEXTS.tabs;

/** The area's title ('Aanvragen' in the route table), from the routes tree when stored. */
export function requestsAreaTitle(): string {
  return routesTreeStorage.get()?.['requests']?.pageTitle ?? REQUESTS_TEXTS.areaTitle;
}

/** `to` is the area's router address of a path (useRequestPaths). */
export function requestTabs(to: (path: string) => string): TTab[] {
  const tree = routesTreeStorage.get();
  return REQUEST_TABS.flatMap((tab) => {
    if (!tree) return [{ path: to(listPath(tab)), title: FALLBACK_TITLES[tab] }];
    const entry = tree[`requests_${tab}`];
    return entry ? [{ path: to(listPath(tab)), title: entry.pageTitle }] : [];
  });
}
