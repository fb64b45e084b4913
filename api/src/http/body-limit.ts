// The body limit of a call follows from its contract (api/src/http/README.md "Limits"): every
// string, list and number a request schema accepts has a maximum (shared/contract
// bounded.ts), so the largest JSON a valid request can take is known. The limit is that
// size, written the longest way JSON allows, plus room for white space and fields the
// contract ignores. A signature of 500,000 characters fits its call; a list call's limit is
// a few kilobytes, so nobody makes the server read megabytes it would refuse anyway.
import { schemaDefOf as defOf, schemaMaximumOf as maximumOf } from '@portal/shared/contract';
import type { z } from 'zod';

/** Room for white space, line breaks and fields a client adds that the contract drops. */
export const BODY_LIMIT_SLACK = 16 * 1024;

/** Bytes of one character at most in JSON: a control character escaped as \u0000. */
const JSON_BYTES_PER_CHARACTER = 6;

/** Longest JSON number: -1.2345678901234567e+308. */
const JSON_NUMBER_BYTES = 24;

const jsonLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** A string of `characters` at most, escaped the longest way, with its quotes. */
const stringBytes = (characters: number) => characters * JSON_BYTES_PER_CHARACTER + 2;

/**
 * The largest JSON a value of `schema` can take, in bytes, or null when a part of it has no
 * maximum (the caller then falls back to a fixed limit).
 */
export function largestJsonBytes(schema: z.ZodType): number | null {
  const def = defOf(schema);
  const child = (key: string) => def[key] as z.ZodType;
  const sum = (parts: (number | null)[]) =>
    parts.some((part) => part === null)
      ? null
      : parts.reduce<number>((total, part) => total + (part ?? 0), 0);
  switch (def.type) {
    case 'string': {
      const max = maximumOf(def);
      return max === null ? null : stringBytes(max);
    }
    case 'number':
      // why: a number's maximum bounds its value, not its digits.
      return JSON_NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
    case 'undefined':
      return 4;
    case 'literal':
      return Math.max(...(def['values'] as unknown[]).map(jsonLength));
    case 'enum':
      return Math.max(
        ...Object.values(def['entries'] as Record<string, string | number>).map((value) =>
          typeof value === 'string' ? stringBytes(value.length) : JSON_NUMBER_BYTES,
        ),
      );
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
      return largestJsonBytes(child('innerType'));
    case 'nullable': {
      const inner = largestJsonBytes(child('innerType'));
      return inner === null ? null : Math.max(inner, 4);
    }
    case 'union': {
      const options = (def['options'] as z.ZodType[]).map(largestJsonBytes);
      return options.some((option) => option === null) ? null : Math.max(...(options as number[]));
    }
    case 'pipe':
      // why: the input side is what a client sends; a transform's output is ours.
      return defOf(child('in')).type === 'transform'
        ? largestJsonBytes(child('out'))
        : largestJsonBytes(child('in'));
    case 'array': {
      const max = maximumOf(def);
      const item = largestJsonBytes(child('element'));
      return max === null || item === null ? null : 2 + max * (item + 1);
    }
    case 'object': {
      const fields = Object.entries(def['shape'] as Record<string, z.ZodType>).map(
        ([key, value]) => {
          const bytes = largestJsonBytes(value);
          return bytes === null ? null : jsonLength(key) + 2 + bytes;
        },
      );
      return sum([2, ...fields]);
    }
    case 'record': {
      const maxKeys = (schema.meta() as { maxKeys?: number } | undefined)?.maxKeys;
      const key = largestJsonBytes(child('keyType'));
      const value = largestJsonBytes(child('valueType'));
      if (maxKeys === undefined || key === null || value === null) return null;
      return 2 + maxKeys * (key + value + 2);
    }
    default:
      return null;
  }
}

/**
 * The body limit of a call whose body is `schema`: its largest JSON plus BODY_LIMIT_SLACK,
 * or `fallback` when the schema sets no maximum somewhere.
 */
export function bodyLimitOf(schema: z.ZodType, fallback: number): number {
  const largest = largestJsonBytes(schema);
  return largest === null ? fallback : largest + BODY_LIMIT_SLACK;
}
