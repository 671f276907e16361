import type { QuestionsOffered } from '../../db/companies';
import { findGreenhouseTestOffer } from '../../db/greenhouse-tests';
import { ID_PATTERN } from '../../lib/ids';
import type { Invite } from '../../lib/invitation-tokens';
import type { AppDeps } from '../app';

/** What a Greenhouse test's assessment narrows its round to; null where the company's setting (or the whole course) holds. */
export interface AssessmentOffer {
  courseHoles: number[] | null;
  questions: QuestionsOffered | null;
}

const NOTHING_NARROWED: AssessmentOffer = { courseHoles: null, questions: null };

/**
 * What the assessment of an invitation link's Greenhouse test narrows its round to: nothing for a
 * plain invitation or a test the company does not have. An expired link still names its
 * assessment's: the start says why it no longer works.
 */
export async function invitationAssessmentOffer(
  deps: Pick<AppDeps, 'pool'>,
  invite: Pick<Invite, 'companyId' | 'greenhouseTestId'>,
): Promise<AssessmentOffer> {
  if (!invite.greenhouseTestId || !ID_PATTERN.test(invite.greenhouseTestId)) return NOTHING_NARROWED;
  const found = await findGreenhouseTestOffer(deps.pool, invite.companyId, invite.greenhouseTestId);
  return found ? { courseHoles: found.holes, questions: found.questions } : NOTHING_NARROWED;
}
