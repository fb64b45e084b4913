// How the supplier's staff move customer requests along (the spec shows no screen for it):
// OPEN -> PROCESSING -> COMPLETED | REJECTED, and OPEN -> REJECTED; process steps only while
// OPEN or PROCESSING. Each move updates the request and appends its process row in one
// transaction. Reached from the admin CLI and the back office (routes/backoffice/), the same
// moves for both; no customer HTTP call leads here. Every move raises the request's
// version; a move sent with the version its sender saw is refused when another came first.
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';
import type { TDatabase, TQueryable } from '../db/database.js';
import { announceRequestEvent, type TRequestEvent } from '../live/request-events.js';
import { appendProcessStep } from '../repositories/customer-requests-repository.js';
import { appendProductLog } from '../repositories/product-log-repository.js';
import { recordRequestMail, type TRequestMailKind } from '../mail/request-mail-outbox.js';
import { wakeRequestMailSender } from '../mail/request-mail-sender.js';
import {
  lockCustomerRequest,
  updateCustomerRequestStatus,
} from '../repositories/customer-requests-query-repository.js';

/** Who the product log names for the supplier's own steps. */
export const SUPPLIER_ACTOR = 'Leverancier';

export type TWorkflowErrorCode =
  'NOT_FOUND' | 'INVALID_TRANSITION' | 'INVALID_INPUT' | 'VERSION_CONFLICT';

/**
 * Who moves it and what she saw: `expectedVersion` (the back office sends the version its
 * page showed; the CLI none), and the staff member who handles it (take).
 */
export type TMoveOptions = {
  expectedVersion?: number;
  assignee?: { userId: number; name: string };
};

/** A refused move; `message` says why in words a staff member understands (English, CLI). */
export class RequestWorkflowError extends Error {
  override readonly name = 'RequestWorkflowError';
  constructor(
    readonly code: TWorkflowErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Where a request of each status may go. */
export const TRANSITIONS: Record<TRequestStatus, readonly TRequestStatus[]> = {
  OPEN: ['PROCESSING', 'REJECTED'],
  PROCESSING: ['COMPLETED', 'REJECTED'],
  COMPLETED: [],
  REJECTED: [],
};

/** Statuses in which process steps may still be added. */
const RUNNING: readonly TRequestStatus[] = ['OPEN', 'PROCESSING'];

export type TWorkflowResult = {
  id: number;
  organisationId: number;
  from: TRequestStatus;
  status: TRequestStatus;
  version: number;
};

function text(value: string | null | undefined, name: string, isRequired: boolean): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (isRequired) throw new RequestWorkflowError('INVALID_INPUT', `${name} is required`);
    return null;
  }
  if (trimmed.length > 2000) {
    throw new RequestWorkflowError('INVALID_INPUT', `${name} is longer than 2000 characters`);
  }
  return trimmed;
}

function checkId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RequestWorkflowError('INVALID_INPUT', `Not a request id: ${id}`);
  }
}

/** What open pages hear of a move (live updates): the status it leads to, or a step. */
export function eventKind(to: TRequestStatus | null): TRequestEvent['kind'] {
  switch (to) {
    case 'PROCESSING':
      return 'taken';
    case 'COMPLETED':
      return 'completed';
    case 'REJECTED':
      return 'rejected';
    case 'OPEN':
    case null:
      return 'step';
  }
}

async function move(
  db: TDatabase,
  id: number,
  to: TRequestStatus | null,
  step: { action: string; message: string | null },
  options: TMoveOptions & { handledBy?: string },
  alongWith?: (tx: TQueryable, request: { id: number; organisationId: number }) => Promise<void>,
): Promise<TWorkflowResult> {
  checkId(id);
  const result = await db.transaction(async (tx: TQueryable) => {
    // why: the row lock makes a second mover wait for the first one's commit, and then see
    // its version: of two staff acting at once exactly one succeeds (PostgreSQL too).
    const request = await lockCustomerRequest(tx, id);
    if (!request) throw new RequestWorkflowError('NOT_FOUND', `No customer request ${id}`);
    if (options.expectedVersion !== undefined && options.expectedVersion !== request.version) {
      throw new RequestWorkflowError(
        'VERSION_CONFLICT',
        `Request ${id} changed meanwhile (version ${request.version}, not ${options.expectedVersion})`,
      );
    }
    if (to === null) {
      if (!RUNNING.includes(request.status)) {
        throw new RequestWorkflowError(
          'INVALID_TRANSITION',
          `Request ${id} is ${request.status}: steps can only be added while OPEN or PROCESSING`,
        );
      }
    } else if (!TRANSITIONS[request.status].includes(to)) {
      const allowed = TRANSITIONS[request.status];
      throw new RequestWorkflowError(
        'INVALID_TRANSITION',
        `Request ${id} is ${request.status} and cannot become ${to}` +
          (allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : ' (it is closed)'),
      );
    }
    await updateCustomerRequestStatus(tx, id, to ?? request.status, {
      handledBy: options.handledBy,
      assignedUserId: options.assignee?.userId,
    });
    await appendProcessStep(tx, {
      organisationId: request.organisationId,
      requestId: id,
      action: step.action,
      message: step.message,
    });
    await alongWith?.(tx, request);
    // why in the move's transaction: a move that rolls back leaves no mail (mail/README.md).
    await recordRequestMail(tx, { requestId: id, kind: mailKindOf(to), ...step });
    // why: in the transaction: PostgreSQL delivers it at the commit, never for a rollback.
    await announceRequestEvent(tx, {
      customerRequestId: id,
      organisationId: request.organisationId,
      kind: eventKind(to),
    });
    return {
      id,
      organisationId: request.organisationId,
      from: request.status,
      status: to ?? request.status,
      version: request.version + 1,
    };
  });
  wakeRequestMailSender();
  return result;
}

/** Which of the requester's mail choices a move falls under (taking it is a step). */
function mailKindOf(to: TRequestStatus | null): TRequestMailKind {
  if (to === 'COMPLETED') return 'complete';
  if (to === 'REJECTED') return 'reject';
  return 'step';
}

/** Sets the supplier's repair of a completed REPAIR-DEPOT request FIXED, with a log line. */
async function fixRepairs(
  tx: TQueryable,
  request: { id: number; organisationId: number },
): Promise<void> {
  const fixed = await tx.query<{ productId: number; description: string | null }>(
    `UPDATE repairs SET status = 'FIXED', repair_date = current_date
     WHERE customer_request_id = $1 AND status = 'PROCESSING'
     RETURNING product_id AS "productId", description`,
    [request.id],
  );
  for (const repair of fixed) {
    await appendProductLog(tx, {
      organisationId: request.organisationId,
      productId: repair.productId,
      message: 'Reparatie afgerond',
      specification: repair.description ?? '',
      actorName: SUPPLIER_ACTOR,
    });
  }
}

/** The staff's moves on the requests of every organisation, on database `db`. */
export function requestWorkflow(db: TDatabase) {
  return {
    /** OPEN -> PROCESSING; `employeeName` becomes the request's handler ('Behandeld door'). */
    async takeIntoProcessing(
      id: number,
      employeeName: string,
      message?: string | null,
      options: TMoveOptions = {},
    ) {
      const employee = text(employeeName, 'Employee name', true) as string;
      return move(
        db,
        id,
        'PROCESSING',
        { action: MESSAGES.requestActionTaken, message: text(message, 'Message', false) },
        { ...options, handledBy: employee },
      );
    },
    /** A step in the history (Actie, Omschrijving) of an OPEN or PROCESSING request. */
    async addProcessStep(id: number, action: string, message: string, options: TMoveOptions = {}) {
      return move(
        db,
        id,
        null,
        { action: text(action, 'Action', true) as string, message: text(message, 'Message', true) },
        options,
      );
    },
    /** PROCESSING -> COMPLETED; a REPAIR-DEPOT request's repair is FIXED today with it. */
    async complete(id: number, message?: string | null, options: TMoveOptions = {}) {
      return move(
        db,
        id,
        'COMPLETED',
        { action: MESSAGES.requestActionCompleted, message: text(message, 'Message', false) },
        options,
        fixRepairs,
      );
    },
    /** OPEN or PROCESSING -> REJECTED; the reason is required (the customer reads it). */
    async reject(id: number, message: string, options: TMoveOptions = {}) {
      return move(
        db,
        id,
        'REJECTED',
        { action: MESSAGES.requestActionRejected, message: text(message, 'Message', true) },
        options,
      );
    },
  };
}

export type TRequestWorkflow = ReturnType<typeof requestWorkflow>;
