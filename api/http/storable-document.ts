/** Text without U+0000, as a JSON Schema pattern. */
export const STORABLE_PATTERN = '^[^\\u0000]*$';

type Schema = Record<string, unknown>;
interface Document {
  paths?: object;
  components?: { schemas?: object };
}

const isString = (s: Schema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

/**
 * Writes into the document the rule api/middleware/storable-text.ts enforces on every request: no
 * string a client sends (path, query, body) holds U+0000. Each string schema a request reaches,
 * through `$ref`s too, gets the pattern, beside its own one when it has one (an `allOf`, since a
 * schema has one `pattern`). Strings of a fixed set (`enum`, `const`) or a format are left as
 * they are: none of them can hold it. Unpaired surrogates, which the middleware also refuses, no
 * JSON Schema pattern can name; the 422's description does.
 */
export function documentStorableText<D extends Document>(doc: D): D {
  const components = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const seen = new Set<Schema>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node as Schema)) return;
    const schema = node as Schema;
    seen.add(schema);
    if (typeof schema.$ref === 'string') return visit(components[schema.$ref.replace('#/components/schemas/', '')]);
    if (isString(schema) && !schema.enum && !('const' in schema) && !schema.format) {
      if (schema.pattern === undefined) schema.pattern = STORABLE_PATTERN;
      else if (schema.pattern !== STORABLE_PATTERN) {
        schema.allOf = [...((schema.allOf as unknown[]) ?? []), { pattern: STORABLE_PATTERN }];
      }
    }
    for (const key of ['properties', 'patternProperties'] as const) {
      for (const inner of Object.values((schema[key] as Record<string, unknown>) ?? {})) visit(inner);
    }
    for (const key of ['items', 'additionalProperties'] as const) visit(schema[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
      for (const inner of (schema[key] as unknown[]) ?? []) visit(inner);
    }
  };
  for (const operations of Object.values(doc.paths ?? {}) as object[]) {
    for (const operation of Object.values(operations) as Array<Record<string, unknown>>) {
      for (const parameter of (operation?.parameters as Array<{ schema?: unknown }>) ?? []) visit(parameter.schema);
      const body = operation?.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const media of Object.values(body?.content ?? {})) visit(media.schema);
    }
  }
  return doc;
}
