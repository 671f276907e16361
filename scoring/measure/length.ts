import { clampScore, MAX_SCORE } from '../scorecard/dimensions';
import type { LengthMeasurement } from './types';

/**
 * Length against par (the byte length of the shorter reference program, measured the same way: the
 * text as submitted). With r = bytes / par:
 *   r <= 1 (at or under par): 70 + 50 * (1 - r), capped at 90 (reached at 60% of par);
 *   r >  1 (over par):        15 + 55 / r   (2x par: 42.5, 4x par: 28.8).
 * Both pieces meet at 70 for r = 1, and the score never increases with the length.
 */
export function lengthScore(bytes: number, par: number): number {
  const r = bytes / par;
  return r <= 1 ? Math.min(MAX_SCORE, clampScore(70 + 50 * (1 - r))) : clampScore(15 + 55 / r);
}

export function measureLength(code: string, par: number): LengthMeasurement {
  const bytes = Buffer.byteLength(code, 'utf8');
  const characters = [...code].length;
  const ratio = bytes / par;
  const size = characters === bytes ? `${characters} characters` : `${characters} characters (${bytes} bytes)`;
  return {
    score: lengthScore(bytes, par),
    bytes,
    characters,
    par,
    ratio,
    facts: [`Solution length: ${size}.`, parComparison(bytes, par)],
  };
}

function parComparison(bytes: number, par: number): string {
  if (bytes === par) return `Exactly par (${par} bytes).`;
  const percent = Math.round((Math.abs(bytes - par) / par) * 100);
  if (bytes < par) return `${percent}% under par (${par} bytes).`;
  return bytes >= 2 * par
    ? `${(bytes / par).toFixed(1)} times par (${par} bytes).`
    : `${percent}% over par (${par} bytes).`;
}
