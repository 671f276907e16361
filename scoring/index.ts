export {
  assembleScorecard,
  buildScorecard,
  InvalidEvaluation,
  evaluateSubmission,
  measureSubmission,
  panelOf,
  RULE_BASED_PANEL,
  type BuildScorecardInput,
  type MeasuredHole,
  type OwnQuestion,
  type SubmissionToEvaluate,
  type SubmissionToMeasure,
  type ShotInput,
  type Shots,
} from './scorecard/scorecard';
export type { EvaluationInput, Evaluator, EvaluatorFactory, HoleTask, Panel, PublicHole } from './evaluators/evaluator';
export { createRuleBasedEvaluator } from './evaluators/rule-based';
export {
  measureCorrectness,
  measureShot,
  parOfProgram,
  type CorrectnessSandbox,
  type ShotMeasurements,
} from './measure';
export { overall, resultScore } from './scorecard/overall';
export { caseCountsOf, CaseCounts, HoleCaseCounts, KindCount } from './scorecard/case-counts';
export { DIMENSIONS, MAX_SCORE, MIN_SCORE, type Dimension } from './scorecard/dimensions';
export {
  getShotLanguage,
  isShotLanguage,
  SHOT_LANGUAGES,
  SHOT_LANGUAGE_IDS,
  type ShotLanguage,
} from './shots/shot-languages';
export {
  getPersonality,
  isPersonalityId,
  PERSONALITIES,
  PERSONALITY_IDS,
  type Personality,
  type PersonalityId,
} from './personalities/personalities';
