/**
 * The columns of a requests list (spec 001 §2.6): Id, Type verzoek (the column that carries
 * the link to the details; the whole row opens them), Datum, Locatie van, Locatie naar,
 * Contactpersoon, and after the spec's columns (ours, issue 38) what tells two requests of
 * one type apart: the aid or case it is about ('Betreft') and its department and room, with
 * its status beside the type. A phone card shows the type with its status as its title and,
 * as its three facts, the date, the aid or case and the department and room; the list
 * orders by id and date (issue 23).
 */
import type { TCustomerRequest } from '@portal/shared/contract/requests';
import { formatDate, MESSAGES } from '@portal/shared/rules';
import { KeepCodesWhole } from '@portal/shared/ui';
import { RequestStatusBadge, type TListColumn } from '@portal/shared/ui/lists';
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
      card: 'none',
      sortBy: 'customerRequestId',
    },
    {
      key: REQUEST_LINK_COLUMN,
      header: MESSAGES.requestColumnType,
      card: 'title',
      render: (row) => (
        <span className="requests-type">
          <span>{requestTypeLabel(row.type)}</span>
          {row.status ? (
            <>
              {/* why: a screen reader reads 'Reparatie melden, Open', not one word */}
              <span className="visually-hidden">, </span>
              <RequestStatusBadge status={row.status} />
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'date',
      header: MESSAGES.requestColumnDate,
      render: (row) => formatDate(row.createDate),
      kind: 'date',
      card: 'fact',
      sortBy: 'createDate',
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
    {
      key: 'subject',
      header: MESSAGES.requestColumnSubject,
      card: 'fact',
      // why: a serial or case code in it never breaks at its hyphens
      render: (row) => (row.subject ? <KeepCodesWhole text={row.subject} /> : ''),
    },
    {
      key: 'room',
      header: MESSAGES.requestColumnRoom,
      card: 'fact',
      // why: most requests name no room; 'Kolommen' shows it, so the table fits 1280 px.
      table: 'optional',
      render: (row) => row.room ?? '',
    },
  ];
}
