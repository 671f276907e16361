import type { Submission } from '../shared/api-types';

/** The columns the list sorts by, each with its API `sort` and the order a first click gives. */
export const SORTABLE = {
  name: { label: 'Candidate', sort: 'name', first: 'asc' },
  overall: { label: 'Overall', sort: 'overall', first: 'desc' },
  started: { label: 'Started', sort: 'created_at', first: 'desc' },
  submitted: { label: 'Submitted', sort: 'submitted_at', first: 'desc' },
} as const;
export type Column = keyof typeof SORTABLE;
export type Order = 'asc' | 'desc';
export type Kind = 'live' | 'test';
export type Status = Submission['status'];

export const STATUSES: readonly Status[] = ['draft', 'submitted', 'processing', 'analyzed', 'failed'];

/**
 * What the list shows, as its URL keeps it (`/console/submissions?sort=overall&order=desc&status=analyzed`):
 * a pasted link, a reload, back and forward all show the same view. Dates are the browser's own
 * days, `to` included. A value the console does not know is left out, as if absent.
 */
export interface ListView {
  search: string;
  page: number;
  column: Column;
  order: Order;
  statuses: Status[];
  kind?: Kind;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

export const DEFAULT_VIEW: ListView = { search: '', page: 1, column: 'started', order: 'desc', statuses: [] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A day of the calendar (no 31 February: a date input never gives one, a pasted link may) whose
 * midnight here, and the next one, are instants the API takes (years 1000 to 9999 in UTC).
 */
function isDay(s: string | null): s is string {
  if (s === null || !DAY.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const midnight = localMidnight(s);
  return y > 1000 && y < 9999 && midnight.getMonth() === m - 1 && midnight.getDate() === d;
}
const isColumn = (s: string | null): s is Column => s !== null && Object.hasOwn(SORTABLE, s);

export function viewOf(url: URL): ListView {
  const q = url.searchParams;
  const page = Number(q.get('page'));
  const column = q.get('sort');
  const order = q.get('order');
  const kind = q.get('kind');
  const from = q.get('from');
  const to = q.get('to');
  return {
    search: q.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    column: isColumn(column) ? column : DEFAULT_VIEW.column,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_VIEW.order,
    statuses: STATUSES.filter((s) => (q.get('status') ?? '').split(',').includes(s)),
    kind: kind === 'live' || kind === 'test' ? kind : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** The console's own URL of a view: only what differs from the default, so the plain list stays `/console/submissions`. */
export function urlOf(view: ListView): string {
  const q = new URLSearchParams();
  if (view.search) q.set('search', view.search);
  if (view.column !== DEFAULT_VIEW.column || view.order !== DEFAULT_VIEW.order) {
    q.set('sort', view.column);
    q.set('order', view.order);
  }
  if (view.statuses.length) q.set('status', view.statuses.join(','));
  if (view.kind) q.set('kind', view.kind);
  if (view.from) q.set('from', view.from);
  if (view.to) q.set('to', view.to);
  if (view.page > 1) q.set('page', String(view.page));
  const tail = q.toString();
  return `/console/submissions${tail ? `?${tail}` : ''}`;
}

/** GET /v1/playback's query for a view's page. */
export const apiQueryOf = (view: ListView, perPage: number): string =>
  `page=${view.page}&per_page=${perPage}&${exportQueryOf(view)}`;

/**
 * The query of the whole view, every page of it (GET /v1/playback.csv): its sort, search and filters.
 * The day range becomes instants, `to` the start of the day after.
 */
export function exportQueryOf(view: ListView): string {
  const q = new URLSearchParams({ sort: SORTABLE[view.column].sort, order: view.order });
  if (view.search) q.set('search', view.search);
  if (view.statuses.length) q.set('status', view.statuses.join(','));
  if (view.kind) q.set('test', String(view.kind === 'test'));
  if (view.from) q.set('from', localMidnight(view.from).toISOString());
  if (view.to) {
    const after = localMidnight(view.to);
    after.setDate(after.getDate() + 1);
    q.set('to', after.toISOString());
  }
  return q.toString();
}

/** Whether any filter narrows the view (the search apart). */
export const isFiltered = (view: ListView) => view.statuses.length > 0 || Boolean(view.kind || view.from || view.to);

/** Sorting by a column: a second click on the current one turns the order round. */
export const sortedBy = (view: ListView, column: Column): ListView => ({
  ...view,
  column,
  order: view.column === column ? (view.order === 'asc' ? 'desc' : 'asc') : SORTABLE[column].first,
  page: 1,
});

function localMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}
