// POST /Rest/Pwa/customer/depot/cases/excel: a depot order tab with its filters as a
// streamed .xlsx (exports/excel-export.ts, the columns in exports/sources/depot-cases.ts).
import {
  DEPOT_CASES_EXCEL_PATH,
  DEPOT_TAB_ACCESS,
  DEPOT_TAB_ROUTES,
  ZDepotCasesExcelRequest,
} from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';

export function depotCasesExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: DEPOT_CASES_EXCEL_PATH,
      // why: the tab's own route is checked below, as the depot lists do: a user may hold
      // only '/articles/depot-pending', not all of '/articles'.
      access: DEPOT_TAB_ACCESS,
      body: ZDepotCasesExcelRequest,
    },
    async ({ session, body: { tabType, ...filters }, request, reply }) => {
      if (!mayOpen(session, DEPOT_TAB_ROUTES[tabType], 1)) {
        await refuseForbidden(reply);
        return reply;
      }
      return sendExcel(request, reply, db, {
        fileName: MESSAGES.depotExcel.fileName(tabType),
        sheetName: MESSAGES.depotExcel.sheetName,
        source: 'depot-cases',
        params: {
          organisationId: session.organisationId,
          tabType,
          filters,
        },
      });
    },
  );
}
