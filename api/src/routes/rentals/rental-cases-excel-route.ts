// POST /Rest/Pwa/customer/rentals/cases/excel: the rows of a rental tab with its filters as
// a streamed .xlsx (exports/excel-export.ts): the list's own query read in keyset batches,
// the workbook written in a worker thread.
import {
  RENTAL_CASES_EXCEL_PATH,
  ZRentalCasesExcelRequest,
  type TRentalCase,
  type TRentalTab,
} from '@portal/shared/contract/rentals';
import { MESSAGES, RENTALS_TEXTS } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel, type TExcelColumn } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';
import { eachRentalCaseBatch } from '../../repositories/rentals-repository.js';

type TRentalColumn = TExcelColumn<TRentalCase> & {
  /** Tabs whose list hides this column (spec 001 §2.3). */
  hiddenIn?: TRentalTab[];
};

function toDate(iso: string | null): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

const HEADERS = RENTALS_TEXTS.columns;

/** The columns of the rental lists, with the list's Dutch headers. */
export const EXCEL_COLUMNS: TRentalColumn[] = [
  { header: HEADERS.rentalCaseId, width: 16, value: (r) => r.rentalCaseId },
  { header: HEADERS.displayName, width: 44, value: (r) => r.displayName },
  {
    header: HEADERS.startDate,
    width: 14,
    value: (r) => toDate(r.startDate),
    hiddenIn: ['waiting'],
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.endDate,
    width: 14,
    value: (r) => toDate(r.endDate),
    hiddenIn: ['active', 'waiting'],
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.departmentRoom,
    width: 30,
    value: (r) => r.departmentRoom,
    hiddenIn: ['waiting'],
  },
  {
    header: HEADERS.endUser,
    width: 28,
    value: (r) => (r.generalUse === 1 ? MESSAGES.generalUse : r.endUser),
  },
  { header: HEADERS.companyName, width: 32, value: (r) => r.companyName },
];

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
      sendExcel(request, reply, {
        fileName: RENTALS_TEXTS.excelFileName(tabType),
        sheetName: EXCEL_SHEET_NAME,
        columns: EXCEL_COLUMNS.filter((column) => !column.hiddenIn?.includes(tabType)),
        batches: eachRentalCaseBatch(db, session.organisationId, tabType, filters),
      }),
  );
}
