import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { MAX_INPUT_CHARS } from './cases';
import { CASE_TAGS } from './schema';

/**
 * The generator protocol (README.md, "The generator protocol"): a generator is a program run as
 * `<command> <seed>` that prints the inputs it draws from the seed as one JSON object on stdout,
 * `{"inputs": [{"tag": "typical", "input": "3\n1 2 3\n"}, …]}`, and exits 0; the same seed always
 * prints the same bytes. These are its limits.
 */
export const GENERATOR_LIMITS = {
  /** The seed is a decimal integer from 0 to this, the program's last argument. */
  maxSeed: 2 ** 32 - 1,
  /** Wall-clock time of one run, start to exit. */
  timeoutMs: 10_000,
  /** Bytes on stdout (UTF-8), the final newline included. */
  maxOutputBytes: 1024 * 1024,
  /** Inputs one run prints. */
  minInputs: 1,
  maxInputs: 32,
  /** Characters of one input. */
  maxInputChars: MAX_INPUT_CHARS,
} as const;

/** What no program's stdin holds as text: a NUL, or half of a UTF-16 pair, which UTF-8 cannot encode. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what it looks for
const UNREADABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const generatedInputSchema = z.strictObject({
  /** What kind of case the input is (schema.ts, CASE_TAGS). */
  tag: z.enum(CASE_TAGS),
  /** The exact stdin the programs are given: lines, each ending with a newline. */
  input: z
    .string()
    .max(GENERATOR_LIMITS.maxInputChars)
    .refine((s) => s.endsWith('\n'), 'an input ends with a newline')
    .refine((s) => !UNREADABLE.test(s), 'an input holds no NUL character (U+0000) and no unpaired surrogate'),
  /**
   * The input is drawn from so few possible ones (a 2 x 3 puzzle has 720) that it may equal a fixed
   * input or another seed's: the checks that drawn inputs differ leave it out.
   */
  few: z.literal(true).optional(),
});
export type GeneratedInput = z.infer<typeof generatedInputSchema>;

const outputSchema = z.strictObject({
  inputs: z.array(generatedInputSchema).min(GENERATOR_LIMITS.minInputs).max(GENERATOR_LIMITS.maxInputs),
});

/** A generator that broke the protocol: what it was run as, and how it broke it. */
export class GeneratorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeneratorError';
  }
}

/** What a generator prints for `inputs`: one JSON object on one line, then a newline. */
export function formatGeneratorOutput(inputs: readonly GeneratedInput[]): string {
  const framed = inputs.map(({ tag, input, few }) => (few ? { tag, input, few } : { tag, input }));
  return `${JSON.stringify({ inputs: framed })}\n`;
}

/** The inputs a generator printed, checked against the protocol's framing and limits. */
export function parseGeneratorOutput(stdout: string): GeneratedInput[] {
  const bytes = Buffer.byteLength(stdout);
  if (bytes > GENERATOR_LIMITS.maxOutputBytes) {
    throw new GeneratorError(`printed ${bytes} bytes, over the ${GENERATOR_LIMITS.maxOutputBytes} allowed`);
  }
  let data: unknown;
  try {
    data = JSON.parse(stdout);
  } catch {
    throw new GeneratorError('did not print one JSON object');
  }
  const result = outputSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(the output)'}: ${i.message}`);
    throw new GeneratorError(`printed what the protocol does not allow: ${problems.join('; ')}`);
  }
  return result.data.inputs;
}

/** A seed the protocol allows: an integer from 0 to 2^32 - 1. */
export function isGeneratorSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= 0 && seed <= GENERATOR_LIMITS.maxSeed;
}

/**
 * Runs a generator as the protocol says: `command` (the program and its own arguments) with the seed
 * appended, an empty stdin, within the time and output limits; returns the inputs it printed.
 * Throws a GeneratorError when it fails, runs too long, prints too much or prints something else.
 */
export function runGenerator(command: readonly string[], seed: number, options: { cwd?: string } = {}) {
  if (command.length === 0) throw new RangeError('a generator is a command: at least the program to run');
  if (!isGeneratorSeed(seed)) throw new RangeError(`a generator's seed is an integer from 0 to 2^32 - 1, not ${seed}`);
  const [program, ...args] = command;
  const run = spawnSync(program, [...args, String(seed)], {
    cwd: options.cwd,
    input: '',
    encoding: 'utf8',
    timeout: GENERATOR_LIMITS.timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: GENERATOR_LIMITS.maxOutputBytes + 1,
  });
  const named = `${command.join(' ')} ${seed}`;
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    if (code === 'ETIMEDOUT') throw new GeneratorError(`${named}: ran past ${GENERATOR_LIMITS.timeoutMs} ms`);
    if (code === 'ENOBUFS') throw new GeneratorError(`${named}: printed over ${GENERATOR_LIMITS.maxOutputBytes} bytes`);
    throw new GeneratorError(`${named}: could not run: ${run.error.message}`);
  }
  if (run.status !== 0) {
    const said = run.stderr.trim().split('\n').slice(-5).join('\n');
    throw new GeneratorError(`${named}: exited with ${run.status ?? run.signal}${said ? `:\n${said}` : ''}`);
  }
  try {
    return parseGeneratorOutput(run.stdout);
  } catch (err) {
    throw new GeneratorError(`${named}: ${(err as Error).message}`);
  }
}
