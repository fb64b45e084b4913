// Which fields of an answer identify a client (the person an aid is for): found by walking
// a call's response schema, so the test over the contract finds every call that shows one.
import { schemaDefOf } from '@portal/shared/contract';
import type { z } from 'zod';

/**
 * Names of fields that hold a client's identifying data: 'Eindgebruiker' of a rental
 * case, the client name of a product and of a request's form, the birth date.
 */
export const CLIENT_FIELD_NAMES: ReadonlySet<string> = new Set([
  'endUser',
  'clientName',
  'birthDate',
  'client',
]);

/** Paths ('cases[].endUser') of the client fields `schema` can hold. */
export function clientFieldsOf(schema: z.ZodType): string[] {
  const found: string[] = [];
  const walk = (current: z.ZodType, path: string, seen: Set<unknown>) => {
    if (seen.has(current)) return;
    const next = new Set(seen).add(current);
    const def = schemaDefOf(current);
    if (def.type === 'object') {
      const shape = (def as unknown as { shape: Record<string, z.ZodType> }).shape;
      for (const [key, value] of Object.entries(shape)) {
        const at = path ? `${path}.${key}` : key;
        if (CLIENT_FIELD_NAMES.has(key)) found.push(at);
        walk(value, at, next);
      }
      return;
    }
    const inner = ['innerType', 'element', 'valueType', 'in', 'out', 'schema']
      .map((key) => def[key])
      .filter((part): part is z.ZodType => typeof part === 'object' && part !== null);
    const suffix = def.type === 'array' ? '[]' : def.type === 'record' ? '{}' : '';
    for (const part of inner) walk(part, `${path}${suffix}`, next);
    for (const option of (def.options as z.ZodType[] | undefined) ?? []) walk(option, path, next);
  };
  walk(schema, '', new Set());
  return found;
}
