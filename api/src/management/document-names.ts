// What a management download is called (api/src/routes/management/README.md "What each overview
// lists"): a file name that says what it holds and when (`verhuur-geleverd-2026-11-26.xlsx`: the
// day it was made, or the day or months it is about) and the name of its sheet, from the catalogue.
// The overviews answer the same name as `documentName`.
import type { ZManagementExcelRequest } from '@portal/shared/contract/management';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import type { z } from 'zod';

export type TManagementDownload = z.output<typeof ZManagementExcelRequest>;
export type TSpreadsheetDownload = Exclude<
  TManagementDownload,
  { documentType: 'repair' } | { documentType: 'invoice' }
>;

const { fileName: FILE, sheetName: SHEET } = MANAGEMENT_TEXTS.excel;

/** 'yyyy-MM' of a month and year. */
export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** dd-MM-yyyy, as the screens show a day. */
function dutchDay(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

/** The file and sheet name of a spreadsheet download made on `today` ('yyyy-MM-dd'). */
export function spreadsheetNames(
  request: TSpreadsheetDownload,
  today: string,
): { fileName: string; sheetName: string } {
  switch (request.documentType) {
    case 'rental':
      return {
        fileName: FILE.rental(request.tabType, today),
        sheetName: SHEET.rental(request.tabType),
      };
    case 'activerental':
      return { fileName: FILE.activeRental(today), sheetName: SHEET.activeRental };
    case 'rental-category':
      return {
        fileName: FILE.rentalCategory(request.tabType, today),
        sheetName: SHEET.rentalCategory,
      };
    case 'rentaldate':
      return {
        fileName: FILE.rentalDate(request.filters.date),
        sheetName: SHEET.rentalDate(dutchDay(request.filters.date)),
      };
    case 'repairs':
      return { fileName: FILE.repairs(today), sheetName: SHEET.repairs };
    case 'depot':
      return { fileName: FILE.depot(today), sheetName: SHEET.depot };
    case 'depot-category':
      return { fileName: FILE.depotCategory(today), sheetName: SHEET.depotCategory };
    case 'depotdate':
      return {
        fileName: FILE.depotDate(request.filters.date),
        sheetName: SHEET.depotDate(dutchDay(request.filters.date)),
      };
    case 'products location':
      return { fileName: FILE.products('location', today), sheetName: SHEET.products('location') };
    case 'products depot':
      return { fileName: FILE.products('depot', today), sheetName: SHEET.products('depot') };
    case 'rentalcost': {
      const { fromYear, fromMonth, toYear, toMonth } = request.filters;
      const from = monthKey(fromYear, fromMonth);
      const to = monthKey(toYear, toMonth);
      return { fileName: FILE.rentalCost(from, to), sheetName: SHEET.rentalCost(from, to) };
    }
    case 'invoices':
      return { fileName: FILE.invoices(today), sheetName: SHEET.invoices };
  }
}
