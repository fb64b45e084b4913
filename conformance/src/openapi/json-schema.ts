// A zod schema of the contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as it crosses
// the wire: the input side of every transform (an id may come as digits, a flag as 0/1), so
// the document describes what a client may send and what a client must accept.
import { z } from 'zod';

export type TJsonSchema = Record<string, unknown>;

/** The JSON Schema of what `schema` accepts, without its `$schema` line. */
export function jsonSchemaOf(schema: z.ZodType): TJsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    // why: a refinement (storable text, a real calendar day) has no JSON Schema keyword; its
    // check stays the server's, and the document says so in the field's description.
    unrepresentable: 'any',
    override: (context) => {
      const node = context.jsonSchema as TJsonSchema;
      // why: ZBoundedRecord keeps its largest number of keys as metadata (bounded.ts).
      if (typeof node['maxKeys'] === 'number') {
        node['maxProperties'] = node['maxKeys'];
        delete node['maxKeys'];
      }
    },
  }) as TJsonSchema;
  delete json['$schema'];
  if ('$defs' in json) {
    // why: the document inlines every schema; a shared definition would need a component.
    throw new Error('a contract schema has shared definitions ($defs); give it a component');
  }
  return json;
}

/** The properties of an object schema (path parameters), with which of them are required. */
export function objectPropertiesOf(schema: z.ZodType): {
  properties: Record<string, TJsonSchema>;
  required: string[];
} {
  const json = jsonSchemaOf(schema);
  return {
    properties: (json['properties'] as Record<string, TJsonSchema> | undefined) ?? {},
    required: (json['required'] as string[] | undefined) ?? [],
  };
}
