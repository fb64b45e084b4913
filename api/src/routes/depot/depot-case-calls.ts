// Depot order views (spec 001 §2.5, §7 Depot): the 'Opdrachten' and 'Archief' lists and an
// order's details. A running order is seen under depot-pending, a finished one under
// depot-archive; the caller needs level 1 on the route of the tab it is in.
import {
  DEPOT_TAB_ROUTES,
  getDepotCaseDetailsCall,
  getDepotCasesCall,
} from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';
import {
  findDepotCaseDetails,
  findDepotCaseRef,
  findDepotCasesPage,
} from '../../repositories/depot-cases-repository.js';

export function depotCaseCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getDepotCasesCall, async (context) => {
    const session = sessionOf(context);
    const { tabType, limitOffset, limitRows, ...filters } = context.body;
    if (!mayOpen(session, DEPOT_TAB_ROUTES[tabType], 1)) return refuseForbidden(context.reply);
    const { rows: cases, totalCount } = await findDepotCasesPage(
      db,
      session.organisationId,
      tabType,
      filters,
      { offset: limitOffset, rows: limitRows },
    );
    return success({ cases, totalCount });
  });

  registerCall(app, getDepotCaseDetailsCall, async (context) => {
    const session = sessionOf(context);
    const { organisationId } = session;
    const order = await findDepotCaseRef(db, organisationId, context.params.depotCaseId);
    if (!order) return failure(MESSAGES.notFound);
    if (!mayOpen(session, DEPOT_TAB_ROUTES[order.tab], 1)) return refuseForbidden(context.reply);
    const details = await findDepotCaseDetails(db, organisationId, order.id);
    return details ? success({ details }) : failure(MESSAGES.notFound);
  });
}
