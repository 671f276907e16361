import Router from '@koa/router';
import { z } from 'zod';
import { findSubmissionDetail, listPlayback, SEARCH_LIMITS } from '../../db/playback';
import { EXPORT_BATCH_SIZE, exportPlayback } from '../../db/playback-export';
import { similarityOf } from '../../db/similarity';
import { standingOf } from '../../db/standing';
import { ID_PATTERN } from '../../lib/ids';
import type { AppDeps } from '../app';
import { ApiError } from '../http/errors';
import { companyGuard } from '../middleware/auth';
import { registry } from '../http/openapi';
import { documentedAccess, forbiddenResponse, EVERY_ROLE } from '../auth/roles';
import { pageEnvelope, pageWindow } from '../http/pagination';
import { CSV_COLUMNS, playbackCsv } from '../company/playback-csv';
import {
  companyEndpointErrors,
  errorResponse,
  jsonResponse,
  jsonResponseWithLinks,
  withStandardErrors,
} from '../schemas/error';
import { courseOf } from '../company/offered-holes';
import { PlaybackList, playbackList, PlaybackQuery, submissionDetail, SubmissionDetail } from '../schemas/submission';
import { parse } from '../http/validation';

const LIST_PATH = '/v1/playback';
const CSV_PATH = '/v1/playback.csv';

const secured = { security: [{ bearer: [] }], tags: ['Playback'], ...documentedAccess(EVERY_ROLE) };

registry.registerPath({
  ...secured,
  method: 'get',
  path: LIST_PATH,
  summary: "The company's submissions, with their scorecards",
  description:
    'Sorted by `sort` in `order`, ties broken by id in the same order. A missing timestamp sorts after every time: ' +
    'last ascending, first descending. `email` and `name` sort case-insensitively by code point, `status` by its ' +
    "lifecycle (draft, submitted, processing, analyzed, failed), `overall` by the scorecard's overall score as a " +
    'fraction of its maximum, an unscored submission below every score. `search` keeps the submissions whose e-mail ' +
    'or name contains it, ignoring case; every character is literal. `status`, `test`, `from` and `to` keep those ' +
    'that meet every filter given, and the search. Every link keeps the search, sort, order and filters. A page past ' +
    'the end is empty. `meta.page.total` is exact, but for a search or filters matching ' +
    `${SEARCH_LIMITS.countCap.toLocaleString('en-US')} submissions or more, where it may be a lower ` +
    'bound: `meta.total-capped` says which.',
  request: { query: PlaybackQuery },
  responses: withStandardErrors({
    200: jsonResponseWithLinks(PlaybackList, 'One page of submissions', {
      GetSubmission: {
        operationId: 'getSubmission',
        parameters: { id: '$response.body#/data/0/id' },
        description: 'The first submission of the page, in detail',
      },
    }),
    ...companyEndpointErrors,
    ...forbiddenResponse(EVERY_ROLE),
    422: errorResponse(
      'validation_failed: a query parameter is unknown or outside its rules; `details` names each one',
    ),
  }),
});

registry.registerPath({
  ...secured,
  method: 'get',
  path: CSV_PATH,
  operationId: 'exportSubmissions',
  summary: "The company's submissions as a CSV file, for a spreadsheet",
  description:
    'Every submission the list (`GET /v1/playback`) shows for the same `search`, `status`, `test`, `from` and `to`, ' +
    'in its order for the same `sort` and `order`, on one file: `page` and `per_page` are taken, so that a URL of ' +
    'the list works here, but do not narrow it. RFC 4180 with a header line, UTF-8 with a byte order mark (Excel ' +
    'reads UTF-8 only with one), CRLF line ends. Every cell is quoted; a cell that would start with `=`, `+`, `-`, ' +
    '`@` (or one of their full-width forms `＝`, `＋`, `－`, `＠`), a tab or a carriage return starts with a single ' +
    'quote instead, so that no spreadsheet runs it as a formula. ' +
    `Columns: ${CSV_COLUMNS.map((c) => `\`${c}\``).join(', ')}. Times are ISO 8601 in UTC; \`overall\` and ` +
    '`overall_max` are the X and Y of the scorecard\'s "Overall: X/Y"; `hole_1` to `hole_3` are the round\'s question ' +
    'ids, each followed by whether every hidden case passed (`true`, `false`, empty where no program ran or before ' +
    'analysis). A cell without a value is empty. The file is streamed, ' +
    `${EXPORT_BATCH_SIZE.toLocaleString('en-US')} submissions read at a time: it is not one snapshot. A submission ` +
    'started during the download is in it when it sorts after the part already sent; one whose sort key changes ' +
    'meanwhile may be missed or listed twice. One request of the hourly budget, like a page of the list.',
  request: { query: PlaybackQuery },
  responses: withStandardErrors({
    200: {
      description: 'The CSV file (`Content-Disposition: attachment`)',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="submissions-<UTC date>.csv"',
          schema: { type: 'string' },
        },
      },
      content: { 'text/csv': { schema: z.string() } },
    },
    ...companyEndpointErrors,
    ...forbiddenResponse(EVERY_ROLE),
    422: errorResponse(
      'validation_failed: a query parameter is unknown or outside its rules; `details` names each one',
    ),
  }),
});

registry.registerPath({
  ...secured,
  method: 'get',
  path: `${LIST_PATH}/{id}`,
  operationId: 'getSubmission',
  summary: 'One submission, with the course its candidate received',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[0-9a-fA-F]{24}$/)
        .describe('The submission id: 24 hex characters, either case'),
    }),
  },
  responses: withStandardErrors({
    200: jsonResponse(SubmissionDetail, 'The submission'),
    ...companyEndpointErrors,
    ...forbiddenResponse(EVERY_ROLE),
    404: errorResponse(
      "submission_not_found: no submission of this company has this id (also for a malformed id or another company's), " +
        'or company_not_found',
    ),
  }),
});

/** The list's filters, as the query gives them. */
const filtersOf = (query: z.output<typeof PlaybackQuery>) => ({
  statuses: query.status,
  test: query.test,
  from: query.from,
  to: query.to,
});

const submissionNotFound = () => new ApiError(404, 'submission_not_found', 'No submission with this id was found.');

export function playbackRouter(deps: AppDeps): Router {
  const { pool, config } = deps;
  const router = new Router();
  const guard = [companyGuard(deps, EVERY_ROLE)];

  router.get('/playback', ...guard, async (ctx) => {
    const query = parse(PlaybackQuery, ctx.query);
    const { offset, limit } = pageWindow(query.page, query.per_page);
    const { total, capped, rows } = await listPlayback(pool, ctx.state.company.id, {
      sort: query.sort,
      order: query.order,
      search: query.search,
      filters: filtersOf(query),
      offset,
      limit,
    });
    ctx.body = playbackList(
      rows,
      pageEnvelope({
        publicBaseUrl: config.publicBaseUrl,
        path: LIST_PATH,
        page: query.page,
        perPage: query.per_page,
        total,
        count: rows.length,
        keep: {
          search: query.search,
          sort: query.sort,
          order: query.order,
          status: query.status?.join(','),
          test: query.test?.toString(),
          // As the caller wrote them: an offset can carry a valid instant past year 9999 in UTC.
          from: query.from && String(ctx.query.from),
          to: query.to && String(ctx.query.to),
        },
      }),
      capped,
    );
  });

  router.get('/playback.csv', ...guard, async (ctx) => {
    const query = parse(PlaybackQuery, ctx.query);
    const batches = exportPlayback(pool, ctx.state.company.id, {
      sort: query.sort,
      order: query.order,
      search: query.search,
      filters: filtersOf(query),
    });
    const log = ctx.state.log;
    const body = await playbackCsv(batches, (err) =>
      log.warn({ reason: (err as Error)?.message }, 'the CSV export stopped part way: the client gets a cut response'),
    );
    ctx.set(
      'Content-Disposition',
      `attachment; filename="submissions-${deps.clock.now().toISOString().slice(0, 10)}.csv"`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = body;
  });

  router.get('/playback/:id', ...guard, async (ctx) => {
    // The interface allows upper-case hex in the id; ids are stored in lower case.
    const id = ctx.params.id.toLowerCase();
    const found = ID_PATTERN.test(id) ? await findSubmissionDetail(pool, ctx.state.company.id, id) : undefined;
    if (!found) throw submissionNotFound();
    const companyId = ctx.state.company.id;
    ctx.body = submissionDetail(
      found,
      await courseOf(pool, found),
      await similarityOf(pool, id, companyId),
      await standingOf(pool, companyId, id),
    );
  });

  return router;
}
