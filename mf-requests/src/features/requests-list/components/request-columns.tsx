/**
 * The columns of a requests list (spec 001 §2.6): Id, Type verzoek (the column that carries
 * the link to the details; the whole row opens them), Datum, Locatie van, Locatie naar,
 * Contactpersoon.
 */
import type { TCustomerRequest } from '@portal/shared/contract/requests';
import { formatDate, MESSAGES } from '@portal/shared/rules';
import type { TListColumn } from '@portal/shared/ui/lists';
import { requestTypeLabel } from '../../../components/request-labels';

/** The key of the column whose text is the link to a request's details. */
export const REQUEST_LINK_COLUMN = 'type';

export function requestColumns(): TListColumn<TCustomerRequest>[] {
  return [
    {
      key: 'id',
      header: MESSAGES.requestColumnId,
      render: (row) => row.customerRequestId,
      kind: 'code',
    },
    {
      key: REQUEST_LINK_COLUMN,
      header: MESSAGES.requestColumnType,
      render: (row) => requestTypeLabel(row.type),
    },
    {
      key: 'date',
      header: MESSAGES.requestColumnDate,
      render: (row) => formatDate(row.createDate),
      kind: 'date',
    },
    {
      key: 'from',
      header: MESSAGES.requestColumnLocationFrom,
      render: (row) => row.requestLocationFrom ?? '',
    },
    {
      key: 'to',
      header: MESSAGES.requestColumnLocationTo,
      render: (row) => row.requestLocationTo ?? '',
    },
    { key: 'contact', header: MESSAGES.requestColumnContact, render: (row) => row.contact ?? '' },
  ];
}
