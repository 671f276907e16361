import assert from 'node:assert/strict';
import { newId } from '../../../lib/ids';
import { login, newCompany } from '../../support/companies';
import { checkedQuestion, createQuestion, integersVariation, SUM_PROGRAM } from '../../support/questions';
import { startTestStack, type TestStack } from '../../support/stack';

/** What one company's reference tries to leave behind, wherever it can write, while it answers. */
const leavingMarks = (mark: string) =>
  [
    'import os, sys',
    'for d in ["/tmp", "/var/tmp", "/dev/shm", os.getcwd(), os.path.expanduser("~")]:',
    '    try:',
    `        open(os.path.join(d, "left-behind"), "w").write("${mark}")`,
    '    except OSError:',
    '        pass',
    SUM_PROGRAM,
  ].join('\n');

/**
 * Another company's reference, looking for those marks in every file it can read where a program
 * may write (and in every process's command line and environment): it prints "clean", as its worked
 * example says, or where it found one ("blind" when it cannot find even the mark it left itself).
 */
const searching = (mark: string) =>
  [
    'import os, sys',
    'sys.stdin.read()',
    // Built here, not written whole in this source, which the sandbox holds too.
    `MARK = "${mark.slice(0, 8)}" + "${mark.slice(8)}"`,
    // A control: what this program leaves itself must be found, or the search sees nothing.
    'open("/tmp/own-control", "w").write(MARK)',
    'ROOTS = ["/tmp", "/var", "/dev/shm", "/home", "/root", "/run", "/work", os.getcwd(), os.path.expanduser("~")]',
    'found = []',
    'def look(path):',
    '    try:',
    '        with open(path, "rb") as f:',
    '            if MARK.encode() in f.read(1 << 20):',
    '                found.append(path)',
    '    except OSError:',
    '        pass',
    'for top in ROOTS:',
    '    for root, dirs, files in os.walk(top):',
    '        for name in files:',
    '            look(os.path.join(root, name))',
    'for pid in os.listdir("/proc"):',
    '    if pid.isdigit():',
    '        look(f"/proc/{pid}/cmdline")',
    '        look(f"/proc/{pid}/environ")',
    'others = [p for p in found if p != "/tmp/own-control"]',
    'print("found " + " ".join(others) if others else "clean" if found else "blind")',
  ].join('\n');

describe("questions: a company's programs see nothing of another company's in the sandbox", function () {
  this.timeout(240_000);
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
    await stack.startWorker();
  });
  after(() => stack.close());

  it("finds no file another company's reference left, nor its program, through the check's own words", async () => {
    const mark = `mark-of-company-a-${newId()}`;
    const a = (await login(stack, await newCompany(stack))).access_token;
    const b = (await login(stack, await newCompany(stack))).access_token;

    const leaving = await createQuestion(stack, a, {
      title: 'Payment totals',
      variations: [
        integersVariation('Given payment amounts in cents, print their total in cents.', leavingMarks(mark)),
      ],
    });
    assert.equal((await checkedQuestion(stack, a, leaving.id)).check.status, 'passed', 'it answered, marks and all');

    const looking = await createQuestion(stack, b, {
      title: 'Anything there?',
      variations: [
        {
          ...integersVariation('Given payment amounts in cents, print whether another company left anything.'),
          human: {
            input_format: 'Whitespace-separated non-negative integers.',
            output_format: 'The word clean.',
            examples: { input: '100 250\n', output: 'clean\n' },
          },
          generator: null,
          cases: Array.from({ length: 8 }, (_, i) => ({ tag: 'typical' as const, input: `${i}\n` })),
          reference: { language: 'python', code: searching(mark) },
        },
      ],
    });
    const seen = await checkedQuestion(stack, b, looking.id);
    assert.deepEqual(seen.check, { status: 'passed', problems: [] }, JSON.stringify(seen.check.problems));
  });
});
