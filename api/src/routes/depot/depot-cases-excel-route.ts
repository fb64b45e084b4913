// POST /Rest/Pwa/customer/depot/cases/excel: a depot order tab with its filters as a
// streamed .xlsx (exports/excel-export.ts).
import {
  DEPOT_CASES_EXCEL_PATH,
  ZDepotCasesExcelRequest,
  type TDepotCase,
} from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel, type TExcelColumn } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';
import { mayOpen, refuseForbidden } from '../../http/route-access.js';
import { eachDepotCaseBatch } from '../../repositories/depot-cases-repository.js';
import { DEPOT_TAB_ROUTES } from './depot-case-calls.js';

const HEADERS = MESSAGES.depotExcel.columns;
const toDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

type TDepotColumn = TExcelColumn<TDepotCase> & { archiveOnly?: boolean };

export const DEPOT_EXCEL_COLUMNS: TDepotColumn[] = [
  { header: HEADERS.depotCaseId, width: 10, value: (c) => c.depotCaseId },
  { header: HEADERS.name, width: 60, value: (c) => c.name },
  { header: HEADERS.formType, width: 22, value: (c) => MESSAGES.depotFormTypeLabels[c.formType] },
  {
    header: HEADERS.createDate,
    width: 14,
    value: (c) => toDate(c.createDate),
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.handleDate,
    width: 16,
    value: (c) => toDate(c.handleDate),
    numFmt: 'dd-mm-yyyy',
    archiveOnly: true,
  },
];

export function depotCasesExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: DEPOT_CASES_EXCEL_PATH,
      // why: the tab's own route is checked below, as the depot lists do: a user may hold
      // only '/articles/depot-pending', not all of '/articles'.
      access: 'session',
      body: ZDepotCasesExcelRequest,
    },
    async ({ session, body: { tabType, categoryId, formType }, request, reply }) => {
      if (!mayOpen(session, DEPOT_TAB_ROUTES[tabType], 1)) {
        await refuseForbidden(reply);
        return reply;
      }
      return sendExcel(request, reply, {
        fileName: MESSAGES.depotExcel.fileName(tabType),
        sheetName: MESSAGES.depotExcel.sheetName,
        columns: DEPOT_EXCEL_COLUMNS.filter((c) => !c.archiveOnly || tabType === 'archive'),
        batches: eachDepotCaseBatch(db, session.organisationId, tabType, { categoryId, formType }),
      });
    },
  );
}
