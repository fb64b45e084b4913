// Page titles and product documents (spec 000 §7, 001 §7).
import {
  getPageTitleCall,
  getProductDocumentsCall,
  type TPageTitleType,
} from '@portal/shared/contract';
import { MESSAGES, type TResourceKind, documentTypeOf } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { refuseUnlessMaySee } from '../../http/resource-access.js';
import { findOwnedFiles } from '../../repositories/files-repository.js';
import { findDepotCaseRef } from '../../repositories/depot-cases-repository.js';
import { findProductTitle } from '../../repositories/products-repository.js';
import { findRentalCaseTitle } from '../../repositories/rentals-repository.js';
import { customerRequestExists } from '../../repositories/customer-requests-query-repository.js';
import { requestTitle } from '../requests/customer-request-calls.js';

/** The kind of resource each page title is about (shared/rules RESOURCE_ACCESS). */
const TITLE_KINDS: Record<TPageTitleType, TResourceKind> = {
  product: 'product',
  rentalcase: 'rentalCase',
  depotcase: 'depotOrder',
  request: 'customerRequest',
};

export function productCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getPageTitleCall, async (context) => {
    const session = sessionOf(context);
    const { organisationId } = session;
    const { type, id } = context.params;
    // why: a title tells what the page shows, so it needs what that page needs.
    const refused = await refuseUnlessMaySee(session, TITLE_KINDS[type], context.reply);
    if (refused) return refused;
    const title =
      type === 'product'
        ? await findProductTitle(db, organisationId, id)
        : type === 'rentalcase'
          ? await findRentalCaseTitle(db, organisationId, id)
          : type === 'depotcase'
            ? ((await findDepotCaseRef(db, organisationId, id))?.name ?? null)
            : type === 'request' && (await customerRequestExists(db, organisationId, id))
              ? requestTitle(id)
              : null;
    return title === null ? failure(MESSAGES.notFound) : success(title);
  });

  registerCall(app, getProductDocumentsCall, async (context) => {
    const session = sessionOf(context);
    const { organisationId } = session;
    const refused = await refuseUnlessMaySee(session, 'productDocument', context.reply);
    if (refused) return refused;
    const files = await findOwnedFiles(db, organisationId, 'product', context.params.id);
    return success({
      documents: files.map((file) => ({ ...file, icon: documentTypeOf(file.mimeType) })),
    });
  });
}
