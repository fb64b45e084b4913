// Invoices of the caller's organisation (per rental case or all) and their cached PDFs.
// Always scoped by organisation_id.
import type { TInvoice, TInvoiceTab } from '@portal/shared/contract/rentals';
import type { TQueryable } from '../db/database.js';
import {
  bucketed,
  counted,
  eachListBatch,
  findListPage,
  ListFilter,
  searchCondition,
  sql,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';
import type { TFileContent } from './files-repository.js';
import {
  invoiceTotals,
  ZInvoiceLines,
  type TInvoiceLine,
  type TInvoiceTotals,
} from './invoice-lines.js';
import { NameLookup } from '../db/name-lookups.js';
import { locationTree } from './tree-queries.js';

/** The payment statuses a tab shows. */
// why: the rental tabs a client may send (see ZInvoiceTab) narrow nothing, like 'all'.
const PAYMENT_STATUSES_OF_TAB: Record<TInvoiceTab, readonly string[]> = {
  all: ['OPEN', 'HANDLED'],
  open: ['OPEN'],
  handled: ['HANDLED'],
  active: ['OPEN', 'HANDLED'],
  waiting: ['OPEN', 'HANDLED'],
  archive: ['OPEN', 'HANDLED'],
};

/** Newest first; served by invoices_organisation_date, _payment_status and _rental_case. */
/** An invoice's own columns, as a page and an export read them. */
const OWN_COLUMNS = `i.id AS "invoiceId", i.invoice_number AS "invoiceNumber",
  to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.price_display AS "priceDisplay",
  i.payment_status AS "paymentStatus", i.invoice_type::int AS "invoiceType",
  i.origin_type AS "originType", i.document_name AS "documentName", i.title`;

export const INVOICES_LIST: TListSource = {
  table: 'invoices',
  alias: 'i',
  orderBy: ['invoice_date', 'id'],
  descending: true,
  columns: `${OWN_COLUMNS}, l.name AS location`,
  joins: 'LEFT JOIN locations l ON l.id = i.location_id AND l.organisation_id = i.organisation_id',
  pageBuckets: { column: 'page_bucket', type: 'date' },
  // why: the lists' search field looks in the invoice number (issue 38), on the trigram
  // index invoices_number_search (migration 047); no number column: an invoice's number
  // is text ('VF-2026-000123'), and typed digits find it as part of it.
  search: { text: 'invoice_number' },
};

/** The management list's filters (all optional; all must hold, beside the tab). */
export type TInvoiceListFilters = {
  paymentStatus?: 'OPEN' | 'HANDLED' | null;
  originType?: 'SALE' | 'RENTAL' | 'Depot' | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  locationId?: number | null;
  /** The part of an invoice number typed in the list's search field (case ignored). */
  search?: string | null;
};

function invoicesSearch(
  organisationId: number,
  tab: TInvoiceTab,
  rentalCaseId: number | null,
  filters: TInvoiceListFilters,
): { filter: ListFilter; total: TListTotal } {
  const filter = new ListFilter().where(sql`i.organisation_id = ${organisationId}`);
  const statuses = PAYMENT_STATUSES_OF_TAB[tab].filter(
    (status) => !filters.paymentStatus || status === filters.paymentStatus,
  );
  if (statuses.length < 2) filter.where(sql`i.payment_status = ${statuses[0] ?? ''}`);
  if (rentalCaseId !== null) filter.where(sql`i.rental_case_id = ${rentalCaseId}`);
  if (filters.dateFrom || filters.dateTo) {
    filter.whereKeyBetween('i.invoice_date', {
      from: filters.dateFrom ?? null,
      to: filters.dateTo ?? null,
    });
  }
  if (filters.originType) filter.where(sql`i.origin_type = ${filters.originType}`);
  if (filters.locationId) {
    filter.where(sql`i.location_id IN (${locationTree(organisationId, filters.locationId)})`);
  }
  const search = searchCondition(INVOICES_LIST, filters.search);
  if (search) filter.where(search);
  const narrowed = rentalCaseId !== null || Boolean(filters.originType || filters.locationId);
  // why: a search's matches only the trigram index finds: their count in the page's own
  // statement, so that scan runs once (TListTotal 'window').
  const total: TListTotal = search
    ? 'window'
    : narrowed
      ? 'count'
      : filter.keyRange
        ? bucketed(organisationId, statuses)
        : counted('invoices', organisationId, statuses);
  return { filter, total };
}

/**
 * A page of invoices of the organisation, or of one of its rental cases, with the total;
 * `offset` is the spec's 1-based limitOffset.
 */
export function findInvoicesPage(
  db: TQueryable,
  organisationId: number,
  tab: TInvoiceTab,
  rentalCaseId: number | null,
  paging: { offset: number; rows: number },
  filters: TInvoiceListFilters = {},
): Promise<{ rows: TInvoice[]; totalCount: number }> {
  const { filter, total } = invoicesSearch(organisationId, tab, rentalCaseId, filters);
  return findListPage<TInvoice>(db, INVOICES_LIST, filter, paging, total);
}

/** An invoice of the Excel: the list's fields and its BTW per rate. */
export type TInvoiceExportRow = TInvoice & { totals: TInvoiceTotals };

/** Every invoice of the management list's search, in list order, in keyset batches (Excel). */
export function eachInvoiceBatch(
  db: TQueryable,
  organisationId: number,
  tab: TInvoiceTab,
  filters: TInvoiceListFilters,
): AsyncGenerator<TInvoiceExportRow[]> {
  const { filter } = invoicesSearch(organisationId, tab, null, filters);
  return eachNamedInvoiceBatch(db, organisationId, filter);
}

/** What an export reads of an invoice instead: the location's id, named from a lookup. */
const EXPORTED_INVOICES: TListSource = {
  ...INVOICES_LIST,
  columns: `${OWN_COLUMNS}, i.location_id AS "locationId", i.lines`,
  joins: '',
};

async function* eachNamedInvoiceBatch(
  db: TQueryable,
  organisationId: number,
  filter: ListFilter,
): AsyncGenerator<TInvoiceExportRow[]> {
  const locations = new NameLookup(db, 'locations', organisationId);
  type TExported = Omit<TInvoice, 'location'> & { locationId: number | null; lines: unknown };
  for await (const rows of eachListBatch<TExported>(db, EXPORTED_INVOICES, filter)) {
    await locations.load(rows.map((row) => row.locationId));
    yield rows.map((row): TInvoiceExportRow => ({
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      priceDisplay: row.priceDisplay,
      paymentStatus: row.paymentStatus,
      invoiceType: row.invoiceType,
      originType: row.originType,
      location: locations.name(row.locationId),
      documentName: row.documentName,
      title: row.title,
      totals: invoiceTotals(ZInvoiceLines.catch([]).parse(row.lines)),
    }));
  }
}

/** The origin of an invoice of `organisationId` (SALE, RENTAL, Depot), or null. */
export async function findInvoiceOrigin(
  db: TQueryable,
  organisationId: number,
  invoiceId: number,
): Promise<string | null> {
  const rows = await db.query<{ originType: string }>(
    'SELECT origin_type AS "originType" FROM invoices WHERE organisation_id = $1 AND id = $2',
    [organisationId, invoiceId],
  );
  return rows[0]?.originType ?? null;
}

/** What an invoice's PDF and e-invoice show of it and its customer. */
export type TInvoiceForPdf = {
  id: number;
  invoiceNumber: string;
  invoiceDate: string;
  title: string;
  documentName: string;
  amountCents: number;
  invoiceType: 0 | 1;
  paymentStatus: 'OPEN' | 'HANDLED';
  originType: string;
  lines: TInvoiceLine[];
  organisationName: string;
  /** The customer's KvK number (NL-R-005). */
  customerKvk: string | null;
  /** The customer's invoice address, or null when it has none. */
  customerAddress: { street: string; postalCode: string; city: string; country: string } | null;
  locationName: string | null;
  /** The address of the location the invoice is about (delivery), one line. */
  address: string | null;
  rentalCaseId: number | null;
  rentalCaseName: string | null;
  serialNumber: string | null;
  /** A credit invoice's: the invoice it corrects. */
  creditedInvoice: { number: string; date: string } | null;
};

type TInvoiceRow = Omit<TInvoiceForPdf, 'lines' | 'customerAddress' | 'creditedInvoice'> & {
  lines: unknown;
  billingStreet: string | null;
  billingPostalCode: string | null;
  billingCity: string | null;
  billingCountry: string;
  creditedNumber: string | null;
  creditedDate: string | null;
};

export async function findInvoiceForPdf(
  db: TQueryable,
  organisationId: number,
  invoiceId: number,
): Promise<TInvoiceForPdf | null> {
  const rows = await db.query<TInvoiceRow>(
    `SELECT i.id, i.invoice_number AS "invoiceNumber",
       to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.title,
       i.document_name AS "documentName", i.amount_cents AS "amountCents",
       i.invoice_type::int AS "invoiceType", i.payment_status AS "paymentStatus",
       i.origin_type AS "originType", i.lines, o.name AS "organisationName",
       o.kvk_number AS "customerKvk",
       nullif(concat_ws(' ', o.billing_street, o.billing_house_number), '') AS "billingStreet",
       o.billing_postal_code AS "billingPostalCode", o.billing_city AS "billingCity",
       o.billing_country AS "billingCountry",
       l.name AS "locationName",
       nullif(concat_ws(', ', nullif(concat_ws(' ', l.street, l.house_number), ''),
         nullif(concat_ws(' ', l.postal_code, l.city), '')), '') AS address,
       r.id AS "rentalCaseId", r.display_name AS "rentalCaseName",
       r.serial_number AS "serialNumber",
       c.invoice_number AS "creditedNumber",
       to_char(c.invoice_date, 'YYYY-MM-DD') AS "creditedDate"
     FROM invoices i
     JOIN organisations o ON o.id = i.organisation_id
     LEFT JOIN locations l ON l.id = i.location_id AND l.organisation_id = i.organisation_id
     LEFT JOIN rental_cases r ON r.id = i.rental_case_id AND r.organisation_id = i.organisation_id
     LEFT JOIN invoices c ON c.id = i.credited_invoice_id AND c.organisation_id = i.organisation_id
     WHERE i.organisation_id = $1 AND i.id = $2`,
    [organisationId, invoiceId],
  );
  const row = rows[0];
  if (!row) return null;
  const {
    billingStreet,
    billingPostalCode,
    billingCity,
    billingCountry,
    creditedNumber,
    creditedDate,
    ...invoice
  } = row;
  return {
    ...invoice,
    lines: ZInvoiceLines.parse(row.lines),
    customerAddress:
      billingStreet && billingPostalCode && billingCity
        ? {
            street: billingStreet,
            postalCode: billingPostalCode,
            city: billingCity,
            country: billingCountry,
          }
        : null,
    creditedInvoice:
      creditedNumber && creditedDate ? { number: creditedNumber, date: creditedDate } : null,
  };
}

/** The cached PDF of an invoice of `organisationId`, or null when not generated yet. */
export async function findInvoicePdf(
  db: TQueryable,
  organisationId: number,
  invoiceId: number,
): Promise<TFileContent | null> {
  const rows = await db.query<TFileContent>(
    `SELECT file_name AS "fileName", mime_type AS "mimeType", content FROM files
     WHERE organisation_id = $1 AND owner_type = 'invoice' AND owner_id = $2`,
    [organisationId, invoiceId],
  );
  return rows[0] ?? null;
}

/** Caches a generated PDF; a parallel first download that stored one first wins. */
export async function storeInvoicePdf(
  db: TQueryable,
  organisationId: number,
  invoice: Pick<TInvoiceForPdf, 'id' | 'documentName' | 'title'>,
  content: Uint8Array,
): Promise<void> {
  await db.query(
    `INSERT INTO files (guid, organisation_id, owner_type, owner_id, type, type_display,
       description, file_name, mime_type, content)
     VALUES ($1, $2, 'invoice', $3, 'INVOICE', 'Factuur', $4, $5, 'application/pdf', $6)
     ON CONFLICT (owner_id) WHERE owner_type = 'invoice' DO NOTHING`,
    [crypto.randomUUID(), organisationId, invoice.id, invoice.title, invoice.documentName, content],
  );
}
