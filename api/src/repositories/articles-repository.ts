// Products of the caller's organisation as the articles area shows them
// (api/src/routes/articles/README.md "Lists and downloads"): the two overview lists with the eight
// filters of spec 001 §3, a product's details with its template fields, and the template of an
// article. Always scoped by organisation_id.
import type {
  TCustomFieldType,
  TProduct,
  TProductCustomField,
  TProductDetails,
  TProductFilters,
  TProductPlacement,
  TProductStatus,
  TQuality,
} from '@portal/shared/contract/articles';
import type { LIST_SORT_KEYS } from '@portal/shared/contract';
import { inspectionDue, MESSAGES, productDisplayStatus, formatDate } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import {
  counted,
  eachListBatch,
  findListPage,
  isoDate,
  likePattern,
  ListFilter,
  searchCondition,
  sortedList,
  sql,
  type TListSource,
  type TListTotal,
  type TSqlFragment,
} from '../db/list-query.js';
import { departmentRoom, NameLookup } from '../db/name-lookups.js';
import { findRunningProductRequests } from './customer-requests-repository.js';
import { categoryTree, locationTree } from './tree-queries.js';

const DEPARTMENT_ROOM = `nullif(concat_ws(' / ', d.name, nullif(p.room, '')), '')`;
const PRODUCT_JOINS = `
  JOIN articles a ON a.id = p.article_id
  LEFT JOIN locations l ON l.id = p.location_id AND l.organisation_id = p.organisation_id
  LEFT JOIN warehouses w ON w.id = p.warehouse_id
  LEFT JOIN departments d ON d.id = p.department_id AND d.organisation_id = p.organisation_id`;

/** What the list query answers; the due status is added per row (it depends on today). */
type TProductRow = Omit<TProduct, 'inspectionDue'>;

/** A product's own columns, as a page and an export read them. */
const OWN_PRODUCT_COLUMNS = `p.id AS "productId",
  p.enable_reservation::int AS "enableReservation", p.serial_number AS "serialNumber",
  p.status AS "productStatus", p.depot_status AS "depotStatus",
  ${isoDate('p.start_date')} AS "startDate",
  ${isoDate('p.registration_date')} AS "registrationDate", p.product_brand AS "productBrand",
  p.product_type AS "productType", p.quality, ${isoDate('p.inspect_date')} AS "inspectDate",
  p.client_name AS "clientName", (p.barcode IS NOT NULL) AS "hasBarcode",
  ${isoDate('p.next_inspection_date')} AS "nextInspectionDate"`;

const PRODUCT_COLUMNS = `${OWN_PRODUCT_COLUMNS}, a.name || ' ' || p.serial_number AS title,
  a.name AS "articleName", coalesce(l.name, w.name) AS owner,
  ${DEPARTMENT_ROOM} AS "departmentRoom"`;

/** Newest registered first (index products_list). */
export const PRODUCTS_LIST: TListSource = {
  table: 'products',
  alias: 'p',
  orderBy: ['id'],
  descending: true,
  columns: PRODUCT_COLUMNS,
  joins: PRODUCT_JOINS,
  pageBuckets: { column: 'page_bucket', type: 'integer' },
  // why: indexes products_location_list and products_article_list (migration 010).
  fanOut: ['location_id', 'article_id'],
  // why: trigram indexes products_search_location and _depot (migration 013).
  search: { text: 'search_text' },
};

type TProductSortKey = (typeof LIST_SORT_KEYS.products)[number];

/**
 * The orders a user may choose (migration 014): 'Volgende keuring' (no date last going
 * up: index products_next_inspection), Artikel, Serienummer, Bouwjaar, Sinds.
 */
const PRODUCT_SORTS: Record<TProductSortKey, readonly string[]> = {
  nextInspection: ['next_inspection_key', 'id'],
  articleName: ['article_key', 'id'],
  serialNumber: ['serial_number', 'id'],
  registrationDate: ['registration_key', 'id'],
  startDate: ['start_key', 'id'],
};

/** The list in the order the filters ask for ('sort: nextInspection' is the older way). */
function productsList(filters: TProductFilters): TListSource {
  const isOldSort = !filters.sortBy && filters.sort === 'nextInspection';
  return sortedList(
    PRODUCTS_LIST,
    PRODUCT_SORTS,
    isOldSort ? 'nextInspection' : filters.sortBy,
    isOldSort ? 'asc' : filters.sortDirection,
  );
}

/** One fragment of several pieces of SQL text and fragments, in order. */
export function concatSql(...parts: (string | TSqlFragment)[]): TSqlFragment {
  const strings: string[] = [''];
  const values: TSqlFragment['values'][number][] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      strings[strings.length - 1] += part;
      continue;
    }
    strings[strings.length - 1] += part.strings[0] ?? '';
    part.values.forEach((value, i) => {
      values.push(value);
      strings.push(part.strings[i + 1] ?? '');
    });
  }
  return { strings, values };
}

/** `fragment` with `column` put before it (`sql` cannot take an identifier as a value). */
function onColumn(column: string, fragment: TSqlFragment): TSqlFragment {
  return concatSql(`${column} `, fragment);
}

/** Condition: `column` holds a location of `organisationId` at or below `locationId`. */
export function inLocationTree(
  column: string,
  organisationId: number,
  locationId: number,
): TSqlFragment {
  return onColumn(column, sql`IN (${locationTree(organisationId, locationId)})`);
}

/** A query answering `id`: the articles of category `categoryId` and those below it. */
function categoryArticles(categoryId: number): TSqlFragment {
  return sql`SELECT ca.id FROM articles ca WHERE ca.category_id IN (${categoryTree(categoryId)})`;
}

/** Condition: article `column` lies in category `categoryId` or below it. */
export function inCategoryTree(column: string, categoryId: number): TSqlFragment {
  return onColumn(column, sql`IN (${categoryArticles(categoryId)})`);
}

/** Condition: `column` contains `text`, ignoring case. */
export function containsText(column: string, text: string): TSqlFragment {
  return onColumn(column, sql`ILIKE ${likePattern(text)}`);
}

export function productsFilter(
  organisationId: number,
  placement: TProductPlacement,
  filters: TProductFilters,
): ListFilter {
  const filter = new ListFilter()
    .where(sql`p.organisation_id = ${organisationId}`)
    .where(sql`p.placement = ${placement}`);
  const search = searchCondition(PRODUCTS_LIST, filters.search);
  if (search) filter.where(search);
  if (filters.categoryId) filter.whereIn('p.article_id', categoryArticles(filters.categoryId));
  if (filters.locationId) {
    filter.whereIn('p.location_id', locationTree(organisationId, filters.locationId));
  }
  // why: index products_warehouse_list (migration 016) leads with these and the list order.
  if (filters.warehouseId) filter.where(sql`p.warehouse_id = ${filters.warehouseId}`);
  const texts: [string, string | null | undefined][] = [
    ['p.client_name', filters.clientName],
    ['p.serial_number', filters.serialNumber],
    ['p.frame_number', filters.frameNumber],
  ];
  for (const [column, value] of texts) {
    const text = value?.trim();
    if (text) filter.where(containsText(column, text));
  }
  if (filters.registrationDateFrom) {
    filter.where(sql`p.registration_date >= ${filters.registrationDateFrom}::date`);
  }
  if (filters.registrationDateTo) {
    filter.where(sql`p.registration_date <= ${filters.registrationDateTo}::date`);
  }
  if (filters.quality) filter.where(sql`p.quality = ${filters.quality.toUpperCase()}`);
  return filter;
}

function productsTotal(
  organisationId: number,
  placement: TProductPlacement,
  filters: TProductFilters,
): TListTotal {
  const { sort: _sort, sortBy: _sortBy, sortDirection: _direction, ...narrowing } = filters;
  const isNarrowed = Object.values(narrowing).some(
    (value) => value !== null && value !== undefined && value !== '',
  );
  if (!isNarrowed) return counted('products', organisationId, [placement]);
  const { locationId, ...others } = narrowing;
  const onlyLocation = Object.values(others).every(
    (value) => value === null || value === undefined || value === '',
  );
  // why: a location with those below it sums their counters (migration 009).
  if (locationId && onlyLocation) {
    return counted(
      'products.location_id',
      organisationId,
      sql`SELECT ${placement} || '/' || tree.id FROM (${locationTree(organisationId, locationId)}) tree`,
    );
  }
  const { quality, ...rest } = narrowing;
  const onlyQuality = Object.values(rest).every(
    (value) => value === null || value === undefined || value === '',
  );
  // why: a quality alone has counters per placement and quality (migration 019).
  if (quality && onlyQuality) {
    return counted('products.quality', organisationId, [`${placement}/${quality.toUpperCase()}`]);
  }
  // why: a text filter is found by a trigram or heap scan; count it in the same statement.
  return filters.search?.trim() || filters.clientName || filters.serialNumber || filters.frameNumber
    ? 'window'
    : 'count';
}

function withDue(today: string) {
  return (row: TProductRow): TProduct => ({
    ...row,
    inspectionDue: inspectionDue(row.nextInspectionDate, today),
  });
}

export async function findProductsPage(
  db: TQueryable,
  organisationId: number,
  placement: TProductPlacement,
  filters: TProductFilters,
  paging: { offset: number; rows: number },
  today: string,
): Promise<{ rows: TProduct[]; totalCount: number }> {
  const page = await findListPage<TProductRow>(
    db,
    productsList(filters),
    productsFilter(organisationId, placement, filters),
    paging,
    productsTotal(organisationId, placement, filters),
  );
  return { rows: page.rows.map(withDue(today)), totalCount: page.totalCount };
}

/**
 * What an export reads of a product instead of PRODUCT_COLUMNS: the table's own columns
 * and the ids of the rows PRODUCT_JOINS joins, named from lookups (db/name-lookups.ts).
 */
const EXPORTED_PRODUCT_COLUMNS = `${OWN_PRODUCT_COLUMNS}, p.article_id AS "articleId",
  p.location_id AS "locationId", p.warehouse_id AS "warehouseId",
  p.department_id AS "departmentId", p.room`;

type TExportedProduct = Omit<TProductRow, 'title' | 'articleName' | 'owner' | 'departmentRoom'> & {
  articleId: number;
  locationId: number | null;
  warehouseId: number | null;
  departmentId: number | null;
  room: string | null;
};

/** Every product of a list with its filters, in list order, in keyset batches (Excel). */
export async function* eachProductBatch(
  db: TQueryable,
  organisationId: number,
  placement: TProductPlacement,
  filters: TProductFilters,
  today: string,
): AsyncGenerator<TProduct[]> {
  const articles = new NameLookup(db, 'articles', organisationId);
  const locations = new NameLookup(db, 'locations', organisationId);
  const warehouses = new NameLookup(db, 'warehouses', organisationId);
  const departments = new NameLookup(db, 'departments', organisationId);
  const exported = { ...productsList(filters), columns: EXPORTED_PRODUCT_COLUMNS, joins: '' };
  const filter = productsFilter(organisationId, placement, filters);
  for await (const rows of eachListBatch<TExportedProduct>(db, exported, filter)) {
    await articles.load(rows.map((row) => row.articleId));
    await locations.load(rows.map((row) => row.locationId));
    await warehouses.load(rows.map((row) => row.warehouseId));
    await departments.load(rows.map((row) => row.departmentId));
    yield rows.map((row): TProduct => {
      const articleName = articles.name(row.articleId) ?? '';
      return {
        productId: row.productId,
        title: `${articleName} ${row.serialNumber}`,
        enableReservation: row.enableReservation,
        articleName,
        serialNumber: row.serialNumber,
        productStatus: row.productStatus,
        depotStatus: row.depotStatus,
        startDate: row.startDate,
        owner: locations.name(row.locationId) ?? warehouses.name(row.warehouseId),
        departmentRoom: departmentRoom(departments.name(row.departmentId), row.room),
        registrationDate: row.registrationDate,
        productBrand: row.productBrand,
        productType: row.productType,
        quality: row.quality,
        inspectDate: row.inspectDate,
        clientName: row.clientName,
        hasBarcode: row.hasBarcode,
        nextInspectionDate: row.nextInspectionDate,
        inspectionDue: inspectionDue(row.nextInspectionDate, today),
      };
    });
  }
}

/** Counts of the organisation's active products by due status (the home tile). */
export async function countInspectionsDue(
  db: TQueryable,
  organisationId: number,
  today: string,
  soonUntil: string,
): Promise<{ overdue: number; soon: number }> {
  const [row] = await db.query<{ overdue: number; soon: number }>(
    `SELECT count(*) FILTER (WHERE next_inspection_date < $2::date)::int AS overdue,
       count(*) FILTER (WHERE next_inspection_date >= $2::date
         AND next_inspection_date <= $3::date)::int AS soon
     FROM products
     WHERE organisation_id = $1 AND status = 'ACTIVE' AND placement <> 'unplaced'
       AND next_inspection_date <= $3::date`,
    [organisationId, today, soonUntil],
  );
  return { overdue: row?.overdue ?? 0, soon: row?.soon ?? 0 };
}

type TDetailsRow = TProductRow & {
  frameNumber: string | null;
  barcode: string | null;
  dimensions: string | null;
  qualityUpdate: string | null;
  currentValue: string | null;
  purchaseValue: string | null;
  remarks: string | null;
  reservationReason: string | null;
  ownerEntityId: number | null;
  departmentId: number | null;
  room: string | null;
  productTemplateId: number | null;
  placement: TProductPlacement | 'unplaced';
  locationId: number | null;
  articleId: number;
  categoryId: number;
  categoryName: string;
  inspectionIntervalMonths: number | null;
  customValues: Record<string, string | null>;
  productStatus: TProductStatus;
  quality: TQuality | null;
};

type TFieldRow = {
  id: number;
  label: string;
  type: TCustomFieldType;
  properties: TProductCustomField['properties'];
};

/** The fields of template `templateId` in form order. */
export async function findTemplateFields(
  db: TQueryable,
  templateId: number | null,
): Promise<TFieldRow[]> {
  if (templateId === null) return [];
  return db.query<TFieldRow>(
    `SELECT id, label, type, properties FROM article_template_fields
     WHERE template_id = $1 ORDER BY sort_order, id`,
    [templateId],
  );
}

/** The template of article `articleId`; null when there is no such article. */
export async function findArticleTemplate(
  db: TQueryable,
  articleId: number,
): Promise<{ templateId: number | null } | null> {
  const rows = await db.query<{ templateId: number | null }>(
    'SELECT template_id AS "templateId" FROM articles WHERE id = $1',
    [articleId],
  );
  return rows[0] ?? null;
}

/** The displayed value of a raw template value ('Ja', '150 kg', '01-02-2026', an option label). */
export function displayValue(field: TFieldRow, raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (field.type) {
    case 'checkbox':
      return raw === '1' || raw === 'true' ? 'Ja' : 'Nee';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? formatDate(raw) : raw;
    case 'number':
      return field.properties.unit ? `${raw} ${field.properties.unit}` : raw;
    case 'select':
      return field.properties.options?.find((option) => option.value === raw)?.label ?? raw;
    default:
      return raw;
  }
}

/** Template fields with the values of `values` (field id -> raw value). */
export function withValues(
  fields: TFieldRow[],
  values: Record<string, string | null>,
): TProductCustomField[] {
  return fields.map((field) => {
    const raw = values[String(field.id)] ?? null;
    return { ...field, valueRaw: raw === '' ? null : raw, value: displayValue(field, raw) };
  });
}

/** A product's details, or null when it is not the organisation's (or unplaced). */
export async function findProductDetails(
  db: TQueryable,
  organisationId: number,
  productId: number,
  today: string,
): Promise<TProductDetails | null> {
  const rows = await db.query<TDetailsRow>(
    `SELECT ${PRODUCT_COLUMNS}, p.frame_number AS "frameNumber", p.barcode,
       p.dimensions, ${isoDate('p.quality_updated_at')} AS "qualityUpdate",
       p.current_value::text AS "currentValue", p.purchase_value::text AS "purchaseValue",
       p.remarks, p.reservation_reason AS "reservationReason",
       coalesce(p.location_id, p.warehouse_id) AS "ownerEntityId",
       p.department_id AS "departmentId", p.room, p.template_id AS "productTemplateId",
       p.placement, p.location_id AS "locationId", p.article_id AS "articleId",
       a.category_id AS "categoryId", c.title AS "categoryName",
       category_inspection_interval(a.category_id) AS "inspectionIntervalMonths",
       p.custom_values AS "customValues"
     FROM products p ${PRODUCT_JOINS}
     JOIN article_categories c ON c.id = a.category_id
     WHERE p.organisation_id = $1 AND p.id = $2 AND p.placement <> 'unplaced'`,
    [organisationId, productId],
  );
  const row = rows[0];
  if (!row) return null;
  const { barcode, customValues, placement, ...rest } = row;
  const status = productDisplayStatus(row.productStatus, row.enableReservation);
  const fields = await findTemplateFields(db, row.productTemplateId);
  const runningRequests = await findRunningProductRequests(db, organisationId, productId);
  return {
    ...rest,
    placement: placement === 'unplaced' ? null : placement,
    barcodeDisplay: barcode,
    status,
    statusDisplay: MESSAGES.productStatusLabels[status],
    customFields: withValues(fields, customValues),
    inspectionDue: inspectionDue(row.nextInspectionDate, today),
    runningRequests,
  };
}

/** The product's QR code, undefined when it is not the organisation's. */
export async function findProductBarcode(
  db: TQueryable,
  organisationId: number,
  productId: number,
): Promise<string | null | undefined> {
  const rows = await db.query<{ barcode: string | null }>(
    `SELECT barcode FROM products
     WHERE organisation_id = $1 AND id = $2 AND placement <> 'unplaced'`,
    [organisationId, productId],
  );
  return rows[0] ? rows[0].barcode : undefined;
}
