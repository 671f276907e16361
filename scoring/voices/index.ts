import { VOICES_OF_CRAFT } from './craft';
import { VOICES_OF_PRODUCTION } from './production';
import { VOICES_OF_TEMPERAMENT } from './temperament';
import type { Voice } from './types';

export type { Voice } from './types';

const VOICES: Readonly<Record<string, Voice>> = {
  ...VOICES_OF_PRODUCTION,
  ...VOICES_OF_CRAFT,
  ...VOICES_OF_TEMPERAMENT,
};

/** A neutral voice, for a personality without one of its own. */
export const PLAIN_VOICE: Voice = {
  high: ['Strong {dim}.', 'The {dim} is very good.', 'The {dim} stands out.'],
  mid: ['Reasonable {dim}.', 'The {dim} is adequate.', 'The {dim} is middling.'],
  low: ['Weak {dim}.', 'The {dim} needs work.', 'The {dim} falls short.'],
  miss: ['The {dim} falls short of a pass.', 'The {dim} is not there yet: some cases fail.'],
  focus: 'This dimension weighs most here.',
  open: ['Review of this shot.'],
  close: ['End of review.'],
};

export function voiceOf(personality: string): Voice {
  return VOICES[personality] ?? PLAIN_VOICE;
}

export const VOICE_IDS = Object.keys(VOICES);
