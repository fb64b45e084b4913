// POST /Rest/Pwa/customer/articles/overview/excel: a product list with its filters as a
// streamed .xlsx (exports/excel-export.ts), the list's own query read in keyset batches.
import {
  PRODUCTS_EXCEL_PATH,
  ZProductsExcelRequest,
  type TProduct,
  type TProductPlacement,
} from '@portal/shared/contract/articles';
import { MESSAGES, productDisplayStatus } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { sendExcel, type TExcelColumn } from '../../exports/excel-export.js';
import { registerExcelRoute } from '../../exports/excel-route.js';
import { eachProductBatch } from '../../repositories/articles-repository.js';
import { todayIso } from '../rentals/request-fields.js';

const HEADERS = MESSAGES.productExcel.columns;

function toDate(iso: string | null): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

type TProductColumn = TExcelColumn<TProduct> & { onlyIn?: TProductPlacement };

export const PRODUCT_EXCEL_COLUMNS: TProductColumn[] = [
  { header: HEADERS.productId, width: 10, value: (p) => p.productId },
  { header: HEADERS.articleName, width: 40, value: (p) => p.articleName },
  { header: HEADERS.serialNumber, width: 18, value: (p) => p.serialNumber },
  {
    header: HEADERS.status,
    width: 14,
    value: (p) =>
      MESSAGES.productStatusLabels[productDisplayStatus(p.productStatus, p.enableReservation)],
  },
  {
    header: HEADERS.depotStatus,
    width: 22,
    value: (p) => (p.depotStatus ? MESSAGES.productDepotStatusLabels[p.depotStatus] : null),
  },
  { header: HEADERS.owner, width: 30, value: (p) => p.owner },
  {
    header: HEADERS.departmentRoom,
    width: 26,
    value: (p) => p.departmentRoom,
    onlyIn: 'location',
  },
  { header: HEADERS.clientName, width: 24, value: (p) => p.clientName, onlyIn: 'location' },
  {
    header: HEADERS.registrationYear,
    width: 10,
    value: (p) => (p.registrationDate ? Number(p.registrationDate.slice(0, 4)) : null),
  },
  { header: HEADERS.productBrand, width: 16, value: (p) => p.productBrand },
  { header: HEADERS.productType, width: 16, value: (p) => p.productType },
  {
    header: HEADERS.quality,
    width: 10,
    value: (p) => (p.quality ? MESSAGES.qualityLabels[p.quality] : null),
  },
  {
    header: HEADERS.inspectDate,
    width: 14,
    value: (p) => toDate(p.inspectDate),
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.nextInspectionDate,
    width: 16,
    value: (p) => toDate(p.nextInspectionDate),
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.inspectionDue,
    width: 14,
    value: (p) => (p.inspectionDue ? MESSAGES.inspectionDueLabels[p.inspectionDue] : null),
  },
  { header: HEADERS.startDate, width: 14, value: (p) => toDate(p.startDate), numFmt: 'dd-mm-yyyy' },
  { header: HEADERS.hasBarcode, width: 10, value: (p) => (p.hasBarcode ? 'Ja' : 'Nee') },
];

export function productsExcelRoute(app: FastifyInstance, { db }: TDeps): void {
  registerExcelRoute(
    app,
    {
      path: PRODUCTS_EXCEL_PATH,
      access: { route: '/articles', level: 1 },
      body: ZProductsExcelRequest,
    },
    ({ session, body: { tabType, filters }, request, reply }) =>
      sendExcel(request, reply, {
        fileName: MESSAGES.productExcel.fileName(tabType),
        sheetName: MESSAGES.productExcel.sheetName,
        columns: PRODUCT_EXCEL_COLUMNS.filter((c) => !c.onlyIn || c.onlyIn === tabType),
        batches: eachProductBatch(db, session.organisationId, tabType, filters, todayIso()),
      }),
  );
}
