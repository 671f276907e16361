/**
 * How long a right program is in each language, as a factor of the course's par (the shorter of a
 * variation's JavaScript and Python references): the geometric mean, over every variation of the
 * holes the course answers in every language, of the reference's length in that language over the
 * par. A language's par is the course's times its factor, so that a program as short as is usual in
 * its language (a Java one is longer than a Python one) stands where a Python one at par stands.
 * `npm run bench -- par` measures them again from the programs; a unit test fails when these are
 * not what it measures (docs/scoring.md).
 */
export const LANGUAGE_PAR_FACTORS: Readonly<Record<string, number>> = {
  javascript: 1.81,
  typescript: 1.81,
  python: 1.02,
  c: 6.3,
  cpp: 4.87,
  csharp: 5.02,
  go: 4.44,
  java: 5.87,
  rust: 4.91,
  ruby: 1.46,
  php: 2.9,
  bash: 2.38,
  perl: 2.61,
  lua: 2.86,
  haskell: 3.64,
};

/** The variation's par for a program in `language`: prose and unknown languages keep the course's. */
export const parIn = (language: string, par: number): number =>
  Math.max(1, Math.round(par * (LANGUAGE_PAR_FACTORS[language] ?? 1)));

/**
 * The par of a variation whose one reference is `code` in `language` (a company's question): the
 * reference's length taken back to the course's measure, so that parIn gives the reference's own
 * length in its language, and the usual length of a right program in every other.
 */
export const parOfProgram = (language: string, code: string): number =>
  Math.max(1, Math.round(Buffer.byteLength(code, 'utf8') / (LANGUAGE_PAR_FACTORS[language] ?? 1)));
