// The requests Excel (spec 001 §2.6): a tab of the requests overview with its filters (the
// overview's body), with the list's Dutch columns.
import type { TRequestType } from '@portal/shared/contract/rentals';
import { MESSAGES, PORTAL_TIME_ZONE } from '@portal/shared/rules';
import {
  eachCustomerRequestBatch,
  type TRequestListRow,
  type TRequestsFilter,
} from '../../repositories/customer-requests-query-repository.js';
import type { TExcelColumn, TExcelSource } from '../excel-source.js';

/** The portal's users are in the Netherlands; Excel dates carry no time zone. */
const DUTCH_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Dutch wall-clock time of an instant, as the Date Excel will show as is. */
export function dutchWallClock(iso: string): Date {
  const parts = Object.fromEntries(
    DUTCH_TIME.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]),
  );
  return new Date(
    Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute),
  );
}

function typeLabel(type: TRequestType): string {
  return (MESSAGES.requestTypeLabels as Record<string, string>)[type] ?? type;
}

/** The overview's columns (spec 001 §2.6). */
const COLUMNS: TExcelColumn<TRequestListRow>[] = [
  { header: MESSAGES.requestColumnId, width: 10, value: (r) => r.id },
  { header: MESSAGES.requestColumnType, width: 26, value: (r) => typeLabel(r.type) },
  {
    header: MESSAGES.requestColumnDate,
    width: 18,
    value: (r) => dutchWallClock(r.createdAt),
    numFmt: 'dd-mm-yyyy hh:mm',
  },
  { header: MESSAGES.requestColumnLocationFrom, width: 32, value: (r) => r.locationFrom },
  { header: MESSAGES.requestColumnLocationTo, width: 32, value: (r) => r.locationTo },
  { header: MESSAGES.requestColumnContact, width: 28, value: (r) => r.contact },
];

export const CUSTOMER_REQUESTS_EXCEL: TExcelSource<TRequestsFilter, TRequestListRow> = {
  columns: () => COLUMNS,
  batches: (db, filter) => eachCustomerRequestBatch(db, filter),
  clientRecord: null,
};
