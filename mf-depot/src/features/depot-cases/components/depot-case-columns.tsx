/**
 * The columns of a depot order list (spec 001 §2.5): Opdracht (the order's name, the column
 * that carries the link to its details; the whole row opens them), Type opdracht,
 * Aanmaakdatum, and in the archive also Verwerkingsdatum. The list orders by the name and
 * the dates (issue 23); a card shows them all.
 */
import type { TDepotCase, TDepotTab } from '@portal/shared/contract/depot';
import { formatDate } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import type { TListColumn } from '@portal/shared/ui/lists';
import { formTypeLabel } from '../../../components/depot-labels';

/** The key of the column whose text is the link to an order's details. */
export const DEPOT_CASE_LINK_COLUMN = 'name';

export function depotCaseColumns(tab: TDepotTab): TListColumn<TDepotCase>[] {
  const columns: TListColumn<TDepotCase>[] = [
    {
      key: DEPOT_CASE_LINK_COLUMN,
      header: TEXTS.columnName,
      card: 'title',
      sortBy: 'name',
      render: (row) => row.name,
    },
    { key: 'formType', header: TEXTS.columnFormType, render: (row) => formTypeLabel(row.formType) },
    {
      key: 'createDate',
      header: TEXTS.columnCreateDate,
      render: (row) => formatDate(row.createDate),
      kind: 'date',
      sortBy: 'createDate',
    },
  ];
  if (tab === 'archive') {
    columns.push({
      key: 'handleDate',
      header: TEXTS.columnHandleDate,
      render: (row) => formatDate(row.handleDate),
      kind: 'date',
      sortBy: 'handleDate',
    });
  }
  return columns;
}
