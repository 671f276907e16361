import type { Submission } from '../shared/api-types';

export const STATUS_WORDS: Record<Submission['status'], string> = {
  draft: 'Draft (not submitted)',
  submitted: 'Submitted, waiting to be scored',
  processing: 'Being scored',
  analyzed: 'Analyzed',
  failed: 'Failed: could not be scored (not charged)',
};

/** The "Overall: X/Y" line that ends every scorecard summary, as "X/Y". */
export const overallOf = (summary?: string) => (summary ? /Overall:\s*(\d+\s*\/\s*\d+)/.exec(summary)?.[1] : undefined);

/** "jaded_dev" as "Jaded dev": the personality identifiers of the catalog, readable. */
export const personalityName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replaceAll('_', ' ');

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
