/**
 * The seven columns of the rentals overviews (spec 001 §2.3): the end date is hidden on
 * active and waiting, the start date and department/room on waiting; the end user reads
 * 'Algemeen gebruik' when generalUse is 1. A phone card shows the article (its link), the
 * case number, the end user and the department/room; the list orders by the case number,
 * the article and the dates (issue 23).
 */
import type { TRentalCase, TRentalTab } from '@portal/shared/contract/rentals';
import { formatDate, MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import type { TListColumn } from '@portal/shared/ui/lists';

/** The end user as shown: 'Algemeen gebruik' for general use, else the name. */
export function endUserText(row: Pick<TRentalCase, 'generalUse' | 'endUser'>): string {
  return row.generalUse === 1 ? MESSAGES.generalUse : (row.endUser ?? '');
}

export function rentalCaseColumns(tab: TRentalTab): TListColumn<TRentalCase>[] {
  return [
    {
      key: 'rentalCaseId',
      header: TEXTS.columns.rentalCaseId,
      render: (row) => row.rentalCaseId,
      kind: 'number',
      card: 'fact',
      sortBy: 'rentalCaseId',
    },
    {
      key: 'displayName',
      header: TEXTS.columns.displayName,
      render: (row) => row.displayName,
      card: 'title',
      sortBy: 'displayName',
    },
    {
      key: 'startDate',
      header: TEXTS.columns.startDate,
      render: (row) => formatDate(row.startDate),
      kind: 'date',
      hideWhen: tab === 'waiting',
      sortBy: 'startDate',
    },
    {
      key: 'endDate',
      header: TEXTS.columns.endDate,
      render: (row) => formatDate(row.endDate),
      kind: 'date',
      hideWhen: tab === 'active' || tab === 'waiting',
      sortBy: 'endDate',
    },
    {
      key: 'departmentRoom',
      header: TEXTS.columns.departmentRoom,
      render: (row) => row.departmentRoom ?? '',
      hideWhen: tab === 'waiting',
      card: 'fact',
    },
    { key: 'endUser', header: TEXTS.columns.endUser, render: endUserText, card: 'fact' },
    {
      key: 'companyName',
      header: TEXTS.columns.companyName,
      render: (row) => row.companyName ?? '',
    },
  ];
}
