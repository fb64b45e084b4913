// The back office's calls (issue 41; README.md beside this file): the inbox of every
// organisation, a request's page and the staff's moves, through the same workflow as the
// admin CLI (services/request-workflow.ts). Only staff sessions reach them (register-call.ts
// authorise), and each writes access entries for the organisation whose data it is.
import {
  completeBackOfficeRequestCall,
  getBackOfficeRequestCall,
  getInboxCall,
  getInboxOptionsCall,
  rejectBackOfficeRequestCall,
  stepBackOfficeRequestCall,
  takeBackOfficeRequestCall,
  type TBackOfficeRequest,
} from '@portal/shared/contract/backoffice';
import type { TRequestType } from '@portal/shared/contract/rentals';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import { findOwnedFiles } from '../../repositories/files-repository.js';
import {
  countInbox,
  findBackOfficeRequest,
  findInboxOptions,
  findInboxPage,
  findStaffMember,
  type TBackOfficeRequestRow,
} from '../../repositories/back-office-repository.js';
import { customDataForClient } from '../../services/request-html.js';
import {
  RequestWorkflowError,
  requestWorkflow,
  type TWorkflowResult,
} from '../../services/request-workflow.js';
import { clientNameOf, logBackOfficeAccess } from './backoffice-access.js';

/** What a request is about: the rental case or the aid whose page the customer has. */
const SUBJECT_KIND: Partial<Record<TRequestType, 'rentalCase' | 'product'>> = {
  'RENTAL-STOP': 'rentalCase',
  'REPAIR-RENTAL': 'rentalCase',
  'DEPOT-IN': 'product',
  'DEPOT-OUT': 'product',
  'REPAIR-DEPOT': 'product',
  'PRODUCT-LOCATION-UPDATE': 'product',
  'PRODUCT-CLIENT-UPDATE': 'product',
};

/** A refused move in the words the staff member reads (the CLI prints the English one). */
export function workflowMessage(error: RequestWorkflowError): string {
  switch (error.code) {
    case 'VERSION_CONFLICT':
      return BACKOFFICE_TEXTS.errors.conflict;
    case 'INVALID_TRANSITION':
      return BACKOFFICE_TEXTS.errors.transition;
    case 'NOT_FOUND':
      return MESSAGES.notFound;
    case 'INVALID_INPUT':
      return MESSAGES.invalidInput;
  }
}

export function backOfficeCalls(app: FastifyInstance, { db }: TDeps): void {
  const workflow = requestWorkflow(db);

  async function requestAnswer(row: TBackOfficeRequestRow): Promise<TBackOfficeRequest> {
    const files = await findOwnedFiles(
      db,
      row.organisationId,
      'customer_request',
      row.customerRequestId,
    );
    const kind = SUBJECT_KIND[row.type];
    return {
      customerRequestId: row.customerRequestId,
      organisationId: row.organisationId,
      organisation: row.organisation,
      type: row.type,
      status: row.status,
      version: row.version,
      createDate: row.createDate,
      dueAt: row.dueAt,
      isUrgent: row.isUrgent,
      user: row.user,
      contact: row.contact,
      assigneeUserId: row.assigneeUserId,
      assignee: row.assignee,
      fields: Object.entries(customDataForClient(row.customData)).map(([key, entry]) => ({
        key,
        title: entry.title,
        value: entry.value,
      })),
      files: files.map(({ guid, fileName, mimeType, type }) => ({
        guid,
        fileName,
        mimeType,
        type,
      })),
      subject: kind && row.sourceId !== null ? { kind, id: row.sourceId } : null,
      process: row.process.map((step) => ({
        date: step.date,
        action: step.action,
        message: step.message ?? '',
      })),
    };
  }

  registerCall(app, getInboxCall, async (context) => {
    const session = sessionOf(context);
    const { limitOffset, limitRows, ...filter } = context.body;
    const page = await findInboxPage(db, filter, { offset: limitOffset, rows: limitRows });
    const counts = await countInbox(db);
    await logBackOfficeAccess(
      context.request,
      session,
      callName(getInboxCall),
      'list',
      page.rows.map((row) => ({
        customerRequestId: row.customerRequestId,
        organisationId: row.organisationId,
        clientName: null,
      })),
    );
    return success({ requests: page.rows, totalCount: page.totalCount, counts });
  });

  registerCall(app, getInboxOptionsCall, async (context) => {
    const session = sessionOf(context);
    return success({ ...(await findInboxOptions(db)), me: session.userId });
  });

  registerCall(app, getBackOfficeRequestCall, async (context) => {
    const session = sessionOf(context);
    const row = await findBackOfficeRequest(db, context.params.customerRequestId);
    if (!row) return failure(MESSAGES.notFound);
    await logBackOfficeAccess(
      context.request,
      session,
      callName(getBackOfficeRequestCall),
      'view',
      [
        {
          customerRequestId: row.customerRequestId,
          organisationId: row.organisationId,
          clientName: clientNameOf(row.customData),
        },
      ],
    );
    return success({ request: await requestAnswer(row) });
  });

  /** Runs a move, then answers the request as it now is (or the refusal in Dutch). */
  async function moved(
    context: { request: Parameters<typeof logBackOfficeAccess>[0] },
    session: ReturnType<typeof sessionOf>,
    call: string,
    run: () => Promise<TWorkflowResult>,
    done: string,
  ) {
    let result: TWorkflowResult;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof RequestWorkflowError) {
        context.request.log.info({ code: error.code }, error.message);
        return failure(workflowMessage(error));
      }
      throw error;
    }
    const row = await findBackOfficeRequest(db, result.id);
    if (!row) return failure(MESSAGES.notFound);
    await logBackOfficeAccess(context.request, session, call, 'change', [
      {
        customerRequestId: row.customerRequestId,
        organisationId: row.organisationId,
        clientName: clientNameOf(row.customData),
      },
    ]);
    return success({ request: await requestAnswer(row) }, done);
  }

  registerCall(app, takeBackOfficeRequestCall, async (context) => {
    const session = sessionOf(context);
    const { version, assigneeUserId, message } = context.body;
    const assignee = await findStaffMember(db, assigneeUserId ?? session.userId);
    if (!assignee) return failure(BACKOFFICE_TEXTS.errors.noSuchColleague);
    return moved(
      context,
      session,
      callName(takeBackOfficeRequestCall),
      () =>
        workflow.takeIntoProcessing(context.params.customerRequestId, assignee.name, message, {
          expectedVersion: version,
          assignee: { userId: assignee.id, name: assignee.name },
        }),
      BACKOFFICE_TEXTS.done.take,
    );
  });

  registerCall(app, stepBackOfficeRequestCall, async (context) => {
    const session = sessionOf(context);
    const { version, action, message } = context.body;
    return moved(
      context,
      session,
      callName(stepBackOfficeRequestCall),
      () =>
        workflow.addProcessStep(
          context.params.customerRequestId,
          action?.trim() || BACKOFFICE_TEXTS.stepAction,
          message,
          { expectedVersion: version },
        ),
      BACKOFFICE_TEXTS.done.step,
    );
  });

  registerCall(app, completeBackOfficeRequestCall, async (context) => {
    const session = sessionOf(context);
    const { version, message } = context.body;
    return moved(
      context,
      session,
      callName(completeBackOfficeRequestCall),
      () =>
        workflow.complete(context.params.customerRequestId, message, { expectedVersion: version }),
      BACKOFFICE_TEXTS.done.complete,
    );
  });

  registerCall(app, rejectBackOfficeRequestCall, async (context) => {
    const session = sessionOf(context);
    const { version, message } = context.body;
    return moved(
      context,
      session,
      callName(rejectBackOfficeRequestCall),
      () =>
        workflow.reject(context.params.customerRequestId, message, { expectedVersion: version }),
      BACKOFFICE_TEXTS.done.reject,
    );
  });
}
