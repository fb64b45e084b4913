/**
 * The tab bar of the depot order lists: the aids overview's 'Op locatie' and 'In depot'
 * beside the spec's order tabs 'Opdrachten' and 'Archief' (spec 001 §2.4, issue 38), the
 * same four tabs mf-articles shows, each only when the user may open its route.
 */
import { ARTICLES_OVERVIEW_TABS, type TRouteLevel } from '@portal/shared/rules';
import type { TTab } from '@portal/shared/ui/lists';

export function depotTabs(
  to: (path: string) => string,
  may: (route: TRouteLevel) => boolean,
): TTab[] {
  return ARTICLES_OVERVIEW_TABS.filter((route) => may(route)).map((route) => ({
    path: to(route.path),
    title: route.title,
  }));
}
