import type { EvaluatorResult } from '../shared/api-types';

export type Dimension = Exclude<keyof EvaluatorResult, 'personality' | 'feedback'>;

/** Every dimension a scorecard may score, in the order shown; one the API adds must be named here. */
export const DIMENSIONS: Record<Dimension, string> = {
  quality: 'Quality',
  length: 'Length',
  creativity: 'Creativity',
  ingenuity: 'Ingenuity',
  humor: 'Humor',
  correctness: 'Correctness',
};
