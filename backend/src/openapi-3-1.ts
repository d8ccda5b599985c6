import type { OpenAPIObject } from '@nestjs/swagger';

/* The document is rewritten as plain JSON: @nestjs/swagger's types describe OpenAPI 3.0. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains'] as const;
const COMPOSITIONS = ['$ref', 'allOf', 'anyOf', 'oneOf'] as const;

/**
 * @nestjs/swagger writes OpenAPI 3.0 schemas (its `setOpenAPIVersion` only changes the version
 * string). OpenAPI 3.1 schemas are JSON Schema 2020-12, so each 3.0-only keyword is rewritten:
 * `nullable` becomes a `null` type (or an `anyOf` with `null` around a reference or composition),
 * boolean `exclusiveMinimum`/`exclusiveMaximum` become the bound itself, and a schema's `example`
 * becomes `examples` (an array). Media type and parameter examples are left as they are.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const converted = document as Json;
  converted.openapi = '3.1.0';
  for (const schema of Object.values(converted.components?.schemas ?? {})) convertSchema(schema);
  for (const key of ['paths', 'webhooks', 'components'] as const) visitSchemaHolders(converted[key]);
  return converted;
}

/** Finds each `schema` below operations, parameters, headers and media types. */
function visitSchemaHolders(node: Json): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key === 'schemas') continue;
    if (key === 'schema') convertSchema(value);
    else visitSchemaHolders(value);
  }
}

export function convertSchema(schema: Json): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  for (const map of SUBSCHEMA_MAPS)
    for (const child of Object.values(schema[map] ?? {})) convertSchema(child);
  for (const list of SUBSCHEMA_LISTS) for (const child of schema[list] ?? []) convertSchema(child);
  for (const key of SUBSCHEMAS) {
    const child = schema[key];
    if (Array.isArray(child)) child.forEach(convertSchema);
    else convertSchema(child);
  }
  exclusiveBound(schema, 'exclusiveMinimum', 'minimum');
  exclusiveBound(schema, 'exclusiveMaximum', 'maximum');
  if ('example' in schema) {
    schema.examples ??= [schema.example];
    delete schema.example;
  }
  if ('nullable' in schema) {
    const nullable = schema.nullable === true;
    delete schema.nullable;
    if (nullable) allowNull(schema);
  }
}

function exclusiveBound(schema: Json, exclusive: string, bound: string): void {
  if (typeof schema[exclusive] !== 'boolean') return;
  if (schema[exclusive] && typeof schema[bound] === 'number') {
    schema[exclusive] = schema[bound];
    delete schema[bound];
  } else {
    delete schema[exclusive];
  }
}

function allowNull(schema: Json): void {
  if (COMPOSITIONS.some((key) => key in schema)) {
    // `{ type: object, allOf: [$ref] }` would refuse null through its allOf: null is the other branch.
    const branch: Json = {};
    for (const key of [...COMPOSITIONS, 'type']) {
      if (key in schema) branch[key] = schema[key];
      delete schema[key];
    }
    if (branch.type === 'object' && (branch.$ref || branch.allOf)) delete branch.type;
    const only = Object.keys(branch).length === 1 && branch.allOf?.length === 1 ? branch.allOf[0] : branch;
    schema.anyOf = [only, { type: 'null' }];
    return;
  }
  // New arrays: @nestjs/swagger shares one enum array (the contract's constant) among schemas.
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type) && !schema.type.includes('null'))
    schema.type = [...schema.type, 'null'];
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
}
