import { createReadStream } from 'node:fs';
import Router from '@koa/router';
import type { AppDeps } from '../app';
import { buildOpenApiDocument } from '../http/openapi';
import { CONTENT_SECURITY_POLICY } from '../http/web-pages';

const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Candidate Assessment Service API</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <redoc spec-url="/v1/openapi.json"></redoc>
    <script src="/v1/docs/redoc.standalone.js"></script>
  </body>
</html>
`;

/**
 * The pages' policy, and workers from blob: URLs, which is how Redoc's bundle starts its search.
 * It also keeps the page from fetching Redoc's logo from Redocly's CDN (its badge shows without it).
 */
const DOCS_PAGE_POLICY = `${CONTENT_SECURITY_POLICY}; worker-src 'self' blob:`;

/** The OpenAPI document (built once, from the zod schemas) and a Redoc page that renders it. */
export function docsRouter(deps: AppDeps): Router {
  const router = new Router();
  let document: unknown;
  router.get('/openapi.json', (ctx) => {
    document ??= buildOpenApiDocument(deps.config.publicBaseUrl);
    ctx.body = document;
  });
  router.get('/docs', (ctx) => {
    ctx.set('Content-Security-Policy', DOCS_PAGE_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.type = 'html';
    ctx.body = docsPage;
  });
  router.get('/docs/redoc.standalone.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = createReadStream(REDOC_BUNDLE);
  });
  return router;
}
