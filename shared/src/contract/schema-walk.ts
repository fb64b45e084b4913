// What the walks over the contract's schemas share (the bounds test, the api's body
// limits): a zod schema's definition and the maximum its checks set.
import type { z } from 'zod';

/** A zod schema's definition: its type, its checks and its parts (by name). */
export type TSchemaDef = {
  type: string;
  checks?: {
    _zod: { def: { check: string; maximum?: number; value?: number; length?: number } };
  }[];
  [key: string]: unknown;
};

/** The definition of `schema` (zod 4 keeps it in `_zod.def`). */
export function schemaDefOf(schema: z.ZodType): TSchemaDef {
  return (schema as unknown as { _zod: { def: TSchemaDef } })._zod.def;
}

/** The most characters or items (strings, arrays) or the largest value (numbers) `def` allows. */
export function schemaMaximumOf(def: TSchemaDef): number | null {
  for (const check of def.checks ?? []) {
    const inner = check._zod.def;
    if (inner.check === 'max_length' && inner.maximum !== undefined) return inner.maximum;
    if (inner.check === 'length_equals') return inner.length ?? null;
    if (inner.check === 'less_than' && inner.value !== undefined) return inner.value;
  }
  return null;
}
