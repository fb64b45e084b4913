// The customer requests calls (spec 001 §7 Requests): the overview per tab with its
// filters and paging, and the details with the process history. Both scoped to the
// caller's organisation; another organisation's request answers exactly like a missing one.
import {
  getCustomerRequestDetailsCall,
  getCustomerRequestsCall,
  type TRequestStatus,
  type TRequestTab,
} from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../http/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import {
  findCustomerRequestDetails,
  findCustomerRequests,
} from '../../repositories/customer-requests-query-repository.js';
import { findOwnedFiles } from '../../repositories/files-repository.js';
import { customDataForClient } from '../../services/request-html.js';

/** Which statuses each tab lists (spec 001 §4: open, processing, archive). */
export const TAB_STATUSES: Record<TRequestTab, readonly TRequestStatus[]> = {
  open: ['OPEN'],
  processing: ['PROCESSING'],
  archive: ['COMPLETED', 'REJECTED'],
};

/** The details title: 'Aanvraag <id>'; the type has its own field. */
export function requestTitle(id: number): string {
  return `Aanvraag ${id}`;
}

export function customerRequestCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getCustomerRequestsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const body = context.body;
    const { rows, totalCount } = await findCustomerRequests(
      db,
      {
        organisationId,
        statuses: TAB_STATUSES[body.tabType],
        locationId: body.location ?? null,
        type: body.requestType ?? null,
        requestId: body.customerRequestId ?? null,
        contactId: body.contact ?? null,
      },
      // why: limitOffset is the 1-based number of the first row (page*10-9).
      { offset: body.limitOffset - 1, limit: body.limitRows },
    );
    return success({
      requests: rows.map((row) => ({
        customerRequestId: row.id,
        type: row.type,
        createDate: row.createdAt,
        requestLocationFrom: row.locationFrom,
        requestLocationTo: row.locationTo,
        contact: row.contact,
      })),
      totalCount,
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
