import { format } from 'node:util';
import vm from 'node:vm';
import ts from 'typescript';

/** One mutant of a reference program: what was changed, and the program with the change. */
export interface Mutant {
  /** e.g. "line 3: < → <=" */
  change: string;
  source: string;
}

const SWAPS: Readonly<Record<string, readonly string[]>> = {
  '<': ['<='],
  '<=': ['<'],
  '>': ['>='],
  '>=': ['>'],
  '===': ['!=='],
  '!==': ['==='],
  '==': ['!='],
  '!=': ['=='],
  '+': ['-'],
  '-': ['+'],
  '*': ['/'],
  '/': ['*'],
  '%': ['*'],
  '&&': ['||'],
  '||': ['&&'],
};

/**
 * The mutants of a JavaScript program, after Stryker's operators: each comparison's boundary moved
 * (`<` and `<=`) or turned (`===` and `!==`), each arithmetic and logical operator swapped, each
 * integer literal one more and one less (but the input's descriptor), each `if` condition and `?:` test made always true and
 * always false (a branch dropped), and each `!` dropped. One change per mutant.
 */
export function mutantsOf(source: string): Mutant[] {
  const file = ts.createSourceFile('reference.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const mutants: Mutant[] = [];
  const replace = (start: number, end: number, text: string, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(start);
    mutants.push({
      change: `line ${line + 1}: ${source.slice(start, end)} → ${text}${what ? ` (${what})` : ''}`,
      source: source.slice(0, start) + text + source.slice(end),
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node)) {
      const token = node.operatorToken;
      for (const swap of SWAPS[token.getText(file)] ?? []) replace(token.getStart(file), token.getEnd(), swap, '');
    } else if (ts.isNumericLiteral(node) && /^\d+$/.test(node.text) && !readsInput(node)) {
      const n = Number(node.text);
      replace(node.getStart(file), node.getEnd(), String(n + 1), 'one more');
      if (n > 0) replace(node.getStart(file), node.getEnd(), String(n - 1), 'one less');
    } else if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) {
      const test = ts.isIfStatement(node) ? node.expression : node.condition;
      for (const always of ['true', 'false'])
        replace(test.getStart(file), test.getEnd(), `(${always})`, 'branch dropped');
    } else if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      replace(node.getStart(file), node.operand.getStart(file), '', '');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return mutants;
}

/** `readFileSync(0)`: the input's file descriptor, not a figure of the program's (any other would read nothing). */
const readsInput = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && /readFileSync$/.test(node.parent.expression.getText());

const EXIT = Symbol('exit');

/**
 * The program with a call of `__tick()` at the start of every loop's body, so that a loop that
 * never ends can be cut (recursion that never ends overflows the stack, and throws, by itself).
 */
export function guardLoops(source: string): string {
  const file = ts.createSourceFile('program.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const inserts: Array<{ at: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isIterationStatement(node, false)) {
      const body = node.statement;
      if (ts.isBlock(body)) inserts.push({ at: body.getStart(file) + 1, text: '__tick();' });
      else inserts.push({ at: body.getStart(file), text: '{__tick();' }, { at: body.getEnd(), text: '}' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // Insertions only, applied from the end, so that every position still holds when it is applied.
  let guarded = source;
  for (const { at, text } of inserts.sort((x, y) => y.at - x.at))
    guarded = guarded.slice(0, at) + text + guarded.slice(at);
  return guarded;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Runs a JavaScript program as the course runs its references (reading its input through
 * `require('fs').readFileSync(0)`, writing with `console.log` or `process.stdout.write`, compiled
 * once in this process's context, which is several times faster than a context of its own), with
 * a time limit its loops check: a mutant may loop for ever. Its output, or undefined when it
 * throws or runs out of time.
 */
/**
 * This process's CPU time: a mutant's limit counts it rather than the wall clock, so that a busy
 * machine (the run is hours long and may share the cores) does not turn a slow mutant into a kill.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * What a program may print, in characters: twice what the sandbox lets a candidate's program print
 * (1 MiB). A mutant that prints in a loop is killed here, as the sandbox would, before it fills the
 * heap.
 */
const OUTPUT_LIMIT = 2 * 1024 * 1024;
const CPU_CHECK_MS = 5;
const TOO_MUCH_OUTPUT = Symbol('too much output');

export function programRunner(source: string, timeoutMs: number): (input: string) => string | undefined {
  let deadline = 0;
  let expired = false;
  let nextCheck = 0;
  // The CPU clock is a system call: it is read once every CPU_CHECK_MS of the wall clock (a cheap
  // read), not once a loop's turn. Not once every n turns either: a turn whose work grows each time
  // (a string that doubles) fills the heap in a few dozen turns.
  const tick = () => {
    if (expired) throw TIMED_OUT;
    const now = performance.now();
    if (now < nextCheck) return;
    nextCheck = now + CPU_CHECK_MS;
    if (cpuMs() > deadline) {
      expired = true;
      throw TIMED_OUT;
    }
  };
  let program: (...args: unknown[]) => void;
  try {
    program = vm.compileFunction(`'use strict';${guardLoops(source)}`, ['require', 'console', 'process', '__tick'], {
      filename: 'mutant.js',
    }) as typeof program;
  } catch {
    return () => undefined; // a mutant that does not compile is killed by any case
  }
  return (input) => {
    let output = '';
    const print = (text: string) => {
      output += text;
      if (output.length > OUTPUT_LIMIT) throw TOO_MUCH_OUTPUT;
    };
    deadline = cpuMs() + timeoutMs;
    expired = false;
    nextCheck = 0;
    const io = {
      require: (id: string) => {
        if (id !== 'fs' && id !== 'node:fs') throw new Error(`requires ${id}`);
        return { readFileSync: (_fd: unknown, encoding?: unknown) => (encoding ? input : Buffer.from(input)) };
      },
      console: { log: (...args: unknown[]) => void print(format(...args) + '\n') },
      process: {
        stdout: { write: (text: string) => (print(String(text)), true) },
        exit: () => {
          throw EXIT;
        },
      },
    };
    try {
      program(io.require, io.console, io.process, tick);
    } catch (err) {
      if (err !== EXIT) return undefined;
    }
    return output;
  };
}

/** An input with the reference's output for it. */
export interface Case {
  input: string;
  output: string;
}

export interface VariationVerdict<C extends Case = Case> {
  mutants: number;
  /** Killed by a fixed case. */
  killedByFixed: number;
  /** Killed by some draw and by no fixed case: with the shortest drawn input that kills each. */
  drawnOnly: Array<{ change: string; source: string; killer: C }>;
  /** Killed by nothing: equivalent to the reference, or wrong only on inputs no draw makes. */
  survived: Mutant[];
}

/**
 * A mutant is killed by a case when its output differs (as a shot's is judged: trailing spaces and
 * newlines aside), or it throws or runs out of time.
 */
export const killedBy = (run: (input: string) => string | undefined, c: Case) => {
  const output = run(c.input);
  return output === undefined || normalize(output) !== normalize(c.output);
};
const normalize = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');

/**
 * Which of the reference's mutants the fixed cases kill, which only the drawn ones do (and with
 * which input: the shortest), and which survive both.
 */
export function judgeMutants<C extends Case>(
  source: string,
  fixed: readonly Case[],
  drawn: readonly C[],
  timeoutMs: number,
): VariationVerdict<C> {
  const reference = programRunner(source, timeoutMs * 4);
  const wrong = [...fixed, ...drawn].find((c) => killedBy(reference, c));
  if (wrong) throw new Error(`the reference itself fails on ${JSON.stringify(wrong.input.slice(0, 60))}`);
  const shortestFirst = [...drawn].sort((a, b) => a.input.length - b.input.length);
  const verdict: VariationVerdict<C> = { mutants: 0, killedByFixed: 0, drawnOnly: [], survived: [] };
  for (const mutant of mutantsOf(source)) {
    verdict.mutants++;
    const run = programRunner(mutant.source, timeoutMs);
    if (fixed.some((c) => killedBy(run, c))) verdict.killedByFixed++;
    else {
      const killer = firstKiller(run, shortestFirst);
      if (killer) verdict.drawnOnly.push({ ...mutant, killer });
      else verdict.survived.push(mutant);
    }
  }
  return verdict;
}

/** The first of `cases` that kills the mutant `run` runs, if any. */
const firstKiller = <C extends Case>(run: (input: string) => string | undefined, cases: readonly C[]) =>
  cases.find((c) => killedBy(run, c));

/**
 * Of mutants that survived some cases, those that `more` cases kill (with the shortest that does),
 * and those that survive these too.
 */
export function judgeSurvivors<C extends Case>(
  survivors: readonly Mutant[],
  more: readonly C[],
  timeoutMs: number,
): Pick<VariationVerdict<C>, 'drawnOnly' | 'survived'> {
  const shortestFirst = [...more].sort((a, b) => a.input.length - b.input.length);
  const result: Pick<VariationVerdict<C>, 'drawnOnly' | 'survived'> = { drawnOnly: [], survived: [] };
  for (const mutant of survivors) {
    const killer = firstKiller(programRunner(mutant.source, timeoutMs), shortestFirst);
    if (killer) result.drawnOnly.push({ ...mutant, killer });
    else result.survived.push(mutant);
  }
  return result;
}

/**
 * The fewest drawn cases (greedily) that, added to the fixed ones, kill every mutant only draws
 * killed: each step adds the killer that kills the most of those still alive, the shorter on a tie.
 */
export function casesToFix<C extends Case>(drawnOnly: VariationVerdict<C>['drawnOnly'], timeoutMs: number): C[] {
  let alive = drawnOnly.map((m) => ({ ...m, run: programRunner(m.source, timeoutMs) }));
  const candidates = [...new Map(drawnOnly.map((m) => [m.killer.input, m.killer])).values()];
  const added: C[] = [];
  while (alive.length > 0) {
    let best = { kills: 0, killer: alive[0].killer };
    for (const killer of candidates) {
      const kills = alive.filter((m) => killedBy(m.run, killer)).length;
      if (kills > best.kills || (kills === best.kills && killer.input.length < best.killer.input.length))
        best = { kills, killer };
    }
    added.push(best.killer);
    // A kill that does not come again (a time-out on a busy machine) is kept as found, not chased.
    alive = best.kills === 0 ? alive.slice(1) : alive.filter((m) => !killedBy(m.run, best.killer));
  }
  return added;
}
