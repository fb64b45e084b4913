// The products Excel (spec 001 §3): a product list (on location or in the depot) with its
// filters; the inspection status is that of the day the download was asked for.
import type {
  TProduct,
  TProductFilters,
  TProductPlacement,
} from '@portal/shared/contract/articles';
import { MESSAGES, productDisplayStatus } from '@portal/shared/rules';
import { eachProductBatch } from '../../repositories/articles-repository.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

const HEADERS = MESSAGES.productExcel.columns;

type TProductColumn = TExcelColumn<TProduct> & { onlyIn?: TProductPlacement };

const COLUMNS: TProductColumn[] = [
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
    value: (p) => excelDate(p.inspectDate),
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.nextInspectionDate,
    width: 16,
    value: (p) => excelDate(p.nextInspectionDate),
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.inspectionDue,
    width: 14,
    value: (p) => (p.inspectionDue ? MESSAGES.inspectionDueLabels[p.inspectionDue] : null),
  },
  {
    header: HEADERS.startDate,
    width: 14,
    value: (p) => excelDate(p.startDate),
    numFmt: 'dd-mm-yyyy',
  },
  { header: HEADERS.hasBarcode, width: 10, value: (p) => (p.hasBarcode ? 'Ja' : 'Nee') },
];

export type TProductsExcelParams = {
  organisationId: number;
  tabType: TProductPlacement;
  filters: TProductFilters;
  /** 'YYYY-MM-DD': the day whose inspection status the file shows. */
  today: string;
};

export const PRODUCTS_EXCEL: TExcelSource<TProductsExcelParams, TProduct> = {
  columns: ({ tabType }) => COLUMNS.filter((column) => !column.onlyIn || column.onlyIn === tabType),
  batches: (db, { organisationId, tabType, filters, today }) =>
    eachProductBatch(db, organisationId, tabType, filters, today),
  // why: only the location tab's file has the client column.
  clientRecord: (product, { tabType }) =>
    tabType === 'location' && product.clientName
      ? { recordType: 'product', recordId: product.productId, clientName: product.clientName }
      : null,
};
