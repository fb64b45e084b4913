// The routes the articles calls are checked against (spec 000 §2.2): the overview's view
// level and a product action's page by the product's placement.
import { z } from 'zod';

export const noParams = z.object({});
export const noBody = z.undefined();
export const VIEW = { route: '/articles', level: 1 } as const;
export const LOCATION_ACTION = '/articles/location/product/actions';

/**
 * The route of a product's own page for an action (`scan`, `edit`, ...) by its placement:
 * a product in a depot has its own pages (spec 000 §2.2).
 */
export function productActionRoute(placement: 'location' | 'depot', action: string): string {
  return `/articles/${placement}/product/actions/${action}`;
}

/** A call whose route is the action's page of the product's placement (checked after). */
export const eitherPlacement = (action: string) =>
  ({
    anyOf: [productActionRoute('location', action), productActionRoute('depot', action)],
    level: 2,
  }) as const;
