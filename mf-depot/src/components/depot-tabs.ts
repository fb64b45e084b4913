/**
 * The tab bar of the depot order lists, built from the stored routes tree (spec 001 §2.1):
 * a tab shows when the shell stored its route for this user, with the shell's title.
 * Without a stored tree (the area mounted alone) both tabs show with the route table's
 * titles.
 */
import { routesTreeStorage } from '@portal/shared/client';
import type { TDepotTab } from '@portal/shared/contract/depot';
import type { TTab } from '@portal/shared/ui/lists';
import { DEPOT_TABS, tabRoute } from '../config/depot-routes';

/** The routes tree key of a path: its segments joined with underscores. */
function treeKey(path: string): string {
  return path.split('/').filter(Boolean).join('_');
}

export function depotTabs(to: (path: string) => string): TTab[] {
  const tree = routesTreeStorage.get();
  return DEPOT_TABS.flatMap((tab: TDepotTab) => {
    const route = tabRoute(tab);
    if (!tree) return [{ path: to(route.path), title: route.title }];
    const entry = tree[treeKey(route.path)];
    return entry ? [{ path: to(route.path), title: entry.pageTitle }] : [];
  });
}
