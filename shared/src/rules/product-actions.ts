/**
 * Which action a product allows, and whether a save changes anything (issue 23 item 5;
 * api/src/routes/articles/README.md "One product rule"). One rule for both sides: the api refuses a
 * write and answers the permission check of spec 001 §4 with it, and the product page leaves out a
 * tile the api would refuse (or offers it disabled with the same message). The tiles are a
 * courtesy: every write is enforced by the api.
 */
import type {
  TProductDepotStatus,
  TProductPlacement,
  TProductStatus,
} from '../contract/articles.js';
import type { TRequestType } from '../contract/rentals.js';
import { MESSAGES } from './catalogue/messages.js';
import { moneyCents } from './money.js';

/** The action forms of a product (spec 001 §2.4), per placement in `PRODUCT_ACTION_PLACEMENTS`. */
export const PRODUCT_ACTIONS = [
  'scan',
  'relocate',
  'repair',
  'clientrepair',
  'depot',
  'client',
  'edit',
  'depotout',
  'reservation',
] as const;
export type TProductAction = (typeof PRODUCT_ACTIONS)[number];

/** Where each action is offered: on location, in the depot, or both (spec 001 §2.4). */
export const PRODUCT_ACTION_PLACEMENTS: Record<TProductAction, readonly TProductPlacement[]> = {
  scan: ['location', 'depot'],
  relocate: ['location'],
  repair: ['location'],
  clientrepair: ['location'],
  depot: ['location'],
  client: ['location'],
  edit: ['location', 'depot'],
  depotout: ['depot'],
  reservation: ['depot'],
};

/** The request types a product action creates; a running one blocks the next (ours). */
export const PRODUCT_REQUEST_TYPES = [
  'REPAIR-DEPOT',
  'PRODUCT-LOCATION-UPDATE',
  'PRODUCT-CLIENT-UPDATE',
  'DEPOT-IN',
  'DEPOT-OUT',
] as const satisfies readonly TRequestType[];
export type TProductRequestType = (typeof PRODUCT_REQUEST_TYPES)[number];

/** What the rule needs to know of a product; the api reads it with the product locked. */
export type TProductActionFacts = {
  placement: TProductPlacement | 'unplaced' | null;
  status: TProductStatus;
  hasBarcode: boolean;
  isReserved: boolean;
  depotStatus: TProductDepotStatus | null;
  /** Request types of this product that are OPEN or PROCESSING. */
  runningRequests: readonly TRequestType[];
};

/** A running request of this type refuses the action, with its message. */
const RUNNING_REFUSALS: Partial<Record<TProductAction, [TProductRequestType, string]>> = {
  relocate: ['PRODUCT-LOCATION-UPDATE', MESSAGES.relocateAlreadyRunning],
  repair: ['REPAIR-DEPOT', MESSAGES.productRepairAlreadyRunning],
  depot: ['DEPOT-IN', MESSAGES.depotInAlreadyRunning],
  depotout: ['DEPOT-OUT', MESSAGES.depotOutAlreadyRunning],
};

/** Actions a running depot order (the product on its way somewhere) refuses. */
const REFUSED_WHILE_MOVING: ReadonlySet<TProductAction> = new Set([
  'relocate',
  'depot',
  'depotout',
]);

/** Whether a depot order is about to move the product (PENDING_IN, _OUT or _TRANSFER). */
export function isProductMoving(depotStatus: TProductDepotStatus | null): boolean {
  return depotStatus !== null && depotStatus !== 'IN_DEPOT';
}

/**
 * The message the api refuses `action` on this product with, or null when it is allowed:
 * the product must be placed where the action belongs and not removed; a QR code is linked
 * once; relocate, depot storage and depot-out wait for a running order; depot-out refuses
 * a reserved product; and no action starts a second request of a type already running.
 */
export function productActionRefusal(
  action: TProductAction,
  facts: TProductActionFacts,
): string | null {
  const { placement } = facts;
  if (placement === null || placement === 'unplaced') return MESSAGES.productNotFound;
  if (facts.status === 'REMOVED') return MESSAGES.productRemoved;
  const placements = PRODUCT_ACTION_PLACEMENTS[action];
  if (!placements.includes(placement)) {
    return placements.includes('location')
      ? MESSAGES.productNotOnLocation
      : MESSAGES.productNotInDepot;
  }
  if (action === 'scan' && facts.hasBarcode) return MESSAGES.productHasBarcode;
  if (REFUSED_WHILE_MOVING.has(action) && isProductMoving(facts.depotStatus)) {
    return MESSAGES.productPendingMove;
  }
  if (action === 'depotout' && facts.isReserved) return MESSAGES.productReserved;
  const running = RUNNING_REFUSALS[action];
  if (running && facts.runningRequests.includes(running[0])) return running[1];
  return null;
}

// --- Saves that change nothing ---------------------------------------------------------

/** Text as stored: trimmed, empty as null. */
function stored(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Whether a new client name is the one the product has (spaces around it ignored). */
export function isSameClientName(current: string | null, next: string): boolean {
  return stored(current) === stored(next);
}

/** Whether a reservation save keeps what is stored (a reason only counts while reserved). */
export function isSameReservation(
  current: { isReserved: boolean; reason: string | null },
  next: { isReserved: boolean; reason: string | null },
): boolean {
  if (current.isReserved !== next.isReserved) return false;
  return !next.isReserved || stored(current.reason) === stored(next.reason);
}

/** A place on location: location, department (or none) and room (or none). */
export type TProductPlace = {
  locationId: number | null;
  departmentId: number | null;
  room: string | null;
};

/** Whether a relocation would leave the product where it is. */
export function isSamePlace(current: TProductPlace, next: TProductPlace): boolean {
  return (
    current.locationId === next.locationId &&
    (current.departmentId ?? null) === (next.departmentId ?? null) &&
    stored(current.room) === stored(next.room)
  );
}

/** The data 'Artikelgegevens wijzigen' changes, as stored or as sent. */
export type TProductData = {
  serialNumber: string;
  frameNumber: string | null;
  registrationDate: string | null;
  /** Undefined: not part of this save (only a manager's form carries it). */
  purchaseValue?: string | null;
  productBrand: string | null;
  productType: string | null;
  dimensions: string | null;
  quality: string | null;
  remarks: string | null;
  /** Raw values of the template's fields by field id. */
  customFields: Readonly<Record<string, string | null>>;
};

function sameCustomValues(
  current: Readonly<Record<string, string | null>>,
  next: Readonly<Record<string, string | null>>,
): boolean {
  const keys = new Set([...Object.keys(current), ...Object.keys(next)]);
  return [...keys].every((key) => stored(current[key]) === stored(next[key]));
}

/** Whether saving `next` over `current` would change nothing. */
export function isSameProductData(current: TProductData, next: TProductData): boolean {
  const texts = [
    'frameNumber',
    'registrationDate',
    'productBrand',
    'productType',
    'dimensions',
    'remarks',
  ] as const;
  return (
    current.serialNumber === next.serialNumber &&
    texts.every((name) => stored(current[name]) === stored(next[name])) &&
    stored(current.quality)?.toUpperCase() === stored(next.quality)?.toUpperCase() &&
    (next.purchaseValue === undefined ||
      moneyCents(current.purchaseValue) === moneyCents(next.purchaseValue)) &&
    sameCustomValues(current.customFields, next.customFields)
  );
}
