// Page titles and product documents (spec 000 §7, 001 §7).
import { getPageTitleCall, getProductDocumentsCall } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../http/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { findOwnedFiles } from '../../repositories/files-repository.js';
import { findProductTitle } from '../../repositories/products-repository.js';
import { findRentalCaseTitle } from '../../repositories/rentals-repository.js';
import { customerRequestExists } from '../../repositories/customer-requests-query-repository.js';
import { requestTitle } from '../requests/customer-request-calls.js';
import { documentIcon } from './document-icon.js';

export function productCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getPageTitleCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { type, id } = context.params;
    // why: depot cases get their titles with their own area.
    const title =
      type === 'product'
        ? await findProductTitle(db, organisationId, id)
        : type === 'rentalcase'
          ? await findRentalCaseTitle(db, organisationId, id)
          : type === 'request' && (await customerRequestExists(db, organisationId, id))
            ? requestTitle(id)
            : null;
    return title === null ? failure(MESSAGES.notFound) : success(title);
  });

  registerCall(app, getProductDocumentsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const files = await findOwnedFiles(db, organisationId, 'product', context.params.id);
    return success({
      documents: files.map((file) => ({ ...file, icon: documentIcon(file.mimeType) })),
    });
  });
}
