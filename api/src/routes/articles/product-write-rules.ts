// What every product write checks first (api/src/routes/articles/README.md "One product rule"): the
// product is the organisation's and the action is allowed on it now, by the one rule the product
// page also asks before it offers the action (productActionRefusal of shared/rules: placed where
// the action belongs, not REMOVED, not already on its way somewhere, no request of the same kind
// running). Each refusal is a Dutch message that changes nothing.
import {
  MESSAGES,
  productActionRefusal,
  type TProductAction,
  type TProductActionFacts,
} from '@portal/shared/rules';
import { productActionRoute } from '@portal/shared/contract/articles';
import type { TQueryable } from '../../db/database.js';
import { failure, type TFailure } from '../../answer/envelope.js';
import { findRunningProductRequests } from '../../repositories/customer-requests-repository.js';
import {
  lockProductForWrite,
  type TProductForCheck,
  type TProductForWrite,
} from '../../repositories/products-repository.js';

/** The facts the rule judges, of a product as a write or the permission check reads it. */
export async function productFacts(
  db: TQueryable,
  organisationId: number,
  product: TProductForCheck | TProductForWrite,
): Promise<TProductActionFacts> {
  return {
    placement: product.placement,
    status: product.status,
    hasBarcode: 'hasBarcode' in product ? product.hasBarcode : product.barcode !== null,
    isReserved: product.reserved,
    depotStatus: product.depotStatus,
    runningRequests: await findRunningProductRequests(db, organisationId, product.id),
  };
}

/** The refusal of `action` on the locked `product`, or null when it may go ahead. */
export async function refuseAction(
  tx: TQueryable,
  organisationId: number,
  product: TProductForWrite,
  action: TProductAction,
): Promise<TFailure | null> {
  const message = productActionRefusal(action, await productFacts(tx, organisationId, product));
  return message === null ? null : failure(message);
}

/** The locked product `action` may change, or the refusal to answer. */
export async function productForAction(
  tx: TQueryable,
  organisationId: number,
  productId: number,
  action: TProductAction,
): Promise<TProductForWrite | TFailure> {
  const product = await lockProductForWrite(tx, organisationId, productId);
  if (!product) return failure(MESSAGES.productNotFound);
  return (await refuseAction(tx, organisationId, product, action)) ?? product;
}

export function isRefusal(value: TProductForWrite | TFailure): value is TFailure {
  return (value as TFailure).status === 'error';
}

/** The answer to a save that would change nothing: refused, nothing written or asked. */
export function nothingChanged(): TFailure {
  return failure(MESSAGES.nothingChanged);
}

/** The route of the product's own page for an action (`scan`, `edit`), level 2 (spec 000 §2.2). */
export function actionRoute(product: TProductForWrite, action: string): string {
  return productActionRoute(product.placement === 'depot' ? 'depot' : 'location', action);
}

/** 'yyyy-MM-dd' of today in the portal's time zone. */
