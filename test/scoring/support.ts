import { existsSync, readFileSync } from 'node:fs';
import { getSheet, type HoleSpec, type VariationLetter } from '../../course';
import { referenceProgramPath } from '../../course/references';
import type { SandboxRun } from '../../scoring/sandbox';
import type { CorrectnessSandbox } from '../../scoring/measure';

export const SHEET_ID = 1;
export const sheet = getSheet(SHEET_ID);
export const holeIds = [...sheet.holes.keys()].sort((a, b) => a - b);
export const hole = (id: number): HoleSpec => sheet.holes.get(id)!;

export function reference(holeId: number, letter: VariationLetter, extension: 'js' | 'py'): string | undefined {
  const file = referenceProgramPath(SHEET_ID, holeId, letter, extension === 'js' ? 'javascript' : 'python');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** A sandbox that never executes anything, like one without bubblewrap. */
export const unavailableSandbox: CorrectnessSandbox = {
  run: async (): Promise<SandboxRun> => ({ available: false, reason: 'bubblewrap not found' }),
};

/** Runs `work` over `items`, at most `limit` at once. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
