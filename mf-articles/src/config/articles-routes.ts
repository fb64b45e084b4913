/**
 * The aids management routes this remote links to: its slice of the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2), levels included. Tiles, tabs and
 * actions show only when `may` allows them; the shell checks the same levels before a
 * route is rendered at all, and the api checks them again.
 */
import type { TProductPlacement } from '@portal/shared/contract/articles';
import {
  PRODUCT_ACTION_PLACEMENTS,
  PRODUCT_ACTIONS,
  tableRoute,
  type TProductAction,
  type TTableRoute,
} from '@portal/shared/rules';

export const ARTICLES_BASE = '/articles';

export const ARTICLE_ROUTES = {
  actions: tableRoute('/articles/actions'),
  scan: tableRoute('/articles/actions/scan'),
  location: tableRoute('/articles/location'),
  depot: tableRoute('/articles/depot'),
  inspections: tableRoute('/articles/inspections'),
  inspectionsOpen: tableRoute('/articles/inspections/open'),
  inspectionsArchive: tableRoute('/articles/inspections/archive'),
  repairs: tableRoute('/articles/repairs'),
  repairsOpen: tableRoute('/articles/repairs/open'),
  repairsArchive: tableRoute('/articles/repairs/archive'),
  add: tableRoute('/articles/add'),
  /** mf-depot's page; a tile here links to it. */
  depotRequest: tableRoute('/articles/depot/request'),
  /** mf-depot's order list; a tile here links to it (issue 38). */
  depotPending: tableRoute('/articles/depot-pending'),
} as const satisfies Record<string, TTableRoute>;

/** The two overview tabs, in the order of the tab group product-overview. */
export const PLACEMENTS: readonly TProductPlacement[] = ['location', 'depot'];

/** The six tabs of a product page (level 1 each), in the spec's order. */
export const PRODUCT_TABS = [
  'details',
  'repairs',
  'inspections',
  'cleanings',
  'documents',
  'log',
] as const;
export type TProductTab = (typeof PRODUCT_TABS)[number];

/** The action forms of a product, per placement (spec 001 §2.4; the rule's own table). */
const actionsOf = (placement: TProductPlacement): readonly TProductAction[] =>
  PRODUCT_ACTIONS.filter((action) => PRODUCT_ACTION_PLACEMENTS[action].includes(placement));
export const LOCATION_ACTIONS = actionsOf('location');
export const DEPOT_ACTIONS = actionsOf('depot');
export type { TProductAction };

/** The route of a product page: a tab, the action tiles or one action form. */
export function productRoute(
  placement: TProductPlacement,
  page: TProductTab | 'actions' | TProductAction,
): TTableRoute {
  const base = `/articles/${placement}/product`;
  if (page === 'actions') return tableRoute(`${base}/actions/:productId`);
  if ((PRODUCT_TABS as readonly string[]).includes(page)) {
    return tableRoute(`${base}/${page}/:productId`);
  }
  return tableRoute(`${base}/actions/${page}/:productId`);
}

/** Absolute path of a product page, e.g. /articles/depot/product/actions/reservation/4. */
export function productPath(
  placement: TProductPlacement,
  page: TProductTab | 'actions' | TProductAction,
  productId: number,
): string {
  return `${productRoute(placement, page).path}/${productId}`;
}

/** Whether `action` is one of the placement's forms (a depot product has no relocate). */
export function isActionOf(placement: TProductPlacement, action: TProductAction): boolean {
  return PRODUCT_ACTION_PLACEMENTS[action].includes(placement);
}
