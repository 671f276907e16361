import { extendZodWithOpenApi, OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { documentStorableText } from './storable-document';

// Gives every zod schema .openapi(); this module loads before any schema that registers here.
extendZodWithOpenApi(z);

/** Every schema and path registers itself here when its module loads; the document is built from it. */
export const registry = new OpenAPIRegistry();

export const API_VERSION = '1.0.0';

registry.registerComponent('securitySchemes', 'bearer', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'A company token: the access_token of POST /v1/token (or of POST /v1/console/token)',
});

registry.registerComponent('securitySchemes', 'round', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'The round_token of POST /v1/rounds: it opens the endpoints of that round only',
});

registry.registerComponent('securitySchemes', 'greenhouse', {
  type: 'http',
  scheme: 'basic',
  description:
    "Greenhouse's calls to the partner paths: a Greenhouse key of the company (POST /v1/integrations/greenhouse/keys) " +
    'as the user name, an empty password. It opens those paths only, and a company token never opens them',
});

export function buildOpenApiDocument(serverUrl: string) {
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Candidate Assessment Service',
      version: API_VERSION,
      description: 'Hiring assessments: candidates play a round of 3 holes; three evaluator personalities score them.',
    },
    // The paths carry their /v1 prefix: the server is the origin alone, or every client would call /v1/v1/...
    servers: [{ url: serverUrl }],
  });
  return documentStorableText(document);
}
