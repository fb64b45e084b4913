// The customer requests calls (spec 001 §7 Requests): the overview per tab with its
// filters and paging (tabs: open = OPEN, processing = PROCESSING, archive = COMPLETED and
// REJECTED, the `tab` column of migration 005), the details with the process history, and
// the Excel of a tab. Both scoped to the
// caller's organisation; another organisation's request answers exactly like a missing one.
import {
  getCustomerRequestDetailsCall,
  getCustomerRequestsCall,
  getRunningRequestsCall,
  RUNNING_REQUEST_ROUTES,
  RUNNING_REQUESTS_LIMIT,
} from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';
import {
  findCustomerRequestDetails,
  findCustomerRequestsPage,
  findRunningRequests,
} from '../../repositories/customer-requests-query-repository.js';
import { findOwnedFiles } from '../../repositories/files-repository.js';
import { customDataForClient } from '../../services/request-html.js';
import { customerRequestsExcelRoute } from './customer-requests-excel-route.js';

/** The details title: 'Aanvraag <id>'; the type has its own field. */
export function requestTitle(id: number): string {
  return `Aanvraag ${id}`;
}

export function customerRequestCalls(app: FastifyInstance, deps: TDeps): void {
  const { db } = deps;
  customerRequestsExcelRoute(app, deps);

  registerCall(app, getCustomerRequestsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const body = context.body;
    const { rows, totalCount } = await findCustomerRequestsPage(
      db,
      {
        organisationId,
        tab: body.tabType,
        locationId: body.location ?? null,
        type: body.requestType ?? null,
        requestId: body.customerRequestId ?? null,
        contactId: body.contact ?? null,
        search: body.search ?? null,
        sortBy: body.sortBy ?? null,
        sortDirection: body.sortDirection ?? null,
      },
      // why: limitOffset is the 1-based number of the first row (page*10-9).
      { offset: body.limitOffset, rows: body.limitRows },
    );
    return success({
      requests: rows.map((row) => ({
        customerRequestId: row.id,
        type: row.type,
        createDate: row.createdAt,
        requestLocationFrom: row.locationFrom,
        requestLocationTo: row.locationTo,
        contact: row.contact,
        status: row.status,
        subject: row.subject,
        room: row.room,
      })),
      totalCount,
    });
  });

  registerCall(app, getRunningRequestsCall, async (context) => {
    const session = sessionOf(context);
    const { subject, subjectId } = context.params;
    // why: the call serves a case's page (/rentals) and an aid's (/articles); each needs its own.
    if (!mayOpen(session, RUNNING_REQUEST_ROUTES[subject], 1)) {
      return refuseForbidden(context.reply);
    }
    // why: an unknown id, or another organisation's, has no requests of the caller's: an
    // empty list, as a case without requests (the page itself says whether the case exists).
    const rows = await findRunningRequests(
      db,
      session.organisationId,
      { kind: subject, id: subjectId },
      RUNNING_REQUESTS_LIMIT,
    );
    return success({
      requests: rows.map((row) => ({
        customerRequestId: row.id,
        type: row.type,
        createDate: row.createdAt,
        status: row.status,
      })),
    });
  });

  registerCall(app, getCustomerRequestDetailsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const id = context.params.customerRequestId;
    const row = await findCustomerRequestDetails(db, organisationId, id);
    // why: a request of another organisation is not told apart from a missing one.
    if (!row) return failure(MESSAGES.notFound);
    const files = await findOwnedFiles(db, organisationId, 'customer_request', row.id);
    return success({
      details: {
        title: requestTitle(row.id),
        status: row.status,
        type: row.type,
        customerRequestId: row.id,
        createDate: row.createdAt,
        user: row.user,
        contact: row.contact,
        employee: row.handledBy,
        depotCaseId: row.depotCaseId,
        customData: customDataForClient(row.customData),
        process: row.process.map((step) => ({
          date: step.date,
          action: step.action,
          message: step.message ?? '',
        })),
        files: files.map(({ guid, fileName, mimeType, type }) => ({
          guid,
          fileName,
          mimeType,
          type,
        })),
      },
    });
  });
}
