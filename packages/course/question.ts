import type { FixedInput } from './cases';
import type { Category, VariationSpec } from './schema';

/**
 * A company's own question: a hole in the course's format, written by a company (README.md, "A
 * company's question"). Its programs travel with it as text, in any language the service runs.
 */
export interface QuestionProgram {
  /** A language id of the service's (`GET /v1/languages`, kind executable). */
  language: string;
  code: string;
}

/** One variation: its statement as a hole's (without `par`, which comes from the reference), its fixed cases and programs. */
export interface QuestionVariation extends Omit<VariationSpec, 'par'> {
  /** The cases every round of the variation gets; their expected outputs come from the reference. */
  cases: FixedInput[];
  /** Draws more inputs for each submission from its seed (the generator protocol); null: the fixed cases only. */
  generator: QuestionProgram | null;
  /** Prints the expected output of every input. */
  reference: QuestionProgram;
}

export interface QuestionSpec {
  title: string;
  category: Category;
  difficulty: number;
  /** Never sent to a language model. */
  private: boolean;
  /** One to QUESTION_LIMITS.maxVariations; a round draws one. */
  variations: QuestionVariation[];
}

/** What a company's question may hold beyond a statement's own rules (schema.ts, STATEMENT_RULES). */
export const QUESTION_LIMITS = {
  /** A company's questions are numbered from here, apart from every sheet's holes. */
  firstId: 1001,
  maxVariations: 5,
  maxDescriptionChars: 5000,
  maxFormatChars: 2000,
  maxHintChars: 500,
  maxFixedCases: 32,
  /** A reference or a generator, in characters. */
  maxProgramChars: 65_536,
} as const;
