import { z } from 'zod';
import { Scorecard as DomainScorecard } from '../../scoring/scorecard/scorecard-schema';
import { registry } from '../http/openapi';

// The scorecard's schemas belong to the domain (scoring/scorecard/scorecard-schema.ts). Registered here (made
// after the OpenAPI extension, over the domain's fields), the scorecard stays one component wherever
// a response describes it further.
export const Scorecard = registry.register('Scorecard', z.strictObject(DomainScorecard.shape));
