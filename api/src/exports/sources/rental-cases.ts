// The rentals Excel (spec 001 §2.3): a tab of rental cases with its filters.
import type { TRentalCase, TRentalTab } from '@portal/shared/contract/rentals';
import { MESSAGES, RENTALS_TEXTS } from '@portal/shared/rules';
import {
  eachRentalCaseBatch,
  type TRentalListFilters,
} from '../../repositories/rentals-repository.js';
import type { TClientRecord } from '../../access-log/access-entry.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

type TRentalColumn = TExcelColumn<TRentalCase> & {
  /** Tabs whose list hides this column (spec 001 §2.3). */
  hiddenIn?: TRentalTab[];
};

const HEADERS = RENTALS_TEXTS.columns;

/** The columns of the rental lists, with the list's Dutch headers. */
const COLUMNS: TRentalColumn[] = [
  { header: HEADERS.rentalCaseId, width: 16, value: (r) => r.rentalCaseId },
  { header: HEADERS.displayName, width: 44, value: (r) => r.displayName },
  {
    header: HEADERS.startDate,
    width: 14,
    value: (r) => excelDate(r.startDate),
    hiddenIn: ['waiting'],
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.endDate,
    width: 14,
    value: (r) => excelDate(r.endDate),
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

export type TRentalCasesExcelParams = {
  organisationId: number;
  tabType: TRentalTab;
  filters: TRentalListFilters;
};

export const RENTAL_CASES_EXCEL: TExcelSource<TRentalCasesExcelParams, TRentalCase> = {
  columns: ({ tabType }) => COLUMNS.filter((column) => !column.hiddenIn?.includes(tabType)),
  batches: (db, { organisationId, tabType, filters }) =>
    eachRentalCaseBatch(db, organisationId, tabType, filters),
  clientRecord: rentalCaseClient,
};

/** The client a rental row's file shows: none where it says 'Algemeen gebruik'. */
export function rentalCaseClient(row: {
  rentalCaseId: number;
  endUser: string | null;
  generalUse: number;
}): TClientRecord | null {
  if (row.generalUse === 1 || !row.endUser) return null;
  return { recordType: 'rentalCase', recordId: row.rentalCaseId, clientName: row.endUser };
}
