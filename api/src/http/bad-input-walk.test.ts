// Sends generated bad input to every call and every Excel download of the contract: for
// each field of a valid example, an over-long text, NUL, a lone surrogate, an impossible
// date, an id beyond int4, a negative and a fractional number, an oversized list; for each
// path parameter the same kinds. Every answer must be a refusal with a Dutch message (never
// a 500), and nothing may be written. The examples hold every field of every body (each
// filter of each list included), which the first test checks against the schemas.
import type { TCall } from '@portal/shared/contract';
import {
  MANAGEMENT_EXCEL_PATH,
  ZManagementExcelRequest,
  type TManagementDocumentType,
} from '@portal/shared/contract/management';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf, writeCounts } from '../testing/rental-fixtures.js';
import type { TTestContext } from '../testing/test-context.js';
import {
  CONTRACT_EXPORTS as EXPORTS,
  WHOLE_CONTRACT as contract,
} from '../testing/whole-contract.js';

let t: TTestContext;
let anna: string;
const ids = {
  caseId: 0,
  contactId: 0,
  locationId: 0,
  categoryId: 0,
  productId: 0,
  articleId: 0,
  depotProductId: 0,
  depotCaseId: 0,
  warehouseId: 0,
  repairId: 0,
  invoiceId: 0,
};

beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  ids.caseId = context.cases.demo1;
  ids.contactId = await idOf(
    t.db,
    "SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.email = 'beheerder@delinde.nl'",
  );
  ids.locationId = await idOf(
    t.db,
    "SELECT l.id FROM locations l JOIN organisations o ON o.id = l.organisation_id WHERE o.name = 'Zorggroep De Linde' LIMIT 1",
  );
  ids.categoryId = await idOf(t.db, 'SELECT id FROM article_categories WHERE is_rentable LIMIT 1');
  ids.productId = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000001'");
  ids.depotProductId = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000010'");
  ids.articleId = await idOf(t.db, 'SELECT article_id AS id FROM products WHERE id = $1', [
    ids.productId,
  ]);
  ids.warehouseId = await idOf(t.db, 'SELECT id FROM warehouses ORDER BY id LIMIT 1');
  ids.repairId = await idOf(t.db, 'SELECT id FROM repairs WHERE organisation_id = $1 LIMIT 1', [
    await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'"),
  ]);
  ids.invoiceId = await idOf(
    t.db,
    `SELECT i.id FROM invoices i JOIN organisations o ON o.id = i.organisation_id
     WHERE o.name = 'Zorggroep De Linde' ORDER BY i.id LIMIT 1`,
  );
  ids.depotCaseId = await idOf(
    t.db,
    `SELECT c.id FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id
     WHERE o.name = 'Zorggroep De Linde' ORDER BY c.id LIMIT 1`,
  );
});
afterAll(() => t.close());

const paging = { limitOffset: 1, limitRows: 10 };

/** A list's free search and an order by `sortBy` (contract/list-order.ts). */
function listQuery(sortBy: string) {
  return { search: 'bed', sortBy, sortDirection: 'asc' };
}
const rentalQuery = listQuery('startDate');
const requestQuery = listQuery('createDate');

/** Every filter of the products list and its Excel. */
function productFilters() {
  return {
    categoryId: ids.categoryId,
    locationId: ids.locationId,
    warehouseId: ids.warehouseId,
    clientName: 'Boer',
    serialNumber: 'DL',
    frameNumber: 'FR',
    registrationDateFrom: '2018-01-01',
    registrationDateTo: '2030-01-01',
    quality: 'GOOD',
    sort: 'nextInspection',
    ...listQuery('serialNumber'),
  };
}
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A valid request of each call (params, body), by path. */
function examples(): Record<string, { params?: Record<string, string>; body?: unknown }> {
  const { caseId, contactId, locationId, categoryId, productId, articleId } = ids;
  const { depotProductId, depotCaseId } = ids;
  return {
    '/auth/identify': {},
    '/auth/login': { body: { emailaddress: 'niemand@delinde.nl', password: 'fout' } },
    '/auth/logout': {},
    '/auth/forgot': { body: { userName: 'niemand@delinde.nl' } },
    '/auth/checkGuid': { body: { guid: 'onzin' } },
    '/auth/setPassword': { body: { guid: 'onzin', password: 'TGFuZ0dlbm9lZzE=' } },
    '/global/locations/:id': { params: { id: String(locationId) } },
    '/global/departments/:id': { params: { id: String(locationId) } },
    '/global/contacts': {},
    '/global/warehouses': {},
    '/global/inspections/types': {},
    '/global/articles/categories': { body: { articleType: 'rental' } },
    '/global/articles/list': { body: { categoryId, articleType: 'RENTAL' } },
    '/global/pagetitle/:type/:id': { params: { type: 'rentalcase', id: String(caseId) } },
    '/global/product/documents/:id': { params: { id: String(productId) } },
    '/customer/rentals/cases': {
      body: { tabType: 'active', filters: { ...paging, ...rentalQuery, locationId } },
    },
    '/customer/rentals/documents': {
      body: { tabType: 'active', rentalCaseId: caseId, filters: paging },
    },
    '/customer/rentals/details/:rentalCaseId': { params: { rentalCaseId: String(caseId) } },
    '/customer/rentals/request/article': {
      body: {
        articles: [{ categoryId, name: 'Bed', amount: 1, key: 'k1', priceDisplay: null }],
        measurementsBed: null,
        deliverDate: '2999-01-01',
        urgency: false,
        locationId,
        departmentId: null,
        room: 'Kamer 1',
        generalUse: false,
        clientName: 'Client',
        birthDate: '1950-01-01',
        customerReference: 'Ref',
        contactId,
        comments: 'Opmerking',
      },
    },
    '/customer/rentals/request/retour/cases': { body: { rentalCaseId: caseId } },
    '/customer/rentals/request/retour/process': {
      body: { rentalCases: [caseId], retourDate: '2999-01-01', comments: 'x', contactId },
    },
    '/customer/requests/checkpermission/:sourceId/:requestType': {
      params: { sourceId: String(caseId), requestType: 'REPAIR-RENTAL' },
    },
    '/customer/articles/product/request/repair': {
      body: {
        sourceId: caseId,
        requestType: 'REPAIR-RENTAL',
        description: 'Kapot',
        files: [{ name: 'a.png', file: PNG }],
        contactId,
      },
    },
    '/customer/management/invoices': {
      body: {
        tabType: 'all',
        viewType: 'rental',
        typeId: caseId,
        filters: {
          ...paging,
          paymentStatus: 'OPEN',
          originType: 'RENTAL',
          dateFrom: '2024-01-01',
          dateTo: '2025-12-31',
          locationId,
        },
      },
    },
    '/customer/articles/qrcode/find': { body: { barcode: 'VH-DEMO-0001' } },
    '/customer/requests/overview': {
      body: {
        tabType: 'open',
        ...paging,
        location: locationId,
        requestType: 'REPAIR-RENTAL',
        customerRequestId: 1,
        contact: contactId,
        ...requestQuery,
      },
    },
    '/customer/requests/details/:customerRequestId': { params: { customerRequestId: '1' } },
    '/customer/articles/overview': {
      body: { tabType: 'location', filters: { ...paging, ...productFilters() } },
    },
    '/customer/articles/details/:id': { params: { id: String(productId) } },
    '/customer/articles/customfields/:id': { params: { id: String(articleId) } },
    '/customer/articles/barcode/:id': { params: { id: String(productId) } },
    '/customer/articles/product/repairs/overview': {
      body: {
        tabType: 'product',
        productId,
        filters: {
          ...paging,
          serialNumber: 'DL',
          categoryId,
          locationId,
          ...listQuery('repairDate'),
        },
      },
    },
    '/customer/articles/product/inspections/overview': {
      body: {
        context: 'overview-archive',
        productId,
        filters: {
          ...paging,
          categoryId,
          locationId,
          serialNumber: 'DL',
          due: 'OVERDUE',
          dateFrom: '2015-01-01',
          dateTo: '2030-01-01',
          ...listQuery('inspectionNumber'),
        },
      },
    },
    '/customer/articles/inspections/summary': {},
    '/customer/articles/product/cleanings/overview': {
      body: { productId, filters: { ...paging, status: 'RELEASED' } },
    },
    '/customer/articles/product/log/overview': { body: { productId, filters: paging } },
    '/global/articles/product/add': {
      body: {
        articleId,
        locationId,
        departmentId: null,
        room: 'Kamer 1',
        clientName: 'Client',
        serialOption: 'new',
        productId: null,
        serialNumber: 'NEW-1',
        frameNumber: 'FR1',
        registrationDate: '2020-01-01',
        purchaseValue: '100,50',
        productBrand: 'Merk',
        productType: 'Type',
        dimensions: '1x1',
        remarks: 'Opmerking',
        customFields: { '1': 'x' },
      },
    },
    '/customer/articles/product/edit/qrcode': { body: { barcode: 'NIEUW-1', productId } },
    '/customer/articles/product/edit/location': {
      body: {
        productId,
        toLocation: locationId,
        toDepartment: null,
        toRoom: 'Kamer 1',
        handler: 'vdm',
        comment: 'x',
        deliverDate: '2999-01-01',
        contactId,
      },
    },
    '/customer/articles/product/edit/client': { body: { productId, clientName: 'Client' } },
    '/customer/articles/product/edit/data': {
      body: {
        productId,
        serialNumber: 'DL-2019-0001',
        frameNumber: 'FR1',
        registrationDate: '2019-01-01',
        purchaseValue: '100,50',
        productBrand: 'Merk',
        productType: 'Type',
        dimensions: '1x1',
        quality: 'GOOD',
        remarks: 'x',
        customFields: { '1': 'x' },
      },
    },
    '/customer/articles/product/client/repair': {
      body: {
        productId,
        repairDate: '2025-01-01',
        conclusion: 'FIXED',
        repairUserId: contactId,
        remark: 'x',
        signature: PNG,
      },
    },
    '/customer/articles/product/request/depot-in': {
      body: { productId, comments: 'x', deliverDate: '2999-01-01', contactId },
    },
    '/customer/depot/cases': {
      body: {
        tabType: 'pending',
        ...paging,
        categoryId,
        formType: 'TRANSPORT-IN',
        ...listQuery('handleDate'),
      },
    },
    '/customer/depot/details/:depotCaseId': { params: { depotCaseId: String(depotCaseId) } },
    '/customer/depot/request': {
      body: {
        contactId,
        locationId,
        deliverDate: '2999-01-01',
        urgency: false,
        customerReference: 'Ref',
        comments: 'x',
        measurementsBed: null,
        generalUse: 'Ja',
        articles: [{ articleId, name: 'Bed', amount: 1 }],
        categories: [{ categoryId, amount: 1 }],
      },
    },
    '/customer/depot/request/depot-out': {
      body: {
        productId: depotProductId,
        departmentId: null,
        locationId,
        room: 'Kamer 1',
        deliverDate: '2999-01-01',
        client: 'Client',
        comments: 'x',
        contactId,
      },
    },
    '/customer/depot/reservation': {
      body: { productId: depotProductId, enableReservation: true, reservationReason: 'x' },
    },
    ...managementExamples(locationId, categoryId),
  };
}

/** The management calls (a period, a place and a kind on every overview). */
function managementExamples(locationId: number, categoryId: number) {
  const period = { dateFrom: '2024-01-01', dateTo: '2025-12-31', locationId, categoryId };
  const repairs = { ...period, serialNumber: 'DL' };
  const depot = { ...period, formType: 'TRANSPORT-OUT' };
  const day = { date: '2025-06-01', locationId, categoryId };
  const depotDay = { date: '2025-06-01', categoryId, warehouseId: 1 };
  const products = productFilters();
  const overviews = '/customer/management/overviews';
  return {
    [`${overviews}/rental`]: { body: { tabType: 'DELIVER', filters: { ...paging, ...period } } },
    [`${overviews}/rental-category`]: {
      body: { tabType: 'RETURN', filters: { ...paging, ...period } },
    },
    [`${overviews}/repairs`]: { body: { filters: { ...paging, ...repairs } } },
    [`${overviews}/depot`]: { body: { filters: { ...paging, ...depot } } },
    [`${overviews}/depot-category`]: { body: { filters: { ...paging, ...depot } } },
    [`${overviews}/products`]: {
      body: { tabType: 'location', filters: { ...paging, ...products } },
    },
    [`${overviews}/rentaldate`]: { body: { filters: { ...paging, ...day } } },
    [`${overviews}/depotdate`]: { body: { filters: { ...paging, ...depotDay } } },
    [`${overviews}/rental/chart`]: {
      body: { tabType: 'ACTIVE', filters: period, groupBy: 'category' },
    },
    [`${overviews}/repairs/chart`]: { body: { filters: repairs, groupBy: 'month' } },
    [`${overviews}/depot/chart`]: { body: { filters: depot, groupBy: 'location' } },
    [`${overviews}/products/chart`]: {
      body: { tabType: 'depot', filters: products, groupBy: 'category' },
    },
    [`${overviews}/rentaldate/chart`]: { body: { filters: day, groupBy: 'location' } },
    [`${overviews}/depotdate/chart`]: { body: { filters: depotDay, groupBy: 'category' } },
    '/customer/management/rentalcost': {
      body: {
        fromMonth: 1,
        fromYear: 2024,
        toMonth: 12,
        toYear: 2024,
        locationId,
        groupByLocation: true,
        groupByDepartment: false,
      },
    },
  };
}

/** A valid body of each Excel download, by path (the list's filters, every one of them). */
function exportExamples(): Record<string, unknown> {
  const { locationId, categoryId, contactId } = ids;
  return {
    '/customer/rentals/cases/excel': {
      tabType: 'active',
      filters: { ...rentalQuery, locationId },
    },
    '/customer/requests/overview/excel': {
      tabType: 'open',
      location: locationId,
      requestType: 'REPAIR-RENTAL',
      customerRequestId: 1,
      contact: contactId,
      ...requestQuery,
    },
    '/customer/articles/overview/excel': { tabType: 'location', filters: productFilters() },
    '/customer/depot/cases/excel': {
      tabType: 'pending',
      categoryId,
      formType: 'TRANSPORT-IN',
      ...listQuery('handleDate'),
    },
  };
}

/**
 * A body of each document type of the management download (one path, a union of bodies
 * by documentType: each is walked on its own), every field of each filled.
 */
function managementDownloadExamples(): Record<TManagementDocumentType, object> {
  const { locationId, categoryId, repairId, invoiceId, warehouseId } = ids;
  const period = { dateFrom: '2024-01-01', dateTo: '2025-12-31', locationId, categoryId };
  const repairs = { ...period, serialNumber: 'DL' };
  const depot = { ...period, formType: 'TRANSPORT-OUT' };
  const day = { date: '2025-06-01', locationId, categoryId };
  const depotDay = { date: '2025-06-01', categoryId, warehouseId };
  return {
    rental: { documentType: 'rental', tabType: 'DELIVER', filters: period },
    activerental: { documentType: 'activerental', filters: period },
    'rental-category': { documentType: 'rental-category', tabType: 'RETURN', filters: period },
    rentaldate: { documentType: 'rentaldate', filters: day },
    repairs: { documentType: 'repairs', filters: repairs },
    repair: { documentType: 'repair', repairId },
    depot: { documentType: 'depot', filters: depot },
    'depot-category': { documentType: 'depot-category', filters: depot },
    depotdate: { documentType: 'depotdate', filters: depotDay },
    'products location': { documentType: 'products location', filters: productFilters() },
    'products depot': { documentType: 'products depot', filters: productFilters() },
    rentalcost: {
      documentType: 'rentalcost',
      filters: {
        fromMonth: 1,
        fromYear: 2024,
        toMonth: 12,
        toYear: 2024,
        locationId,
        groupByLocation: true,
        groupByDepartment: true,
      },
    },
    invoice: { documentType: 'invoice', invoiceId },
    invoices: {
      documentType: 'invoices',
      tabType: 'all',
      filters: {
        paymentStatus: 'OPEN',
        originType: 'RENTAL',
        dateFrom: '2024-01-01',
        dateTo: '2025-12-31',
        locationId,
      },
    },
  };
}

/** The valid bodies of a download: one, or one per document type. */
function downloadExamples(path: string): unknown[] {
  return path === MANAGEMENT_EXCEL_PATH
    ? Object.values(managementDownloadExamples())
    : [exportExamples()[path]];
}

type TVariant = { label: string; body?: unknown; params?: Record<string, string> };

/** Copies `value` with the leaf at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[head as string] = replaced(
    (value as Record<string | number, unknown>)[head as string],
    rest,
    leaf,
  );
  return copy;
}

/** Dates of the right form that name no day (and a year PostgreSQL refuses). */
const IMPOSSIBLE_DATES = [
  '2024-02-30',
  '2023-02-29',
  '2024-04-31',
  '2024-13-01',
  '2024-00-10',
  '0000-01-01',
];

function badBodies(body: unknown): TVariant[] {
  const variants: TVariant[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    const at = path.join('.') || 'body';
    const add = (label: string, leaf: unknown) =>
      variants.push({ label: `${at}: ${label}`, body: replaced(body, path, leaf) });
    if (typeof value === 'string') {
      add('over-long text', 'x'.repeat(100_001));
      add('NUL', `${value.slice(0, 1)}\u0000x`);
      add('lone surrogate', `${value.slice(0, 1)}\ud800x`);
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        for (const date of IMPOSSIBLE_DATES) add(`impossible date ${date}`, date);
      }
    } else if (typeof value === 'number') {
      add('id beyond int4', 2_147_483_648);
      add('negative', -1);
      add('fraction', 1.5);
    } else if (typeof value === 'boolean') {
      add('not a flag', 2);
    } else if (Array.isArray(value)) {
      if (value.length > 0)
        add(
          '1,001 items',
          Array.from({ length: 1001 }, () => value[0]),
        );
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(body, []);
  return variants;
}

function badParams(params: Record<string, string>): TVariant[] {
  return Object.keys(params).flatMap((key) =>
    // why: a parameter over 100 characters matches no route at all (Fastify's router), so
    // it answers 404 like an unknown call; up to that it must be refused as bad input.
    ['2147483648', '-1', '1.5', '%00', 'a%ED%A0%80b', 'x'.repeat(100)].map((bad) => ({
      label: `${key}: ${bad.slice(0, 12)}`,
      params: { ...params, [key]: bad },
    })),
  );
}

type TSchemaDef = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TSchemaDef } })._zod.def;

/** The path of every object field `schema` accepts (list items as `.0`), nested ones too. */
function fieldPaths(schema: z.ZodType, path: string): string[] {
  const def = defOf(schema);
  const child = (key: string) => def[key] as z.ZodType;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'object':
      return Object.entries(def['shape'] as Record<string, z.ZodType>).flatMap(([key, value]) => [
        at(key),
        ...fieldPaths(value, at(key)),
      ]);
    case 'array':
      return fieldPaths(child('element'), at(0));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldPaths(child('innerType'), path);
    case 'pipe':
      return fieldPaths(child('in'), path);
    case 'union':
      return [
        ...new Set((def['options'] as z.ZodType[]).flatMap((option) => fieldPaths(option, path))),
      ];
    default:
      return [];
  }
}

/** Whether `value` has something at the dotted `path`. */
function holds(value: unknown, path: string): boolean {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

const CALLS = (Object.values(contract) as unknown[]).filter(
  (value): value is TCall =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'params' in value &&
    'body' in value,
);

describe('generated bad input for every call', () => {
  it('has an example for every call of the contract', () => {
    const known = examples();
    expect(CALLS.map((call) => call.path).filter((path) => !(path in known))).toEqual([]);
  });

  it('has an example for every Excel download, and every example holds every field', () => {
    const exports = exportExamples();
    expect(EXPORTS.length).toBeGreaterThanOrEqual(4);
    expect(
      EXPORTS.filter(({ path }) => !(path in exports) && path !== MANAGEMENT_EXCEL_PATH).map(
        ({ path }) => path,
      ),
    ).toEqual([]);
    const known = examples();
    const missing = [
      ...CALLS.map((call) => ({
        path: call.path,
        body: call.body,
        example: known[call.path]?.body,
      })),
      ...EXPORTS.map(({ path, body }) => ({ path, body, example: downloadExamples(path) })),
    ].flatMap(({ path, body, example }) =>
      fieldPaths(body, '')
        .filter((field) =>
          Array.isArray(example)
            ? !example.some((one) => holds(one, field))
            : !holds(example, field),
        )
        .map((field) => `${path} ${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('has an example of every document type of the management download', () => {
    const types = ZManagementExcelRequest.options.map((option) => option.shape.documentType.value);
    expect(Object.keys(managementDownloadExamples()).sort()).toEqual([...types].sort());
  });

  it.each(EXPORTS.map(({ path }) => [`POST ${path}`, path] as const))(
    '%s refuses every variant with a Dutch message, never a 500, and starts no file',
    async (_name, path) => {
      for (const variant of downloadExamples(path).flatMap((example) => badBodies(example))) {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/Rest/Pwa${path}`,
          headers: { 'x-auth-token': anna },
          payload: variant.body as object,
        });
        expect(answer.statusCode, variant.label).toBeLessThan(500);
        expect(answer.headers['content-type'], variant.label).toMatch(/^application\/json/);
        const json = answer.json<{ status: string; message: string | null }>();
        expect(json.status, variant.label).toBe('error');
        expect(json.message, variant.label).toEqual(expect.any(String));
      }
    },
  );

  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s refuses every variant with a Dutch message, never a 500, and writes nothing',
    async (_name, call) => {
      const example = examples()[call.path] ?? {};
      const variants = [
        ...(example.body === undefined ? [] : badBodies(example.body)),
        ...(example.params ? badParams(example.params) : []),
      ];
      const before = await writeCounts(t.db);
      for (const variant of variants) {
        const params = variant.params ?? example.params ?? {};
        const url = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');
        const answer = await t.app.inject({
          method: call.method,
          url: `/Rest/Pwa${url}`,
          headers: { 'x-auth-token': anna },
          ...(variant.body === undefined ? {} : { payload: variant.body as object }),
        });
        const json = answer.json<{ status: string; message: string | null }>();
        expect(answer.statusCode, variant.label).toBeLessThan(500);
        expect(json.status, variant.label).toBe('error');
        expect(json.message, variant.label).toEqual(expect.any(String));
      }
      expect(await writeCounts(t.db)).toEqual(before);
    },
  );
});
