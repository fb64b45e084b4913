/**
 * The depot orders' tab bar: running and archived, each with how many orders it holds
 * (every organisation), from the stored routes tree when the shell stored one.
 */
import { routesTreeStorage } from '@portal/shared/client';
import type { TDepotOrderCounts } from '@portal/shared/contract/backoffice';
import type { TDepotTab } from '@portal/shared/contract/depot';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import type { TTab } from '@portal/shared/ui/lists';
import { depotListPath } from '../config/backoffice-routes';

export const DEPOT_TABS: readonly TDepotTab[] = ['pending', 'archive'];

export function depotTabs(
  to: (path: string) => string,
  counts: TDepotOrderCounts | undefined,
): TTab[] {
  const tree = routesTreeStorage.get();
  return DEPOT_TABS.map((tab) => {
    const title = tree?.[`backoffice_depot_${tab}`]?.pageTitle ?? BACKOFFICE_TEXTS.depot.tabs[tab];
    return {
      path: to(depotListPath(tab)),
      title: counts ? `${title} (${counts[tab]})` : title,
    };
  });
}
