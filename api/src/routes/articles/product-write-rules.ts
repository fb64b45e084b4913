// What every product write checks first (design "Who creates what"): the product is the
// organisation's, placed where the form expects it, not REMOVED, and not already on its way
// somewhere; each refusal is a Dutch message that changes nothing.
import { MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../../db/database.js';
import { failure, type TFailure } from '../../http/envelope.js';
import {
  lockProductForWrite,
  type TProductForWrite,
} from '../../repositories/products-repository.js';

export type TPlacementNeed = 'location' | 'depot' | 'placed';

/** The locked product, or the refusal to answer. */
export async function productForWrite(
  tx: TQueryable,
  organisationId: number,
  productId: number,
  need: TPlacementNeed,
): Promise<TProductForWrite | TFailure> {
  const product = await lockProductForWrite(tx, organisationId, productId);
  if (!product || product.placement === 'unplaced') return failure(MESSAGES.productNotFound);
  if (product.status === 'REMOVED') return failure(MESSAGES.productRemoved);
  if (need === 'location' && product.placement !== 'location') {
    return failure(MESSAGES.productNotOnLocation);
  }
  if (need === 'depot' && product.placement !== 'depot') return failure(MESSAGES.productNotInDepot);
  return product;
}

export function isRefusal(value: TProductForWrite | TFailure): value is TFailure {
  return (value as TFailure).status === 'error';
}

/** Refuses a product that a running depot order is about to move. */
export function refuseIfMoving(product: TProductForWrite): TFailure | null {
  const isMoving = product.depotStatus !== null && product.depotStatus !== 'IN_DEPOT';
  return isMoving ? failure(MESSAGES.productPendingMove) : null;
}

/** The route of the product's own page for an action (`scan`, `edit`), level 2 (spec 000 §2.2). */
export function actionRoute(product: TProductForWrite, action: string): string {
  return `/articles/${product.placement === 'depot' ? 'depot' : 'location'}/product/actions/${action}`;
}

/** 'yyyy-MM-dd' of today in the portal's time zone. */
export { todayIso } from '../rentals/request-fields.js';
