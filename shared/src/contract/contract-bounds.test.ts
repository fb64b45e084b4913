// Walks the request schemas (params and body) of every call in the contract and proves
// that each string, array and number has a maximum, and that text refuses NUL and lone
// surrogates. A call added later without bounds fails here.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as articles from './articles.js';
import * as depot from './depot.js';
import * as management from './management.js';
import * as backoffice from './backoffice.js';
import * as core from './index.js';
import * as rentals from './rentals.js';
import * as requests from './requests.js';
import {
  MAX_ID,
  ZCount,
  ZId,
  ZIdList,
  ZIsoDate,
  ZText,
  isCalendarDate,
  isStorableText,
} from './bounded.js';
import type { TCall } from './define-call.js';
import { schemaDefOf, schemaMaximumOf } from './schema-walk.js';

const defOf = schemaDefOf;
const maximumOf = schemaMaximumOf;

/** Every leaf of `schema` that lacks a maximum, by path. */
function unbounded(schema: z.ZodType, path: string): string[] {
  const def = defOf(schema);
  const child = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case 'string':
    case 'number':
      return maximumOf(def) === null ? [`${path} (${def.type})`] : [];
    case 'array':
      return [
        ...(maximumOf(def) === null ? [`${path} (array)`] : []),
        ...unbounded(child('element'), `${path}[]`),
      ];
    case 'object':
      return Object.entries(def['shape'] as Record<string, z.ZodType>).flatMap(([key, value]) =>
        unbounded(value, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return unbounded(child('innerType'), path);
    case 'union':
      return (def['options'] as z.ZodType[]).flatMap((option) => unbounded(option, path));
    case 'pipe':
      // why: the input side is what a client sends; a transform's output is ours.
      return defOf(child('in')).type === 'transform'
        ? unbounded(child('out'), path)
        : unbounded(child('in'), path);
    case 'record': {
      const maxKeys = (schema.meta() as { maxKeys?: number } | undefined)?.maxKeys;
      return [
        ...(maxKeys === undefined ? [`${path} (record)`] : []),
        ...unbounded(child('keyType'), `${path}{key}`),
        ...unbounded(child('valueType'), `${path}{}`),
      ];
    }
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'transform':
      return [];
    default:
      return [`${path} (${def.type}: not understood by this test)`];
  }
}

function isCall(value: unknown): value is TCall {
  const candidate = value as Partial<TCall> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    candidate.params !== undefined &&
    candidate.body !== undefined
  );
}

// why: the areas' calls are subpaths of their own, not in the core index.
const contract = {
  ...core,
  ...rentals,
  ...requests,
  ...articles,
  ...depot,
  ...management,
  ...backoffice,
};
const CALLS = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, TCall] => isCall(entry[1]),
);

describe('every call of the contract', () => {
  it('is found by this walk', () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CALLS)('%s bounds every string, array and number it accepts', (_name, call) => {
    expect([...unbounded(call.params, 'params'), ...unbounded(call.body, 'body')]).toEqual([]);
  });

  it.each(CALLS)('%s refuses NUL and lone surrogates in every text field', (_name, call) => {
    // why: a schema that refuses these for one field refuses them for all (ZText); this
    // walks the string leaves and tries each with the bad characters.
    const leaves = stringLeaves(call.body).concat(stringLeaves(call.params));
    for (const leaf of leaves) {
      for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00b']) {
        expect(leaf.safeParse(bad).success, `${call.path}: ${JSON.stringify(bad)}`).toBe(false);
      }
    }
  });
});

/** The string schemas inside `schema` that accept free text (no enum, no pattern). */
function stringLeaves(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  const child = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case 'string':
      return (def.checks ?? []).some((check) => check._zod.def.check === 'string_format')
        ? []
        : [schema];
    case 'array':
      return stringLeaves(child('element'));
    case 'object':
      return Object.values(def['shape'] as Record<string, z.ZodType>).flatMap(stringLeaves);
    case 'optional':
    case 'nullable':
    case 'default':
      return stringLeaves(child('innerType'));
    case 'pipe':
      return stringLeaves(child('in'));
    default:
      return [];
  }
}

describe('bounded builders', () => {
  it('ZId takes 1 to 2,147,483,647, as a number or as digits', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse(' 42 ')).toBe(42);
    expect(ZId.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, '2147483648', '', '12a', true, null, Infinity]) {
      expect(ZId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('ZText trims, bounds and refuses NUL and lone surrogates, but keeps real pairs', () => {
    const text = ZText(5, { min: 1 });
    expect(text.parse('  abc ')).toBe('abc');
    expect(text.parse('😀😀')).toBe('😀😀');
    expect(text.safeParse('abcdef').success).toBe(false);
    expect(text.safeParse('   ').success).toBe(false);
    expect(text.safeParse('a\u0000').success).toBe(false);
    expect(text.safeParse('a\ud83d').success).toBe(false);
    expect(isStorableText('\ud83d\ude00')).toBe(true);
  });

  it('ZIdList and ZCount keep to their bounds', () => {
    expect(ZIdList(2).safeParse([1, 2, 3]).success).toBe(false);
    expect(ZIdList(2).safeParse([]).success).toBe(false);
    expect(ZCount(1, 99).parse('7')).toBe(7);
    expect(ZCount(1, 99).safeParse(100).success).toBe(false);
  });

  it('ZIsoDate takes a day of the calendar only: leap days in leap years, no day 0 or 32', () => {
    for (const good of ['2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31']) {
      expect(ZIsoDate.safeParse(good).success, good).toBe(true);
    }
    const bad = ['2024-02-30', '2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01'];
    for (const date of [...bad, '2024-00-10', '2024-01-00', '0000-01-01', '2024-1-01', '']) {
      expect(ZIsoDate.safeParse(date).success, date).toBe(false);
    }
    expect(isCalendarDate('0099-02-29')).toBe(false);
    expect(isCalendarDate('0096-02-29')).toBe(true);
  });
});
