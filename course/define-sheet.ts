import { holeSpecSchema, type HoleSpec } from './schema';

/** Validates every hole of a sheet once, at load, and indexes them by id. */
export function defineSheet(id: number, holes: HoleSpec[]) {
  const byId = new Map<number, HoleSpec>();
  for (const hole of holes) {
    const parsed = holeSpecSchema.parse(hole);
    if (byId.has(parsed.id)) throw new Error(`sheet ${id}: hole ${parsed.id} appears twice`);
    byId.set(parsed.id, parsed);
  }
  return { id, holes: byId as ReadonlyMap<number, HoleSpec> };
}
