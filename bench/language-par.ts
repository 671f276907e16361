import { readFileSync } from 'node:fs';
import {
  getHole,
  HOLES_IN_EVERY_LANGUAGE,
  OTHER_REFERENCE_LANGUAGES,
  otherReferencePath,
  REFERENCE_LANGUAGES,
  referenceProgramPath,
  VARIATION_LETTERS,
} from '@hiring/course';
import { LANGUAGE_PAR_FACTORS } from '../scoring/measure/language-par';
import type { BenchRow } from './table';

/** Each language's factor, measured: the geometric mean of its references' length over the course's par. */
export function measureParFactors(): Record<string, { factor: number; min: number; median: number; max: number }> {
  const files = [
    ...REFERENCE_LANGUAGES.map(({ language }) => ({
      language,
      file: (hole: number, letter: 'A') => referenceProgramPath(1, hole, letter, language),
    })),
    ...OTHER_REFERENCE_LANGUAGES.map(({ language, extension }) => ({
      language,
      file: (hole: number, letter: 'A') => otherReferencePath(1, hole, letter, extension),
    })),
  ];
  return Object.fromEntries(
    files.map(({ language, file }) => {
      const ratios = HOLES_IN_EVERY_LANGUAGE.flatMap((hole) =>
        VARIATION_LETTERS.map(
          (letter) =>
            Buffer.byteLength(readFileSync(file(hole, letter as 'A'), 'utf8')) /
            getHole(1, hole)!.variations[letter].par,
        ),
      ).sort((a, b) => a - b);
      const factor = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
      return [
        language,
        {
          factor: Math.round(factor * 100) / 100,
          min: ratios[0],
          median: ratios[ratios.length >> 1],
          max: ratios.at(-1)!,
        },
      ];
    }),
  );
}

/** `npm run bench -- par`: the factors measured from the programs, against the ones scoring uses. */
export async function run(): Promise<BenchRow[]> {
  const measured = measureParFactors();
  console.log('language    factor  (min, median, max of reference length / par)  in scoring');
  return Object.entries(measured).map(([language, m]) => {
    const used = LANGUAGE_PAR_FACTORS[language];
    console.log(
      `${language.padEnd(11)} ${m.factor.toFixed(2).padStart(6)}  (${m.min.toFixed(2)}, ${m.median.toFixed(2)}, ${m.max.toFixed(2)})` +
        `${' '.repeat(24)}${used?.toFixed(2) ?? '-'}`,
    );
    return {
      bench: 'par',
      name: `${language}: length par factor (geometric mean of reference length / par, ${HOLES_IN_EVERY_LANGUAGE.length * 5} variations)`,
      value: m.factor,
      unit: '×',
      anchor: { name: 'the factor scoring uses', value: used ?? Number.NaN, unit: '×' },
      ratio: m.factor / used,
      goal: '= 1',
      met: m.factor === used,
      detail: `min ${m.min.toFixed(2)}, median ${m.median.toFixed(2)}, max ${m.max.toFixed(2)}`,
    };
  });
}
