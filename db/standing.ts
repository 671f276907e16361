import type { Queryable } from './pool';

/** Where a submission's overall stands among its peers (see standingOf). */
export interface Standing {
  /** 0–100: the share of peers scoring strictly lower, plus half the share scoring the same. */
  percentile: number;
  /** How many peers it was compared with: at least 1. */
  comparedWith: number;
}

/**
 * An analyzed submission's standing by overall points among its peers: the company's other
 * analyzed live submissions of the same sheet and the same set of holes (test rounds are never
 * peers; a test round itself is placed among the live ones). Undefined when it is not analyzed,
 * has no overall, or has no peer. One query, along the index of migration 025.
 */
export async function standingOf(db: Queryable, companyId: string, id: string): Promise<Standing | undefined> {
  const { rows } = await db.query<{ peers: number; below: number; tied: number }>(
    `SELECT count(*)::int AS peers,
            count(*) FILTER (WHERE peer.points < me.points)::int AS below,
            count(*) FILTER (WHERE peer.points = me.points)::int AS tied
       FROM (SELECT sheet_id, hole_set(holes) AS holes, overall_fraction AS points
               FROM submissions WHERE company_id = $1 AND id = $2 AND status = 'analyzed') me
       JOIN LATERAL (
         SELECT p.overall_fraction AS points FROM submissions p
          WHERE p.company_id = $1 AND p.sheet_id = me.sheet_id AND hole_set(p.holes) = me.holes
            AND p.status = 'analyzed' AND p.test = 0 AND p.id <> $2
       ) peer ON peer.points >= 0
      WHERE me.points >= 0`,
    [companyId, id],
  );
  const { peers, below, tied } = rows[0];
  if (peers === 0) return undefined;
  return { percentile: Math.round((100 * (below + tied / 2)) / peers), comparedWith: peers };
}
