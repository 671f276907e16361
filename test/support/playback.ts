import assert from 'node:assert/strict';
import type { SeedSubmission } from './submissions';
import { bearer } from './companies';
import type { TestStack } from './stack';

export const SORTS = [
  'created_at',
  'submitted_at',
  'processing_started_at',
  'processing_finished_at',
  'email',
  'name',
  'status',
  'overall',
] as const;
export type Sort = (typeof SORTS)[number];

const LIFECYCLE = ['draft', 'submitted', 'processing', 'analyzed'];

/**
 * The sort key of a seeded row as docs/decisions/playback/order.md defines it: a missing time is
 * later than every time.
 */
function key(row: SeedSubmission, sort: Sort): number | string {
  switch (sort) {
    case 'email':
      return row.email.toLowerCase();
    case 'name':
      return row.name.toLowerCase();
    case 'status':
      return LIFECYCLE.indexOf(row.status);
    case 'overall':
      return overallFraction(row.scorecard?.summary);
    case 'created_at':
      return row.createdAt.getTime();
    case 'submitted_at':
      return row.submittedAt?.getTime() ?? Infinity;
    case 'processing_started_at':
      return row.processingStartedAt?.getTime() ?? Infinity;
    case 'processing_finished_at':
      return row.processingFinishedAt?.getTime() ?? Infinity;
  }
}

/** The "Overall: X/Y" of a summary as X/Y; -1 without one (below every score). */
function overallFraction(summary: string | undefined): number {
  const found = summary && /Overall: (\d+)\/(\d+)/.exec(summary);
  return found ? Number(found[1]) / Number(found[2]) : -1;
}

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ids in the order the list must show them, computed here without the database. */
export function expectedOrder(rows: readonly SeedSubmission[], sort: Sort, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (compare(key(a, sort), key(b, sort)) || compare(a.id, b.id))).map((r) => r.id);
}

/** GET /v1/playback with the given query string; asserts the status. */
export async function getPlayback(stack: TestStack, token: string, query = '', status = 200) {
  const res = await stack.http.get(`/v1/playback${query ? `?${query}` : ''}`).set(bearer(token));
  assert.equal(res.status, status, res.text);
  return res.body;
}

/** Every page of a listing, followed through its `next` links; returns the ids in order. */
export async function allPages(stack: TestStack, token: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  let path: string | undefined = `/v1/playback?${query}`;
  while (path) {
    const res = await stack.http.get(path).set(bearer(token)).expect(200);
    const body = res.body as { data: Array<{ id: string }>; links: { next?: string } };
    ids.push(...body.data.map((s) => s.id));
    path = body.links.next ? new URL(body.links.next).pathname + new URL(body.links.next).search : undefined;
  }
  return ids;
}
