import type { CaseTag } from '@hiring/course';
import type { KindCount } from '../scorecard/case-counts';
import type { Verdict } from '../sandbox';

/**
 * How a program can be run and still do nothing useful: it prints nothing, it fails before printing
 * anything, it prints the same thing whatever the input, or it prints its input back.
 */
export type UselessKind = 'silent' | 'broken' | 'constant' | 'echo';

/**
 * What a measurement says about one dimension: its score (integer 15..90) and neutral facts that
 * every evaluator may quote. Facts never contain a hidden case, an expected output or the code.
 */
export interface DimensionMeasurement {
  score: number;
  facts: string[];
}

export interface LengthMeasurement extends DimensionMeasurement {
  bytes: number;
  characters: number;
  par: number;
  /** bytes / par */
  ratio: number;
}

export type CorrectnessMeasurement = DimensionMeasurement &
  (
    | {
        kind: 'executed';
        passed: number;
        total: number;
        failures: Partial<Record<Verdict, number>>;
        /** The kinds of hidden case that failed, with how many of each (absent in measurements made before it existed). */
        missed?: Partial<Record<CaseTag, number>>;
        /** Each kind of hidden case with how many passed (absent in measurements made before it existed). */
        byKind?: Partial<Record<CaseTag, KindCount>>;
        /** Set when the program's output ignores its input: then nothing it printed earns credit. */
        useless?: UselessKind;
      }
    | { kind: 'unavailable'; total: number }
    | {
        kind: 'rubric';
        fraction: number;
        targets: number;
        mentioned: number;
        numbersStated: number;
        numbersConsistent: number;
      }
    | { kind: 'unsupported' }
    | { kind: 'empty' }
  );

/** The static signals of a text, read as code or as prose (signals.ts, prose.ts). */
export interface StyleMeasurement {
  quality: DimensionMeasurement;
  creativity: DimensionMeasurement;
  ingenuity: DimensionMeasurement;
  humor: DimensionMeasurement;
}

/** Everything measured about one shot, once; the three evaluators interpret the same measurements. */
export interface ShotMeasurements extends StyleMeasurement {
  language: string;
  /** Nothing but whitespace was submitted (or no shot at all). */
  empty: boolean;
  /** The program ran but ignores its input: every dimension sits at the minimum. */
  useless?: UselessKind;
  /**
   * What the shot does that speaks to its evaluator instead of answering (addressed.ts): then every
   * judged dimension (the style ones, and the correctness of prose) sits at the minimum.
   */
  addressesEvaluator?: string;
  length: LengthMeasurement;
  correctness: CorrectnessMeasurement;
}
