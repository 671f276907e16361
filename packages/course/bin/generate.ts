/**
 * The course's own generators behind the generator protocol (README.md, "The generator protocol"):
 *
 *   tsx bin/generate.ts <sheet> <hole> <letter> <seed>
 *
 * prints `{"inputs": [...]}`, the inputs the variation's generators (sheets/<sheet>/cases/cNNN.ts)
 * draw from <seed>, the variation's seed (an integer from 0 to 2^32 - 1: `variationSeed` derives a
 * submission's). They are the inputs the service draws in its own process for a submission whose
 * variation seed that is (`drawInputs`), and the protocol's command for the variation is
 * `tsx bin/generate.ts <sheet> <hole> <letter>`. Exits 2 on wrong arguments, 1 when drawing fails.
 */
import { drawFromVariationSeed } from '../cases';
import { formatGeneratorOutput, isGeneratorSeed } from '../generator-protocol';
import { asLetter, getSheet } from '../index';

const USAGE = 'usage: generate.ts <sheet> <hole> <letter A-E> <seed 0..4294967295>';

/** Wrong arguments: the usage is printed, and the exit status is 2. */
export class UsageError extends Error {}

/** What the program prints for `args` (its arguments, without the program's own). */
export function generate(args: readonly string[]): string {
  if (args.length !== 4) throw new UsageError(USAGE);
  const [sheetArg, holeArg, letterArg, seedArg] = args;
  const integer = (text: string, what: string) => {
    if (!/^\d+$/.test(text))
      throw new UsageError(`${what} is a non-negative integer, not ${JSON.stringify(text)}\n${USAGE}`);
    return Number(text);
  };
  const sheetId = integer(sheetArg, 'the sheet');
  const holeId = integer(holeArg, 'the hole');
  const seed = integer(seedArg, 'the seed');
  if (!isGeneratorSeed(seed)) throw new UsageError(`the seed is at most 4294967295, not ${seedArg}\n${USAGE}`);
  let letter;
  try {
    letter = asLetter(letterArg);
  } catch {
    throw new UsageError(`the letter is one of A to E, not ${JSON.stringify(letterArg)}\n${USAGE}`);
  }
  let sheet;
  try {
    sheet = getSheet(sheetId);
  } catch (err) {
    // A sheet that is there but does not load (a statement that does not validate) says so itself.
    if (err instanceof Error && err.message === `unknown sheet ${sheetId}`) {
      throw new UsageError(`there is no sheet ${sheetId}\n${USAGE}`);
    }
    throw err;
  }
  const cases = sheet.cases.get(holeId);
  if (!cases) throw new UsageError(`sheet ${sheetId} has no hole ${holeId}\n${USAGE}`);
  const variation = cases[letter];
  const drawn = drawFromVariationSeed(variation, seed, `hole ${holeId}${letter}`);
  return formatGeneratorOutput(
    drawn.map(({ tag, input }, i) => (variation.drawn[i].few ? { tag, input, few: true as const } : { tag, input })),
  );
}

if (require.main === module) {
  try {
    process.stdout.write(generate(process.argv.slice(2)));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  }
}
