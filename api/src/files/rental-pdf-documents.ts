// The documents of a rental case the portal draws itself (README.md beside this file):
// the afleverbon (delivery note, signed for receipt), the huurovereenkomst (rental
// agreement) and the retourbon (return note), each in the supplier's frame (pdf-document.ts).
// Runs in a worker thread (workers/tasks.ts); the request thread calls rental-pdf.ts.
import { formatDate } from '@portal/shared/rules';
import type { TDrawnKind } from '../repositories/files-repository.js';
import { fields, heading, paragraph, signatureBoxes, table } from './pdf-blocks.js';
import { CONTENT_WIDTH, openPdf, type TPdfFrame } from './pdf-document.js';
import type { TSupplier } from './supplier-profile.js';

export type TRentalDocumentInput = {
  supplier: TSupplier;
  kind: TDrawnKind;
  documentNumber: string;
  documentDate: string;
  rentalCaseId: number;
  organisationName: string;
  customerAddress: string | null;
  articleName: string;
  serialNumber: string | null;
  productBrand: string | null;
  productType: string | null;
  barcode: string | null;
  startDate: string | null;
  endDate: string | null;
  endUser: string | null;
  generalUse: boolean;
  locationName: string | null;
  rentalAddress: string | null;
  department: string | null;
  room: string | null;
  contactName: string | null;
  contactPhone: string | null;
  priceDisplay: string | null;
};

export const RENTAL_DOCUMENT_TITLES: Record<TDrawnKind, string> = {
  delivery: 'Afleverbon',
  contract: 'Huurovereenkomst',
  return: 'Retourbon',
};

const date = (iso: string | null) => (iso ? formatDate(iso) : '-');

function place(input: TRentalDocumentInput): string | null {
  return [input.department, input.room].filter(Boolean).join(', ') || null;
}

function contact(input: TRentalDocumentInput): string | null {
  return [input.contactName, input.contactPhone].filter(Boolean).join(', ') || null;
}

function aidTable(frame: TPdfFrame, input: TRentalDocumentInput): void {
  table(
    frame,
    [
      { header: 'Hulpmiddel', width: 170 },
      { header: 'Merk en type', width: 125 },
      { header: 'Serienummer', width: 100 },
      { header: 'Barcode', width: CONTENT_WIDTH - 395 },
    ],
    [
      [
        input.articleName,
        [input.productBrand, input.productType].filter(Boolean).join(' ') || '-',
        input.serialNumber ?? '-',
        input.barcode ?? '-',
      ],
    ],
  );
}

function delivery(frame: TPdfFrame, input: TRentalDocumentInput): void {
  fields(frame, [
    ['Documentnummer', input.documentNumber],
    ['Datum', date(input.documentDate)],
    ['Verhuurdossier', String(input.rentalCaseId)],
    ['Organisatie', input.organisationName],
    ['Afleveradres', input.rentalAddress],
    ['Afdeling en kamer', place(input)],
    ['Cliënt', input.generalUse ? 'Algemeen gebruik' : input.endUser],
    ['Contactpersoon', contact(input)],
  ]);
  heading(frame, 'Geleverd hulpmiddel', 2);
  aidTable(frame, input);
  fields(frame, [
    ['Startdatum huur', date(input.startDate)],
    ['Huurprijs', input.priceDisplay ? `${input.priceDisplay}, excl. BTW` : null],
  ]);
  paragraph(
    frame,
    'Het hulpmiddel is geleverd, geplaatst en gecontroleerd. Meld een storing of schade in het klantportaal met Reparatie melden.',
    { gap: 0.5 },
  );
  signatureBoxes(frame, 'Voor ontvangst getekend', ['Naam', 'Datum', 'Handtekening']);
}

function contract(frame: TPdfFrame, input: TRentalDocumentInput): void {
  const { supplier } = frame;
  fields(frame, [
    ['Documentnummer', input.documentNumber],
    ['Datum', date(input.documentDate)],
    [
      'Verhuurder',
      [supplier.legalName, supplier.kvkNumber ? `KvK ${supplier.kvkNumber}` : null]
        .filter(Boolean)
        .join(', '),
    ],
    ['Huurder', [input.organisationName, input.customerAddress].filter(Boolean).join(', ')],
    ['Verhuurdossier', String(input.rentalCaseId)],
    ['Afleveradres', input.rentalAddress],
    ['Ingangsdatum', date(input.startDate)],
    ['Huurprijs', input.priceDisplay ? `${input.priceDisplay}, excl. BTW` : null],
    ['Betalingstermijn', `${supplier.paymentTermDays} dagen na factuurdatum`],
  ]);
  heading(frame, 'Gehuurd hulpmiddel', 2);
  aidTable(frame, input);
  heading(frame, 'Afspraken', 2);
  for (const text of [
    `Het hulpmiddel blijft eigendom van ${supplier.legalName}. De huurder gebruikt het volgens de gebruiksaanwijzing en alleen voor zorg aan cliënten.`,
    'De huur wordt per maand achteraf gefactureerd, per dag dat het hulpmiddel bij de huurder is. Onderhoud en de periodieke keuringen zijn inbegrepen.',
    'Een storing of schade meldt de huurder direct in het klantportaal met Reparatie melden. De huur eindigt op de dag dat het hulpmiddel retour is gemeld en opgehaald.',
  ]) {
    paragraph(frame, text, { gap: 0.4 });
  }
  signatureBoxes(frame, 'Voor akkoord', [
    `Namens ${supplier.name}`,
    `Namens ${input.organisationName}`,
  ]);
}

function returned(frame: TPdfFrame, input: TRentalDocumentInput): void {
  fields(frame, [
    ['Documentnummer', input.documentNumber],
    ['Datum', date(input.documentDate)],
    ['Verhuurdossier', String(input.rentalCaseId)],
    ['Organisatie', input.organisationName],
    ['Ophaaladres', input.rentalAddress],
    ['Afdeling en kamer', place(input)],
    ['Cliënt', input.generalUse ? 'Algemeen gebruik' : input.endUser],
    ['Contactpersoon', contact(input)],
  ]);
  heading(frame, 'Opgehaald hulpmiddel', 2);
  aidTable(frame, input);
  fields(frame, [
    ['Startdatum huur', date(input.startDate)],
    ['Einddatum huur', date(input.endDate)],
  ]);
  signatureBoxes(frame, 'Voor retour ontvangen', ['Naam', 'Datum', 'Handtekening']);
}

export async function renderRentalDocument(input: TRentalDocumentInput): Promise<Uint8Array> {
  const title = RENTAL_DOCUMENT_TITLES[input.kind];
  const frame = await openPdf({
    title: `${title} ${input.documentNumber}`,
    supplier: input.supplier,
  });
  heading(frame, title);
  if (input.kind === 'delivery') delivery(frame, input);
  else if (input.kind === 'contract') contract(frame, input);
  else returned(frame, input);
  return frame.finish();
}
