import { readFileSync } from 'node:fs';
import {
  getHole,
  variationWithCases,
  referenceProgramPath,
  VARIATION_LETTERS,
  type VariationLetter,
} from '@hiring/course';
import { measureShot, type CorrectnessSandbox, type ShotMeasurements } from '../../scoring';
import type { PublicHole } from '../../scoring/evaluators/evaluator';
import { BUG_KINDS, mutants, uselessPrograms, type BugKind, type MutableLanguage } from './mutants';

export type ProgramKind = 'right' | BugKind | 'empty' | 'constant' | 'echo' | 'silent';

export interface MeasuredProgram {
  hole: PublicHole;
  letter: VariationLetter;
  language: string;
  kind: ProgramKind;
  measurements: ShotMeasurements;
}

export interface CollectOptions {
  sheetId: number;
  holes: readonly number[];
  letters?: readonly VariationLetter[];
  sandbox: CorrectnessSandbox;
  /** The hidden cases are drawn from it, as a submission's are from its own. */
  caseSeed: number;
  /** Sites tried per kind of bug before giving up on it (a mutant that still passes everything is not wrong). */
  attempts?: number;
  /** (hole, variation) pairs worked on at once; the sandbox queues its own runs. */
  parallel?: number;
}

const LANGUAGES: readonly MutableLanguage[] = ['javascript', 'python'];

/**
 * For every hole and variation: both reference programs (right), and in one language (alternating)
 * the first mutant of each kind of bug that fails at least one hidden case (wrong). For every hole,
 * on one variation: an empty program and the useless ones (constant, echo, silent).
 */
export async function collectPrograms(options: CollectOptions): Promise<MeasuredProgram[]> {
  const letters = options.letters ?? VARIATION_LETTERS;
  const attempts = options.attempts ?? 3;
  const out: MeasuredProgram[] = [];
  // A mutant stuck in a loop fails its case in half a second as surely as in the default two.
  const tighter: CorrectnessSandbox = {
    run: (request) => options.sandbox.run({ ...request, limits: { cpuMs: 500, wallMs: 1000 } }),
  };
  const jobs = options.holes.flatMap((id, h) => letters.map((letter, v) => ({ id, h, letter, v })));

  await forEachLimited(jobs, options.parallel ?? 8, async ({ id, h, letter, v }) => {
    const spec = getHole(options.sheetId, id);
    if (!spec) throw new Error(`hole ${id} is not on sheet ${options.sheetId}`);
    const variation = variationWithCases(options.sheetId, id, letter, options.caseSeed);
    const hole: PublicHole = { id, title: spec.title, category: spec.category, difficulty: spec.difficulty };
    const measure = async (
      language: string,
      code: string,
      kind: ProgramKind,
      sandbox = kind === 'right' ? options.sandbox : tighter,
      cases = variation.cases,
    ) => {
      const measurements = await measureShot({ language, code }, { ...variation, cases }, sandbox);
      return { hole, letter, language, kind, measurements };
    };
    const smallestCase = [...variation.cases].sort((a, b) => a.input.length - b.input.length).slice(0, 1);
    /**
     * Timed out on every case under the tight limits, and on the smallest input under the real ones
     * too: its tight measurement stands, since every other case would spin the real limit to say the same.
     */
    const stuck = async (language: string, code: string, kind: ProgramKind, tight: ShotMeasurements) =>
      noneInTime(tight) &&
      noneInTime((await measure(language, code, kind, options.sandbox, smallestCase)).measurements);

    for (const language of LANGUAGES) {
      const code = readFileSync(referenceProgramPath(options.sheetId, id, letter, language), 'utf8');
      const right = await measure(language, code, 'right');
      const c = right.measurements.correctness;
      if (c.kind !== 'executed' || c.passed !== c.total)
        throw new Error(`the ${language} reference of hole ${id}${letter} does not pass: ${c.facts.join(' ')}`);
      out.push(right);
    }

    const language = LANGUAGES[(h + v) % 2];
    const reference = readFileSync(referenceProgramPath(options.sheetId, id, letter, language), 'utf8');
    for (const kind of BUG_KINDS) {
      for (const code of mutants(reference, language, kind, id * 7 + v).slice(0, attempts)) {
        let wrong = await measure(language, code, kind);
        // Only time-outs under the tight limits: measured again under the real ones before it counts as wrong.
        if (onlyTimeouts(wrong.measurements) && !(await stuck(language, code, kind, wrong.measurements)))
          wrong = await measure(language, code, kind, options.sandbox);
        const c = wrong.measurements.correctness;
        if (c.kind === 'executed' && c.passed < c.total) {
          out.push(wrong);
          break;
        }
      }
    }

    if (v === h % letters.length) {
      out.push(await measure(language, '', 'empty'));
      for (const useless of uselessPrograms(language, variation.human.examples.output))
        out.push(await measure(language, useless.code, useless.kind));
    }
  });
  return out;
}

/** Not one case finished in time. */
function noneInTime(m: ShotMeasurements): boolean {
  return onlyTimeouts(m) && m.correctness.kind === 'executed' && m.correctness.passed === 0;
}

function onlyTimeouts(m: ShotMeasurements): boolean {
  const c = m.correctness;
  return c.kind === 'executed' && c.passed < c.total && Object.keys(c.failures).every((v) => v === 'time_limit');
}

async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
