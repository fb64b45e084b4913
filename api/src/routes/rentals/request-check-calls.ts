// The permission check before a request form opens (spec 001 §4), and the QR code lookup
// of the scan screens (spec 001 §2.2, §7 Articles).
import {
  checkRequestPermissionCall,
  findQrCodeCall,
  type TCheckedRequestType,
} from '@portal/shared/contract';
import { MESSAGES, productActionRefusal, type TProductAction } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import type { TDeps } from '../../deps.js';
import { failure, success, type TFailure } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { maySee } from '../../http/resource-access.js';
import { mayOpen } from '../../http/route-access.js';
import type { TSession } from '../../plugins/session-auth.js';
import { hasRunningRequest } from '../../repositories/customer-requests-repository.js';
import { findProductByCode, findProductForCheck } from '../../repositories/products-repository.js';
import { productFacts } from '../articles/product-write-rules.js';
import { isInRunningRetour } from '../../repositories/rental-requests-repository.js';
import { findRentalCase, findRentalCaseByCode } from '../../repositories/rentals-repository.js';

type TCheck = {
  /** The form's route; the user needs level 2 on it. */
  route: string;
  source: 'rental' | 'product-location' | 'product-depot';
};

/** What each checked request type is about, and the route of its form (shell route table). */
export const REQUEST_CHECKS: Record<TCheckedRequestType, TCheck> = {
  'RENTAL-STOP': { route: '/rentals/active/retour', source: 'rental' },
  'REPAIR-RENTAL': { route: '/rentals/active/repair', source: 'rental' },
  'REPAIR-DEPOT': {
    route: '/articles/location/product/actions/repair',
    source: 'product-location',
  },
  'PRODUCT-LOCATION-UPDATE': {
    route: '/articles/location/product/actions/relocate',
    source: 'product-location',
  },
  'PRODUCT-CLIENT-UPDATE': {
    route: '/articles/location/product/actions/client',
    source: 'product-location',
  },
  'DEPOT-OUT': { route: '/articles/depot/product/actions/depotout', source: 'product-depot' },
};

const ok = () => success(null);

/** The product action whose form each product request type opens (productActionRefusal). */
const PRODUCT_ACTION_OF: Record<
  Exclude<TCheckedRequestType, 'RENTAL-STOP' | 'REPAIR-RENTAL'>,
  TProductAction
> = {
  'REPAIR-DEPOT': 'repair',
  'PRODUCT-LOCATION-UPDATE': 'relocate',
  'PRODUCT-CLIENT-UPDATE': 'client',
  'DEPOT-OUT': 'depotout',
};

async function checkRentalCase(
  db: TDatabase,
  session: TSession,
  type: 'RENTAL-STOP' | 'REPAIR-RENTAL',
  rentalCaseId: number,
): Promise<ReturnType<typeof ok> | TFailure> {
  const { organisationId } = session;
  const rentalCase = await findRentalCase(db, organisationId, rentalCaseId);
  if (!rentalCase) return failure(MESSAGES.notFound);
  if (!mayOpen(session, REQUEST_CHECKS[type].route, 2)) return failure(MESSAGES.forbidden);
  if (type === 'RENTAL-STOP') {
    if (
      (await hasRunningRequest(db, organisationId, 'RENTAL-STOP', rentalCaseId)) ||
      (await isInRunningRetour(db, organisationId, rentalCaseId))
    ) {
      return failure(MESSAGES.retourAlreadyRunning);
    }
  } else if (await hasRunningRequest(db, organisationId, 'REPAIR-RENTAL', rentalCaseId)) {
    return failure(MESSAGES.repairAlreadyRunning);
  }
  return rentalCase.status === 'ACTIVE' ? ok() : failure(MESSAGES.rentalCaseNotActive);
}

export function requestCheckCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, checkRequestPermissionCall, async (context) => {
    const session = sessionOf(context);
    const { sourceId, requestType } = context.params;
    if (requestType === 'RENTAL-STOP' || requestType === 'REPAIR-RENTAL') {
      return checkRentalCase(db, session, requestType, sourceId);
    }
    const check = REQUEST_CHECKS[requestType];
    const product = await findProductForCheck(db, session.organisationId, sourceId);
    if (!product || product.placement === 'unplaced') return failure(MESSAGES.productNotFound);
    if (!mayOpen(session, check.route, 2)) return failure(MESSAGES.forbidden);
    // why: the rule the write applies, so the form says so before the user fills it in.
    const refusal = productActionRefusal(
      PRODUCT_ACTION_OF[requestType],
      await productFacts(db, session.organisationId, product),
    );
    return refusal === null ? ok() : failure(refusal);
  });

  registerCall(app, findQrCodeCall, async (context) => {
    const session = sessionOf(context);
    const { organisationId } = session;
    const code = context.body.barcode;
    // why: a look-up leads to a page; it needs what that page needs (RESOURCE_ACCESS).
    // Refused, it answers the scan screen's own text (spec 001 §2.2), as the screen does
    // when the user may open neither target.
    const noRights = () => failure(MESSAGES.noScanPermission);
    const rentalCase = await findRentalCaseByCode(db, organisationId, code);
    if (rentalCase) {
      if (!maySee(session, 'rentalCase')) return noRights();
      return success({ type: 'rental' as const, rentalcaseId: rentalCase.id, productId: null });
    }
    const product = await findProductByCode(db, organisationId, code);
    if (product) {
      if (!maySee(session, 'product')) return noRights();
      return success({
        type: product.isInDepot ? ('depot-in' as const) : ('depot-out' as const),
        rentalcaseId: null,
        productId: product.id,
      });
    }
    return failure(MESSAGES.productNotFound);
  });
}
