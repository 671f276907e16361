import { z } from 'zod';
import { registry } from '../http/openapi';
import { text } from './common';

export const TokenRequest = registry.register(
  'TokenRequest',
  z.strictObject({
    email: text(254, { min: 1 }).describe('Matched case-insensitively, spaces around it ignored'),
    password: text(1024, { min: 1 }),
  }),
);

export const TokenResponse = registry.register(
  'TokenResponse',
  z.object({
    access_token: z.string().describe('JWT for API authentication'),
    ws_token: z.string().describe('JWT for websocket authentication; refused by the REST API'),
    token_type: z.literal('bearer'),
    expires_in: z.literal(604800),
  }),
);

export const ConsoleTokenResponse = registry.register(
  'ConsoleTokenResponse',
  z.object({
    access_token: z
      .string()
      .describe('JWT of a console session: opens the company endpoints, counted on the console budget'),
    token_type: z.literal('bearer'),
    expires_in: z.literal(43200),
  }),
);
