import { COMPANY_COLUMNS, statsColumns, type CompanyRecord, type CompanyStats } from './companies';
import type { Queryable } from './pool';

export interface SlotDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window, that is until one more slot frees. */
  resetSeconds: number;
}

/*
 * The pieces of the upsert below, as SQL over the row's old values (r), each a scalar expression:
 * Postgres evaluates them without a sub-select, which costs a third less than one. Parameters:
 * $1 key, $2 the second of now, $3 the limit, $4 the window in seconds.
 */
const CUTOFF = `$2::bigint - $4::int`;
/** How many of the oldest seconds left the window (binary search over the ascending seconds). */
const GONE = `width_bucket(${CUTOFF}, r.seconds)`;
const LAST = `cardinality(r.seconds)`;
/** The running total before the first second kept. */
const BASE = `CASE WHEN ${GONE} = 0 THEN r.base ELSE r.totals[${GONE}] END`;
/** Whether this request is counted: fewer than the limit are in the window. */
const TAKE = `(coalesce(r.totals[${LAST}], r.base) - ${BASE} < $3::int)`;
/** The newest second still in the window, if any. */
const NEWEST = `CASE WHEN r.seconds[${LAST}] > ${CUTOFF} THEN r.seconds[${LAST}] END`;
/** The second this request counts in: now, or the newest when a clock behind another's sent it. */
const AT = `greatest($2::bigint, ${NEWEST})`;

/**
 * Takes a slot for the row `source` selects (its key in $1), under the key's row lock. A row keeps
 * the seconds in which it counted requests (ascending) and, for each, the running total of
 * requests counted up to it; `base` is the running total before the first second kept. A request
 * counts while its second is within the last `windowSeconds` seconds of now: the seconds that left
 * the window are found by binary search and cut off, and when fewer than the limit remain counted,
 * this request is added to its second. A clock behind the newest second (another process's, a
 * little ahead) counts in that second, so the seconds stay ascending. Nothing counts hits one by
 * one: the arrays hold at most one entry per busy second of the window (3600), so the cost does not
 * grow with the limit, only with how many seconds of the hour saw a request (each statement copies
 * the arrays it keeps).
 */
const upsertSlot = (source: string) => `
INSERT INTO rate_limits AS r (key, seconds, totals, base, counted)
${source}
ON CONFLICT (key) DO UPDATE SET
  seconds = CASE WHEN NOT ${TAKE} OR ${NEWEST} = ${AT} THEN r.seconds[${GONE} + 1:]
                 ELSE r.seconds[${GONE} + 1:] || ${AT} END,
  totals  = CASE WHEN NOT ${TAKE} THEN r.totals[${GONE} + 1:]
                 WHEN ${NEWEST} = ${AT} THEN r.totals[${GONE} + 1:${LAST} - 1] || (r.totals[${LAST}] + 1)
                 ELSE r.totals[${GONE} + 1:] || (coalesce(r.totals[${LAST}], r.base) + 1) END,
  base    = ${BASE},
  counted = ${TAKE}
RETURNING coalesce(totals[cardinality(totals)], base) - base AS used, counted, seconds[1] AS oldest`;

const FIRST_HIT = `VALUES ($1, ARRAY[$2::bigint], ARRAY[1::bigint], 0, true)`;

const TAKE_SLOT = upsertSlot(FIRST_HIT);

/**
 * The company of an authenticated request and, only when its token version is still `$6`, a slot
 * of the key's budget, in one statement; with `stats`, the company's statistics too. $5 is the
 * company's id.
 */
const companyTakingSlot = (stats: boolean) => `
WITH company AS (SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $5),
slot AS (${upsertSlot(`SELECT $1, ARRAY[$2::bigint], ARRAY[1::bigint], 0, true FROM company WHERE token_version = $6`)})
SELECT company.*, slot.used AS slot_used, slot.counted AS slot_counted, slot.oldest AS slot_oldest
       ${stats ? `, ${statsColumns('company.id', 'stats_')}` : ''}
  FROM company LEFT JOIN slot ON true`;

const COMPANY_TAKING_SLOT = companyTakingSlot(false);
const COMPANY_TAKING_SLOT_WITH_STATS = companyTakingSlot(true);

interface SlotRow {
  used: string | number;
  counted: boolean;
  oldest: string | null;
}

function decision(row: SlotRow, limit: number, windowSeconds: number, now: Date): SlotDecision {
  const resetMs = row.oldest === null ? 0 : (Number(row.oldest) + windowSeconds) * 1000 - now.getTime();
  return {
    allowed: row.counted,
    limit,
    remaining: Math.max(0, limit - Number(row.used)),
    resetSeconds: Math.max(0, Math.ceil(resetMs / 1000)),
  };
}

export interface SlotRequest {
  key: string;
  limit: number;
  windowSeconds: number;
  now: Date;
}

const slotParameters = (r: SlotRequest) => [r.key, Math.floor(r.now.getTime() / 1000), r.limit, r.windowSeconds];

/**
 * Takes one slot of `limit` per rolling window of `windowSeconds` for `key`, exact to the second.
 * Concurrent callers for one key queue on its row, so no two can take the last slot; the cost is
 * one statement whatever the limit, over at most one entry per second of the window.
 */
export async function takeSlot(db: Queryable, request: SlotRequest): Promise<SlotDecision> {
  const { rows } = await db.query<SlotRow>({ name: 'take-slot', text: TAKE_SLOT, values: slotParameters(request) });
  return decision(rows[0], request.limit, request.windowSeconds, request.now);
}

/**
 * The company `companyId` and, when its token version is `tokenVersion`, a slot of the request's
 * budget taken as takeSlot does, in one round trip: an authenticated request's whole guard (and,
 * with `stats`, what GET /v1/me shows besides the company). A revoked token (another version)
 * spends nothing: `slot` is then undefined; so is `company` when the company is gone.
 */
export async function findCompanyTakingSlot(
  db: Queryable,
  companyId: string,
  tokenVersion: number,
  request: SlotRequest,
  options: { stats?: boolean } = {},
): Promise<{ company?: CompanyRecord; slot?: SlotDecision; stats?: CompanyStats }> {
  type Row = CompanyRecord & { slot_used: string | null; slot_counted: boolean | null; slot_oldest: string | null } & {
    stats_submissions?: number;
    stats_charges?: number;
    stats_webhooks?: number;
  };
  const { rows } = await db.query<Row>(
    options.stats
      ? {
          name: 'company-taking-slot-with-stats',
          text: COMPANY_TAKING_SLOT_WITH_STATS,
          values: [...slotParameters(request), companyId, tokenVersion],
        }
      : {
          name: 'company-taking-slot',
          text: COMPANY_TAKING_SLOT,
          values: [...slotParameters(request), companyId, tokenVersion],
        },
  );
  if (!rows[0]) return {};
  const { slot_used, slot_counted, slot_oldest, stats_submissions, stats_charges, stats_webhooks, ...company } =
    rows[0];
  const stats = options.stats
    ? { submissions: stats_submissions!, charges: stats_charges!, webhooks: stats_webhooks! }
    : undefined;
  if (slot_used === null || slot_counted === null) return { company, stats };
  const slot = decision(
    { used: slot_used, counted: slot_counted, oldest: slot_oldest },
    request.limit,
    request.windowSeconds,
    request.now,
  );
  return { company, slot, stats };
}
