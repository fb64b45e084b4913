// What the kit reads in lists: where a body pages (limitOffset/limitRows at the top or in
// `filters`), the rows and totalCount of an answer, and a request cut down to its required
// fields (a list without its optional filters, which the filters must then narrow).
import { schemaDefOf, type TCall } from '@portal/shared/contract';
import type { z } from 'zod';

type TObject = Record<string, unknown>;
const isObject = (value: unknown): value is TObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object of `body` that holds limitOffset and limitRows, or null when it does not page. */
export function pagingHolder(body: unknown): TObject | null {
  if (!isObject(body)) return null;
  if ('limitRows' in body) return body;
  const filters = body['filters'];
  return isObject(filters) && 'limitRows' in filters ? filters : null;
}

/** The rows and totalCount of a list answer's `response`, or null when it is no list. */
export function listOf(response: unknown): { rows: unknown[]; totalCount: number } | null {
  if (!isObject(response) || typeof response['totalCount'] !== 'number') return null;
  const rows = Object.values(response).find(Array.isArray);
  return rows ? { rows, totalCount: response['totalCount'] } : null;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = schemaDefOf(schema);
  if (def.type === 'object') return def['shape'] as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(def['in'] as z.ZodType);
  return null;
}

/** `value` without the fields `schema` lets a client leave out (nested objects too). */
export function requiredPart(schema: z.ZodType, value: unknown): unknown {
  const shape = shapeOf(schema);
  if (!shape || !isObject(value)) return value;
  const kept: TObject = {};
  for (const [key, field] of Object.entries(shape)) {
    if (!(key in value) || field.safeParse(undefined).success) continue;
    kept[key] = requiredPart(field, value[key]);
  }
  return kept;
}

/** The copy of a body with its paging set to `offset` and `rows`. */
export function paged(body: unknown, offset: number, rows: number): unknown {
  const copy = structuredClone(body);
  const holder = pagingHolder(copy);
  if (holder) Object.assign(holder, { limitOffset: offset, limitRows: rows });
  return copy;
}

/** A copy of a body with `search` set where its paging is, when the call takes one. */
export function searched(call: TCall, body: unknown, search: string): unknown | null {
  const copy = structuredClone(body);
  const holder = pagingHolder(copy);
  if (!holder) return null;
  holder['search'] = search;
  // why: an object schema drops a key it does not know; only a kept search filters.
  const parsed = call.body.safeParse(copy);
  return parsed.success && pagingHolder(parsed.data)?.['search'] === search ? copy : null;
}
