import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware, Next } from 'koa';
import { REPORT_PAGE_PATH } from '../../lib/report-links';

/** Where `npm run build:web` puts the pages (see scripts/build-web.ts). */
export const WEB_DIST_DIR = path.resolve(__dirname, '..', '..', 'web', 'dist');

/**
 * Everything a page may load comes from this origin; the API itself answers JSON only. CodeMirror
 * writes its themes into <style> elements, hence 'unsafe-inline' for styles (never for scripts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pages not built</title></head>\n' +
  '<body><main><h1>The web pages are not built</h1>' +
  '<p>Run <code>npm run build:web</code> (it also runs after <code>npm ci</code>), then reload.</p>' +
  '</main></body></html>';

/**
 * The HTML file behind a page path: the landing page, the candidate's round, a report link's page,
 * the console and its sections.
 */
function pageFile(urlPath: string): string | undefined {
  if (urlPath === '/') return 'index.html';
  if (urlPath === '/play' || urlPath === '/play/') return 'play/index.html';
  if (urlPath === REPORT_PAGE_PATH || urlPath === `${REPORT_PAGE_PATH}/`) return 'report/index.html';
  if (urlPath === '/console' || urlPath.startsWith('/console/')) return 'console/index.html';
  return undefined;
}

/**
 * Serves the built pages and their hashed assets (GET and HEAD only; anything else falls through
 * to the API's own 404/405 answers). Pages are never cached, so a deployment shows at once;
 * assets carry a content hash in their name and are cached for a year.
 */
export function webPages(distDir = WEB_DIST_DIR): Middleware {
  const serve = serveWebFile(distDir);
  // Not async: what is not a page passes on without a promise of its own (every API request).
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const page = pageFile(ctx.path);
    const asset = ctx.path.startsWith('/assets/') ? ctx.path.slice(1) : undefined;
    if (!page && !asset) return next();
    return serve(ctx, next, page, asset);
  };
}

function serveWebFile(distDir: string) {
  return async (ctx: Context, next: Next, page: string | undefined, asset: string | undefined) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    if (page) {
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Cache-Control', 'no-store');
      if (!existsSync(path.join(distDir, page))) {
        ctx.status = 503;
        ctx.type = 'html';
        ctx.body = NOT_BUILT_PAGE;
        return;
      }
      await send(ctx, page, { root: distDir, index: false });
      return;
    }
    // An asset that is not there is a plain 404 (the error body middleware answers it).
    const served = await send(ctx, asset!, {
      root: distDir,
      index: false,
      immutable: true,
      maxAge: 365 * 86_400_000,
    }).catch((err: { status?: number }) => {
      if (err.status === 404 || err.status === 400 || err.status === 403) return undefined;
      throw err;
    });
    if (!served) return next();
  };
}
