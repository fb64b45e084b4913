/**
 * Where a found code leads (spec 001 §2.2): a rental case, a product on location
 * (depot-out) or a product in the depot (depot-in); the actions page when the user may
 * open it (level 2), else the details page (level 1), else nowhere.
 */
import type { TPermissions, TQrCodeResult } from '../../contract/index.js';
import { canOpen } from '../../rules/permissions.js';
import { LEVEL_ACT, LEVEL_VIEW } from '../../rules/constants.js';

/** The actions and details route patterns per result type. */
export const SCAN_TARGET_ROUTES = {
  rental: {
    actions: '/rentals/active/actions/:rentalCaseId',
    details: '/rentals/active/details/:rentalCaseId',
  },
  'depot-out': {
    actions: '/articles/location/product/actions/:productId',
    details: '/articles/location/product/details/:productId',
  },
  'depot-in': {
    actions: '/articles/depot/product/actions/:productId',
    details: '/articles/depot/product/details/:productId',
  },
} as const satisfies Record<TQrCodeResult['type'], { actions: string; details: string }>;

/** What a scan leads to: a path, no permission, or no usable id in the answer. */
export type TScanTarget =
  { kind: 'path'; path: string } | { kind: 'forbidden' } | { kind: 'missing' };

function fill(pattern: string, id: number): string {
  return pattern.replace(/:[A-Za-z]+$/, String(id));
}

/** The page a found code opens for a user with `permissions`. */
export function scanTargetFor(result: TQrCodeResult, permissions: TPermissions): TScanTarget {
  const id = result.type === 'rental' ? result.rentalcaseId : result.productId;
  if (id === null || id <= 0) return { kind: 'missing' };
  const routes = SCAN_TARGET_ROUTES[result.type];
  if (canOpen(permissions, routes.actions, LEVEL_ACT)) {
    return { kind: 'path', path: fill(routes.actions, id) };
  }
  if (canOpen(permissions, routes.details, LEVEL_VIEW)) {
    return { kind: 'path', path: fill(routes.details, id) };
  }
  return { kind: 'forbidden' };
}
