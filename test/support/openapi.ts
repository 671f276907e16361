import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { templateMatcher } from '../../api/middleware/documented-methods';
import { buildOpenApiDocument } from '../../api/http/openapi';

type Document = ReturnType<typeof buildOpenApiDocument>;

let cached: { doc: Document; ajv: Ajv2020; match: (path: string) => string | undefined } | undefined;

function load() {
  if (cached) return cached;
  const doc = buildOpenApiDocument('http://assessments.test');
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
  cached = { doc, ajv, match: templateMatcher(Object.keys(doc.paths ?? {})) };
  return cached;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Asserts that a response is one the OpenAPI document describes: its path, method and status
 * are documented, and its JSON body validates against the documented schema. A path the
 * document does not know (404) or a method it does not list (405) must carry the Error body.
 */
export function assertMatchesOpenApi(requestMethod: string, requestPath: string, res: Response): void {
  const { ajv, doc, match } = load();
  const method = requestMethod.toLowerCase();
  const pathname = new URL(requestPath, 'http://x').pathname;
  const template = match(pathname);
  const operation = template ? (doc.paths as Record<string, Record<string, unknown>>)[template][method] : undefined;

  let ref: string;
  if (!operation) {
    ref = 'openapi.json#/components/schemas/Error';
  } else {
    const responses = (operation as { responses: Record<string, unknown> }).responses;
    const status = String(res.status);
    if (!responses[status]) {
      throw new Error(
        `${method.toUpperCase()} ${template!} answered ${res.status}, which the OpenAPI document does not list`,
      );
    }
    if (res.status === 204 || res.status === 304) return;
    const documented = Object.keys((responses[status] as { content?: object }).content ?? {});
    const mediaType = String(res.headers['content-type']).split(';')[0].trim();
    // A file (text/csv): the document names its type; its text has no schema to hold it to.
    if (!/json/.test(mediaType) && documented.includes(mediaType)) return;
    ref = `openapi.json#/${pointer('paths', template!, method, 'responses', status, 'content', 'application/json', 'schema')}`;
  }
  if (!/json/.test(String(res.headers['content-type']))) {
    throw new Error(
      `${method.toUpperCase()} ${pathname} answered ${res.status} with ${res.headers['content-type']}, not JSON`,
    );
  }
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (!validate(res.body)) {
    throw new Error(
      `${method.toUpperCase()} ${pathname} ${res.status} does not match the OpenAPI document: ` +
        `${ajv.errorsText(validate.errors)}\nbody: ${JSON.stringify(res.body).slice(0, 500)}`,
    );
  }
}

/** Whether the OpenAPI document takes `body` as the JSON request body of an operation. */
export function documentTakes(requestMethod: string, template: string, body: unknown): boolean {
  const { ajv } = load();
  const method = requestMethod.toLowerCase();
  const ref = `openapi.json#/${pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(body) as boolean;
}
