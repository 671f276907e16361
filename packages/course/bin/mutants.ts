/**
 * `npm run course:mutants`: does a wrong program's verdict depend on its draw? For every variation
 * of sheet 1, the mutants of its JavaScript reference (mutants.ts) are judged against its fixed
 * cases and the cases of MUTANT_SEEDS draws. A mutant some draw kills must be killed by the fixed
 * cases alone; sheet 2 adds, as fixed cases, the drawn inputs that make it so (the fewest, greedily),
 * and its own draws are judged again until that holds. With `--write`, it writes:
 *
 * - sheets/2/added-fixed-cases.json (what sheet 2 adds);
 * - mutants.json, each variation's figures (the CI sample reads its seconds to stay within its minute);
 * - the whole course's figures, in the package's README.
 *
 * `--holes 12,47` judges those holes only (and writes nothing); `--shards n` (default 2) processes.
 * Hours on two cores are expected for the whole course: each variation's report is kept in a
 * journal as it ends, so that a run stopped half-way goes on from there (`--fresh` starts over).
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawInputs, type HoleCases } from '../cases';
import { fixedCases, getSheet, hiddenCases } from '../index';
import { VARIATION_LETTERS, type CaseTag, type VariationLetter } from '../schema';
import { casesToFix, judgeMutants, judgeSurvivors, type Case } from '../mutants';
import { referenceProgramPath } from '../references';
import { runJavaScriptReference } from '../reference-run';
import { ADDED_FIXED_CASES_FILE, type AddedFixedCases } from '../sheets/2';

/** Seeds whose draws a mutant must not escape by luck. */
export const MUTANT_SEEDS = 100;
/** One input's run of a mutant: a reference takes milliseconds; one that loops is cut here. */
export const MUTANT_TIMEOUT_MS = 500;
/** Rounds of adding fixed cases and drawing again (a new fixed input can change what a seed draws). */
const MAX_ROUNDS = 4;

interface Figures {
  mutants: number;
  killedByFixed: number;
  drawnOnly: number;
  survived: number;
}

export interface VariationReport {
  hole: number;
  letter: VariationLetter;
  sheet1: Figures;
  sheet2: Figures;
  added: Array<{ tag: CaseTag; input: string }>;
  /** Mutants only draws kill on sheet 2 (none, once it holds), for the log. */
  stillDrawnOnly: string[];
  seconds: number;
}

type TaggedCase = Case & { tag: CaseTag };

/** The variation's fixed cases and the cases its generators draw for MUTANT_SEEDS seeds, with the reference's outputs. */
function casesFor(
  cases: HoleCases[VariationLetter],
  hole: number,
  letter: VariationLetter,
): { fixed: TaggedCase[]; drawn: TaggedCase[] } {
  const reference = referenceProgramPath(1, hole, letter, 'javascript');
  const withOutput = ({ tag, input }: { tag: CaseTag; input: string }) => ({
    tag,
    input,
    output: runJavaScriptReference(reference, input),
  });
  const drawn = new Map<string, TaggedCase>();
  for (let seed = 1; seed <= MUTANT_SEEDS; seed++)
    for (const c of drawInputs(cases, seed, hole, letter)) if (!drawn.has(c.input)) drawn.set(c.input, withOutput(c));
  return { fixed: cases.fixed.map(withOutput), drawn: [...drawn.values()] };
}

export function reportVariation(hole: number, letter: VariationLetter): VariationReport {
  const started = Date.now();
  const base = getSheet(1).cases.get(hole)![letter];
  const source = readFileSync(referenceProgramPath(1, hole, letter, 'javascript'), 'utf8');
  const first = casesFor(base, hole, letter);
  const verdict = judgeMutants(source, first.fixed, first.drawn, MUTANT_TIMEOUT_MS);
  const sheet1: Figures = {
    mutants: verdict.mutants,
    killedByFixed: verdict.killedByFixed,
    drawnOnly: verdict.drawnOnly.length,
    survived: verdict.survived.length,
  };
  // What the added cases fix stays fixed (they kill those mutants, and fixed cases only grow); what
  // survived every draw of sheet 1 is judged again on the draws sheet 2 makes anew (a new fixed
  // input can change what a seed draws), and fixed in turn.
  const added: TaggedCase[] = [];
  let drawnOnly = verdict.drawnOnly;
  let survived = verdict.survived;
  const seen = new Set(first.drawn.map((c) => c.input));
  for (let round = 0; round < MAX_ROUNDS && drawnOnly.length > 0; round++) {
    added.push(...casesToFix(drawnOnly, MUTANT_TIMEOUT_MS));
    const fixed = [...base.fixed, ...added.map(({ tag, input }) => ({ tag, input }))];
    const fresh = casesFor({ ...base, fixed }, hole, letter).drawn.filter((c) => !seen.has(c.input));
    for (const c of fresh) seen.add(c.input);
    ({ drawnOnly, survived } = judgeSurvivors(survived, fresh, MUTANT_TIMEOUT_MS));
  }
  return {
    hole,
    letter,
    sheet1,
    sheet2: {
      mutants: verdict.mutants,
      killedByFixed: verdict.mutants - drawnOnly.length - survived.length,
      drawnOnly: drawnOnly.length,
      survived: survived.length,
    },
    added: added.map(({ tag, input }) => ({ tag, input })),
    stillDrawnOnly: drawnOnly.map((m) => m.change),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/**
 * The mutants only draws kill on a sheet as the package defines it: its fixed cases, and what its
 * generators draw for MUTANT_SEEDS seeds (the CI sample's check that sheet 2 holds).
 */
export function drawnOnlyOnSheet(sheetId: number, hole: number, letter: VariationLetter): string[] {
  const source = readFileSync(referenceProgramPath(sheetId, hole, letter, 'javascript'), 'utf8');
  const drawn = new Map<string, Case>();
  for (let seed = 1; seed <= MUTANT_SEEDS; seed++)
    for (const c of hiddenCases(sheetId, hole, letter, seed)) if (c.drawn) drawn.set(c.input, c);
  const verdict = judgeMutants(source, fixedCases(sheetId, hole, letter), [...drawn.values()], MUTANT_TIMEOUT_MS);
  return verdict.drawnOnly.map((m) => m.change);
}

/**
 * Reports of variations already judged, kept between runs, and committed: the whole course takes
 * hours, and a run stopped on one machine goes on from there on another.
 */
const JOURNAL_FILE = path.join(__dirname, '..', 'mutants-journal.jsonl');
/** Each variation's figures from the last whole-course run (the CI sample reads its seconds to stay within its minute). */
export const MUTANTS_FILE = path.join(__dirname, '..', 'mutants.json');

/**
 * What a variation's report rests on: its reference, its fixed cases and the first seed's draw (a
 * changed generator almost always draws differently), and the tester's own settings.
 */
function fingerprint(hole: number, letter: VariationLetter): string {
  const cases = getSheet(1).cases.get(hole)![letter];
  const source = readFileSync(referenceProgramPath(1, hole, letter, 'javascript'), 'utf8');
  return createHash('sha256')
    .update(JSON.stringify([source, cases.fixed, drawInputs(cases, 1, hole, letter), MUTANT_SEEDS, MUTANT_TIMEOUT_MS]))
    .digest('hex');
}

/** The journal's reports that still hold, by variation. */
function readJournal(): Map<string, VariationReport> {
  const kept = new Map<string, VariationReport>();
  if (!existsSync(JOURNAL_FILE)) return kept;
  for (const line of readFileSync(JOURNAL_FILE, 'utf8').split('\n')) {
    if (!line) continue;
    const { print, report } = JSON.parse(line) as { print: string; report: VariationReport };
    if (print === fingerprint(report.hole, report.letter)) kept.set(`${report.hole}${report.letter}`, report);
  }
  return kept;
}

type Variation = { hole: number; letter: VariationLetter };

/**
 * Judges the variations in `shards` processes, calling `onReport` as each variation ends. A shard
 * that dies (a mutant that fills the heap in one call, `'x'.repeat(1e9)`, cannot be stopped from
 * inside) is started again on what it had left, without the variation it died on: that one is
 * returned, unjudged, for the caller to say so.
 */
async function reportAll(
  variations: readonly Variation[],
  shards: number,
  onReport: (report: VariationReport) => void,
): Promise<Variation[]> {
  const crashed: Variation[] = [];
  const runShard = (mine: Variation[]): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (mine.length === 0) return resolve();
      const left = [...mine];
      // A heap of its own, bounded: a mutant that fills it kills its shard in seconds, not minutes of GC.
      const child = fork(__filename, ['--shard'], { execArgv: ['--require', 'tsx/cjs', '--max-old-space-size=1536'] });
      child.on('message', (report: VariationReport) => {
        left.splice(
          left.findIndex((v) => v.hole === report.hole && v.letter === report.letter),
          1,
        );
        onReport(report);
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0) return resolve();
        const [died, ...rest] = left;
        console.error(`  ${died.hole}${died.letter}  not judged: its shard died (exit ${code}); going on without it`);
        crashed.push(died);
        runShard(rest).then(resolve, reject);
      });
      child.send(mine);
    });
  await Promise.all(
    Array.from({ length: shards }, (_, shard) => runShard(variations.filter((_, i) => i % shards === shard))),
  );
  return crashed;
}

const total = (
  reports: ReadonlyArray<Pick<VariationReport, 'sheet1' | 'sheet2'>>,
  sheet: 'sheet1' | 'sheet2',
): Figures =>
  reports.reduce(
    (sum, r) => ({
      mutants: sum.mutants + r[sheet].mutants,
      killedByFixed: sum.killedByFixed + r[sheet].killedByFixed,
      drawnOnly: sum.drawnOnly + r[sheet].drawnOnly,
      survived: sum.survived + r[sheet].survived,
    }),
    { mutants: 0, killedByFixed: 0, drawnOnly: 0, survived: 0 },
  );

/** Where the whole course's figures go in the package's README, between these two lines. */
export const README_FILE = path.join(__dirname, '..', 'README.md');
export const FIGURES_BEGIN = '<!-- course:mutants figures: written by `npm run course:mutants -- --write` -->';
export const FIGURES_END = '<!-- end of the course:mutants figures -->';

export type JudgedVariations = Record<string, Omit<VariationReport, 'added'> & { added: number }>;

/** mutants.json: each variation's report, one a line, the added cases counted (they are in sheets/2). */
function judgedVariations(reports: VariationReport[]): JudgedVariations {
  const sorted = [...reports].sort((a, b) => a.hole - b.hole || a.letter.localeCompare(b.letter));
  return Object.fromEntries(sorted.map((r) => [`${r.hole}${r.letter}`, { ...r, added: r.added.length }]));
}

/** The whole course's figures, as the README shows them: from mutants.json alone, so a test can tell they are its. */
export function renderFigures(judged: JudgedVariations): string {
  const reports = Object.values(judged);
  const row = (sheet: string, f: Figures) =>
    `| ${sheet} | ${f.mutants} | ${f.killedByFixed} | ${f.drawnOnly} | ${f.survived} |`;
  const addedCount = reports.reduce((n, r) => n + r.added, 0);
  const changed = reports.filter((r) => r.added > 0).length;
  const minutes = Math.round(reports.reduce((sum, r) => sum + r.seconds, 0) / 60);
  return [
    FIGURES_BEGIN,
    '',
    `${reports.length} variations; the mutants of each JavaScript reference judged against its fixed cases ` +
      `and the cases of ${MUTANT_SEEDS} draws, ${MUTANT_TIMEOUT_MS} ms of CPU an input; ${minutes} minutes of ` +
      'judging in all.',
    '',
    '| sheet | mutants | killed by the fixed cases | killed by draws only | killed by nothing |',
    '|---|---|---|---|---|',
    row('1', total(reports, 'sheet1')),
    row('2', total(reports, 'sheet2')),
    '',
    `Sheet 2 adds ${addedCount} fixed cases to ${changed} variations.`,
    '',
    FIGURES_END,
  ].join('\n');
}

function writeResults(reports: VariationReport[]) {
  const added: AddedFixedCases = {};
  for (const r of [...reports].sort((a, b) => a.hole - b.hole || a.letter.localeCompare(b.letter))) {
    if (r.added.length === 0) continue;
    const key = String(r.hole).padStart(3, '0');
    (added[key] ??= {})[r.letter] = r.added;
  }
  writeFileSync(ADDED_FIXED_CASES_FILE, JSON.stringify(added, null, 1) + '\n');
  const judged = judgedVariations(reports);
  const lines = Object.entries(judged).map(([key, report]) => `${JSON.stringify(key)}: ${JSON.stringify(report)}`);
  writeFileSync(MUTANTS_FILE, `{\n${lines.join(',\n')}\n}\n`);
  const readme = readFileSync(README_FILE, 'utf8');
  const [begin, end] = [readme.indexOf(FIGURES_BEGIN), readme.indexOf(FIGURES_END)];
  if (begin < 0 || end < begin) throw new Error(`${README_FILE} has no place for the figures`);
  writeFileSync(README_FILE, readme.slice(0, begin) + renderFigures(judged) + readme.slice(end + FIGURES_END.length));
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const holes = option('--holes')?.split(',').map(Number);
  const shards = Number(option('--shards') ?? 2);
  const variations = [...getSheet(1).holes.keys()]
    .filter((hole) => !holes || holes.includes(hole))
    .flatMap((hole) => VARIATION_LETTERS.map((letter) => ({ hole, letter })));
  if (args.includes('--fresh')) rmSync(JOURNAL_FILE, { force: true });
  const journal = readJournal();
  const reports = variations.flatMap(({ hole, letter }) => journal.get(`${hole}${letter}`) ?? []);
  if (reports.length > 0) console.log(`${reports.length} variations from the journal (--fresh judges them again)`);
  const left = variations.filter(({ hole, letter }) => !journal.has(`${hole}${letter}`));
  const crashed = await reportAll(left, shards, (r) => {
    reports.push(r);
    appendFileSync(JOURNAL_FILE, JSON.stringify({ print: fingerprint(r.hole, r.letter), report: r }) + '\n');
    const f = (x: Figures) => `${x.mutants} mutants, ${x.killedByFixed} by fixed, ${x.drawnOnly} by draws only`;
    console.log(
      `${String(r.hole).padStart(3)}${r.letter}  sheet 1: ${f(r.sheet1)}; sheet 2: ${f(r.sheet2)}, ` +
        `${r.added.length} added (${r.seconds} s) [${reports.length}/${variations.length}]`,
    );
    for (const change of r.stillDrawnOnly) console.log(`      still only drawn: ${change}`);
  });
  const unfixed = reports.filter((r) => r.sheet2.drawnOnly > 0);
  console.log(`sheet 1: ${JSON.stringify(total(reports, 'sheet1'))}`);
  console.log(`sheet 2: ${JSON.stringify(total(reports, 'sheet2'))}`);
  if (crashed.length > 0) {
    console.error(`${crashed.map((v) => `${v.hole}${v.letter}`).join(', ')}: not judged (a shard died on each)`);
    process.exitCode = 1;
    return;
  }
  if (args.includes('--write') && !holes) writeResults(reports);
  if (unfixed.length > 0) {
    console.error(`${unfixed.length} variations still have mutants only draws kill`);
    process.exitCode = 1;
  }
}

if (process.argv.includes('--shard')) {
  process.once('message', (variations: Array<{ hole: number; letter: VariationLetter }>) => {
    for (const { hole, letter } of variations) process.send!(reportVariation(hole, letter));
    process.disconnect();
  });
} else if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
