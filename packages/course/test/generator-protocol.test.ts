import assert from 'node:assert/strict';
import {
  formatGeneratorOutput,
  GENERATOR_LIMITS,
  GeneratorError,
  parseGeneratorOutput,
  runGenerator,
  type GeneratedInput,
} from '../generator-protocol';

const INPUTS: GeneratedInput[] = [
  { tag: 'typical', input: '3\n1 2 3\n' },
  { tag: 'maximum', input: `${'9'.repeat(100)}\n`, few: true },
];

/** A generator written in JavaScript, run by this Node.js: `program` sees its seed as process.argv[1]. */
const node = (program: string) => [process.execPath, '-e', program];

describe('the generator protocol', () => {
  it('frames the inputs as one JSON object on one line, which reads back as they were', () => {
    const printed = formatGeneratorOutput(INPUTS);
    assert.equal(printed.split('\n').length, 2);
    assert.ok(printed.endsWith('}\n'));
    assert.deepEqual(JSON.parse(printed), { inputs: INPUTS });
    assert.deepEqual(parseGeneratorOutput(printed), INPUTS);
  });

  it('refuses what is not one JSON object of inputs', () => {
    const refused = (stdout: string, reason: RegExp) => assert.throws(() => parseGeneratorOutput(stdout), reason);
    refused('3\n1 2 3\n', /did not print one JSON object/);
    refused('{"inputs": []}', /inputs: /);
    refused('{"inputs": [{"tag": "huge", "input": "1\\n"}]}', /inputs\.0\.tag/);
    refused('{"inputs": [{"tag": "typical", "input": "1"}]}', /an input ends with a newline/);
    refused('{"inputs": [{"tag": "typical", "input": "1\\u0000\\n"}]}', /no NUL character/);
    refused('{"inputs": [{"tag": "typical", "input": "\\ud800\\n"}]}', /no unpaired surrogate/);
    refused('{"inputs": [{"tag": "typical", "input": "1\\n", "output": "1\\n"}]}', /inputs\.0/);
    refused('{"inputs": [{"tag": "typical", "input": "1\\n"}], "seed": 4}', /\(the output\)/);
  });

  it('refuses more inputs, longer inputs or more bytes than its limits', () => {
    const many = Array.from({ length: GENERATOR_LIMITS.maxInputs + 1 }, () => INPUTS[0]);
    assert.throws(() => parseGeneratorOutput(formatGeneratorOutput(many)), /inputs: /);
    const long = [{ tag: 'maximum' as const, input: `${'x'.repeat(GENERATOR_LIMITS.maxInputChars)}\n` }];
    assert.throws(() => parseGeneratorOutput(formatGeneratorOutput(long)), /inputs\.0\.input/);
    const huge = `${' '.repeat(GENERATOR_LIMITS.maxOutputBytes)}${formatGeneratorOutput(INPUTS)}`;
    assert.throws(() => parseGeneratorOutput(huge), /bytes, over the/);
  });

  it('runs a generator in any language with its seed as the last argument, and reads what it printed', () => {
    const echo = node(
      'const seed = process.argv[1]; ' +
        'process.stdout.write(JSON.stringify({ inputs: [{ tag: "typical", input: seed + "\\n" }] }) + "\\n")',
    );
    assert.deepEqual(runGenerator(echo, 4294967295), [{ tag: 'typical', input: '4294967295\n' }]);
    assert.deepEqual(runGenerator(echo, 0), [{ tag: 'typical', input: '0\n' }]);
  });

  it('fails a generator that exits with a status other than 0, saying what it wrote on stderr', () => {
    assert.throws(
      () => runGenerator(node('console.error("no such hole"); process.exit(3)'), 1),
      (err: unknown) => err instanceof GeneratorError && /exited with 3:\nno such hole/.test(err.message),
    );
    assert.throws(() => runGenerator(node('console.log("1 2 3")'), 1), /did not print one JSON object/);
    assert.throws(() => runGenerator(['/nonexistent/generator'], 1), /could not run/);
  });

  it('refuses a seed that is not an integer from 0 to 2^32 - 1', () => {
    for (const seed of [-1, 1.5, 2 ** 32, Number.NaN]) {
      assert.throws(() => runGenerator(node(''), seed), RangeError, String(seed));
    }
  });
});
