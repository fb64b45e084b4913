// The depot orders Excel (spec 001 §4): a tab of depot orders with its filters; the
// handled date only in the archive.
import type { TDepotCase, TDepotTab } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import {
  eachDepotCaseBatch,
  type TDepotCaseFilters,
} from '../../repositories/depot-cases-repository.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

const HEADERS = MESSAGES.depotExcel.columns;

type TDepotColumn = TExcelColumn<TDepotCase> & { archiveOnly?: boolean };

const COLUMNS: TDepotColumn[] = [
  { header: HEADERS.depotCaseId, width: 10, value: (c) => c.depotCaseId },
  { header: HEADERS.name, width: 60, value: (c) => c.name },
  { header: HEADERS.formType, width: 22, value: (c) => MESSAGES.depotFormTypeLabels[c.formType] },
  {
    header: HEADERS.createDate,
    width: 14,
    value: (c) => excelDate(c.createDate),
    numFmt: 'dd-mm-yyyy',
  },
  {
    header: HEADERS.handleDate,
    width: 16,
    value: (c) => excelDate(c.handleDate),
    numFmt: 'dd-mm-yyyy',
    archiveOnly: true,
  },
];

export type TDepotCasesExcelParams = {
  organisationId: number;
  tabType: TDepotTab;
  filters: TDepotCaseFilters;
};

export const DEPOT_CASES_EXCEL: TExcelSource<TDepotCasesExcelParams, TDepotCase> = {
  columns: ({ tabType }) =>
    COLUMNS.filter((column) => !column.archiveOnly || tabType === 'archive'),
  batches: (db, { organisationId, tabType, filters }) =>
    eachDepotCaseBatch(db, organisationId, tabType, filters),
  clientRecord: null,
};
