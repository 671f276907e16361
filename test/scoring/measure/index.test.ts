import assert from 'node:assert/strict';
import { lengthScore, measureLength, measureRubric, measureShot } from '../../../scoring/measure';
import { measureCodeStyle } from '../../../scoring/measure/code-style';
import { syntaxOf } from '../../../scoring/measure/syntax';
import { measureProseStyle } from '../../../scoring/measure/prose-style';
import { LANGUAGES } from '../../../scoring/sandbox';
import { getShotLanguage, isShotLanguage, SHOT_LANGUAGE_IDS } from '../../../scoring/shots/shot-languages';
import { drawnVariation, reference, unavailableSandbox } from '../../support/scoring';

const JAVASCRIPT = syntaxOf('javascript')!;
const PYTHON = syntaxOf('python')!;

describe('scoring: shot languages', () => {
  it('are the sandbox languages plus the rubric languages human and math', () => {
    assert.deepEqual(SHOT_LANGUAGE_IDS, [...LANGUAGES.map((l) => l.id), 'human', 'math']);
    assert.equal(getShotLanguage('python')?.kind, 'executable');
    assert.equal(getShotLanguage('human')?.kind, 'rubric');
    assert.equal(isShotLanguage('math'), true);
    assert.equal(isShotLanguage('cobol'), false);
  });
});

describe('scoring: length', () => {
  it('gives 70 at par, more under par (90 at most), less over par, never more for longer code', () => {
    assert.equal(lengthScore(100, 100), 70);
    assert.equal(lengthScore(60, 100), 90);
    assert.equal(lengthScore(1, 100), 90);
    assert.equal(lengthScore(80, 100), 80);
    assert.equal(lengthScore(200, 100), 43);
    let previous = 90;
    for (let bytes = 1; bytes <= 1000; bytes++) {
      const score = lengthScore(bytes, 100);
      assert.ok(Number.isInteger(score) && score >= 15 && score <= 90 && score <= previous, `${bytes} bytes: ${score}`);
      previous = score;
    }
  });

  it('states the length in its facts', () => {
    const m = measureLength('x'.repeat(222), 200);
    assert.equal(m.facts[0], 'Solution length: 222 characters.');
    assert.equal(m.facts[1], '11% over par (200 bytes).');
    assert.equal(measureLength('é', 10).facts[0], 'Solution length: 1 characters (2 bytes).');
  });

  it('only credits the length of the cases that pass', async () => {
    const variation = drawnVariation(1, 'A');
    const sandbox = {
      run: async () => ({
        available: true as const,
        cases: variation.cases.map((c, i) => ({
          verdict: i < 5 ? 'passed' : 'wrong_answer',
          stdout: i < 5 ? c.output : '?',
        })),
      }),
    } as never;
    const m = await measureShot({ language: 'python', code: 'print(1)' }, variation, sandbox);
    assert.equal(m.correctness.score, Math.round(15 + (75 * 5) / variation.cases.length));
    assert.equal(m.length.score, Math.round(15 + ((lengthScore(8, variation.par) - 15) * 5) / variation.cases.length));
    const unavailable = await measureShot({ language: 'python', code: 'print(1)' }, variation, unavailableSandbox);
    assert.equal(unavailable.length.score, lengthScore(8, variation.par));
  });
});

describe('scoring: static signals', () => {
  const plain = "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\nconsole.log(lines[0].length);\n";
  const playful =
    '// Why did the banana cross the road? To count the characters, pun intended!\n' +
    "const bananaCount = require('fs').readFileSync(0, 'utf8').split('\\n')[0].length; // magic :)\n" +
    'console.log(bananaCount);\n';

  it('scores every static dimension as an integer from 15 to 90, whatever the text', () => {
    const texts = [
      '',
      '}}}{{{',
      '"unterminated',
      '/* open',
      '/re',
      'def f(:\n\t  x',
      '\u0000\u{1F600}',
      'x'.repeat(5000),
      plain,
      playful,
    ];
    for (const text of texts) {
      for (const style of [
        measureCodeStyle(text, JAVASCRIPT),
        measureCodeStyle(text, PYTHON),
        measureProseStyle(text),
      ]) {
        for (const m of Object.values(style)) {
          assert.ok(
            Number.isInteger(m.score) && m.score >= 15 && m.score <= 90,
            `${JSON.stringify(text.slice(0, 20))}: ${m.score}`,
          );
          assert.ok(m.facts.length > 0);
        }
      }
    }
  });

  it('finds wordplay in comments and names, and none in a plain program', () => {
    assert.equal(measureCodeStyle(plain, JAVASCRIPT).humor.score, 15);
    const humor = measureCodeStyle(playful, JAVASCRIPT).humor;
    assert.ok(humor.score >= 60, `humor ${humor.score}`);
    assert.match(humor.facts[0], /playful vocabulary/);
    assert.match(humor.facts[0], /explicit wordplay/);
  });

  it('counts distinct constructs for creativity and idioms and tricks for ingenuity', () => {
    const python = [
      'import re',
      'def fib(n):',
      '    return n if n < 2 else fib(n - 1) + fib(n - 2)',
      'words = [w[::-1] for w in re.findall(r"\\w+", input())]',
      'for i, w in enumerate(words):',
      '    print(f"{i}: {w}", fib(len(w)) ^ 1)',
    ].join('\n');
    const style = measureCodeStyle(python, PYTHON);
    for (const label of ['comprehensions', 'f-strings', 'enumerate and zip'])
      assert.ok(style.ingenuity.facts[0].includes(label), label);
    for (const label of ['recursion', 'regular expressions', 'slices with a step', 'bitwise operators'])
      assert.ok(style.ingenuity.facts[0].includes(label), label);
    assert.ok(style.creativity.score > measureCodeStyle('print(len(input()))', PYTHON).creativity.score);
    assert.ok(style.ingenuity.score >= 80);
  });

  it('prefers descriptive names and shallow nesting for quality', () => {
    const tidy = 'const total = numbers.reduce((sum, value) => sum + value, 0);\nconsole.log(total);';
    const terse = 'const t = q.reduce((a, b) => a + b, 0);\nconsole.log(t);';
    assert.ok(measureCodeStyle(tidy, JAVASCRIPT).quality.score > measureCodeStyle(terse, JAVASCRIPT).quality.score);
    const deep =
      'if (a) {\n if (b) {\n  if (c) {\n   if (d) {\n    if (e) {\n     if (f) { g(); }\n    }\n   }\n  }\n }\n}';
    assert.ok(measureCodeStyle(deep, JAVASCRIPT).quality.score < measureCodeStyle(tidy, JAVASCRIPT).quality.score);
  });

  it('never quotes more of the code than short names', () => {
    const secret = 'const x = "do not repeat this string"; // nor this comment\nconsole.log(x)';
    const facts = Object.values(measureCodeStyle(secret, JAVASCRIPT))
      .flatMap((m) => m.facts)
      .join(' ');
    assert.doesNotMatch(facts, /repeat this|nor this/);
  });
});

describe('scoring: the rubric for human and math answers', () => {
  const variation = drawnVariation(1, 'A');

  it('scores an answer that states the right outputs higher than one that does not', () => {
    const right =
      'Count every character on the line, spaces included, and print the count. "DB on fire again" gives 16. ' +
      'An empty line gives 0, a single x gives 1, and three spaces give 3.';
    const wrong = 'Count the words on the line. "DB on fire again" gives 4, an empty line gives 1.';
    const silent = 'Count the characters on the line and print that.';
    const good = measureRubric(right, variation, 'an answer in human language');
    const bad = measureRubric(wrong, variation, 'an answer in human language');
    const none = measureRubric(silent, variation, 'an answer in human language');
    assert.ok(good.score > bad.score, `${good.score} > ${bad.score}`);
    assert.ok(good.score > none.score, `${good.score} > ${none.score}`);
    assert.equal(none.score, 15);
    assert.ok(good.score > 15 && good.score <= 90);
  });

  it('says it was not executed, and gives counts rather than the expected outputs', async () => {
    const m = await measureShot(
      { language: 'math', code: 'n = |line| - 1 (the newline), e.g. 16 for the example.' },
      variation,
      unavailableSandbox,
    );
    assert.equal(m.correctness.kind, 'rubric');
    assert.match(m.correctness.facts[0], /^Not executed/);
    const text = m.correctness.facts.join(' ');
    for (const c of variation.cases.filter((c) => c.output.trim().length >= 2))
      assert.ok(!text.includes(c.output.trim()), 'an expected output is quoted');
  });

  it('does not reward listing numbers at random', () => {
    const spam = Array.from({ length: 101 }, (_, i) => i).join(' ');
    const honest =
      'Print the number of characters: 16 for the example, 0 for an empty line, 1 for a single character, 3 for three spaces.';
    assert.ok(measureRubric(spam, variation, 'x').score < measureRubric(honest, variation, 'x').score);
  });

  it('checks numbers as whole tokens: 160 does not state 16', () => {
    const exact = measureRubric('The example gives 16.', variation, 'an answer in human language');
    const near = measureRubric('The example gives 160.', variation, 'an answer in human language');
    assert.ok(exact.score > near.score);
  });

  it('is the same measurement every time', () => {
    const answer = 'Print the length: 16 for the example, 0 for an empty line.';
    assert.deepEqual(measureRubric(answer, variation, 'x'), measureRubric(answer, variation, 'x'));
  });
});

describe('scoring: a shot that is empty or in an unknown language', () => {
  it('scores 15 on every dimension when nothing was submitted', async () => {
    const m = await measureShot({ language: 'python', code: '  \n' }, drawnVariation(1, 'A'), unavailableSandbox);
    assert.equal(m.empty, true);
    for (const d of ['quality', 'length', 'creativity', 'ingenuity', 'humor', 'correctness'] as const)
      assert.equal(m[d].score, 15, d);
  });

  it('does not pretend to score a language it cannot run or rubric-score', async () => {
    const m = await measureShot({ language: 'cobol', code: 'DISPLAY 16.' }, drawnVariation(1, 'A'), unavailableSandbox);
    assert.equal(m.correctness.kind, 'unsupported');
    assert.equal(m.correctness.score, 15);
  });
});

describe('scoring: the reference programs read well', () => {
  it('give every style dimension a valid score', () => {
    for (const ext of ['js', 'py'] as const) {
      const code = reference(43, 'A', ext)!;
      const style = measureCodeStyle(code, ext === 'js' ? JAVASCRIPT : PYTHON);
      assert.ok(style.creativity.score > 40, `${ext} creativity ${style.creativity.score}`);
    }
  });
});
