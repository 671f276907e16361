import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  getSheet,
  REFERENCE_LANGUAGES,
  referenceProgramPath,
  VARIATION_LETTERS,
  type VariationLetter,
} from '@hiring/course';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { closestShots } from '../db/similarity';
import { systemClock } from '../lib/clock';
import { containment, shotFingerprint } from '../scoring/similarity';
import { declaredNamesOf } from '../scoring/similarity/fingerprint';
import { createCompany } from '../scripts/operator/companies';
import { startEmbeddedPostgres } from '../scripts/services/postgres';
import type { BenchRow } from './table';

const SHEET = 1;
const STORED = 100_000;
const SEARCHES = 60;
const HOLE = 9;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * What a copier does without changing the program: every name it declares renamed (everywhere,
 * properties included, so that it still means the same), each line re-indented, a comment after
 * each line and a blank line between them.
 */
function disguise(code: string, language: string): string {
  const names = declaredNamesOf(code, language);
  let n = 0;
  const renames = new Map([...names].map((name) => [name, `renamed_${n++}`]));
  // Not a string's prefix (Python's r'…'): that is not a name.
  const renamed = code.replace(/(?<![\w$])[A-Za-z_$][\w$]*(?![\w$'"])/g, (word) => renames.get(word) ?? word);
  const python = language === 'python';
  return renamed
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      const indent = python ? line.match(/^\s*/)![0] : '    ';
      const comment = python ? `${indent}# the next step` : '// the next step';
      return python ? `${comment}\n${line}\n` : `${indent}${line.trim()} ${comment}\n`;
    })
    .join('\n');
}

/**
 * What a copier does to the order: every two neighbouring top-level statements of one line each
 * that do not use each other's names, swapped (JavaScript). Undefined when no pair can be.
 */
function reorder(code: string): string | undefined {
  const lines = code.split('\n');
  const declared = (line: string) => [...line.matchAll(/\b(?:const|let|var)\s+([\w$]+)/g)].map((m) => m[1]);
  const single = (i: number) =>
    /^(?:const|let|var)\s+[\w$]+\s*=/.test(lines[i] ?? '') && /;\s*$/.test(lines[i]) && !/^\s/.test(lines[i + 1] ?? '');
  const uses = (line: string, names: string[]) =>
    names.some((n) => new RegExp(`(?<![\\w$])${n.replace(/\$/g, '\\$')}(?![\\w$])`).test(line));
  let swapped = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!single(i) || !single(i + 1)) continue;
    if (uses(lines[i + 1], declared(lines[i])) || uses(lines[i], declared(lines[i + 1]))) continue;
    [lines[i], lines[i + 1]] = [lines[i + 1], lines[i]];
    swapped = true;
    i++;
  }
  return swapped ? lines.join('\n') : undefined;
}

const references = () =>
  [...getSheet(SHEET).holes.keys()].flatMap((holeId) =>
    VARIATION_LETTERS.flatMap((letter) =>
      REFERENCE_LANGUAGES.map(({ language }) => ({
        holeId,
        letter,
        language,
        code: readFileSync(referenceProgramPath(SHEET, holeId, letter, language), 'utf8'),
      })),
    ),
  );

/** The score of every pair of these fingerprints. */
function pairScores(prints: { hashes: number[] }[]): number[] {
  const scores: number[] = [];
  for (let i = 0; i < prints.length; i++)
    for (let j = i + 1; j < prints.length; j++) scores.push(containment(prints[i].hashes, prints[j].hashes));
  return scores;
}

/** bench/independent's programs by hole: each variation's written apart from the others' (its README). */
function independentPrograms(): Map<number, string[]> {
  const dir = path.join(__dirname, 'independent');
  const byHole = new Map<number, string[]>();
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory())
      byHole.set(
        Number(entry.name),
        VARIATION_LETTERS.map((letter) => readFileSync(path.join(dir, entry.name, `${letter}.js`), 'utf8')),
      );
  return byHole;
}

/** Scores on the course's own programs: disguised copies, the variations of a hole, the two languages. */
function programs(): BenchRow[] {
  const all = references();
  const fingerprint = (code: string, language: string, holeId: number, letter: VariationLetter) =>
    shotFingerprint({ language, code }, SHEET, holeId, letter);

  const copies: number[] = [];
  const moved: number[] = [];
  let tooShort = 0;
  for (const r of all) {
    const original = fingerprint(r.code, r.language, r.holeId, r.letter);
    if (!original.comparable) {
      tooShort++;
      continue;
    }
    copies.push(
      containment(original.hashes, fingerprint(disguise(r.code, r.language), r.language, r.holeId, r.letter).hashes),
    );
    const reordered = r.language === 'javascript' ? reorder(r.code) : undefined;
    if (reordered)
      moved.push(containment(original.hashes, fingerprint(reordered, r.language, r.holeId, r.letter).hashes));
  }

  // The variations' references against each other, read as answers to one variation (A's scope).
  const variations: number[] = [];
  const languages: number[] = [];
  for (const holeId of getSheet(SHEET).holes.keys()) {
    for (const { language } of REFERENCE_LANGUAGES) {
      const prints = all
        .filter((r) => r.holeId === holeId && r.language === language)
        .map((r) => fingerprint(r.code, language, holeId, 'A'))
        .filter((f) => f.comparable);
      variations.push(...pairScores(prints));
    }
    for (const letter of VARIATION_LETTERS) {
      const [js, py] = REFERENCE_LANGUAGES.map(({ language }) =>
        fingerprint(
          all.find((r) => r.holeId === holeId && r.letter === letter && r.language === language)!.code,
          language,
          holeId,
          letter,
        ),
      );
      if (js.comparable && py.comparable) languages.push(containment(js.hashes, py.hashes));
    }
  }

  // Programs written apart for each of a hole's variations (bench/independent), read the same way.
  const independent: number[] = [];
  for (const [holeId, programs] of independentPrograms()) {
    const prints = programs.map((code) => fingerprint(code, 'javascript', holeId, 'A')).filter((f) => f.comparable);
    independent.push(...pairScores(prints));
  }

  // Programs of different holes, read as answers to one variation: code written apart.
  const apart: number[] = [];
  const comparable = all
    .filter((r) => r.language === 'javascript')
    .map((r) => ({ holeId: r.holeId, print: fingerprint(r.code, r.language, 1, 'A') }))
    .filter((r) => r.print.comparable);
  for (let i = 0; i < comparable.length; i++)
    for (let j = i + 1; j < comparable.length; j++)
      if (comparable[i].holeId !== comparable[j].holeId)
        apart.push(containment(comparable[i].print.hashes, comparable[j].print.hashes));
  const apartAtMost30 = apart.filter((s) => s <= 30).length / apart.length;

  const atLeast80 = copies.filter((s) => s >= 80).length / copies.length;
  const atMost30 = variations.filter((s) => s <= 30).length / variations.length;
  const independentAtMost30 = independent.filter((s) => s <= 30).length / independent.length;
  const movedAtLeast80 = (100 * moved.filter((s) => s >= 80).length) / moved.length;
  console.log(
    `${all.length} reference programs, ${tooShort} too short to compare (fewer than 8 hashes of their own)\n` +
      `disguised copy against its original (${copies.length}): min ${Math.min(...copies)}, p5 ${quantile(copies, 0.05)}, ` +
      `p50 ${quantile(copies, 0.5)}; ${(100 * atLeast80).toFixed(1)}% score at least 80\n` +
      `statements reordered against the original (${moved.length} JavaScript references): min ${Math.min(...moved)}, ` +
      `p5 ${quantile(moved, 0.05)}, p50 ${quantile(moved, 0.5)}; ${movedAtLeast80.toFixed(1)}% score at least 80\n` +
      `variations of one hole against each other (${variations.length} pairs): p50 ${quantile(variations, 0.5)}, ` +
      `p90 ${quantile(variations, 0.9)}, max ${Math.max(...variations)}; ${(100 * atMost30).toFixed(1)}% score at most 30\n` +
      `programs written apart for one hole's variations (${independent.length} pairs): ` +
      `p50 ${quantile(independent, 0.5)}, ` +
      `p90 ${quantile(independent, 0.9)}, max ${Math.max(...independent)}; ${(100 * independentAtMost30).toFixed(1)}% score at most 30\n` +
      `JavaScript against Python, same variation (${languages.length} pairs): max ${Math.max(...languages)}\n` +
      `JavaScript programs of different holes (${apart.length} pairs): p50 ${quantile(apart, 0.5)}, p99 ${quantile(apart, 0.99)}, ` +
      `max ${Math.max(...apart)}; ${(100 * apartAtMost30).toFixed(2)}% score at most 30`,
  );
  return [
    {
      bench: 'similarity',
      name: 'disguised copies of the references scoring at least 80',
      value: 100 * atLeast80,
      unit: '%',
      goal: '100 %',
      met: atLeast80 === 1,
      detail: `min ${Math.min(...copies)}, p5 ${quantile(copies, 0.05)}, of ${copies.length} comparable references`,
    },
    {
      bench: 'similarity',
      name: 'references with independent statements swapped, scoring at least 80',
      value: movedAtLeast80,
      unit: '%',
      detail: `min ${Math.min(...moved)}, p5 ${quantile(moved, 0.05)}, of ${moved.length} JavaScript references with such a pair`,
    },
    {
      bench: 'similarity',
      name: "a hole's variations' programs, written apart, scoring at most 30 against each other",
      value: 100 * independentAtMost30,
      unit: '%',
      goal: '100 %',
      met: independentAtMost30 === 1,
      detail:
        `p50 ${quantile(independent, 0.5)}, p90 ${quantile(independent, 0.9)}, max ${Math.max(...independent)} ` +
        `over ${independent.length} pairs of bench/independent`,
    },
    {
      bench: 'similarity',
      name: "a hole's variations' references scoring at most 30 against each other",
      value: 100 * atMost30,
      unit: '%',
      detail:
        `p50 ${quantile(variations, 0.5)}, p90 ${quantile(variations, 0.9)}: ` +
        "the course's references of a hole were written from one another, and share their code",
    },
    {
      bench: 'similarity',
      name: 'programs of different holes scoring at most 30 against each other',
      value: 100 * apartAtMost30,
      unit: '%',
      detail:
        `p99 ${quantile(apart, 0.99)}, max ${Math.max(...apart)} over ${apart.length} JavaScript pairs: ` +
        'the noise between programs written apart',
    },
    {
      bench: 'similarity',
      name: 'JavaScript against Python, highest score',
      value: Math.max(...languages),
      unit: 'score',
      goal: '<= 30',
      met: Math.max(...languages) <= 30,
    },
  ];
}

/**
 * Stored fingerprints of one hole as the service stores them: each of 40 hashes, half drawn from
 * 2,000 hashes of code many candidates write (skewed: a few very common), half its own.
 */
const SEED_SQL = `
WITH prints AS (
  SELECT substr(md5('bench:' || g), 1, 24) AS id, g,
         ARRAY(SELECT DISTINCT h FROM (
           SELECT (floor(2000 * power(random(), 3)))::int AS h FROM generate_series(1, 20) common
           UNION ALL
           SELECT (hashint4(g * 64 + own))::int FROM generate_series(1, 20) own
         ) hashes ORDER BY h) AS hashes
  FROM generate_series($2::int, $3::int) g
), submitted AS (
  INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test, shots, created_at)
  SELECT id, $1, 1, 'bench-' || g || '@example.test', 'Bench', '{9,11,43}', '{C,A,A}', 1, 'analyzed', 0, '{}', now()
  FROM prints
), printed AS (
  INSERT INTO shot_fingerprints (submission_id, hole_id, company_id, test, status, hashes)
  SELECT id, ${HOLE}, $1, false, 'compared', hashes FROM prints
)
INSERT INTO fingerprint_postings (hash, submission_id, hole_id)
SELECT unnest(hashes), id, ${HOLE} FROM prints`;

async function search(): Promise<BenchRow> {
  const dir = mkdtempSync(path.join(tmpdir(), 'similarity-bench-'));
  chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), database: 'bench' });
  const pool = createPool(db.url, 2);
  try {
    await migrate(db.url);
    const company = await createCompany(pool, systemClock, {
      name: 'Bench',
      email: 'bench@example.test',
      password: 'bench-password',
    });
    let t = performance.now();
    for (let from = 1; from <= STORED; from += 20_000) {
      await pool.query(SEED_SQL, [company.id, from, Math.min(STORED, from + 19_999)]);
    }
    await pool.query(
      `INSERT INTO fingerprint_hash_counts (hash, fingerprints) SELECT hash, count(*) FROM fingerprint_postings GROUP BY hash`,
    );
    await pool.query('VACUUM ANALYZE');
    console.log(`${STORED} fingerprints of hole ${HOLE} stored in ${((performance.now() - t) / 1000).toFixed(0)} s`);

    // New shots: half a stored one with a fifth of it changed (a copy), half new code.
    const { rows } = await pool.query<{ hashes: number[] }>(
      `SELECT hashes FROM shot_fingerprints ORDER BY submission_id LIMIT $1`,
      [SEARCHES / 2],
    );
    const fresh = () => [
      ...Array.from({ length: 20 }, () => Math.floor(2000 * Math.random() ** 3)),
      ...Array.from({ length: 20 }, () => (Math.random() * 2 ** 32) | 0),
    ];
    const shots = [
      ...rows.map((r) => r.hashes.map((h, k) => (k % 5 === 0 ? (Math.random() * 2 ** 32) | 0 : h))),
      ...Array.from({ length: SEARCHES / 2 }, fresh),
    ].map((hashes) => [...new Set(hashes)].sort((a, b) => a - b));
    const searching = { id: 'x'.repeat(24), companyId: company.id, email: 'new@example.test', test: false };
    await closestShots(pool, searching, HOLE, shots[0]); // the plan cached
    const times: number[] = [];
    let copiesFound = 0;
    for (const [i, hashes] of shots.entries()) {
      t = performance.now();
      const found = await closestShots(pool, searching, HOLE, hashes);
      times.push(performance.now() - t);
      if (i < rows.length && found[0]?.score >= 80) copiesFound++;
    }
    const p50 = quantile(times, 0.5);
    console.log(
      `closest shots among ${STORED}: p50 ${p50.toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, ` +
        `max ${Math.max(...times).toFixed(1)} ms over ${SEARCHES} searches; ${copiesFound} of ${rows.length} copies found at 80 or more`,
    );
    return {
      bench: 'similarity',
      name: `a new shot's closest among ${STORED / 1000}k stored of its hole (Postgres)`,
      value: p50,
      unit: 'ms',
      goal: '< 50 ms p50',
      met: p50 < 50,
      detail: `p95 ${quantile(times, 0.95).toFixed(1)} ms; ${copiesFound}/${rows.length} copies (a fifth changed) found at ≥ 80`,
    };
  } finally {
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run bench -- similarity`: copies found on the course's programs, and the search's speed at 100k. */
export async function run(): Promise<BenchRow[]> {
  return [...programs(), await search()];
}
