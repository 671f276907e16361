import Router from '@koa/router';
import { SHOT_LANGUAGES } from '../../scoring/shots/shot-languages';
import { getLanguage } from '../../scoring/sandbox';
import type { AppDeps } from '../app';
import { candidateRateLimit } from '../middleware/rate-limit';
import { registry } from '../http/openapi';
import { documentedAccess } from '../auth/roles';
import { LanguageListing } from '../schemas/language';
import { errorResponse, jsonResponse, withStandardErrors } from '../schemas/error';

registry.registerPath({
  method: 'get',
  path: '/v1/languages',
  ...documentedAccess('public'),
  tags: ['Course'],
  summary: 'The languages a shot may be written in, with their versions and a program to start from',
  responses: withStandardErrors({
    200: jsonResponse(LanguageListing, 'Every language, executable ones first'),
    429: errorResponse('rate_limit_exceeded: the hourly request limit of this client IP is spent'),
  }),
});

export function languagesRouter(deps: AppDeps): Router {
  const router = new Router();
  const listing = LanguageListing.parse({
    languages: SHOT_LANGUAGES.map(({ id, name, kind }) => {
      const executable = getLanguage(id);
      return executable
        ? {
            id,
            name,
            kind,
            version: executable.version,
            file_name: executable.fileName,
            starter: executable.starter,
            ...(executable.notes ? { notes: executable.notes } : {}),
          }
        : { id, name, kind };
    }),
  });
  router.get('/languages', candidateRateLimit(deps), (ctx) => {
    ctx.body = listing;
  });
  return router;
}
