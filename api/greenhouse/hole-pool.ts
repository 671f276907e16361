import { findGreenhouseTestHoles } from '../../db/greenhouse-tests';
import { ID_PATTERN } from '../../lib/ids';
import { verifyInvite } from '../../lib/invitation-tokens';
import type { AppDeps } from '../app';

/**
 * The holes a round from this invitation link may be picked from, when its Greenhouse test's
 * assessment narrows them; undefined for the whole course: a plain invitation, an assessment
 * without holes of its own, or a token that is not an invitation link's. An expired link still
 * names its pool: the start says why it no longer works.
 */
export async function invitationHolePool(
  deps: Pick<AppDeps, 'pool' | 'config' | 'clock'>,
  token: string,
): Promise<number[] | undefined> {
  const invite = verifyInvite(deps.config.jwtSecret, token, deps.clock.now(), { expired: true });
  if (!invite?.greenhouseTestId || !ID_PATTERN.test(invite.companyId) || !ID_PATTERN.test(invite.greenhouseTestId))
    return undefined;
  return (await findGreenhouseTestHoles(deps.pool, invite.companyId, invite.greenhouseTestId)) ?? undefined;
}
