/**
 * The columns of a requests list (spec 001 §2.6): Id, Type verzoek (the link to the
 * details), Datum, Locatie van, Locatie naar, Contactpersoon.
 */
import type { TCustomerRequest } from '@portal/shared/contract';
import { formatDate, MESSAGES } from '@portal/shared/rules';
import type { TListColumn } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { requestTypeLabel } from '../../../components/request-labels';

export function requestColumns(
  detailsPath: (row: TCustomerRequest) => string,
): TListColumn<TCustomerRequest>[] {
  return [
    {
      key: 'id',
      header: MESSAGES.requestColumnId,
      render: (row) => <span className="requests-nowrap">{row.customerRequestId}</span>,
    },
    {
      key: 'type',
      header: MESSAGES.requestColumnType,
      render: (row) => (
        <Link to={detailsPath(row)} className="ui-list__row-link requests-type-link">
          {requestTypeLabel(row.type)}
        </Link>
      ),
    },
    {
      key: 'date',
      header: MESSAGES.requestColumnDate,
      render: (row) => <span className="requests-nowrap">{formatDate(row.createDate)}</span>,
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
