// POST /Rest/Pwa/customer/rentals/cases/excel: the rows of a rental tab with its filters as
// a streamed .xlsx (exports/excel-export.ts, the columns in exports/sources/rental-cases.ts):
// the list's own query read in keyset batches by the worker thread that writes the file.
import { RENTAL_CASES_EXCEL_PATH, ZRentalCasesExcelRequest } from '@portal/shared/contract/rentals';
import { RENTALS_TEXTS } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';

export const EXCEL_SHEET_NAME = RENTALS_TEXTS.areaTitle;

export function rentalCasesExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: RENTAL_CASES_EXCEL_PATH,
      access: { route: '/rentals', level: 1 },
      body: ZRentalCasesExcelRequest,
    },
    ({ session, body: { tabType, filters }, request, reply }) =>
      sendExcel(request, reply, db, {
        fileName: RENTALS_TEXTS.excelFileName(tabType),
        sheetName: EXCEL_SHEET_NAME,
        source: 'rental-cases',
        params: { organisationId: session.organisationId, tabType, filters },
      }),
  );
}
