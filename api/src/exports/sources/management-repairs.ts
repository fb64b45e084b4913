// The Excel file of the repairs overview of Management info (spec 001 §3 "Repair overview
// row"), with its Dutch headers; dates as dates.
import type {
  TRepairOverviewFilters,
  TRepairOverviewRow,
} from '@portal/shared/contract/management';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { eachRepairOverviewBatch } from '../../repositories/management-repairs-repository.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

const HEADERS = MANAGEMENT_TEXTS.repairColumns;
const DATE = MANAGEMENT_TEXTS.excel.dateFormat;

const COLUMNS: readonly TExcelColumn<TRepairOverviewRow>[] = [
  { header: HEADERS.repairNumber, width: 16, value: (r) => r.repairNumber },
  { header: HEADERS.serialNumber, width: 20, value: (r) => r.serialNumber },
  { header: HEADERS.articleName, width: 36, value: (r) => r.articleName },
  { header: HEADERS.location, width: 32, value: (r) => r.location },
  { header: HEADERS.customerReference, width: 20, value: (r) => r.customerReference },
  { header: HEADERS.repairDate, width: 16, value: (r) => excelDate(r.repairDate), numFmt: DATE },
  { header: HEADERS.status, width: 18, value: (r) => r.statusLabel },
  { header: HEADERS.createDate, width: 14, value: (r) => excelDate(r.createDate), numFmt: DATE },
];

export type TManagementRepairsExcelParams = {
  organisationId: number;
  filters: TRepairOverviewFilters;
};

export const MANAGEMENT_REPAIRS_EXCEL: TExcelSource<
  TManagementRepairsExcelParams,
  TRepairOverviewRow
> = {
  columns: () => COLUMNS,
  batches: (db, { organisationId, filters }) =>
    eachRepairOverviewBatch(db, organisationId, filters),
  clientRecord: null,
};
