/**
 * Every field of a rental case (spec 001 §3, Rental details) in a definition list; dates
 * as dd-MM-yyyy, the status as text plus colour.
 */
import type { TRentalDetails, TRentalStatus } from '@portal/shared/contract/rentals';
import { formatDate, MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { Amount, KeepCodesWhole, StatusPanel } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Badge, type TBadgeTone } from '@portal/shared/ui/lists';
import { useRentalDetails } from '../api/get-rental-details';

const STATUS_TONES: Record<TRentalStatus, TBadgeTone> = {
  ACTIVE: 'success',
  WAITING: 'warning',
  ENDED: 'neutral',
};

function text(value: string | number | null | undefined): ReactNode {
  if (value === null || value === undefined || value === '') return TEXTS.empty;
  // why: a serial or code in a value never breaks at its hyphens (large text on a phone)
  return typeof value === 'string' ? <KeepCodesWhole text={value} /> : value;
}

/** The rows of the definition list, in the order of the spec's field list. */
export function detailRows(details: TRentalDetails): Array<[string, ReactNode]> {
  const labels = TEXTS.details;
  return [
    [labels.title, text(details.title)],
    [labels.articleName, text(details.articleName)],
    [labels.serialNumber, text(details.serialNumber)],
    [labels.productBrand, text(details.productBrand)],
    [labels.productType, text(details.productType)],
    [labels.barcode, text(details.barcode)],
    [labels.rentalCaseId, details.rentalCaseId],
    [
      labels.status,
      <Badge key="status" tone={STATUS_TONES[details.status]}>
        {details.statusDisplay}
      </Badge>,
    ],
    [
      labels.priceDisplay,
      details.priceDisplay ? <Amount key="price" value={details.priceDisplay} /> : TEXTS.empty,
    ],
    [labels.startDate, text(formatDate(details.startDate))],
    [labels.endDate, text(formatDate(details.endDate))],
    [labels.rentalExtensions, details.rentalExtensions],
    [labels.endUser, details.generalUse === 1 ? MESSAGES.generalUse : text(details.endUser)],
    [labels.birthDate, text(formatDate(details.birthDate))],
    [labels.departmentRoom, text(details.departmentRoom)],
    [labels.generalUse, details.generalUse === 1 ? TEXTS.yes : TEXTS.no],
    [labels.contactUser, text(details.contactUser)],
    [
      labels.contactPhone,
      details.contactPhone ? (
        <a href={`tel:${details.contactPhone.replace(/[^\d+]/g, '')}`}>{details.contactPhone}</a>
      ) : (
        TEXTS.empty
      ),
    ],
    [
      labels.contactEmail,
      details.contactEmail ? (
        <a href={`mailto:${details.contactEmail}`}>{details.contactEmail}</a>
      ) : (
        TEXTS.empty
      ),
    ],
    [labels.rentalAddress, text(details.rentalAddress)],
    [labels.invoiceAddress, text(details.invoiceAddress)],
  ];
}

/** The rows that say whose aid it is and where it stands: the room first, then the client. */
export function placeRows(details: TRentalDetails): Array<[string, ReactNode]> {
  const rows = new Map(detailRows(details));
  const labels = [TEXTS.details.departmentRoom, TEXTS.details.endUser];
  return labels.map((label) => [label, rows.get(label)]);
}

/**
 * Room and client of a case, above its actions (issue 38): a carer who scanned the bed sees
 * it is the bed in room 102 before she reports it broken or returns it.
 */
export function RentalPlaceList({ details }: { details: TRentalDetails }) {
  return <DetailsList rows={placeRows(details)} />;
}

export function RentalDetailsList({ details }: { details: TRentalDetails }) {
  return <DetailsList rows={detailRows(details)} />;
}

function DetailsList({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="ui-details">
      {rows.map(([label, value]) => (
        <div key={label} className="ui-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RentalDetailsView({ rentalCaseId }: { rentalCaseId: number }) {
  const query = useRentalDetails(rentalCaseId);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  return <RentalDetailsList details={query.data} />;
}
