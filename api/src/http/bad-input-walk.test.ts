// Sends generated bad input to every call and every Excel download of the contract: for
// each field of a valid example, an over-long text, NUL, a lone surrogate, an impossible
// date, an id beyond int4, a negative and a fractional number, an oversized list; for each
// path parameter the same kinds. Every answer must be a refusal with a Dutch message (never
// a 500), and nothing may be written. A back-office call is sent with the supplier's
// administrator's token (a customer's is refused at the door, before the body is read), and
// must not answer 403. The examples hold every field of every body (each
// filter of each list included; @portal/conformance/examples), which the first test checks
// against the schemas.
import type { TCall } from '@portal/shared/contract';
import {
  callExamples,
  excelExamples,
  managementDownloadExamples,
  type TCallExample,
  type TExampleIds,
} from '@portal/conformance/examples';
import { MANAGEMENT_EXCEL_PATH, ZManagementExcelRequest } from '@portal/shared/contract/management';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../seed/demo-accounts.js';
import { exampleIdsOf } from '../testing/example-ids.js';
import { createRentalsTestContext, writeCounts } from '../testing/rental-fixtures.js';
import type { TTestContext } from '../testing/test-context.js';
import {
  CONTRACT_EXPORTS as EXPORTS,
  WHOLE_CONTRACT as contract,
} from '../testing/whole-contract.js';

let t: TTestContext;
let anna: string;
let femke: string;
const ids: TExampleIds = {
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
  // why: a customer's token is refused a back-office call before its body is read, which
  // would leave the back office's validation unwalked; its administrator reaches every one.
  femke = await t.login(DEMO_STAFF.find((staff) => staff.role === 'administrator')?.email ?? '');
  Object.assign(ids, await exampleIdsOf(t.db));
});
afterAll(() => t.close());

/** The valid bodies of a download: one, or one per document type. */
function downloadExamples(path: string): unknown[] {
  return path === MANAGEMENT_EXCEL_PATH
    ? Object.values(managementDownloadExamples(ids))
    : [excelExamples(ids)[path]];
}

/** Every valid body of a call's example: its body and the other shapes of a union body. */
function bodiesOf(example: TCallExample | undefined): unknown[] {
  if (example?.body === undefined) return [];
  return [example.body, ...(example.otherBodies ?? [])];
}

/** Whether `call` is one of the supplier's staff (a customer's token never reaches it). */
function isBackOffice(call: TCall): boolean {
  return (
    call.access !== null &&
    typeof call.access === 'object' &&
    'route' in call.access &&
    call.access.route.startsWith('/backoffice')
  );
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
    const known = callExamples(ids);
    expect(CALLS.map((call) => call.path).filter((path) => !(path in known))).toEqual([]);
  });

  it('has an example for every Excel download, and every example holds every field', () => {
    const exports = excelExamples(ids);
    expect(EXPORTS.length).toBeGreaterThanOrEqual(4);
    expect(
      EXPORTS.filter(({ path }) => !(path in exports) && path !== MANAGEMENT_EXCEL_PATH).map(
        ({ path }) => path,
      ),
    ).toEqual([]);
    const known = callExamples(ids);
    const missing = [
      ...CALLS.map((call) => ({
        path: call.path,
        body: call.body,
        example: bodiesOf(known[call.path]),
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
    expect(Object.keys(managementDownloadExamples(ids)).sort()).toEqual([...types].sort());
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
      const example = callExamples(ids)[call.path] ?? {};
      const variants = [
        ...bodiesOf(example).flatMap(badBodies),
        ...(example.params ? badParams(example.params) : []),
      ];
      const before = await writeCounts(t.db);
      for (const variant of variants) {
        const params = variant.params ?? example.params ?? {};
        const url = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');
        const answer = await t.app.inject({
          method: call.method,
          url: `/Rest/Pwa${url}`,
          headers: { 'x-auth-token': isBackOffice(call) ? femke : anna },
          ...(variant.body === undefined ? {} : { payload: variant.body as object }),
        });
        const json = answer.json<{ status: string; message: string | null }>();
        expect(answer.statusCode, variant.label).toBeLessThan(500);
        // why: the proof that the back office's variants reached its validation, not its door.
        if (isBackOffice(call)) expect(answer.statusCode, variant.label).not.toBe(403);
        expect(json.status, variant.label).toBe('error');
        expect(json.message, variant.label).toEqual(expect.any(String));
      }
      expect(await writeCounts(t.db)).toEqual(before);
    },
  );
});
