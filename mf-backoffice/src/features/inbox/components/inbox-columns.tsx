/**
 * The inbox's columns: what tells requests apart at a glance (issue 41): number,
 * organisation, type (the link to its page), the aid or case, room, the customer's wish
 * date, age, the SLA clock with 'Spoed' beside it, and who handles it. A phone's card shows the type as
 * its title with the organisation, the clock and the aid.
 */
import type { TInboxRow } from '@portal/shared/contract/backoffice';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Badge, type TListColumn } from '@portal/shared/ui/lists';
import type { ReactNode } from 'react';
import { requestTypeLabel } from '../../../components/request-labels';
import { ageText, SlaClock } from '../../../components/sla-clock';

const C = BACKOFFICE_TEXTS.columns;

/** A serial or case code (a word with a digit and a hyphen: 'DL-2023-0033'). */
const CODE = /^\(?[A-Z0-9]+(?:-[A-Z0-9]+)+\)?,?$/;

/**
 * The aid or case as the form named it, its codes kept whole: the browser would break
 * 'DL-2023-0033' at a hyphen, and a code read over two lines is misread.
 */
export function subjectText(text: string | null): ReactNode {
  if (!text) return '';
  return text.split(/(\s+)/).map((part, index) =>
    CODE.test(part) && /\d/.test(part) ? (
      <span key={index} className="ui-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export const INBOX_LINK_COLUMN = 'type';

export function inboxColumns(): TListColumn<TInboxRow>[] {
  return [
    {
      key: 'id',
      header: C.id,
      render: (row) => row.customerRequestId,
      kind: 'number',
      sortBy: 'customerRequestId',
    },
    {
      key: 'organisation',
      header: C.organisation,
      card: 'fact',
      render: (row) => row.organisation,
    },
    {
      key: INBOX_LINK_COLUMN,
      header: C.type,
      card: 'title',
      table: 'always',
      render: (row) => requestTypeLabel(row.type),
    },
    { key: 'subject', header: C.subject, card: 'fact', render: (row) => subjectText(row.subject) },
    // why: most requests name no room; 'Kolommen' shows it, so the table fits 1280 px.
    { key: 'room', header: C.room, table: 'optional', render: (row) => row.room ?? '' },
    { key: 'wishDate', header: C.wishDate, kind: 'date', render: (row) => row.wishDate ?? '' },
    {
      key: 'age',
      header: C.age,
      kind: 'code',
      render: (row) => ageText(row.createDate),
      sortBy: 'createDate',
      sortAs: 'date',
    },
    {
      key: 'clock',
      header: C.clock,
      card: 'fact',
      kind: 'code',
      // why: 'Spoed' beside the clock it shortens, not a column of its own: with one the
      // table did not fit 1280 px (the assignee went off the edge).
      render: (row) => (
        <span className="backoffice-clock">
          {row.isUrgent ? <Badge tone="danger">{BACKOFFICE_TEXTS.urgency.URGENT}</Badge> : null}
          <SlaClock dueAt={row.dueAt} status={row.status} />
        </span>
      ),
      sortBy: 'dueAt',
      sortAs: 'date',
      sortFirst: 'asc',
    },
    { key: 'assignee', header: C.assignee, render: (row) => row.assignee ?? '' },
  ];
}
