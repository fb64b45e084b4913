// Demo rentals (api/src/seed/README.md "Demo rentals"): rental cases in every tab (De Linde
// at least three pages each), invoices per case with their BTW per line (their PDFs are
// drawn on first download), the documents of each case (afleverbon, huurovereenkomst,
// retourbon: drawn from the case on first download), and the rental customer requests
// with history (the product requests come with the articles demo data, demo-articles.ts).
// A few cases have stable barcodes the tests and e2e rely on (VH-DEMO-*).
import { formatEuro, MESSAGES, parseEuroCents } from '@portal/shared/rules';
import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TQueryable } from '../db/database.js';
import {
  appendProcessStep,
  createCustomerRequest,
  type TCustomerRequestStatus,
} from '../repositories/customer-requests-repository.js';
import { insertFile } from '../repositories/files-repository.js';
import { CustomData } from '../requests/custom-data.js';
import { rentalCostLines } from '../management/rental-cost-rule.js';
import { invoiceTotals, pricedLines } from '../repositories/invoice-lines.js';

export type TDemoPlace = { locationId: number; departmentId: number; rooms: string[] };

/** Tab sizes per organisation (De Linde: more than three pages of ten in each tab). */
export const DEMO_RENTAL_COUNTS: Record<
  string,
  { ACTIVE: number; WAITING: number; ENDED: number }
> = {
  'Zorggroep De Linde': { ACTIVE: 34, WAITING: 27, ENDED: 41 },
  'Thuiszorg Oost': { ACTIVE: 8, WAITING: 4, ENDED: 6 },
};

type TStatus = 'ACTIVE' | 'WAITING' | 'ENDED';

/** Cases with fixed barcodes, first in their organisation (api/src/seed/README.md "Demo rentals"). */
const STABLE_CASES: Record<string, { barcode: string; serial: string; status: TStatus }[]> = {
  'Zorggroep De Linde': [
    // active, Woonzorgcentrum De Linde, no running requests
    { barcode: 'VH-DEMO-0001', serial: 'SN-DEMO-0001', status: 'ACTIVE' },
    // active, same location, an OPEN repair report (REPAIR-RENTAL)
    { barcode: 'VH-DEMO-0002', serial: 'SN-DEMO-0002', status: 'ACTIVE' },
    // waiting: a retour in PROCESSING
    { barcode: 'VH-DEMO-0003', serial: 'SN-DEMO-0003', status: 'WAITING' },
    // archive
    { barcode: 'VH-DEMO-0004', serial: 'SN-DEMO-0004', status: 'ENDED' },
  ],
  'Thuiszorg Oost': [{ barcode: 'VH-DEMO-0101', serial: 'SN-DEMO-0101', status: 'ACTIVE' }],
};

const END_USERS = [
  'Mevr. W. Bakker',
  'Dhr. H. de Groot',
  'Mevr. F. Meijer',
  'Dhr. K. van den Berg',
  'Mevr. L. Mulder',
  'Dhr. J. Hendriks',
  'Mevr. C. Dekker',
  'Dhr. T. Brouwer',
  'Mevr. E. de Wit',
  'Dhr. R. Dijkstra',
  'Mevr. S. Jansen',
  'Dhr. G. Vos',
];

export const EMPLOYEES = ['Sanne Kuipers', 'Mohamed El Amrani', 'Lotte van Dijk'];

const SERIAL_CODE: Record<string, string> = {
  Vitalis: 'VIT',
  Invacare: 'INV',
  Burmeier: 'BUR',
  Arjo: 'ARJ',
  Vermeiren: 'VER',
  Dietz: 'DTZ',
};

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

type TRentalArticle = {
  id: number;
  categoryId: number;
  name: string;
  brand: string | null;
  type: string | null;
  priceDisplay: string | null;
  categoryTitle: string;
};

type TLocationRow = { id: number; name: string; address: string };

type TCaseMade = {
  id: number;
  status: TStatus;
  name: string;
  serial: string;
  locationId: number;
  startDate: string;
  endDate: string | null;
  dayCents: number;
};

export type TRentalSeedContext = {
  organisationId: number;
  organisationName: string;
  places: TDemoPlace[];
  userIds: number[];
  /** Global invoice counter (invoice numbers are unique across organisations). */
  invoiceCounter: { next: number };
  today: Date;
};

export function isoDaysAgo(today: Date, days: number): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days),
  );
  return date.toISOString().slice(0, 10);
}

export function daysAgo(today: Date, days: number, hour = 10): Date {
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, hour, 15),
  );
}

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('demo seed: empty list');
  return item;
}

function caseLabel(c: TCaseMade): string {
  return `${c.id} - ${c.name} (${c.serial})`;
}

async function insertCase(
  tx: TQueryable,
  ctx: TRentalSeedContext,
  n: number,
  status: TStatus,
  article: TRentalArticle,
  place: TDemoPlace,
  locations: Map<number, TLocationRow>,
  contactId: number,
  returnedDaysAgo: number,
  stable?: { barcode: string; serial: string },
): Promise<TCaseMade> {
  const { today } = ctx;
  const endDays = returnedDaysAgo;
  const ageDays = status === 'ENDED' ? endDays + 45 + (n % 6) * 25 : 20 + n * 11;
  const startDate = isoDaysAgo(today, ageDays);
  const endDate = status === 'ENDED' ? isoDaysAgo(today, endDays) : null;
  const isGeneralUse = n % 7 === 3;
  const endUser = isGeneralUse ? null : pick(END_USERS, n);
  const year = 2019 + (n % 7);
  const serial =
    stable?.serial ??
    `${SERIAL_CODE[article.brand ?? ''] ?? 'VZH'}-${year}-${String(4000 + n * 17).padStart(6, '0')}`;
  const barcode =
    stable?.barcode ??
    `VH-${Number(startDate.slice(0, 4))}-${String(ctx.organisationId * 1000 + n).padStart(5, '0')}`;
  const location = locations.get(place.locationId);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO rental_cases (organisation_id, article_id, category_id, display_name,
       serial_number, product_brand, product_type, barcode, status, start_date, end_date,
       rental_extensions, end_user, birth_date, general_use, location_id, department_id, room,
       contact_id, rental_address, invoice_address, price_display, price_per_day_cents)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23)
     RETURNING id`,
    [
      ctx.organisationId,
      article.id,
      article.categoryId,
      article.name,
      serial,
      article.brand,
      article.type,
      barcode,
      status,
      startDate,
      endDate,
      n % 4,
      endUser,
      endUser
        ? `19${30 + (n % 40)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`
        : null,
      isGeneralUse,
      place.locationId,
      place.departmentId,
      pick(place.rooms, n),
      contactId,
      location ? `${location.name}, ${location.address}` : null,
      `${ctx.organisationName}, t.a.v. crediteurenadministratie, Postbus ${1000 + ctx.organisationId * 111}, ${
        location?.address.split(', ')[1] ?? ''
      }`.replace(/, $/, ''),
      article.priceDisplay,
      parseEuroCents(article.priceDisplay),
    ],
  );
  if (!row) throw new Error('rental case insert returned no row');
  return {
    id: row.id,
    status,
    name: article.name,
    serial,
    locationId: place.locationId,
    startDate,
    endDate,
    dayCents: parseEuroCents(article.priceDisplay) ?? 250,
  };
}

async function insertInvoice(
  tx: TQueryable,
  ctx: TRentalSeedContext,
  invoice: {
    rentalCaseId: number | null;
    locationId: number;
    date: string;
    isCredit: boolean;
    origin: 'SALE' | 'RENTAL' | 'Depot';
    isPaid: boolean;
    title: string;
    lines: Parameters<typeof pricedLines>[0];
    /** A credit invoice's: the invoice it corrects. */
    creditedInvoiceId?: number | null;
  },
): Promise<number> {
  const number = `VF-${invoice.date.slice(0, 4)}-${String(ctx.invoiceCounter.next).padStart(6, '0')}`;
  ctx.invoiceCounter.next += 1;
  const lines = pricedLines(invoice.lines);
  // why: what is to be paid includes BTW; a rental cost is the lines' amount without it.
  const total = invoiceTotals(lines).grossCents;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO invoices (organisation_id, rental_case_id, invoice_number, invoice_date,
       price_display, amount_cents, payment_status, invoice_type, origin_type, location_id,
       document_name, title, lines, credited_invoice_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)
     RETURNING id`,
    [
      ctx.organisationId,
      invoice.rentalCaseId,
      number,
      invoice.date,
      formatEuro(invoice.isCredit ? -total : total),
      total,
      invoice.isPaid ? 'HANDLED' : 'OPEN',
      invoice.isCredit ? 1 : 0,
      invoice.origin,
      invoice.locationId,
      `factuur-${number}.pdf`,
      invoice.title,
      JSON.stringify(lines),
      invoice.creditedInvoiceId ?? null,
    ],
  );
  return row?.id ?? 0;
}

/**
 * The periodic collective rental invoices (spec 001 §4: origin RENTAL) of the months before
 * those the cases' own invoices cover (4 to 12 months back): one per location and month,
 * its amount the rental cost rule's (management/rental-cost-rule.ts), so a year of
 * invoices adds up with the rental costs of that year.
 */
async function seedCollectiveInvoices(
  tx: TQueryable,
  ctx: TRentalSeedContext,
  cases: readonly TCaseMade[],
  locations: Map<number, TLocationRow>,
): Promise<void> {
  const today = isoDaysAgo(ctx.today, 0);
  const from = isoDaysAgo(ctx.today, 365).slice(0, 7);
  const to = isoDaysAgo(ctx.today, 100).slice(0, 7);
  const lines = rentalCostLines(
    cases.map((c) => ({
      id: c.id,
      startDate: c.startDate,
      endDate: c.endDate,
      pricePerDayCents: c.dayCents,
      locationId: c.locationId,
      departmentId: null,
    })),
    { from, to, today, groupByLocation: true, groupByDepartment: false },
  );
  for (const [k, line] of lines.entries()) {
    if (line.costCents === 0 || line.locationId === null) continue;
    const month = `${line.month}-01`;
    const name = locations.get(line.locationId)?.name ?? '';
    await insertInvoice(tx, ctx, {
      rentalCaseId: null,
      locationId: line.locationId,
      // why: a collective invoice is sent early in the month after the one it covers.
      date: nextMonthDay(month, 3 + (k % 5)),
      isCredit: false,
      origin: 'RENTAL',
      isPaid: true,
      title: `Verzamelfactuur huur ${monthTitle(month)} ${name}`.trim(),
      lines: [
        {
          description: `Huur hulpmiddelen ${monthTitle(month)}: ${line.numberOfCases} dossiers, ${line.rentalDays} huurdagen`,
          quantity: 1,
          unitPriceCents: line.costCents,
          kind: 'rent',
        },
      ],
    });
  }
}

/** Day `day` of the month after `month` ('yyyy-MM-01'). */
function nextMonthDay(month: string, day: number): string {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, day);
  return date.toISOString().slice(0, 10);
}

function monthTitle(iso: string): string {
  return `${pick(MONTHS, Number(iso.slice(5, 7)) - 1)} ${iso.slice(0, 4)}`;
}

async function seedCaseInvoices(
  tx: TQueryable,
  ctx: TRentalSeedContext,
  c: TCaseMade,
  n: number,
): Promise<void> {
  const count = 1 + (n % 3);
  // why: an ended case's last invoice follows its end, not today.
  const sinceEnd = c.endDate
    ? Math.max(0, Math.round((ctx.today.getTime() - Date.parse(c.endDate)) / 864e5) - 12)
    : 0;
  // why: planned newest first, inserted oldest first, so a credit names an earlier invoice.
  const planned: Parameters<typeof insertInvoice>[2][] = [];
  const dateOf = (k: number) => isoDaysAgo(ctx.today, sinceEnd + 5 + k * 30 + (n % 20));
  for (let k = 0; k < count; k += 1) {
    const date = dateOf(k);
    if (date < c.startDate) break;
    const isSale = k === 0 && n % 5 === 0;
    // why: the newest invoice of some cases corrects the month before it (which exists).
    const isCredit = k === 0 && !isSale && n % 4 === 1 && count > 1 && dateOf(1) >= c.startDate;
    const origin = isSale ? 'SALE' : 'RENTAL';
    const days = isCredit ? 5 : 30;
    planned.push({
      rentalCaseId: c.id,
      locationId: c.locationId,
      date,
      isCredit,
      origin,
      isPaid: k > 0 || n % 2 === 0,
      title: isSale
        ? `Levering en installatie ${c.name}`
        : isCredit
          ? `Creditnota huur ${c.name} ${monthTitle(date)}`
          : `Huur ${c.name} ${monthTitle(date)}`,
      lines: isSale
        ? [
            {
              description: `Bezorgen en installeren ${c.name}`,
              quantity: 1,
              unitPriceCents: 7500,
              kind: 'delivery',
            },
            {
              description: 'Instructie zorgmedewerkers',
              quantity: 1,
              unitPriceCents: 3500,
              kind: 'instruction',
            },
          ]
        : [
            {
              description: isCredit
                ? `Creditering huur ${c.name} (${c.serial}), te veel berekende dagen`
                : `Huur ${c.name} (${c.serial}), ${monthTitle(date)}`,
              quantity: days,
              unitPriceCents: c.dayCents,
              kind: 'rent',
              unitCode: 'DAY' as const,
            },
          ],
    });
  }
  let lastDebit: number | null = null;
  for (const invoice of planned.reverse()) {
    const id = await insertInvoice(tx, ctx, {
      ...invoice,
      creditedInvoiceId: invoice.isCredit ? lastDebit : null,
    });
    if (!invoice.isCredit) lastDebit = id;
  }
}

async function seedCaseDocuments(
  tx: TQueryable,
  ctx: TRentalSeedContext,
  c: TCaseMade,
  n: number,
  organisationCode: string,
): Promise<void> {
  const documents = [
    { prefix: 'AB', typeDisplay: 'Afleverbon', title: 'Afleverbon', kind: 'delivery' as const },
    ...(n % 2 === 0
      ? [
          {
            prefix: 'HO',
            typeDisplay: 'Huurovereenkomst',
            title: 'Huurovereenkomst',
            kind: 'contract' as const,
          },
        ]
      : []),
    ...(c.status === 'ENDED'
      ? [{ prefix: 'RB', typeDisplay: 'Retourbon', title: 'Retourbon', kind: 'return' as const }]
      : []),
  ];
  for (const [index, document] of documents.entries()) {
    const documentNumber = `${document.prefix}-${organisationCode}-${String(c.id).padStart(6, '0')}`;
    await insertFile(tx, {
      organisationId: ctx.organisationId,
      ownerType: 'rental_case',
      ownerId: c.id,
      type: document.prefix === 'HO' ? 'CONTRACT' : 'SLIP',
      typeDisplay: document.typeDisplay,
      description: `${document.title} ${c.name}`,
      fileName: `${document.title.toLowerCase()}-${c.serial}.pdf`,
      mimeType: 'application/pdf',
      // why: drawn from the case in the supplier's frame on first download (files/README.md).
      content: null,
      drawnKind: document.kind,
      documentNumber,
      createdAt: daysAgo(
        ctx.today,
        Math.max(
          0,
          Math.round((ctx.today.getTime() - Date.parse(c.startDate)) / 864e5) - index * 3,
        ),
      ),
    });
  }
}

export type TRequestPlan = {
  type: TRequestType;
  status: TCustomerRequestStatus;
  daysAgo: number;
  sourceId?: number | null;
  locationFromId?: number | null;
  locationToId?: number | null;
  customData: CustomData;
  finalMessage?: string;
};

export async function insertRequest(
  tx: TQueryable,
  ctx: Pick<TRentalSeedContext, 'organisationId' | 'today' | 'userIds'>,
  plan: TRequestPlan,
  n: number,
  contactId: number,
): Promise<number> {
  const createdAt = daysAgo(ctx.today, plan.daysAgo, 8 + (n % 9));
  const handledBy = plan.status === 'OPEN' ? null : pick(EMPLOYEES, n);
  const id = await createCustomerRequest(tx, {
    isAnnounced: false,
    organisationId: ctx.organisationId,
    type: plan.type,
    status: plan.status,
    createdByUserId: pick(ctx.userIds, n),
    contactId,
    locationFromId: plan.locationFromId ?? null,
    locationToId: plan.locationToId ?? null,
    sourceId: plan.sourceId ?? null,
    customData: plan.customData.toArray(),
    handledBy,
    createdAt,
  });
  if (handledBy) {
    await appendProcessStep(tx, {
      organisationId: ctx.organisationId,
      requestId: id,
      action: MESSAGES.requestActionTaken,
      message: `Opgepakt door ${handledBy}`,
      createdAt: new Date(createdAt.getTime() + 26 * 3600e3),
    });
  }
  if (plan.status === 'COMPLETED' || plan.status === 'REJECTED') {
    await appendProcessStep(tx, {
      organisationId: ctx.organisationId,
      requestId: id,
      action:
        plan.status === 'COMPLETED'
          ? MESSAGES.requestActionCompleted
          : MESSAGES.requestActionRejected,
      message:
        plan.finalMessage ??
        (plan.status === 'COMPLETED'
          ? 'De aanvraag is uitgevoerd'
          : 'Afgewezen: het hulpmiddel is niet beschikbaar in de gevraagde periode'),
      createdAt: new Date(createdAt.getTime() + 4 * 86400e3),
    });
  }
  return id;
}

const STATUS_CYCLE: TCustomerRequestStatus[] = [
  'OPEN',
  'OPEN',
  'PROCESSING',
  'COMPLETED',
  'OPEN',
  'REJECTED',
];

/** Seeds rentals, invoices, documents and customer requests of one organisation. */
export async function seedRentals(tx: TQueryable, ctx: TRentalSeedContext): Promise<void> {
  const counts = DEMO_RENTAL_COUNTS[ctx.organisationName];
  if (!counts) return;
  const articles = await tx.query<TRentalArticle>(
    `SELECT a.id, a.category_id AS "categoryId", a.name, a.product_brand AS brand,
       a.product_type AS type, c.price_display AS "priceDisplay", c.title AS "categoryTitle"
     FROM articles a JOIN article_categories c ON c.id = a.category_id
     WHERE a.article_type = 'RENTAL' AND c.is_rentable ORDER BY a.id`,
  );
  const locationRows = await tx.query<TLocationRow>(
    `SELECT id, name, concat_ws(', ', concat_ws(' ', street, house_number),
       concat_ws(' ', postal_code, city)) AS address
     FROM locations WHERE organisation_id = $1 ORDER BY id`,
    [ctx.organisationId],
  );
  const locations = new Map(locationRows.map((l) => [l.id, l]));
  const contacts = (
    await tx.query<{ id: number; name: string }>(
      'SELECT id, name FROM contacts WHERE organisation_id = $1 ORDER BY id',
      [ctx.organisationId],
    )
  ).map((c) => c);
  const organisationCode = ctx.organisationName === 'Zorggroep De Linde' ? 'DL' : 'TO';

  // The cases: stable ones first (at the first place), then the rest per status.
  const plan: { status: TStatus; stable?: { barcode: string; serial: string } }[] = [];
  const stable = STABLE_CASES[ctx.organisationName] ?? [];
  for (const s of stable) plan.push({ status: s.status, stable: s });
  for (const status of ['ACTIVE', 'WAITING', 'ENDED'] as const) {
    const already = stable.filter((s) => s.status === status).length;
    for (let k = already; k < counts[status]; k += 1) plan.push({ status });
  }
  const cases: TCaseMade[] = [];
  const ranks = { ACTIVE: 0, WAITING: 0, ENDED: 0 };
  // why: the ended cases were returned over the last year (one every 9 days at most, the
  // first two days ago; a small organisation's spread over the year) after 45 to 170 days
  // of rent, so the management overviews of the year show deliveries and returns in its
  // months and cases out a year ago (api/src/seed/README.md "Demo rentals").
  const returnSpacing = Math.max(9, Math.floor(360 / Math.max(1, counts.ENDED)));
  for (const [index, item] of plan.entries()) {
    const n = index + 1;
    const rank = ranks[item.status];
    ranks[item.status] += 1;
    const article = item.stable ? pick(articles, 0) : pick(articles, n * 3);
    const place = item.stable ? pick(ctx.places, 0) : pick(ctx.places, n);
    const contact = pick(contacts, n);
    const made = await insertCase(
      tx,
      ctx,
      n,
      item.status,
      article,
      place,
      locations,
      contact.id,
      2 + rank * returnSpacing,
      item.stable,
    );
    cases.push(made);
    await seedCaseInvoices(tx, ctx, made, n);
    await seedCaseDocuments(tx, ctx, made, n, organisationCode);
  }
  await seedCollectiveInvoices(tx, ctx, cases, locations);
  // Depot storage invoices of the organisation, not tied to a case: a year of months.
  for (let k = 0; k < 12; k += 1) {
    const date = isoDaysAgo(ctx.today, 12 + k * 30);
    const place = pick(ctx.places, k);
    await insertInvoice(tx, ctx, {
      rentalCaseId: null,
      locationId: place.locationId,
      date,
      isCredit: false,
      origin: 'Depot',
      isPaid: k > 0,
      title: `Depotopslag ${monthTitle(date)}`,
      lines: [
        {
          description: `Opslag hulpmiddelen in depot, ${monthTitle(date)}`,
          quantity: 6 + k,
          unitPriceCents: 1250,
          kind: 'depot',
        },
        { description: 'Transport naar depot', quantity: 1, unitPriceCents: 4500, kind: 'depot' },
      ],
    });
  }

  // Customer requests. Every waiting case has a retour (RENTAL-STOP) in OPEN or PROCESSING.
  let n = 0;
  for (const c of cases.filter((x) => x.status === 'WAITING')) {
    n += 1;
    const contact = pick(contacts, n);
    const retourDate = isoDaysAgo(ctx.today, -7 - (n % 20));
    const status: TCustomerRequestStatus =
      c.serial === 'SN-DEMO-0003' || n % 2 === 0 ? 'PROCESSING' : 'OPEN';
    const requestId = await insertRequest(
      tx,
      ctx,
      {
        type: 'RENTAL-STOP',
        status,
        daysAgo: 1 + (n % 15),
        sourceId: c.id,
        locationFromId: c.locationId,
        customData: new CustomData()
          .add('rentalCases', 'Dossiers', caseLabel(c))
          .add('location', 'Locatie', locations.get(c.locationId)?.name)
          .addDate('retourDate', 'Ophaaldatum', retourDate)
          .add('contact', 'Contactpersoon', contact.name)
          .add('comments', 'Opmerkingen', n % 3 === 0 ? 'Graag ophalen na 10:00 uur.' : null),
      },
      n,
      contact.id,
    );
    const [retour] = await tx.query<{ id: number }>(
      `INSERT INTO rental_retours (organisation_id, customer_request_id, retour_date, comments,
         contact_id, created_by_user_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [ctx.organisationId, requestId, retourDate, null, contact.id, pick(ctx.userIds, n)],
    );
    if (!retour) throw new Error('retour insert returned no row');
    await tx.query(
      'INSERT INTO rental_retour_cases (retour_id, rental_case_id, organisation_id) VALUES ($1, $2, $3)',
      [retour.id, c.id, ctx.organisationId],
    );
  }
  // Finished retours of some archived cases.
  for (const [k, c] of cases
    .filter((x) => x.status === 'ENDED')
    .slice(0, 8)
    .entries()) {
    const contact = pick(contacts, k);
    await insertRequest(
      tx,
      ctx,
      {
        type: 'RENTAL-STOP',
        status: 'COMPLETED',
        daysAgo: 40 + k * 13,
        sourceId: c.id,
        locationFromId: c.locationId,
        customData: new CustomData()
          .add('rentalCases', 'Dossiers', caseLabel(c))
          .addDate('retourDate', 'Ophaaldatum', c.endDate)
          .add('contact', 'Contactpersoon', contact.name),
        finalMessage: 'Hulpmiddel opgehaald en verhuur beëindigd',
      },
      k,
      contact.id,
    );
  }

  // Requests of the other types, in a cycle of statuses; De Linde gets more.
  const perType = ctx.organisationName === 'Zorggroep De Linde' ? 6 : 2;
  const active = cases.filter((x) => x.status === 'ACTIVE' && !x.serial.startsWith('SN-DEMO-'));
  for (let k = 0; k < perType; k += 1) {
    const status = pick(STATUS_CYCLE, k);
    const contact = pick(contacts, k + 1);
    const place = pick(ctx.places, k + 2);
    const locationName = locations.get(place.locationId)?.name;
    const rentalArticle = pick(articles, k * 2);
    const deliverDate = isoDaysAgo(ctx.today, -10 - k);
    await insertRequest(
      tx,
      ctx,
      {
        type: 'RENTAL-REQUEST',
        status,
        daysAgo: 2 + k * 5,
        locationToId: place.locationId,
        customData: new CustomData()
          .add(
            'articles',
            'Artikelen',
            `1 x ${rentalArticle.name} (${rentalArticle.priceDisplay ?? ''})`.replace(' ()', ''),
          )
          .add(
            'measurementsBed',
            'Matrasmaat',
            rentalArticle.categoryTitle.includes('bed') ? '90x200' : null,
          )
          .addDate('deliverDate', 'Gewenste leverdatum', deliverDate)
          .addYesNo('urgency', 'Spoed', k % 3 === 0)
          .add('location', 'Locatie', locationName)
          .add('room', 'Kamer', pick(place.rooms, k))
          .add('clientName', 'Cliënt', pick(END_USERS, k + 5))
          .add('contact', 'Contactpersoon', contact.name),
      },
      k,
      contact.id,
    );
    // Repair reports of active cases (VH-DEMO-0002 is the first, OPEN).
    const repairCase =
      k === 0 ? cases.find((x) => x.serial === 'SN-DEMO-0002') : pick(active, k * 5);
    if (repairCase) {
      await insertRequest(
        tx,
        ctx,
        {
          type: 'REPAIR-RENTAL',
          status: k === 0 ? 'OPEN' : pick(STATUS_CYCLE, k + 1),
          daysAgo: 1 + k * 6,
          sourceId: repairCase.id,
          locationFromId: repairCase.locationId,
          customData: new CustomData()
            .add('rentalCase', 'Dossier', caseLabel(repairCase))
            .add(
              'description',
              'Omschrijving',
              pick(
                [
                  'Zijhek sluit niet goed af',
                  'Afstandsbediening reageert niet',
                  'Wiel blokkeert',
                  'Motor maakt een piepend geluid',
                ],
                k,
              ),
            )
            .add('contact', 'Contactpersoon', contact.name),
        },
        k,
        contact.id,
      );
    }
  }
}
