// The Excel files of the depot overviews of Management info (spec 001 §3 "Depot overview
// row"; 'Depot op datum'), with their Dutch headers; dates as dates.
import type {
  TDepotDateFilters,
  TDepotDateRow,
  TDepotOverviewFilters,
  TDepotOverviewRow,
} from '@portal/shared/contract/management';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { eachDepotOverviewBatch } from '../../repositories/management-depot-repository.js';
import { eachDepotDateBatch } from '../../repositories/management-depot-date-repository.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

const DATE = MANAGEMENT_TEXTS.excel.dateFormat;
const ORDER = MANAGEMENT_TEXTS.depotColumns;

const ORDER_COLUMNS: readonly TExcelColumn<TDepotOverviewRow>[] = [
  { header: ORDER.depotCaseId, width: 16, value: (c) => c.depotCaseId },
  { header: ORDER.handleDate, width: 18, value: (c) => excelDate(c.handleDate), numFmt: DATE },
  { header: ORDER.customerName, width: 32, value: (c) => c.customerName },
  { header: ORDER.articleGroup, width: 30, value: (c) => c.articleGroup },
  { header: ORDER.serialNumber, width: 28, value: (c) => c.serialNumber },
  { header: ORDER.numberOfProducts, width: 12, value: (c) => c.numberOfProducts },
  { header: ORDER.formType, width: 22, value: (c) => MESSAGES.depotFormTypeLabels[c.formType] },
  { header: ORDER.pickupAddress, width: 44, value: (c) => c.pickupAddress },
  { header: ORDER.dropoffAddress, width: 44, value: (c) => c.dropoffAddress },
  { header: ORDER.name, width: 60, value: (c) => c.name },
];

export type TManagementDepotExcelParams = {
  organisationId: number;
  filters: TDepotOverviewFilters;
};

export const MANAGEMENT_DEPOT_EXCEL: TExcelSource<TManagementDepotExcelParams, TDepotOverviewRow> =
  {
    columns: () => ORDER_COLUMNS,
    batches: (db, { organisationId, filters }) =>
      eachDepotOverviewBatch(db, organisationId, filters),
    clientRecord: null,
  };

const STAY = MANAGEMENT_TEXTS.depotDateColumns;

const STAY_COLUMNS: readonly TExcelColumn<TDepotDateRow>[] = [
  { header: STAY.productId, width: 10, value: (p) => p.productId },
  { header: STAY.articleName, width: 36, value: (p) => p.articleName },
  { header: STAY.serialNumber, width: 20, value: (p) => p.serialNumber },
  { header: STAY.articleGroup, width: 26, value: (p) => p.articleGroup },
  { header: STAY.owner, width: 26, value: (p) => p.owner },
  { header: STAY.inDepotFrom, width: 16, value: (p) => excelDate(p.inDepotFrom), numFmt: DATE },
  { header: STAY.inDepotUntil, width: 16, value: (p) => excelDate(p.inDepotUntil), numFmt: DATE },
];

export type TManagementDepotDateExcelParams = {
  organisationId: number;
  filters: TDepotDateFilters;
};

export const MANAGEMENT_DEPOT_DATE_EXCEL: TExcelSource<
  TManagementDepotDateExcelParams,
  TDepotDateRow
> = {
  columns: () => STAY_COLUMNS,
  batches: (db, { organisationId, filters }) => eachDepotDateBatch(db, organisationId, filters),
  clientRecord: null,
};
