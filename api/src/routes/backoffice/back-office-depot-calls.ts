// The back office's depot orders (issue 41 "Depot orders the same way"; README.md beside this
// file): the list of every organisation's orders, an order's page and the staff's moves
// (plan, deliver or pick up, complete, cancel), through the same workflow as the admin CLI
// (services/depot-workflow.ts). Only staff sessions reach them (register-call.ts authorise);
// each writes access entries for the organisation whose order it is.
import {
  cancelBackOfficeDepotOrderCall,
  completeBackOfficeDepotOrderCall,
  deliverBackOfficeDepotOrderCall,
  getBackOfficeDepotOrderCall,
  getBackOfficeDepotOrdersCall,
  planBackOfficeDepotOrderCall,
  type TBackOfficeDepotOrder,
} from '@portal/shared/contract/backoffice';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { isDepotPickUp, MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import {
  countDepotOrders,
  findBackOfficeDepotOrder,
  findDepotOrdersPage,
  type TBackOfficeDepotOrderRow,
} from '../../repositories/back-office-depot-repository.js';
import { DepotInputError, depotWorkflow, type TDepotMove } from '../../services/depot-workflow.js';
import { RequestWorkflowError } from '../../services/request-workflow.js';
import type { TSession } from '../../plugins/session-auth.js';
import { logBackOfficeAccess } from './backoffice-access.js';

const T = BACKOFFICE_TEXTS.depot;

/** A refused move in the words the staff member reads (the CLI prints the English one). */
export function depotWorkflowRefusal(error: RequestWorkflowError) {
  if (error instanceof DepotInputError) {
    return failure(MESSAGES.invalidInput, { fields: { [error.field]: error.dutch } });
  }
  switch (error.code) {
    case 'VERSION_CONFLICT':
      return failure(T.errors.conflict);
    case 'INVALID_TRANSITION':
      return failure(T.errors.transition);
    case 'NOT_FOUND':
      return failure(MESSAGES.notFound);
    case 'INVALID_INPUT':
      return failure(MESSAGES.invalidInput);
  }
}

function orderAnswer(row: TBackOfficeDepotOrderRow): TBackOfficeDepotOrder {
  const { clientName: _clientName, ...order } = row;
  return order;
}

export function backOfficeDepotCalls(app: FastifyInstance, { db }: TDeps): void {
  const workflow = depotWorkflow(db);

  registerCall(app, getBackOfficeDepotOrdersCall, async (context) => {
    const session = sessionOf(context);
    const { limitOffset, limitRows, ...filter } = context.body;
    const page = await findDepotOrdersPage(db, filter, { offset: limitOffset, rows: limitRows });
    const counts = await countDepotOrders(db);
    await logBackOfficeAccess(
      context.request,
      session,
      callName(getBackOfficeDepotOrdersCall),
      'list',
      page.rows.map((row) => ({
        depotCaseId: row.depotCaseId,
        organisationId: row.organisationId,
        clientName: null,
      })),
    );
    return success({ orders: page.rows, totalCount: page.totalCount, counts });
  });

  registerCall(app, getBackOfficeDepotOrderCall, async (context) => {
    const session = sessionOf(context);
    const row = await findBackOfficeDepotOrder(db, context.params.depotCaseId);
    if (!row) return failure(MESSAGES.notFound);
    await logBackOfficeAccess(
      context.request,
      session,
      callName(getBackOfficeDepotOrderCall),
      'view',
      [
        {
          depotCaseId: row.depotCaseId,
          organisationId: row.organisationId,
          clientName: row.clientName,
        },
      ],
    );
    return success({ order: orderAnswer(row) });
  });

  /** Runs a move, then answers the order as it now is (or the refusal in Dutch). */
  async function moved(
    request: FastifyRequest,
    session: TSession,
    call: string,
    run: () => Promise<TDepotMove>,
    done: (row: TBackOfficeDepotOrderRow) => string,
  ) {
    let result: TDepotMove;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof RequestWorkflowError) {
        request.log.info({ code: error.code }, error.message);
        return depotWorkflowRefusal(error);
      }
      throw error;
    }
    const row = await findBackOfficeDepotOrder(db, result.id);
    if (!row) return failure(MESSAGES.notFound);
    await logBackOfficeAccess(request, session, call, 'change', [
      {
        depotCaseId: row.depotCaseId,
        organisationId: row.organisationId,
        clientName: row.clientName,
      },
    ]);
    return success({ order: orderAnswer(row) }, done(row));
  }

  registerCall(app, planBackOfficeDepotOrderCall, async (context) => {
    const { version, date, window, message } = context.body;
    return moved(
      context.request,
      sessionOf(context),
      callName(planBackOfficeDepotOrderCall),
      () =>
        workflow.plan(
          context.params.depotCaseId,
          { date, window, message },
          { expectedVersion: version },
        ),
      (row) => (isDepotPickUp(row.formType) ? T.done.planPickup : T.done.plan),
    );
  });

  registerCall(app, deliverBackOfficeDepotOrderCall, async (context) => {
    const { version, message } = context.body;
    return moved(
      context.request,
      sessionOf(context),
      callName(deliverBackOfficeDepotOrderCall),
      () => workflow.deliver(context.params.depotCaseId, message, { expectedVersion: version }),
      (row) => (isDepotPickUp(row.formType) ? T.done.pickUp : T.done.deliver),
    );
  });

  registerCall(app, completeBackOfficeDepotOrderCall, async (context) => {
    const { version, minutes, message } = context.body;
    return moved(
      context.request,
      sessionOf(context),
      callName(completeBackOfficeDepotOrderCall),
      () =>
        workflow.complete(context.params.depotCaseId, minutes ?? null, message, {
          expectedVersion: version,
        }),
      () => T.done.complete,
    );
  });

  registerCall(app, cancelBackOfficeDepotOrderCall, async (context) => {
    const { version, message } = context.body;
    return moved(
      context.request,
      sessionOf(context),
      callName(cancelBackOfficeDepotOrderCall),
      () => workflow.cancel(context.params.depotCaseId, message, { expectedVersion: version }),
      () => T.done.cancel,
    );
  });
}
