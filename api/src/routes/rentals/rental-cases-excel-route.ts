// POST /Rest/Pwa/customer/rentals/cases/excel: the rows of a rental tab with its filters as
// an .xlsx, written row by row with exceljs' streaming WorkbookWriter while the database is
// read in batches, so a long list is never held in memory whole.
import { PassThrough } from 'node:stream';
import {
  RENTAL_CASES_EXCEL_PATH,
  ZRentalCasesExcelRequest,
  type TRentalCase,
  type TRentalTab,
} from '@portal/shared/contract';
import { EXCEL_MIME_TYPE, MESSAGES } from '@portal/shared/rules';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure } from '../../http/envelope.js';
import { API_BASE, authorise } from '../../http/register-call.js';
import { fieldErrors } from '../../http/validation-errors.js';
import { eachRentalCase } from '../../repositories/rentals-repository.js';
import { contentDisposition } from '../global/download-route.js';

type TColumn = {
  header: string;
  width: number;
  value: (row: TRentalCase) => string | number | Date | null;
  /** Tabs whose list hides this column (spec 001 §2.3). */
  hiddenIn?: TRentalTab[];
  numFmt?: string;
};

function toDate(iso: string | null): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

/** The columns of the rental lists, with the list's Dutch headers. */
export const EXCEL_COLUMNS: TColumn[] = [
  { header: 'Dossiernummer', width: 16, value: (r) => r.rentalCaseId },
  { header: 'Artikel', width: 44, value: (r) => r.displayName },
  {
    header: 'Startdatum',
    width: 14,
    value: (r) => toDate(r.startDate),
    hiddenIn: ['waiting'],
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: 'Einddatum',
    width: 14,
    value: (r) => toDate(r.endDate),
    hiddenIn: ['active', 'waiting'],
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: 'Afdeling / kamer',
    width: 30,
    value: (r) => r.departmentRoom,
    hiddenIn: ['waiting'],
  },
  {
    header: 'Eindgebruiker',
    width: 28,
    value: (r) => (r.generalUse === 1 ? MESSAGES.generalUse : r.endUser),
  },
  { header: 'Locatie', width: 32, value: (r) => r.companyName },
];

export const EXCEL_SHEET_NAME = 'Verhuur';

export function rentalCasesExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  app.post(`${API_BASE}${RENTAL_CASES_EXCEL_PATH}`, async (request, reply) => {
    const { session, refused } = await authorise(
      app,
      { route: '/rentals', level: 1 },
      request,
      reply,
    );
    if (refused || !session) return reply;
    const rawBody: unknown = request.body ?? {};
    const parsed = ZRentalCasesExcelRequest.safeParse(rawBody);
    if (!parsed.success) {
      return reply
        .code(200)
        .send(failure(MESSAGES.invalidInput, { fields: fieldErrors(parsed.error, rawBody) }));
    }
    const { tabType, filters } = parsed.data;
    const columns = EXCEL_COLUMNS.filter((column) => !column.hiddenIn?.includes(tabType));

    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(EXCEL_SHEET_NAME);
    sheet.columns = columns.map((column) => ({
      header: column.header,
      width: column.width,
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const write = async () => {
      for await (const row of eachRentalCase(db, session.organisationId, tabType, filters)) {
        sheet.addRow(columns.map((column) => column.value(row))).commit();
      }
      sheet.commit();
      await workbook.commit();
    };
    write().catch((error: unknown) => {
      // why: the headers are gone already; a broken download is the only honest answer.
      request.log.error({ err: error }, 'rental Excel failed');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .code(200)
      .header('Content-Type', EXCEL_MIME_TYPE)
      .header('Content-Disposition', contentDisposition(`verhuur-${tabType}.xlsx`))
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
}
