/**
 * The columns of a requests list (spec 001 §2.6): Id, Type verzoek (the column that carries
 * the link to the details; the whole row opens them), Datum, Locatie van, Locatie naar,
 * Contactpersoon. A card shows the type with the id and the locations (one of them is
 * usually empty, and then left out); the list orders by id and date (issue 23).
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
      kind: 'number',
      card: 'fact',
      sortBy: 'customerRequestId',
    },
    {
      key: REQUEST_LINK_COLUMN,
      header: MESSAGES.requestColumnType,
      card: 'title',
      render: (row) => requestTypeLabel(row.type),
    },
    {
      key: 'date',
      header: MESSAGES.requestColumnDate,
      render: (row) => formatDate(row.createDate),
      kind: 'date',
      sortBy: 'createDate',
    },
    {
      key: 'from',
      header: MESSAGES.requestColumnLocationFrom,
      card: 'fact',
      render: (row) => row.requestLocationFrom ?? '',
    },
    {
      key: 'to',
      header: MESSAGES.requestColumnLocationTo,
      card: 'fact',
      render: (row) => row.requestLocationTo ?? '',
    },
    { key: 'contact', header: MESSAGES.requestColumnContact, render: (row) => row.contact ?? '' },
  ];
}
