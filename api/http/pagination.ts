import { z } from 'zod';
import { registry } from './openapi';

/**
 * A query-string integer from min to max (the document says so): digits only (no sign, exponent
 * or decimals), then range-checked.
 */
const queryInt = (min: number, max: number, fallback: number, rule: string) =>
  z
    .string(rule)
    .regex(/^[0-9]{1,10}$/, rule)
    .transform(Number)
    .pipe(z.int().min(min, rule).max(max, rule))
    .default(fallback)
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 1_000_000_000;

/**
 * `page` (default 1) and `per_page` (default 20, at most 100): the paging half of every list's
 * query. A list's own query schema extends it (sort, order, search, ...) and stays strict, so an
 * unknown parameter answers 422 like any other bad value.
 */
export const PageQuery = z.strictObject({
  page: queryInt(1, MAX_PAGE, 1, `must be an integer from 1 to ${MAX_PAGE}`),
  per_page: queryInt(1, MAX_PER_PAGE, DEFAULT_PER_PAGE, `must be an integer from 1 to ${MAX_PER_PAGE}`),
});

export const PageMeta = registry.register(
  'PageMeta',
  z.object({
    'current-page': z.int().min(1),
    'per-page': z.int().min(1).max(MAX_PER_PAGE),
    from: z.int().min(0).describe('1-based position of the first element on this page; 0 when the page is empty'),
    to: z.int().min(0).describe('1-based position of the last element on this page; 0 when the page is empty'),
    total: z.int().min(0),
    'last-page': z.int().min(1).describe('At least 1, also when there are no elements'),
  }),
);

export const PageLinks = registry.register(
  'PageLinks',
  z.object({
    first: z.url(),
    prev: z.url().optional().describe('Absent on the first page'),
    next: z.url().optional().describe('Absent on the last page'),
    last: z.url(),
  }),
);

/** The response schema of a paginated list of `item`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ page: PageMeta }), links: PageLinks });

export interface Page {
  /** SQL OFFSET and LIMIT of the page. */
  offset: number;
  limit: number;
}

export const pageWindow = (page: number, perPage: number): Page => ({ offset: (page - 1) * perPage, limit: perPage });

/**
 * meta.page and links of one page of a list of `total` elements whose page holds `count` of them.
 * Links are absolute, built from PUBLIC_BASE_URL (never the Host header); they keep `keep` (the
 * list's other parameters, in the order given, undefined ones left out) and end in
 * `page=<n>&per_page=<n>`.
 */
export function pageEnvelope(options: {
  publicBaseUrl: string;
  path: string;
  page: number;
  perPage: number;
  total: number;
  count: number;
  keep?: Record<string, string | undefined>;
}) {
  const { page, perPage, total, count } = options;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = count > 0 ? (page - 1) * perPage + 1 : 0;
  const link = (n: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(options.keep ?? {})) if (value !== undefined) params.append(name, value);
    params.append('page', String(n));
    params.append('per_page', String(perPage));
    return `${options.publicBaseUrl}${options.path}?${params}`;
  };
  return {
    meta: {
      page: {
        'current-page': page,
        'per-page': perPage,
        from,
        to: count > 0 ? from + count - 1 : 0,
        total,
        'last-page': lastPage,
      },
    },
    links: {
      first: link(1),
      ...(page > 1 ? { prev: link(Math.min(page - 1, lastPage)) } : {}),
      ...(page < lastPage ? { next: link(page + 1) } : {}),
      last: link(lastPage),
    },
  };
}
