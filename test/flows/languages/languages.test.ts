import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { OTHER_REFERENCE_LANGUAGES, otherReferencePath, type VariationLetter } from '@hiring/course';
import { findSubmission } from '../../../db/submissions';
import { COMPILE_LIMITS } from '../../../scoring/sandbox/compile';
import { newCompany, type TestCompany } from '../../support/companies';
import { LANGUAGE_PROGRAMS, type Attacks } from '../../support/language-programs';
import { sandboxProcessesOf } from '../../support/processes';
import { roundBearer, startRound, type StartedRound } from '../../support/rounds';
import { startTestStack, type TestStack } from '../../support/stack';
import { reference } from '../../support/scoring';

/** Every language CONTRACT 14 names beside JavaScript, TypeScript and Python (Kotlin only where offered). */
const NEW_LANGUAGES = ['c', 'cpp', 'csharp', 'go', 'java', 'rust', 'ruby', 'php', 'bash', 'perl', 'lua', 'haskell'];
/**
 * The attack matrix of languages run here: one compiled and one interpreted language in the suite,
 * every language under `npm run test:languages` (LANGUAGE_ATTACKS=all).
 */
const ATTACKED = process.env.LANGUAGE_ATTACKS === 'all' ? Object.keys(LANGUAGE_PROGRAMS) : ['c', 'ruby'];
const HOLE = 1;

/** The verdict each attack must end in ("Run example" answers with it). */
const EXPECTED: Record<Exclude<keyof Attacks, 'compiler'>, string[]> = {
  runtimeError: ['runtime_error'],
  endlessLoop: ['time_limit'],
  memoryBomb: ['memory_limit'],
  forkBomb: ['process_limit', 'runtime_error'],
  outputFlood: ['output_limit'],
  hostAndNetwork: ['wrong_answer'],
};

describe('languages: each one compiles and runs in the sandbox, through the API', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let company: TestCompany;
  let round: StartedRound;
  let letter: VariationLetter;

  before(async () => {
    stack = await startTestStack({ env: { RUN_RATE_LIMIT_PER_HOUR: '100000', RUN_SLOTS: '2' } });
    await stack.startWorker();
    company = await newCompany(stack);
    round = await startRound(stack, company.test_code, { holes: [HOLE, 11, 43] });
    letter = (await findSubmission(stack.db.pool, round.id))!.variations[0] as VariationLetter;
  });
  after(() => stack?.close());

  const run = async (language: string, code: string) => {
    const res = await stack.http
      .post(`/v1/rounds/${round.id}/shots/${HOLE}/run`)
      .set(roundBearer(round))
      .send({ language, code });
    assert.equal(res.status, 200, `${language}: ${res.text}`);
    return res.body as { verdict: string; stdout: string; stderr: string; time_ms: number };
  };

  it('GET /v1/languages lists every language with its version, file name and a starter program', async () => {
    const res = await stack.http.get('/v1/languages').expect(200);
    const languages = res.body.languages as {
      id: string;
      name: string;
      kind: string;
      version?: string;
      file_name?: string;
      starter?: string;
    }[];
    const ids = languages.map((l) => l.id);
    for (const id of ['javascript', 'typescript', 'python', ...NEW_LANGUAGES, 'human', 'math'])
      assert.ok(ids.includes(id), `${id} is listed`);
    for (const l of languages) {
      if (l.kind === 'rubric') {
        assert.deepEqual(Object.keys(l).sort(), ['id', 'kind', 'name'], l.id);
        continue;
      }
      assert.equal(l.kind, 'executable');
      assert.match(l.version ?? '', /^\d+(\.\d+)*$/, `${l.id}'s version`);
      assert.match(l.file_name ?? '', /^\w+\.\w+$/, `${l.id}'s file name`);
      assert.ok(l.starter && l.starter.length > 10, `${l.id}'s starter`);
    }
    assert.equal(languages.find((l) => l.id === 'java')?.file_name, 'Main.java', 'Java: the class Main');
  });

  it("runs each language's starter, a wrong program: it compiles, reads the example, prints its first line", async () => {
    const res = await stack.http.get('/v1/languages').expect(200);
    for (const l of res.body.languages as { id: string; kind: string; starter: string }[]) {
      if (l.kind !== 'executable') continue;
      const result = await run(l.id, l.starter);
      assert.equal(result.verdict, 'wrong_answer', `${l.id}: ${result.stderr}`);
      assert.notEqual(result.stdout.trim(), '', `${l.id} printed its first input line`);
    }
  });

  for (const { language, extension } of OTHER_REFERENCE_LANGUAGES) {
    it(`${language}: a right program passes, one that does not compile says why`, async () => {
      const file = otherReferencePath(1, HOLE, letter, extension);
      assert.ok(existsSync(file), `a ${language} program for hole ${HOLE} ${letter}`);
      const right = await run(language, readFileSync(file, 'utf8'));
      assert.equal(right.verdict, 'passed', `${language}: ${right.stderr}`);

      const broken = await run(language, LANGUAGE_PROGRAMS[language].broken);
      assert.equal(broken.verdict, 'compile_error', `${language}: ${broken.stderr}`);
      assert.ok(broken.stderr.trim().length > 0, `${language}: the compiler's lines are shown`);
      assert.doesNotMatch(broken.stderr, /\/box\//, `${language}: the sandbox's paths are not shown`);
    });
  }

  it('JavaScript and Python still pass as before', async () => {
    for (const [language, extension] of [
      ['javascript', 'js'],
      ['python', 'py'],
    ] as const) {
      const right = await run(language, reference(HOLE, letter, extension)!);
      assert.equal(right.verdict, 'passed', `${language}: ${right.stderr}`);
    }
  });

  for (const language of ATTACKED) {
    const attacks = LANGUAGE_PROGRAMS[language].attacks;
    it(`${language}: every attack ends in its own verdict within its limits, nothing learned, nothing left`, async () => {
      assert.ok(attacks, `attacks written for ${language}`);
      for (const [name, expected] of Object.entries(EXPECTED)) {
        const result = await run(language, attacks[name as keyof typeof EXPECTED]);
        assert.ok(expected.includes(result.verdict), `${language} ${name}: ${result.verdict} ${result.stderr}`);
        assert.ok(result.time_ms < 10_000, `${language} ${name} ended within its limits: ${result.time_ms} ms`);
        if (name === 'hostAndNetwork') assert.equal(result.stdout.trim(), 'SEALED', `${language}: ${result.stdout}`);
      }
      for (const [name, { code, verdicts }] of Object.entries(attacks.compiler ?? {})) {
        const started = Date.now();
        const result = await run(language, code);
        assert.ok(verdicts.includes(result.verdict), `${language}, ${name}: ${result.verdict} ${result.stderr}`);
        assert.ok(
          Date.now() - started < COMPILE_LIMITS.wallMs + 10_000,
          `${language}, ${name}: within the compile limits`,
        );
      }
      assert.deepEqual(sandboxProcessesOf(process.pid, 65534), [], 'processes left behind');
    });
  }
});
