// The rental cost file 'Verhuurkosten' (spec 001 §2.7, §5): a line per month (and location
// and department when grouped) with the cases, their charged days and their cost in euro
// (a number in the euro format). The location column names the chosen location when the
// lines are not per location, so the file says what it holds; a line per department names
// the department's own location (the repository's answer, as the JSON's). The page's table
// and chart read the same lines (rentalCostFileRows, the JSON call's answer), so the screen
// and the file hold the same numbers (issue 38).
import type { TRentalCostRow } from '@portal/shared/contract/management';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import {
  findRentalCostRows,
  type TRentalCostSearch,
} from '../../repositories/rental-cost-repository.js';
import type { TQueryable } from '../../db/database.js';
import type { TExcelColumn, TExcelSource } from '../excel-source.js';

const HEADERS = MANAGEMENT_TEXTS.rentalCostColumns;
const { euroFormat, monthFormat } = MANAGEMENT_TEXTS.excel;

export type TRentalCostExcelParams = {
  search: TRentalCostSearch;
  /** The chosen location's name. */
  locationName: string;
};

type TCostColumn = TExcelColumn<TRentalCostRow> & { onlyWhen?: 'department' };

function columnsOf({ search }: TRentalCostExcelParams): TCostColumn[] {
  const columns: TCostColumn[] = [
    {
      header: HEADERS.month,
      width: 16,
      value: (row) => new Date(`${row.month}-01T00:00:00Z`),
      numFmt: monthFormat,
    },
    { header: HEADERS.location, width: 32, value: (row) => row.location },
    {
      header: HEADERS.department,
      width: 26,
      value: (row) => row.department,
      onlyWhen: 'department',
    },
    { header: HEADERS.numberOfCases, width: 16, value: (row) => row.numberOfCases },
    { header: HEADERS.rentalDays, width: 12, value: (row) => row.rentalDays },
    { header: HEADERS.cost, width: 16, value: (row) => row.costCents / 100, numFmt: euroFormat },
  ];
  return columns.filter((column) => !column.onlyWhen || search.groupByDepartment);
}

/**
 * The lines of the file, as the page shows them too: the repository's lines, each naming
 * its location (the chosen one when the lines are not per location or department).
 */
export async function rentalCostFileRows(
  db: TQueryable,
  { search, locationName }: TRentalCostExcelParams,
): Promise<TRentalCostRow[]> {
  const rows = await findRentalCostRows(db, search);
  return rows.map((row) => ({ ...row, location: row.location ?? locationName }));
}

async function* costLines(rows: Promise<TRentalCostRow[]>): AsyncGenerator<TRentalCostRow[]> {
  const lines = await rows;
  if (lines.length > 0) yield lines;
}

export const RENTAL_COST_EXCEL: TExcelSource<TRentalCostExcelParams, TRentalCostRow> = {
  columns: columnsOf,
  batches: (db, params) => costLines(rentalCostFileRows(db, params)),
  clientRecord: null,
};
