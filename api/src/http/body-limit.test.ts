// Per call and per Excel download: the largest body its contract allows gets through the
// body limit (it may still be refused as bad input, never with 413), and one byte more is
// refused with 413 before it is read; the limit is what body-limit.ts derives from the
// contract, no more.
import { MAX_SIGNATURE_CHARS } from '@portal/shared/contract/articles';
import { schemaDefOf, schemaMaximumOf, type TCall, type TSchemaDef } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { CONTRACT_EXPORTS, WHOLE_CONTRACT as contract } from '../testing/whole-contract.js';
import { BODY_LIMIT_SLACK, bodyLimitOf, largestJsonBytes } from './body-limit.js';
import { DEFAULT_BODY_LIMIT } from './register-call.js';

let t: TTestContext;
let anna: string;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.login(ANNA);
});
afterAll(() => t.close());

const defOf = schemaDefOf;
const maximumOf = (def: TSchemaDef) => schemaMaximumOf(def) ?? 0;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** The largest value a client could send for `schema`: every text and list at its maximum. */
function largestValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  const child = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case 'string':
      return 'x'.repeat(maximumOf(def));
    case 'number':
      return -1.2345678901234567e300;
    case 'boolean':
      return false;
    case 'literal':
      return (def['values'] as unknown[])[0];
    case 'enum':
      return Object.values(def['entries'] as Record<string, string>).sort(
        (a, b) => b.length - a.length,
      )[0];
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nullable':
      return largestValue(child('innerType'));
    case 'union':
      return (def['options'] as z.ZodType[])
        .map(largestValue)
        .sort((a, b) => jsonBytes(b) - jsonBytes(a))[0];
    case 'pipe':
      return defOf(child('in')).type === 'transform'
        ? largestValue(child('out'))
        : largestValue(child('in'));
    case 'array':
      return Array.from({ length: maximumOf(def) }, () => largestValue(child('element')));
    case 'object':
      return Object.fromEntries(
        Object.entries(def['shape'] as Record<string, z.ZodType>).map(([key, value]) => [
          key,
          largestValue(value),
        ]),
      );
    case 'record': {
      const maxKeys = (schema.meta() as { maxKeys?: number } | undefined)?.maxKeys ?? 0;
      const key = String(largestValue(child('keyType')));
      return Object.fromEntries(
        Array.from({ length: maxKeys }, (_, i) => [
          `${i}${key}`.slice(0, key.length),
          largestValue(child('valueType')),
        ]),
      );
    }
    default:
      return null;
  }
}

const isCall = (value: unknown): value is TCall =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'params' in value &&
  'body' in value;

// why: the repair upload streams its body with a limit of its own (ten files), tested in
// routes/rentals/repair-request.test.ts and body-before-read.test.ts.
const STREAMED = new Set(['/customer/articles/product/request/repair']);

const WITH_BODY = [
  ...(Object.values(contract) as unknown[])
    .filter(isCall)
    .filter((call) => !call.body.safeParse(undefined).success && !STREAMED.has(call.path))
    .map((call) => ({ method: call.method, path: call.path, body: call.body as z.ZodType })),
  ...CONTRACT_EXPORTS.map(({ path, body }) => ({ method: 'POST' as const, path, body })),
];

describe('the body limit of every call follows from its contract', () => {
  it('finds the calls and downloads that take a body', () => {
    expect(WITH_BODY.length).toBeGreaterThan(30);
    expect(WITH_BODY.map(({ path }) => path)).toContain('/customer/articles/product/client/repair');
  });

  it.each(WITH_BODY.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s takes its largest body and refuses one byte more with 413',
    async (_name, { method, path, body }) => {
      const limit = bodyLimitOf(body, DEFAULT_BODY_LIMIT);
      // every part of the contract is bounded, so the limit is the contract's, not the fallback
      expect(largestJsonBytes(body)).not.toBeNull();
      const largest = JSON.stringify(largestValue(body));
      expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(limit - BODY_LIMIT_SLACK);
      const url = `/Rest/Pwa${path.replace(/:[A-Za-z]+/g, '1')}`;
      const send = (payload: string) =>
        t.app.inject({
          method,
          url,
          headers: { 'x-auth-token': anna, 'content-type': 'application/json' },
          payload,
        });
      const fits = await send(largest);
      expect(fits.statusCode).not.toBe(413);
      expect(fits.statusCode).toBeLessThan(500);
      const padded = largest + ' '.repeat(limit - Buffer.byteLength(largest));
      expect((await send(padded)).statusCode).not.toBe(413);
      const over = await send(`${padded} `);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ status: 'error', message: 'Ongeldige invoer' });
    },
  );

  it('lets a signature of the 500,000 characters the contract allows through', () => {
    const limit = bodyLimitOf(contract.ZClientRepairRequest, DEFAULT_BODY_LIMIT);
    expect(limit).toBeGreaterThan(MAX_SIGNATURE_CHARS * 6);
    // a list call stays small: its filters are a few short texts
    expect(bodyLimitOf(contract.ZRentalCasesRequest, DEFAULT_BODY_LIMIT)).toBeLessThan(20_000);
  });
});
