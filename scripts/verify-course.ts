/**
 * Authoring aid for sheet 1: validates hole files and runs their reference programs
 * (our own code, so plain node/python3 outside the sandbox) against every hidden case.
 *   npx tsx scripts/verify-course.ts 1 2 3     # only those holes
 *   npx tsx scripts/verify-course.ts           # every hole file present
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { referenceProgramPath } from '../course/references';
import { holeSpecSchema, VARIATION_LETTERS } from '../course/schema';

const sheetDir = path.join(__dirname, '..', 'course', 'sheets', '1');
const pad = (id: number) => String(id).padStart(3, '0');
const normalize = (s: string) => s.replace(/[ \t\r]+$/gm, '').replace(/\n+$/, '');

const ids = process.argv.slice(2).map(Number);
const targets = ids.length
  ? ids
  : readdirSync(path.join(sheetDir, 'holes'))
      .filter((f) => /^h\d{3}\.ts$/.test(f))
      .map((f) => Number(f.slice(1, 4)));

let failures = 0;
const fail = (msg: string) => {
  failures++;
  console.log('FAIL ' + msg);
};

for (const id of targets) {
  const file = path.join(sheetDir, 'holes', `h${pad(id)}.ts`);
  if (!existsSync(file)) {
    fail(`hole ${id}: ${file} missing`);
    continue;
  }
  const parsed = holeSpecSchema.safeParse(require(file).hole);
  if (!parsed.success) {
    fail(`hole ${id}: ${parsed.error.message}`);
    continue;
  }
  const hole = parsed.data;
  if (hole.id !== id) fail(`hole ${id}: id field is ${hole.id}`);
  for (const letter of VARIATION_LETTERS) {
    const v = hole.variations[letter];
    const tags = new Set(v.cases.map((c) => c.tag));
    for (const t of ['empty', 'minimum', 'maximum', 'tricky']) {
      if (!tags.has(t as never)) fail(`hole ${id}${letter}: no case tagged ${t}`);
    }
    const programs = [
      { lang: 'js', cmd: 'node', file: referenceProgramPath(1, id, letter, 'javascript') },
      { lang: 'py', cmd: 'python3', file: referenceProgramPath(1, id, letter, 'python') },
    ];
    const lengths: number[] = [];
    for (const p of programs) {
      if (!existsSync(p.file)) {
        fail(`hole ${id}${letter}: ${p.file} missing`);
        continue;
      }
      lengths.push(readFileSync(p.file).length);
      const allCases = [{ tag: 'example', input: v.human.examples.input, output: v.human.examples.output }, ...v.cases];
      allCases.forEach((c, i) => {
        const r = spawnSync(p.cmd, [p.file], {
          input: c.input,
          encoding: 'utf8',
          timeout: 10_000,
          env: { PATH: process.env.PATH },
        });
        if (r.status !== 0 || normalize(r.stdout) !== normalize(c.output)) {
          fail(
            `hole ${id}${letter} ${p.lang} case ${i} (${c.tag}): exit ${r.status}\n` +
              `  input:    ${JSON.stringify(c.input).slice(0, 200)}\n` +
              `  expected: ${JSON.stringify(c.output).slice(0, 200)}\n` +
              `  got:      ${JSON.stringify(r.stdout).slice(0, 200)} ${r.stderr.slice(0, 300)}`,
          );
        }
      });
    }
    if (lengths.length === 2 && v.par !== Math.min(...lengths)) {
      fail(`hole ${id}${letter}: par is ${v.par}, the shorter reference is ${Math.min(...lengths)} bytes`);
    }
  }
  console.log(`hole ${id} checked`);
}
console.log(failures ? `${failures} failure(s)` : 'all good');
process.exit(failures ? 1 : 0);
