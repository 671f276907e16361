import type { HoleCases } from './cases';
import { holeSpecSchema, type HoleSpec } from './schema';

/** Validates every hole of a sheet once, at load, and indexes them and their cases by id. */
export function defineSheet(id: number, entries: { hole: HoleSpec; cases: HoleCases }[]) {
  const holes = new Map<number, HoleSpec>();
  const cases = new Map<number, HoleCases>();
  for (const entry of entries) {
    const parsed = holeSpecSchema.parse(entry.hole);
    if (holes.has(parsed.id)) throw new Error(`sheet ${id}: hole ${parsed.id} appears twice`);
    holes.set(parsed.id, parsed);
    cases.set(parsed.id, entry.cases);
  }
  return { id, holes: holes as ReadonlyMap<number, HoleSpec>, cases: cases as ReadonlyMap<number, HoleCases> };
}
