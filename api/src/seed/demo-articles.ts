// Demo data of the articles and depot areas (api/src/seed/README.md "Demo articles and depot"): per
// organisation 36 products on location, 34 in the depot and 3 unplaced over every category, each
// with its picture, documents, inspections (some overdue, some due soon), cleanings, repairs and a
// log that tells its story; the product requests (repair, depot in and out, relocation) with their
// repairs and depot orders; and enough depot orders of all five types that both tabs reach three
// pages. A few products keep stable codes the tests rely on.
import type { TDepotFormType, TDepotStatus } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import { depotOrderName } from '../depot/depot-order-name.js';
import type { TCustomerRequestStatus } from '../repositories/customer-requests-repository.js';
import { insertDepotCase } from '../repositories/depot-cases-repository.js';
import { insertFile } from '../repositories/files-repository.js';
import { CustomData } from '../requests/custom-data.js';
import type { TSeededArticle } from './demo-catalogue.js';
import { encodePng, makePdf, makePng } from './demo-files.js';
import type { TOrganisationSeed } from './demo-organisations.js';
import { drawAidPicture, pictureKindOf } from './demo-pictures.js';
import { daysAgo, insertRequest, isoDaysAgo, pick, type TDemoPlace } from './demo-rentals.js';

/** The supplier as the actor of its own steps in a product's log. */
export const DEMO_SUPPLIER = 'Vitalis Zorghulpmiddelen';
const INSPECTORS = ['Ruud Verhoeven', 'Anouk de Jong', 'Bram Schouten'];
const CLIENTS = ['Mevr. J. de Boer', 'Dhr. P. Visser', 'Mevr. A. Smits', null];
const QUALITIES = ['GOOD', 'GOOD', 'AVERAGE', 'BAD'] as const;
const ACCENTS: [number, number, number][] = [
  [11, 110, 105],
  [34, 94, 168],
  [176, 84, 36],
  [96, 72, 150],
];

/** Numbers of the products with a stable role (api/src/seed/README.md "Demo articles and depot"). */
export const STABLE_PRODUCTS = {
  /** On location, no running request or order: VZ-xx-000001. */
  onLocation: 1,
  /** Overdue for its inspection: VZ-xx-000008. */
  overdue: 8,
  /** Without a QR code (serial xx-2023-0005). */
  withoutCode: 5,
  /** In the depot, IN_DEPOT, not reserved: VZ-xx-000010. */
  inDepot: 10,
  /** In the depot and reserved: VZ-xx-000011. */
  reserved: 11,
  /** REMOVED after a client repair found it not repairable: VZ-xx-000012. */
  removed: 12,
} as const;

const PRODUCT_COUNT = 73;

type TPlacement = 'location' | 'depot' | 'unplaced';

function placementOf(n: number): TPlacement {
  if (n > 70) return 'unplaced';
  if (n === 10 || n === 11 || n > 38) return 'depot';
  return 'location';
}

export type TArticlesSeedContext = {
  organisationId: number;
  organisation: TOrganisationSeed;
  places: TDemoPlace[];
  articles: TSeededArticle[];
  warehouseIds: number[];
  userIds: number[];
  today: Date;
};

type TPlaceInfo = { name: string; address: string };

type TProductMade = {
  id: number;
  n: number;
  title: string;
  articleName: string;
  articleId: number;
  categoryId: number;
  placement: TPlacement;
  locationId: number | null;
  departmentId: number | null;
  room: string | null;
  warehouseId: number | null;
  status: 'ACTIVE' | 'REMOVED';
  reserved: boolean;
  startDate: string | null;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A timestamp on `iso` at `hour` UTC. */
function at(iso: string, hour = 10): Date {
  return new Date(`${iso}T${pad(hour, 2)}:00:00Z`);
}

async function templateFieldIds(tx: TQueryable): Promise<Map<number, Map<string, number>>> {
  const rows = await tx.query<{ templateId: number; key: string; id: number }>(
    'SELECT template_id AS "templateId", key, id FROM article_template_fields',
  );
  const byTemplate = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const fields = byTemplate.get(row.templateId) ?? new Map<string, number>();
    fields.set(row.key, row.id);
    byTemplate.set(row.templateId, fields);
  }
  return byTemplate;
}

/** Raw template values of product `n`, keyed by field id. */
function customValues(
  fields: Map<string, number> | undefined,
  n: number,
  today: Date,
): Record<string, string> {
  if (!fields) return {};
  const examples: Record<string, string> = {
    maxLoad: String(150 + (n % 4) * 25),
    spreaderBar: n % 2 === 0 ? '2P' : '4P',
    batteryChanged: isoDaysAgo(today, 90 + n * 7),
    mattressSize: pick(['90x200', '90x210', '100x200'], n),
    sideRails: n % 3 === 0 ? '0' : '1',
    seatWidth: String(40 + (n % 4) * 2),
    colour: pick(['Zwart', 'Zilvergrijs', 'Blauw'], n),
  };
  const values: Record<string, string> = {};
  for (const [key, id] of fields) {
    const value = examples[key];
    if (value !== undefined) values[String(id)] = value;
  }
  return values;
}

/** Seeds the articles and depot demo data of one organisation. */
export async function seedArticles(tx: TQueryable, ctx: TArticlesSeedContext): Promise<void> {
  const { organisationId, today } = ctx;
  const prefix = ctx.organisation.serialPrefix;
  const ownArticles = ctx.articles.filter((article) => article.kind === 'DEPOT');
  const intervals = new Map(
    (
      await tx.query<{ id: number; interval: number | null }>(
        'SELECT id, category_inspection_interval(category_id) AS interval FROM articles',
      )
    ).map((row) => [row.id, row.interval]),
  );
  const fieldIds = await templateFieldIds(tx);
  const locations = new Map(
    (
      await tx.query<{ id: number } & TPlaceInfo>(
        `SELECT id, name, concat_ws(', ', concat_ws(' ', street, house_number),
           concat_ws(' ', postal_code, city)) AS address
         FROM locations WHERE organisation_id = $1`,
        [organisationId],
      )
    ).map((row) => [row.id, row]),
  );
  const warehouses = new Map(
    (
      await tx.query<{ id: number } & TPlaceInfo>(
        `SELECT id, name, concat_ws(', ', street, concat_ws(' ', postal_code, city)) AS address
         FROM warehouses`,
      )
    ).map((row) => [row.id, row]),
  );
  const departments = new Map(
    (
      await tx.query<{ id: number; name: string }>(
        'SELECT id, name FROM departments WHERE organisation_id = $1',
        [organisationId],
      )
    ).map((row) => [row.id, row.name]),
  );
  const contacts = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM contacts WHERE organisation_id = $1 ORDER BY id',
    [organisationId],
  );
  const users = await tx.query<{ id: number; name: string }>(
    `SELECT id, full_name AS name FROM users WHERE organisation_id = $1 ORDER BY id`,
    [organisationId],
  );
  const userName = (k: number) => pick(users, k).name;
  const placeName = (product: TProductMade) =>
    product.locationId !== null
      ? (locations.get(product.locationId)?.name ?? null)
      : product.warehouseId !== null
        ? (warehouses.get(product.warehouseId)?.name ?? null)
        : null;
  // why: one statement for all log lines and cleanings at the end keeps the seed quick.
  const logRows: {
    organisation_id: number;
    product_id: number;
    created_at: string;
    message: string;
    specification: string;
    actor_name: string;
  }[] = [];
  const log = (
    product: TProductMade,
    when: Date,
    message: string,
    specification: string,
    actorName: string,
  ): void => {
    logRows.push({
      organisation_id: organisationId,
      product_id: product.id,
      created_at: when.toISOString(),
      message,
      specification,
      actor_name: actorName,
    });
  };
  // why: the product files go in one statement at the end (the seed of every test file).
  const fileRows: Record<string, string | number>[] = [];
  const addFile = (file: {
    organisationId: number;
    ownerType: string;
    ownerId: number;
    type: string;
    typeDisplay: string;
    description: string;
    fileName: string;
    mimeType: string;
    content: Uint8Array;
  }): void => {
    fileRows.push({
      guid: crypto.randomUUID(),
      organisation_id: file.organisationId,
      owner_type: file.ownerType,
      owner_id: file.ownerId,
      type: file.type,
      type_display: file.typeDisplay,
      description: file.description,
      file_name: file.fileName,
      mime_type: file.mimeType,
      content: Buffer.from(file.content).toString('base64'),
    });
  };
  // why: one drawing per kind of aid and colour, shared by the products that look alike.
  const pictures = new Map<string, Uint8Array>();
  const pictureOf = (categoryTitle: string, n: number): Uint8Array => {
    const kind = pictureKindOf(categoryTitle);
    const key = `${kind}-${n % ACCENTS.length}`;
    const picture = pictures.get(key) ?? drawAidPicture(kind, pick(ACCENTS, n));
    pictures.set(key, picture);
    return picture;
  };
  const cleaningRows: {
    organisation_id: number;
    product_id: number;
    status: string;
    created_at: string;
    clean_date: string | null;
  }[] = [];

  // --- Products with their documents, cleanings and first log rows -----------------------
  const products: TProductMade[] = [];
  for (let n = 1; n <= PRODUCT_COUNT; n += 1) {
    const article = pick(ownArticles, n - 1);
    const place = pick(ctx.places, n - 1);
    const placement = placementOf(n);
    const year = 2018 + (n % 7);
    const serial = `${prefix}-${year}-${pad(n, 4)}`;
    const hasCode = placement !== 'unplaced' && n % 9 !== STABLE_PRODUCTS.withoutCode;
    const onLocation = placement === 'location';
    const inDepot = placement === 'depot';
    const registrationDate = `${year}-0${1 + (n % 9)}-15`;
    const startDate = onLocation
      ? isoDaysAgo(today, 60 + n * 11)
      : inDepot
        ? isoDaysAgo(today, 20 + n * 3)
        : null;
    const reserved = n === STABLE_PRODUCTS.reserved;
    const warehouseId = inDepot ? pick(ctx.warehouseIds, n) : null;
    const quality = pick(QUALITIES, n);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO products (organisation_id, article_id, serial_number, frame_number, barcode,
         location_id, department_id, room, warehouse_id, client_name, status, depot_status,
         enable_reservation, reservation_reason, product_brand, product_type, quality,
         registration_date, purchase_value, current_value, remarks, template_id,
         custom_values, start_date, quality_updated_at, dimensions, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'ACTIVE', $11, $12, $13, $14, $15, $16,
         $17, $18, $19, $20, $21, $22::jsonb, $23, $24, $25, $26)
       RETURNING id`,
      [
        organisationId,
        article.id,
        serial,
        `FR${year}${pad(n * 37, 5)}`,
        hasCode ? `VZ-${prefix}-${pad(n, 6)}` : null,
        onLocation ? place.locationId : null,
        onLocation ? place.departmentId : null,
        onLocation ? (place.rooms[n % place.rooms.length] ?? null) : null,
        warehouseId,
        onLocation ? (CLIENTS[n % CLIENTS.length] ?? null) : null,
        inDepot ? 'IN_DEPOT' : null,
        reserved,
        reserved ? 'Gereserveerd voor nieuwe cliënt op Somatiek' : null,
        article.brand,
        article.type,
        quality,
        registrationDate,
        (1200 + n * 85).toFixed(2),
        (600 + n * 40).toFixed(2),
        n % 4 === 0 ? 'Zijhek rechts stroef, bij volgende keuring nakijken.' : null,
        article.templateId,
        JSON.stringify(customValues(fieldIds.get(article.templateId ?? 0), n, today)),
        startDate,
        isoDaysAgo(today, 100 + n),
        n % 3 === 0 ? '200 x 90 x 45 cm' : null,
        at(registrationDate, 9),
      ],
    );
    if (!row) throw new Error('product insert returned no row');
    const product: TProductMade = {
      id: row.id,
      n,
      title: `${article.name} ${serial}`,
      articleName: article.name,
      articleId: article.id,
      categoryId: article.categoryId,
      placement,
      locationId: onLocation ? place.locationId : null,
      departmentId: onLocation ? place.departmentId : null,
      room: onLocation ? (place.rooms[n % place.rooms.length] ?? null) : null,
      warehouseId,
      status: 'ACTIVE',
      reserved,
      startDate,
    };
    products.push(product);

    const owner = { organisationId, ownerType: 'product', ownerId: row.id };
    addFile({
      ...owner,
      type: 'IMAGE',
      typeDisplay: 'Foto',
      description: `Foto van ${article.name}`,
      fileName: `foto-${serial}.png`,
      mimeType: 'image/png',
      content: pictureOf(article.categoryTitle, n),
    });
    if (n % 2 === 1) {
      addFile({
        ...owner,
        type: 'MANUAL',
        typeDisplay: 'Gebruiksaanwijzing',
        description: `Gebruiksaanwijzing ${article.name}`,
        fileName: `gebruiksaanwijzing-${serial}.pdf`,
        mimeType: 'application/pdf',
        content: makePdf([
          `${DEMO_SUPPLIER} - Gebruiksaanwijzing`,
          `Hulpmiddel: ${article.name}`,
          `Merk en type: ${article.brand} ${article.type}`,
          `Serienummer: ${serial}`,
          'Lees deze handleiding voor het eerste gebruik.',
        ]),
      });
    }
    if (n % 5 === 0) {
      addFile({
        ...owner,
        type: 'IMAGE',
        typeDisplay: 'Foto',
        description: `Typeplaatje ${serial}`,
        fileName: `typeplaatje-${serial}.png`,
        mimeType: 'image/png',
        content: makePng(160, 90, pick(ACCENTS, n + 1)),
      });
    }

    log(product, at(registrationDate, 9), 'Geregistreerd', `Serienummer ${serial}`, DEMO_SUPPLIER);
    if (onLocation && startDate) {
      const department = departments.get(place.departmentId);
      log(
        product,
        at(startDate, 11),
        'Geplaatst op locatie',
        [placeName(product), department, product.room].filter(Boolean).join(', '),
        DEMO_SUPPLIER,
      );
    } else if (inDepot && startDate) {
      log(
        product,
        at(startDate, 11),
        'Opgeslagen in depot',
        placeName(product) ?? '',
        DEMO_SUPPLIER,
      );
    }
    if (reserved) {
      log(
        product,
        daysAgo(today, 6),
        'Reservering geregistreerd',
        'Gereserveerd voor nieuwe cliënt op Somatiek',
        userName(0),
      );
    }

    for (let c = 0; c < (n % 3) + 1; c += 1) {
      const status = pick(['RELEASED', 'PROCESSING', 'REPAIR'] as const, n + c);
      const created = isoDaysAgo(today, 15 + c * 120 + n);
      cleaningRows.push({
        organisation_id: organisationId,
        product_id: row.id,
        status,
        created_at: at(created, 8).toISOString(),
        clean_date: status === 'PROCESSING' ? null : isoDaysAgo(today, 13 + c * 120 + n),
      });
    }
  }

  // --- Inspections: overdue, due soon, on time; rejected then approved -------------------
  const inspectionCounter = { next: 1 };
  const inspectionTypes = await tx.query<{ id: number }>(
    'SELECT id FROM inspection_types ORDER BY id',
  );
  const inspect = async (
    product: TProductMade,
    conclusion: 'PENDING' | 'COMPLETED' | 'REJECTED',
    date: string,
    typeIndex: number,
  ) => {
    const number = `KR-${prefix}-${pad(inspectionCounter.next, 5)}`;
    inspectionCounter.next += 1;
    const inspector = pick(INSPECTORS, product.n + inspectionCounter.next);
    await tx.query(
      `INSERT INTO inspections (organisation_id, product_id, inspection_number,
         inspection_type_id, planned_date, inspect_date, conclusion, inspector, remarks,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        organisationId,
        product.id,
        number,
        pick(inspectionTypes, typeIndex).id,
        date,
        conclusion === 'PENDING' ? null : date,
        conclusion,
        conclusion === 'PENDING' ? null : inspector,
        conclusion === 'REJECTED' ? 'Remmen voldoen niet, eerst repareren.' : null,
        at(conclusion === 'PENDING' ? isoDaysAgo(today, 3) : date, 8),
      ],
    );
    if (conclusion !== 'PENDING') {
      log(
        product,
        at(date, 14),
        'Keuring uitgevoerd',
        `${number}: ${MESSAGES.inspectionConclusionLabels[conclusion]}`,
        inspector,
      );
    }
  };
  for (const product of products) {
    if (product.placement === 'unplaced') continue;
    const hasInterval = (intervals.get(product.articleId) ?? null) !== null;
    const typeIndex = product.articleName.includes('lift') ? 1 : 0;
    if (!hasInterval) {
      if (product.n % 3 === 0) {
        await inspect(product, 'COMPLETED', isoDaysAgo(today, 60 + product.n * 3), 3);
      }
      continue;
    }
    const mode = product.n === STABLE_PRODUCTS.onLocation ? 3 : product.n % 4;
    if (mode === 0) {
      // overdue: the last approval is 400 days old; some have the next one planned
      await inspect(product, 'COMPLETED', isoDaysAgo(today, 765), typeIndex);
      await inspect(product, 'COMPLETED', isoDaysAgo(today, 400), typeIndex);
      if (product.n % 8 === 0) await inspect(product, 'PENDING', isoDaysAgo(today, -10), typeIndex);
    } else if (mode === 1) {
      // due within 30 days, planned by the supplier
      await inspect(product, 'COMPLETED', isoDaysAgo(today, 715), typeIndex);
      await inspect(product, 'COMPLETED', isoDaysAgo(today, 350), typeIndex);
      await inspect(product, 'PENDING', isoDaysAgo(today, -15), typeIndex);
    } else if (mode === 2) {
      // rejected, repaired, approved
      await inspect(product, 'REJECTED', isoDaysAgo(today, 130), typeIndex);
      await inspect(product, 'COMPLETED', isoDaysAgo(today, 120), 2);
    } else {
      await inspect(product, 'COMPLETED', isoDaysAgo(today, 210), typeIndex);
    }
  }

  // --- Repairs: client repairs (signed), supplier repairs with their requests ------------
  const repairCounter = { next: 1 };
  const insertRepair = async (
    product: TProductMade,
    repair: {
      status: 'PROCESSING' | 'FIXED' | 'BROKEN';
      createdAt: Date;
      repairDate: string | null;
      repairer: string;
      description: string;
      remark?: string | null;
      isClientRepair?: boolean;
      customerRequestId?: number | null;
      contactId?: number | null;
    },
  ): Promise<number> => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO repairs (organisation_id, product_id, repair_number, status, created_at,
         repair_date, repairer, description, remark, is_client_repair, customer_request_id,
         repair_user_contact_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        organisationId,
        product.id,
        `RP-${prefix}-${pad(repairCounter.next, 5)}`,
        repair.status,
        repair.createdAt,
        repair.repairDate,
        repair.repairer,
        repair.description,
        repair.remark ?? null,
        repair.isClientRepair ?? false,
        repair.customerRequestId ?? null,
        repair.contactId ?? null,
      ],
    );
    repairCounter.next += 1;
    if (!row) throw new Error('repair insert returned no row');
    return row.id;
  };
  const byNumber = (n: number) => {
    const product = products.find((p) => p.n === n);
    if (!product) throw new Error(`demo product ${n} missing`);
    return product;
  };
  for (const [n, conclusion] of [
    [STABLE_PRODUCTS.removed, 'BROKEN'],
    [6, 'FIXED'],
  ] as const) {
    const product = byNumber(n);
    const contact = pick(contacts, n);
    const repairDate = isoDaysAgo(today, n === 6 ? 25 : 40);
    const repairId = await insertRepair(product, {
      status: conclusion,
      createdAt: at(repairDate, 15),
      repairDate,
      repairer: contact.name,
      description: 'Eigen reparatie',
      remark:
        conclusion === 'BROKEN'
          ? 'Frame gescheurd bij het scharnier, niet meer veilig te gebruiken.'
          : 'Wiel vervangen door eigen technische dienst.',
      isClientRepair: true,
      contactId: contact.id,
    });
    await insertFile(tx, {
      organisationId,
      ownerType: 'repair_signature',
      ownerId: repairId,
      type: 'SIGNATURE',
      typeDisplay: 'Handtekening',
      description: `Handtekening ${contact.name}`,
      fileName: `handtekening-${repairId}.png`,
      mimeType: 'image/png',
      content: signaturePng(n),
    });
    log(
      product,
      at(repairDate, 15),
      'Eigen reparatie geregistreerd',
      `${MESSAGES.repairStatusLabels[conclusion]}, hersteld door ${contact.name}`,
      userName(n),
    );
    if (conclusion === 'BROKEN') {
      await tx.query(`UPDATE products SET status = 'REMOVED' WHERE id = $1`, [product.id]);
      product.status = 'REMOVED';
      log(product, at(repairDate, 15), 'Afgevoerd', 'Niet te repareren', userName(n));
    }
  }
  // Older supplier repairs, finished.
  for (const product of products.filter((p) => p.n % 10 === 3 && p.placement !== 'unplaced')) {
    const repairDate = isoDaysAgo(today, 280 + product.n);
    await insertRepair(product, {
      status: 'FIXED',
      createdAt: at(isoDaysAgo(today, 290 + product.n), 9),
      repairDate,
      repairer: DEMO_SUPPLIER,
      description: 'Accu vervangen',
    });
    log(product, at(repairDate, 12), 'Reparatie afgerond', 'Accu vervangen', DEMO_SUPPLIER);
  }

  // --- Product requests with their repairs and depot orders ------------------------------
  const used = new Set<number>([
    STABLE_PRODUCTS.onLocation,
    STABLE_PRODUCTS.inDepot,
    STABLE_PRODUCTS.reserved,
    STABLE_PRODUCTS.removed,
    6,
  ]);
  const free = (placement: TPlacement) =>
    products.filter((p) => p.placement === placement && p.status === 'ACTIVE' && !used.has(p.n));
  const take = (placement: TPlacement): TProductMade => {
    const product = free(placement)[0];
    if (!product) throw new Error(`demo seed: no free ${placement} product left`);
    used.add(product.n);
    return product;
  };

  // Repair requests (REPAIR-DEPOT) in every status.
  const repairStatuses: TCustomerRequestStatus[] = [
    'OPEN',
    'PROCESSING',
    'COMPLETED',
    'OPEN',
    'REJECTED',
    'COMPLETED',
  ];
  for (const [k, status] of repairStatuses.entries()) {
    const product = take('location');
    const contact = pick(contacts, k + 1);
    const description = pick(
      ['Remmen werken onvoldoende', 'Motor maakt een piepend geluid', 'Zijhek sluit niet'],
      k,
    );
    const created = 3 + k * 4;
    const requestId = await insertRequest(
      tx,
      ctx,
      {
        type: 'REPAIR-DEPOT',
        status,
        daysAgo: created,
        sourceId: product.id,
        locationFromId: product.locationId,
        customData: new CustomData()
          .add('product', 'Hulpmiddel', product.title)
          .add('description', 'Omschrijving', description)
          .add('contact', 'Contactpersoon', contact.name),
      },
      k,
      contact.id,
    );
    log(product, daysAgo(today, created), 'Reparatieverzoek ingediend', description, userName(k));
    if (status === 'REJECTED') continue;
    await insertRepair(product, {
      status: status === 'COMPLETED' ? 'FIXED' : 'PROCESSING',
      createdAt: daysAgo(today, created),
      repairDate: status === 'COMPLETED' ? isoDaysAgo(today, created - 2) : null,
      repairer: DEMO_SUPPLIER,
      description,
      customerRequestId: requestId,
    });
    if (status === 'COMPLETED') {
      log(product, daysAgo(today, created - 2), 'Reparatie afgerond', description, DEMO_SUPPLIER);
    }
  }

  // Client name changes (PRODUCT-CLIENT-UPDATE): the name changed at once, the supplier
  // follows in its own records.
  for (const [k, status] of (['OPEN', 'COMPLETED'] as const).entries()) {
    const product = take('location');
    const contact = pick(contacts, k);
    const clientName = pick(['Mevr. R. Kok', 'Dhr. M. Peters'], k);
    await tx.query('UPDATE products SET client_name = $2 WHERE id = $1', [product.id, clientName]);
    await insertRequest(
      tx,
      ctx,
      {
        type: 'PRODUCT-CLIENT-UPDATE',
        status,
        daysAgo: 2 + k * 9,
        sourceId: product.id,
        locationFromId: product.locationId,
        customData: new CustomData()
          .add('product', 'Hulpmiddel', product.title)
          .add('clientName', 'Cliënt', clientName),
        finalMessage: 'Cliëntgegevens bijgewerkt',
      },
      k,
      contact.id,
    );
    log(product, daysAgo(today, 2 + k * 9), 'Cliëntgegevens gewijzigd', clientName, userName(k));
  }

  // Depot orders: 22 running (pending tab) and 30 finished (archive tab).
  type TOrderPlan = { formType: TDepotFormType; status: TDepotStatus; withRequest: boolean };
  const running: TOrderPlan[] = [];
  const runningTypes: [TDepotFormType, number][] = [
    ['TRANSPORT-IN', 7],
    ['TRANSPORT-OUT', 7],
    ['DIRECT-IN', 3],
    ['DIRECT-OUT', 2],
    ['TRANSPORT-TRANSFER', 3],
  ];
  for (const [formType, count] of runningTypes) {
    for (let k = 0; k < count; k += 1) {
      running.push({
        formType,
        status: pick(['OPEN', 'PLANNED', 'IN_PROGRESS'] as const, k),
        withRequest: !formType.startsWith('DIRECT'),
      });
    }
  }
  const finished: TOrderPlan[] = [];
  const allTypes: TDepotFormType[] = [
    'TRANSPORT-IN',
    'TRANSPORT-OUT',
    'DIRECT-IN',
    'DIRECT-OUT',
    'TRANSPORT-TRANSFER',
  ];
  for (let k = 0; k < 30; k += 1) {
    const formType = pick(allTypes, k);
    finished.push({
      formType,
      status: k % 5 === 4 ? 'CANCELLED' : 'COMPLETED',
      withRequest: !formType.startsWith('DIRECT') && k % 2 === 0,
    });
  }

  const requestTypeOf = (formType: TDepotFormType) =>
    formType === 'TRANSPORT-TRANSFER'
      ? ('PRODUCT-LOCATION-UPDATE' as const)
      : formType.endsWith('-IN')
        ? ('DEPOT-IN' as const)
        : ('DEPOT-OUT' as const);
  const PENDING_STATUS = {
    'TRANSPORT-IN': 'PENDING_IN',
    'DIRECT-IN': 'PENDING_IN',
    'TRANSPORT-OUT': 'PENDING_OUT',
    'DIRECT-OUT': 'PENDING_OUT',
    'TRANSPORT-TRANSFER': 'PENDING_TRANSFER',
  } as const;
  const LAST_ACTION: Record<TDepotStatus, string | null> = {
    OPEN: null,
    PLANNED: 'Ingepland voor transport',
    IN_PROGRESS: 'Chauffeur onderweg',
    COMPLETED: 'Opdracht afgerond',
    CANCELLED: 'Opdracht geannuleerd op verzoek van de klant',
  };

  const makeOrder = async (plan: TOrderPlan, k: number, isRunning: boolean) => {
    const isIn = plan.formType.endsWith('-IN');
    const isTransfer = plan.formType === 'TRANSPORT-TRANSFER';
    // A running order holds products still where they were; a finished one holds products
    // that already moved (completed) or stayed (cancelled).
    const from: TPlacement =
      isTransfer || (isIn && (isRunning || plan.status === 'CANCELLED'))
        ? 'location'
        : !isIn && (isRunning || plan.status === 'CANCELLED')
          ? 'depot'
          : isIn
            ? 'depot'
            : 'location';
    const count = plan.formType === 'TRANSPORT-OUT' && k % 3 === 1 ? 2 : 1;
    const held: TProductMade[] = [];
    for (let i = 0; i < count; i += 1) {
      held.push(
        isRunning
          ? take(from)
          : pick(
              free(from).length > 0
                ? free(from)
                : products.filter((p) => p.placement === from && p.status === 'ACTIVE'),
              k * 3 + i,
            ),
      );
    }
    const first = held[0] as TProductMade;
    const place: { locationId: number; departmentId: number | null; rooms: (string | null)[] } =
      isTransfer || first.locationId === null
        ? pick(ctx.places, isTransfer ? first.n + 1 : k)
        : { locationId: first.locationId, departmentId: first.departmentId, rooms: [first.room] };
    const location = locations.get(place.locationId) ?? null;
    const warehouse = warehouses.get(first.warehouseId ?? pick(ctx.warehouseIds, k)) ?? null;
    const warehouseId = first.warehouseId ?? pick(ctx.warehouseIds, k);
    const hasAddresses = k % 3 !== 2;
    const createdDays = isRunning ? 1 + k * 2 : 30 + k * 9;
    const createdAt = daysAgo(today, createdDays, 9 + (k % 6));
    const handledAt =
      plan.status === 'COMPLETED' || plan.status === 'CANCELLED'
        ? daysAgo(today, createdDays - 3, 15)
        : null;
    let customerRequestId: number | null = null;
    if (plan.withRequest) {
      const contact = pick(contacts, k);
      const requestStatus: TCustomerRequestStatus =
        plan.status === 'OPEN'
          ? 'OPEN'
          : plan.status === 'COMPLETED'
            ? 'COMPLETED'
            : plan.status === 'CANCELLED'
              ? 'REJECTED'
              : 'PROCESSING';
      const type = requestTypeOf(plan.formType);
      const customData = new CustomData().add(
        'product',
        'Hulpmiddel',
        held.map((p) => p.title).join(', '),
      );
      if (type === 'DEPOT-IN') {
        customData
          .addDate('deliverDate', 'Gewenste ophaaldatum', isoDaysAgo(today, createdDays - 5))
          .add('comments', 'Opmerkingen', 'Tijdelijk niet in gebruik, graag opslaan in depot');
      } else {
        customData
          .addDate('deliverDate', 'Gewenste leverdatum', isoDaysAgo(today, createdDays - 4))
          .add('location', 'Locatie', location?.name)
          .addYesNo('urgency', 'Spoed', k % 4 === 1);
      }
      customData.add('contact', 'Contactpersoon', contact.name);
      customerRequestId = await insertRequest(
        tx,
        ctx,
        {
          type,
          status: requestStatus,
          daysAgo: createdDays,
          sourceId: first.id,
          locationFromId: isIn || isTransfer ? first.locationId : null,
          locationToId: isIn ? null : place.locationId,
          customData,
          finalMessage:
            requestStatus === 'COMPLETED' ? 'Opdracht uitgevoerd' : 'Geannuleerd op verzoek',
        },
        k,
        contact.id,
      );
    }
    const locationAddress = location ? `${location.name}, ${location.address}` : null;
    const warehouseAddress = warehouse ? `${warehouse.name}, ${warehouse.address}` : null;
    const orderId = await insertDepotCase(
      tx,
      {
        organisationId,
        name: depotOrderName(
          plan.formType,
          held.map((p) => p.articleName),
          location?.name ?? null,
        ),
        formType: plan.formType,
        status: plan.status,
        locationId: place.locationId,
        departmentId: place.departmentId,
        room: place.rooms[0] ?? null,
        pickupAddress: hasAddresses
          ? isIn || isTransfer
            ? locationAddress
            : warehouseAddress
          : null,
        dropoffAddress: hasAddresses ? (isIn ? warehouseAddress : locationAddress) : null,
        priorityCall: k % 4 === 1,
        invoiceable: plan.formType.startsWith('TRANSPORT'),
        remarks: k % 3 === 0 ? 'Graag melden bij de receptie.' : null,
        customerRequestId,
        warehouseId,
        lastAction: LAST_ACTION[plan.status],
        timeSpentMinutes: plan.status === 'COMPLETED' ? 15 + (k % 4) * 10 : null,
        createdAt,
        handledAt,
      },
      held.map((p) => ({ productId: p.id, articleId: p.articleId, amount: 1 })),
    );
    if (plan.status === 'PLANNED' || plan.status === 'IN_PROGRESS' || plan.status === 'COMPLETED') {
      // why: a planned order shows its day and window (migration 054), as the back office
      // plans them: two days after it came in, a morning or an afternoon.
      await tx.query(
        `UPDATE depot_cases SET planned_date = ($2::timestamptz + interval '2 days')::date,
           planned_window = $3 WHERE id = $1`,
        [orderId, createdAt, k % 2 === 0 ? '08:00-12:00' : '13:00-17:00'],
      );
    }
    const label = MESSAGES.depotFormTypeLabels[plan.formType];
    for (const product of held) {
      if (isRunning) {
        await tx.query('UPDATE products SET depot_status = $2 WHERE id = $1', [
          product.id,
          PENDING_STATUS[plan.formType],
        ]);
        log(
          product,
          createdAt,
          'Opdracht aangemaakt',
          label,
          plan.withRequest ? userName(k) : DEMO_SUPPLIER,
        );
      } else if (plan.status === 'COMPLETED') {
        log(product, handledAt ?? createdAt, 'Opdracht afgerond', label, DEMO_SUPPLIER);
      }
    }
  };
  for (const [k, plan] of running.entries()) await makeOrder(plan, k, true);
  for (const [k, plan] of finished.entries()) await makeOrder(plan, k, false);

  await tx.query(
    `INSERT INTO product_log (organisation_id, product_id, created_at, message, specification,
       actor_name)
     SELECT organisation_id, product_id, created_at, message, specification, actor_name
     FROM jsonb_to_recordset($1::jsonb) AS x(organisation_id int, product_id int,
       created_at timestamptz, message text, specification text, actor_name text)
     ORDER BY created_at`,
    [JSON.stringify(logRows)],
  );
  await tx.query(
    `INSERT INTO files (guid, organisation_id, owner_type, owner_id, type, type_display,
       description, file_name, mime_type, content)
     SELECT guid, organisation_id, owner_type, owner_id, type, type_display, description,
       file_name, mime_type, decode(content, 'base64')
     FROM jsonb_to_recordset($1::jsonb) AS x(guid text, organisation_id int, owner_type text,
       owner_id int, type text, type_display text, description text, file_name text,
       mime_type text, content text)`,
    [JSON.stringify(fileRows)],
  );
  await tx.query(
    `INSERT INTO cleanings (organisation_id, product_id, status, created_at, clean_date)
     SELECT organisation_id, product_id, status, created_at, clean_date
     FROM jsonb_to_recordset($1::jsonb) AS x(organisation_id int, product_id int, status text,
       created_at timestamptz, clean_date date)`,
    [JSON.stringify(cleaningRows)],
  );
}

/** A hand-written-looking signature line as a PNG (the client repair's signature). */
function signaturePng(seed: number): Uint8Array {
  const width = 300;
  const height = 100;
  const pixels = new Uint8Array(width * height * 3).fill(255);
  for (let x = 20; x < 280; x += 1) {
    const y = Math.round(55 + 18 * Math.sin((x + seed * 7) / 14) * Math.cos(x / 37));
    for (let dy = -1; dy <= 1; dy += 1) {
      const offset = ((y + dy) * width + x) * 3;
      pixels.set([20, 30, 80], offset);
    }
  }
  return encodePng(width, height, pixels);
}
