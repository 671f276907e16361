import { findGreenhouseTestOffer } from '../../db/greenhouse-tests';
import { ID_PATTERN } from '../../lib/ids';
import type { Invite } from '../../lib/invitation-tokens';
import type { AppDeps } from '../app';
import type { Narrowing } from '../company/offered-holes';

const NOTHING_NARROWED: Narrowing = { courseHoles: null, questions: null };

/**
 * What the assessment of an invitation link's Greenhouse test narrows its round to: nothing for a
 * plain invitation or a test the company does not have. An expired link still names its
 * assessment's: the start says why it no longer works.
 */
export async function invitationNarrowing(
  deps: Pick<AppDeps, 'pool'>,
  invite: Pick<Invite, 'companyId' | 'greenhouseTestId'>,
): Promise<Narrowing> {
  if (!invite.greenhouseTestId || !ID_PATTERN.test(invite.greenhouseTestId)) return NOTHING_NARROWED;
  const found = await findGreenhouseTestOffer(deps.pool, invite.companyId, invite.greenhouseTestId);
  return found ? { courseHoles: found.holes, questions: found.questions } : NOTHING_NARROWED;
}
