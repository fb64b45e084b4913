// Rental case views (spec 001 §2.3, §7 Rentals): the tab lists, details, documents and the
// invoices of a case or of the organisation.
import {
  getInvoicesCall,
  getRentalCasesCall,
  getRentalDetailsCall,
  getRentalDocumentsCall,
} from '@portal/shared/contract/rentals';
import { MESSAGES, RESOURCE_ACCESS } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';
import { findCaseDocumentsPage } from '../../repositories/files-repository.js';
import { overviewDateErrors } from '../../management/overview-checks.js';
import { findInvoicesPage } from '../../repositories/invoices-repository.js';
import {
  findRentalCase,
  findRentalCasesPage,
  findRentalDetails,
} from '../../repositories/rentals-repository.js';

/**
 * What an invoice list needs, by viewType: a case's list what its case needs, the
 * organisation's list what the management invoice page needs (RESOURCE_ACCESS).
 */
const INVOICE_ACCESS = {
  rental: RESOURCE_ACCESS.rentalInvoice,
  all: RESOURCE_ACCESS.saleInvoice,
} as const;

export function rentalCaseCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getRentalCasesCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { tabType, filters } = context.body;
    const { limitOffset, limitRows, ...listFilters } = filters;
    const { rows: cases, totalCount } = await findRentalCasesPage(
      db,
      organisationId,
      tabType,
      listFilters,
      { offset: limitOffset, rows: limitRows },
    );
    return success({ cases, totalCount });
  });

  registerCall(app, getRentalDetailsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const details = await findRentalDetails(db, organisationId, context.params.rentalCaseId);
    return details ? success({ details }) : failure(MESSAGES.notFound);
  });

  registerCall(app, getRentalDocumentsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const { rentalCaseId, filters } = context.body;
    // why: a missing case (or another organisation's) is 'Niet gevonden', not an empty list.
    if (!(await findRentalCase(db, organisationId, rentalCaseId))) {
      return failure(MESSAGES.notFound);
    }
    const paging = { offset: filters.limitOffset, rows: filters.limitRows };
    const { rows: documents, totalCount } = await findCaseDocumentsPage(
      db,
      organisationId,
      rentalCaseId,
      paging,
    );
    return success({ documents, totalCount });
  });

  registerCall(app, getInvoicesCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, viewType, typeId, filters } = context.body;
    const access = INVOICE_ACCESS[viewType];
    if (!mayOpen(session, access.route, access.level)) return refuseForbidden(context.reply);
    let rentalCaseId: number | null = null;
    if (viewType === 'rental') {
      if (typeId === null) {
        return failure(MESSAGES.invalidInput, { fields: { typeId: MESSAGES.required } });
      }
      if (!(await findRentalCase(db, session.organisationId, typeId))) {
        return failure(MESSAGES.notFound);
      }
      rentalCaseId = typeId;
    }
    const { limitOffset, limitRows, ...listFilters } = filters;
    const dateErrors = overviewDateErrors({
      dateFrom: listFilters.dateFrom,
      dateTo: listFilters.dateTo,
    });
    if (Object.keys(dateErrors).length > 0) {
      return failure(MESSAGES.invalidInput, { fields: dateErrors });
    }
    const { rows: invoices, totalCount } = await findInvoicesPage(
      db,
      session.organisationId,
      tabType,
      rentalCaseId,
      { offset: limitOffset, rows: limitRows },
      listFilters,
    );
    return success({ invoices, totalCount });
  });
}
