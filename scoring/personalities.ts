/**
 * The evaluator personalities a company can choose from. The scoring issue grows this catalog and
 * gives each entry its voice and weights; these are the four the interface names.
 */
export const PERSONALITY_IDS = ['jaded_dev', 'caffeinated_genius', 'academic_rebel', 'mad_scientist'] as const;

export const DEFAULT_PERSONALITIES = ['jaded_dev', 'caffeinated_genius', 'academic_rebel'] as const;
