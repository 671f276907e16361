import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getSheet } from '@hiring/course';
import { PERSONALITY_IDS } from '../../scoring';
import { createSandbox } from '../../scoring/sandbox';
import { collectPrograms } from './collect';
import { BUG_KINDS } from './mutants';
import { orders, scorePrograms } from './orders';

const SHEET_ID = 1;
const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

/**
 * Reference programs (right) against one-bug mutants of them (wrong) and programs that do nothing
 * useful, over every hole and variation of the sheet (FIDELITY_HOLES=12,40,77 for fewer). For each
 * personality: the share of (right, wrong) pairs the right one outscores, on the same hole and
 * across holes, and the highest score of a useless program. The hidden cases are drawn as for a
 * submission, from a seed drawn per run (FIDELITY_SEED to repeat one), so each run tries new ones.
 */
export async function run(): Promise<void> {
  const sandbox = createSandbox({ maxParallel: availableParallelism() + 1 });
  if (!(await sandbox.available())) throw new Error('bubblewrap is not available: nothing can be measured');
  const holes = process.env.FIDELITY_HOLES
    ? process.env.FIDELITY_HOLES.split(',').map(Number)
    : [...getSheet(SHEET_ID).holes.keys()];

  const caseSeed = process.env.FIDELITY_SEED ? Number(process.env.FIDELITY_SEED) : randomInt(2 ** 31);
  console.log(`hidden cases drawn from seed ${caseSeed} (FIDELITY_SEED=${caseSeed} draws them again)`);
  const started = performance.now();
  const programs = await collectPrograms({ sheetId: SHEET_ID, holes, sandbox, caseSeed });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const count = (kinds: string[]) => programs.filter((p) => kinds.includes(p.kind)).length;
  console.log(
    `${holes.length} holes: ${count(['right'])} right programs (references), ` +
      `${count(['off_by_one', 'dropped_one', 'boundary', 'logic'])} wrong ones ` +
      `(off by one ${count(['off_by_one'])}, dropped ±1 ${count(['dropped_one'])}, ` +
      `boundary ${count(['boundary'])}, logic ${count(['logic'])}), ` +
      `${count(['empty', 'constant', 'echo', 'silent'])} useless (empty, constant, echo, silent); measured in ${seconds} s`,
  );
  const failing = programs.filter((p) => (BUG_KINDS as readonly string[]).includes(p.kind));
  const nearMisses = failing.filter(
    (p) =>
      p.measurements.correctness.kind === 'executed' &&
      p.measurements.correctness.passed >= p.measurements.correctness.total - 1,
  ).length;
  console.log(`wrong programs failing exactly one hidden case: ${nearMisses}`);

  console.log(
    '\npersonality              same hole: right>wrong  wrong>right   across holes: right>wrong  lowest right  ' +
      'highest wrong  useless max  right scores (distinct)  variation spread',
  );
  let worstSame = 1;
  let worstAcross = 1;
  for (const personality of PERSONALITY_IDS) {
    const o = orders(personality, await scorePrograms(personality, programs));
    if (o.sameHole.pairs) worstSame = Math.min(worstSame, o.sameHole.rightAbove / o.sameHole.pairs);
    if (o.acrossHoles.pairs) worstAcross = Math.min(worstAcross, o.acrossHoles.rightAbove / o.acrossHoles.pairs);
    console.log(
      `${personality.padEnd(24)} ${percent(o.sameHole.rightAbove, o.sameHole.pairs).padStart(22)} ` +
        `${String(o.sameHole.wrongAbove).padStart(12)} ` +
        `${percent(o.acrossHoles.rightAbove, o.acrossHoles.pairs).padStart(26)} ` +
        `${String(o.lowestRight).padStart(13)} ` +
        `${String(o.highestWrong).padStart(14)} ` +
        `${String(o.uselessMax).padStart(12)} ` +
        `${`${o.rightScores.min}..${o.rightScores.max} (${o.rightScores.distinct})`.padStart(24)} ` +
        `${String(o.variationSpread).padStart(17)}`,
    );
  }
  console.log(
    `\nworst personality: same hole ${(100 * worstSame).toFixed(1)}%, across holes ${(100 * worstAcross).toFixed(1)}% right over wrong`,
  );
}
