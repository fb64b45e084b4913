// The Excel files of the rental overviews of Management info (spec 001 §2.7): 'Verhuur'
// delivered or returned, 'Actieve verhuurdossiers' and 'Verhuur op datum', with the
// overview's columns and Dutch headers; dates as dates. The rows are the overview's own
// search (repositories/management-rentals-repository.ts), read in keyset batches.
import type {
  TRentalDateFilters,
  TRentalOverviewFilters,
  TRentalOverviewRow,
  TRentalOverviewType,
} from '@portal/shared/contract/management';
import { rentalCaseClient } from './rental-cases.js';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { eachRentalOverviewBatch } from '../../repositories/management-rentals-repository.js';
import { eachRentalDateBatch } from '../../repositories/management-rental-date-repository.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

const HEADERS = MANAGEMENT_TEXTS.rentalColumns;
const DATE = MANAGEMENT_TEXTS.excel.dateFormat;

const COLUMNS: readonly TExcelColumn<TRentalOverviewRow>[] = [
  { header: HEADERS.rentalCaseId, width: 16, value: (r) => r.rentalCaseId },
  { header: HEADERS.displayName, width: 40, value: (r) => r.displayName },
  { header: HEADERS.serialNumber, width: 20, value: (r) => r.serialNumber },
  { header: HEADERS.categoryName, width: 26, value: (r) => r.categoryName },
  { header: HEADERS.startDate, width: 14, value: (r) => excelDate(r.startDate), numFmt: DATE },
  { header: HEADERS.endDate, width: 14, value: (r) => excelDate(r.endDate), numFmt: DATE },
  { header: HEADERS.departmentRoom, width: 30, value: (r) => r.departmentRoom },
  {
    header: HEADERS.endUser,
    width: 28,
    value: (r) => (r.generalUse === 1 ? MESSAGES.generalUse : r.endUser),
  },
  { header: HEADERS.contact, width: 26, value: (r) => r.contact },
  { header: HEADERS.companyName, width: 32, value: (r) => r.companyName },
];

export type TManagementRentalsExcelParams = { organisationId: number } & (
  | { overview: 'type'; type: TRentalOverviewType; filters: TRentalOverviewFilters }
  | { overview: 'date'; filters: TRentalDateFilters }
);

export const MANAGEMENT_RENTALS_EXCEL: TExcelSource<
  TManagementRentalsExcelParams,
  TRentalOverviewRow
> = {
  columns: () => COLUMNS,
  batches: (db, params) =>
    params.overview === 'type'
      ? eachRentalOverviewBatch(db, params.organisationId, params.type, params.filters)
      : eachRentalDateBatch(db, params.organisationId, params.filters),
  clientRecord: rentalCaseClient,
};
