import { COMPANY_COLUMNS, companyFromJson, type CompanyJson, type CompanyRecord, type CompanyStats } from './companies';
import type { Role } from './members';
import { ID_PATTERN } from '../lib/ids';
import { inTransaction, type Pool, type Queryable } from './pool';
import { statementBatches } from './statement-batches';

export interface SlotDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window, that is until one more slot frees. */
  resetSeconds: number;
}

/*
 * The common request: no second has left the window ($2 - $4 the cutoff), and its second is the
 * row's newest (or, from a clock a little behind another's, before it). It then reads and writes
 * the row's columns only. Any other request goes to rate_limit_take (the migration that adds it
 * says how: it looks up the window's first second among the key's seconds by the index), a
 * function so that this statement's expressions stay small: Postgres prepares every expression of
 * a statement, taken branch or not, on each execution. That request calls it once per column, as
 * one call for the whole row would need a sub-select that every request prepares; it comes once a
 * second per busy key. Parameters: $1 key, $2 the second of now, $3 the limit, $4 the window in
 * seconds.
 */
interface SlotTerms {
  now: string;
  limit: string;
  window: string;
}
const ONE_REQUEST: SlotTerms = { now: '$2::bigint', limit: '$3::int', window: '$4::int' };
const common = (t: SlotTerms) => `r.oldest > ${t.now} - ${t.window} AND ${t.now} <= r.newest`;
const taken = (t: SlotTerms) => `r.total - r.window_start < ${t.limit}`;
const take = (t: SlotTerms) => `(rate_limit_take(r, ${t.now}, ${t.limit}, ${t.window}))`;
const column = (t: SlotTerms, name: string, kept: string) =>
  `${name} = CASE WHEN ${common(t)} THEN ${kept} ELSE ${take(t)}.${name} END`;

/**
 * Takes a slot for the row `source` selects (its key in $1), under the key's row lock. The seconds
 * in which a key counted requests are rows of rate_limit_seconds, each with the running total
 * before it; the key's row keeps the running total (`total`) and its window's first second
 * (`oldest`, whose start is `window_start`) and newest, so the window's count is `total` less
 * `window_start`. A request counts while its second is within the last `windowSeconds` seconds of
 * now, and when fewer than the limit are counted in the window. Nothing counts hits one by one:
 * a key has at most one row per busy second, and only the first request of a second, or one that
 * finds a second gone, reads or adds one.
 */
const upsertSlot = (source: string, t = ONE_REQUEST, returning = '') => `
INSERT INTO rate_limits AS r (key, total, counted, oldest, newest, window_start)
${source}
ON CONFLICT (key) DO UPDATE SET
  ${column(t, 'total', `r.total + (${taken(t)})::int`)},
  ${column(t, 'counted', taken(t))},
  ${column(t, 'oldest', 'r.oldest')},
  ${column(t, 'newest', 'r.newest')},
  ${column(t, 'window_start', 'r.window_start')}
RETURNING ${returning}total - window_start AS used, counted, oldest`;

/** The row of a key's first counted request, selected `from` what decides whether there is one. */
const firstHit = (from = '') => `SELECT $1, 1, true, $2::bigint, $2::bigint, 0 ${from}`;

const TAKE_SLOT = upsertSlot(firstHit());

/**
 * The company of an authenticated request, its member `$7` and, only when the member is still on
 * the team with token version `$6`, a slot of the key's budget, in one statement; with `stats`, the
 * company's statistics too. $5 is the company's id. One JSON column: the driver's cost grows with the columns of a result (it rebuilds
 * their parsers for every result), and this is the statement of every authenticated request.
 */
const STATS = `json_build_object('submissions', coalesce(n.submissions, 0), 'charges', coalesce(n.charges, 0),
                                  'webhooks', coalesce(n.webhooks, 0))`;
const companyTakingSlot = (stats: boolean) => `
WITH company AS (SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $5),
member AS (SELECT id, email, role, token_version FROM members
            WHERE id = $7 AND company_id = $5 AND token_version = $6 AND removed_at IS NULL AND password_hash IS NOT NULL),
slot AS (${upsertSlot(firstHit('FROM member'))})
SELECT json_build_object('company', company, 'member', (SELECT member FROM member),
                         'slot', CASE WHEN slot.counted IS NOT NULL THEN slot END
                         ${stats ? `, 'stats', ${STATS}` : ''}) AS guard
  FROM company LEFT JOIN slot ON true
  ${stats ? 'LEFT JOIN company_counts n ON n.company_id = company.id' : ''}`;

const COMPANY_TAKING_SLOT = companyTakingSlot(false);
const COMPANY_TAKING_SLOT_WITH_STATS = companyTakingSlot(true);

interface SlotRow {
  used: string | number;
  counted: boolean;
  oldest: string | number | null;
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
  /** At most LONGEST_WINDOW_SECONDS. */
  windowSeconds: number;
  now: Date;
}

/**
 * The longest window any limit may use: a row whose newest second is older counts nothing, and the
 * reconciler deletes it (db/purges.ts). A longer window would have its rows purged too early.
 */
export const LONGEST_WINDOW_SECONDS = 3_600;

function checkWindow(request: SlotRequest): void {
  if (request.windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new Error(`a rate limit window of ${request.windowSeconds} s is longer than ${LONGEST_WINDOW_SECONDS} s`);
}

const slotParameters = (r: SlotRequest) => [r.key, Math.floor(r.now.getTime() / 1000), r.limit, r.windowSeconds];

/**
 * Takes one slot of `limit` per rolling window of `windowSeconds` for `key`, exact to the second.
 * Concurrent callers for one key queue on its row, so no two can take the last slot; the cost is
 * one statement whatever the limit, and a lookup by index once a second.
 */
export async function takeSlot(db: Queryable, request: SlotRequest): Promise<SlotDecision> {
  checkWindow(request);
  const { rows } = await db.query<SlotRow>({ name: 'take-slot', text: TAKE_SLOT, values: slotParameters(request) });
  return decision(rows[0], request.limit, request.windowSeconds, request.now);
}

/** The member an authenticated request acts as. */
export interface ActingMember {
  id: string;
  email: string;
  role: Role;
  token_version: number;
}

/** A company token's claims, as the guard checks them. */
export interface GuardToken {
  companyId: string;
  memberId: string;
  version: number;
}

export interface Guard {
  company?: CompanyRecord;
  member?: ActingMember;
  slot?: SlotDecision;
  stats?: CompanyStats;
}

interface GuardJson {
  company: CompanyJson;
  member: ActingMember | null;
  slot: SlotRow | null;
  stats?: CompanyStats | null;
}

function guardFromJson(json: GuardJson, request: SlotRequest, stats: boolean): Guard {
  return {
    company: companyFromJson(json.company),
    member: json.member ?? undefined,
    slot: json.slot ? decision(json.slot, request.limit, request.windowSeconds, request.now) : undefined,
    stats: stats ? json.stats! : undefined,
  };
}

/** One request's guard in a statement of its own: for a token the batch's statement cannot take (see batchable). */
async function findOneCompanyTakingSlot(
  db: Queryable,
  token: GuardToken,
  request: SlotRequest,
  stats: boolean,
): Promise<Guard> {
  const { rows } = await db.query<{ guard: GuardJson }>({
    name: stats ? 'company-taking-slot-with-stats' : 'company-taking-slot',
    text: stats ? COMPANY_TAKING_SLOT_WITH_STATS : COMPANY_TAKING_SLOT,
    values: [...slotParameters(request), token.companyId, token.version, token.memberId],
  });
  return rows[0] ? guardFromJson(rows[0].guard, request, stats) : {};
}

interface GuardRequest {
  token: GuardToken;
  slot: SlotRequest;
  stats: boolean;
}

/** A batch's slot of the key at `nth`, by position in $2 to $5. */
const BATCH_SLOT = (nth: string) => ({
  key: `($2::text[])[${nth}]`,
  now: `($3::bigint[])[${nth}]`,
});
/** In an upsert of keys that are all different, the terms of the row's own request, found by its key. */
const DISTINCT_KEYS: SlotTerms = {
  now: 'excluded.newest',
  limit: '($4::int[])[array_position($2::text[], excluded.key)]',
  window: '($5::int[])[array_position($2::text[], excluded.key)]',
};

/**
 * The slots of a batch: where its keys are all different, one upsert of them all, which takes each
 * as one request's statement does (the same expressions), in the order of the keys; where one
 * key comes twice, rate_limit_take_slot, one after another.
 */
const batchSlots = (distinctKeys: boolean) =>
  distinctKeys
    ? `slot AS (${upsertSlot(
        `SELECT ${BATCH_SLOT('nth').key}, 1, true, ${BATCH_SLOT('nth').now}, ${BATCH_SLOT('nth').now}, 0
           FROM request WHERE member IS NOT NULL ORDER BY ${BATCH_SLOT('nth').key}`,
        DISTINCT_KEYS,
        'key, ',
      )})`
    : `slot AS (
  SELECT * FROM rate_limit_take_slot(ARRAY(SELECT CASE WHEN member IS NOT NULL THEN ($2::text[])[nth] END FROM request ORDER BY nth),
                                     $3::bigint[], $4::int[], $5::int[])
)`;

/*
 * The guards of several requests in one statement, each what COMPANY_TAKING_SLOT is for one: $1
 * their tokens (JSON, each with its position nth, from 1), $2 to $5 their slots' keys, seconds,
 * limits and windows, by position, $6 the statement's lock_timeout (null: the server's), set as
 * the first request is read, before any slot's row is locked; each slot taken (batchSlots) where
 * the request's member is still on the team with its token's version. One JSON array of the guards of the requests whose company
 * exists. The tokens come as JSON rather than as arrays: the planner does not count a JSON
 * document's rows, so the statement's generic plan is kept, where arrays it counts would have it
 * planned again on every execution. An upsert in a WITH runs whole whatever reads it; the slots'
 * function runs whole the first time a guard reads its result, and a request with a member has a
 * company (the member's row references it), hence a guard that reads it.
 */
const guardsTakingSlots = (distinctKeys: boolean) => `
WITH request AS (
  SELECT r.*, (SELECT json_build_object('id', m.id, 'email', m.email, 'role', m.role, 'token_version', m.token_version)
                 FROM members m
                WHERE m.id = r.member_id AND m.company_id = r.company_id AND m.token_version = r.version
                  AND m.removed_at IS NULL AND m.password_hash IS NOT NULL) AS member
    FROM json_to_recordset($1::json) AS r(nth bigint, company_id bpchar, member_id bpchar, version int, stats boolean)
   WHERE (SELECT set_config('lock_timeout', coalesce($6, current_setting('lock_timeout')), true)) IS NOT NULL
),
${batchSlots(distinctKeys)}
SELECT json_agg(json_build_object(
         'nth', request.nth,
         'company', company,
         'member', request.member,
         'slot', (SELECT json_build_object('used', slot.used, 'counted', slot.counted, 'oldest', slot.oldest)
                    FROM slot WHERE ${distinctKeys ? `slot.key = ${BATCH_SLOT('request.nth').key}` : 'slot.nth = request.nth'}),
         'stats', CASE WHEN request.stats THEN (SELECT ${STATS} FROM (SELECT) one
                                                  LEFT JOIN company_counts n ON n.company_id = request.company_id) END
       )) AS guards
  FROM request, LATERAL (SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = request.company_id) company`;

const GUARDS_TAKING_SLOTS = guardsTakingSlots(false);
const GUARDS_TAKING_DISTINCT_SLOTS = guardsTakingSlots(true);

async function findGuardsTakingSlots(db: Queryable, requests: GuardRequest[]): Promise<Array<Guard | Promise<Guard>>> {
  const tokens = requests.map(({ token, stats }, i) => ({
    nth: i + 1,
    company_id: token.companyId,
    member_id: token.memberId,
    version: token.version,
    stats,
  }));
  const keys = requests.map((r) => r.slot.key);
  const keyCount = new Set(keys).size;
  let rows: Array<{ guards: Array<GuardJson & { nth: number }> | null }>;
  try {
    ({ rows } = await db.query<{ guards: Array<GuardJson & { nth: number }> | null }>({
      name: keyCount === keys.length ? 'guards-taking-distinct-slots' : 'guards-taking-slots',
      text: keyCount === keys.length ? GUARDS_TAKING_DISTINCT_SLOTS : GUARDS_TAKING_SLOTS,
      values: [
        JSON.stringify(tokens),
        keys,
        requests.map((r) => Math.floor(r.slot.now.getTime() / 1000)),
        requests.map((r) => r.slot.limit),
        requests.map((r) => r.slot.windowSeconds),
        keyCount > 1 ? BATCH_LOCK_TIMEOUT : null,
      ],
    }));
  } catch (err) {
    if (keyCount > 1 && (err as { code?: string }).code === LOCK_NOT_AVAILABLE) return guardsKeyByKey(db, requests);
    throw err;
  }
  const guards: Guard[] = requests.map(() => ({}));
  for (const guard of rows[0].guards ?? []) {
    const request = requests[guard.nth - 1];
    guards[guard.nth - 1] = guardFromJson(guard, request.slot, request.stats);
  }
  return guards;
}

/**
 * The longest a batch of several keys waits for a slot's row that another transaction holds. A
 * batch holds the rows it has locked while it waits for the next, and one company flooding its
 * budget from several processes holds its row often: a batch that waited for it as long as it took
 * would hold back every other company's request of the batch. Past this wait the statement ends,
 * having taken nothing, and its requests are answered key by key (guardsKeyByKey).
 */
const BATCH_LOCK_TIMEOUT = '100ms';
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * A batch's guards, each request in a statement of its own and answered as soon as it is: the keys
 * side by side, so that a held key's requests wait alone, and one key's requests one after
 * another, in the order they came.
 */
function guardsKeyByKey(db: Queryable, requests: GuardRequest[]): Array<Promise<Guard>> {
  const lastOfKey = new Map<string, Promise<unknown>>();
  return requests.map(({ token, slot, stats }) => {
    const guard = (lastOfKey.get(slot.key) ?? Promise.resolve()).then(() =>
      findOneCompanyTakingSlot(db, token, slot, stats),
    );
    lastOfKey.set(
      slot.key,
      guard.catch(() => undefined),
    );
    return guard;
  });
}

/** The guard's statement of each pool, shared by the requests of one turn of the event loop. */
const guardBatches = new WeakMap<Pool, (request: GuardRequest) => Promise<Guard>>();

const INT_MAX = 2 ** 31 - 1;

/**
 * Whether the batch's statement takes this token as one request's would: ids as we issue them and a
 * version an int holds, so that no value of one request can fail the statement of all (a NUL in an
 * id, a version out of range). Our tokens always pass; one that does not keeps a statement of its own.
 */
const batchable = (token: GuardToken) =>
  ID_PATTERN.test(token.companyId) &&
  ID_PATTERN.test(token.memberId) &&
  Number.isInteger(token.version) &&
  Math.abs(token.version) <= INT_MAX;

/**
 * The company `companyId`, its member `memberId` and, when that member is still on the team with
 * token version `tokenVersion`, a slot of the request's budget taken as takeSlot does, in one round
 * trip: an authenticated request's whole guard (and, with `stats`, what GET /v1/me shows besides
 * the company). A revoked token (removed member, another version) spends nothing: `member` and
 * `slot` are then undefined; so is `company` when the company is gone. The requests of one turn of
 * the event loop share that round trip (one statement for them all, see GUARDS_TAKING_SLOTS): a
 * statement's own cost (its transaction, its executor's start, the driver's and the protocol's
 * work) is then paid once for them all; each request waits for it as its one connection.
 */
export async function findCompanyTakingSlot(
  pool: Pool,
  token: GuardToken,
  request: SlotRequest,
  options: { stats?: boolean } = {},
): Promise<Guard> {
  checkWindow(request);
  const stats = options.stats ?? false;
  if (!batchable(token)) return findOneCompanyTakingSlot(pool, token, request, stats);
  let batches = guardBatches.get(pool);
  if (!batches) {
    batches = statementBatches((requests) => findGuardsTakingSlots(pool, requests));
    guardBatches.set(pool, batches);
  }
  return batches({ token, slot: request, stats });
}

/** Thrown inside the transaction to roll back the slots taken before a refusal. */
class Refused extends Error {
  constructor(readonly decisions: SlotDecision[]) {
    super('a slot was refused');
  }
}

/**
 * A slot of every request's budget, or of none: taken in order in one transaction, and where one is
 * refused those taken before it are given back, so that a refusal by one limit spends nothing of
 * the others. The decisions made, in order: all of them allowed, or the last one refused. Callers
 * keep one order of key kinds (say round, then IP, then company), so two never wait on each other.
 */
export async function takeSlotsTogether(pool: Pool, requests: SlotRequest[]): Promise<SlotDecision[]> {
  try {
    return await inTransaction(pool, async (tx) => {
      const decisions: SlotDecision[] = [];
      for (const request of requests) {
        decisions.push(await takeSlot(tx, request));
        if (!decisions.at(-1)!.allowed) throw new Refused(decisions);
      }
      return decisions;
    });
  } catch (err) {
    if (err instanceof Refused) return err.decisions;
    throw err;
  }
}
